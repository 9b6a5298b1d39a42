import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The template module's messages (admin /skin, the agent's "skin" tab, the appearance tab's template;
 * contracts/src/template.ts), keyed by their English text like every catalogue (platform/i18n/messages.ts).
 * 'id is required', 'agent not found', 'agent_id must be an agent id' are the platform's; 'tool_id must be a
 * tool id' activity's; 'enabled must be true or false', 'sort must be a whole number, 0 or more'
 * organization's; 'enabled must be 0 or 1' customer-account's.
 */
export const templateMessages = {
  'template saved': { zh_CN: '模板已保存', zh_TW: '範本已儲存' },
  'template turned on': { zh_CN: '模板已启用', zh_TW: '範本已啟用' },
  'template turned off': { zh_CN: '模板已停用', zh_TW: '範本已停用' },
  'template not found': { zh_CN: '模板不存在', zh_TW: '範本不存在' },
  "the agent's templates were saved": { zh_CN: '代理商的可用模板已保存', zh_TW: '代理商的可用範本已儲存' },
  'the template name is required': { zh_CN: '请输入模板名称', zh_TW: '請輸入範本名稱' },
  'the template name is at most 40 characters': {
    zh_CN: '模板名称最多 40 个字符',
    zh_TW: '範本名稱最多 40 個字元',
  },
  'choose the tool of the template': { zh_CN: '请选择模板适用的工具', zh_TW: '請選擇範本適用的工具' },
  'the cover must be an uploaded image or an http(s) link': {
    zh_CN: '封面须为已上传的图片或 http(s) 链接',
    zh_TW: '封面須為已上傳的圖片或 http(s) 連結',
  },
  'the background image must be an uploaded image or an http(s) link': {
    zh_CN: '背景图须为已上传的图片或 http(s) 链接',
    zh_TW: '背景圖須為已上傳的圖片或 http(s) 連結',
  },
  'the primary colour must be written #rrggbb': {
    zh_CN: '主题色须写作 #rrggbb',
    zh_TW: '主題色須寫作 #rrggbb',
  },
  'the background colour must be written #rrggbb': {
    zh_CN: '背景色须写作 #rrggbb',
    zh_TW: '背景色須寫作 #rrggbb',
  },
  'choose free or VIP only': { zh_CN: '请选择免费或仅限 VIP', zh_TW: '請選擇免費或僅限 VIP' },
  'tier must be free or vip': { zh_CN: 'tier 必须是 free 或 vip', zh_TW: 'tier 必須是 free 或 vip' },
  'choose all templates or the chosen ones': {
    zh_CN: '请选择全部模板或指定模板',
    zh_TW: '請選擇全部範本或指定範本',
  },
  'choose templates of the list': { zh_CN: '请从列表中选择模板', zh_TW: '請從清單中選擇範本' },
  'choose at least one template': { zh_CN: '请至少选择一个模板', zh_TW: '請至少選擇一個範本' },
  'choose a template of the list': { zh_CN: '请从列表中选择模板', zh_TW: '請從清單中選擇範本' },
  'this template is not available for this activity': {
    zh_CN: '该模板不适用于此活动',
    zh_TW: '該範本不適用於此活動',
  },
  'this template is for VIP members only': {
    zh_CN: '该模板仅限 VIP 会员使用',
    zh_TW: '該範本僅限 VIP 會員使用',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    template: typeof templateMessages;
  }
}
