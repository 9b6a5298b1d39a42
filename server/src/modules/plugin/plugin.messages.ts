import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The plugin module's messages (modules/plugin; contracts/src/plugin.ts), registered in
 * server/src/messages.ts. 'id is required', 'agent_id must be an agent id' and 'agent not found' are the
 * platform's; 'enabled must be true or false' organization's; the price and sort messages partner-vip's; 'tool_id must be a tool id' activity's.
 */
export const pluginMessages = {
  'plugin not found': { zh_CN: '插件不存在', zh_TW: '外掛不存在' },
  'plugin not enabled': { zh_CN: '该代理商未开通此插件', zh_TW: '該代理商未開通此外掛' },
  'plugin created': { zh_CN: '插件已创建', zh_TW: '外掛已建立' },
  'plugin saved': { zh_CN: '插件已保存', zh_TW: '外掛已儲存' },
  'plugin put on sale': { zh_CN: '插件已上架', zh_TW: '外掛已上架' },
  'plugin taken off sale': { zh_CN: '插件已下架', zh_TW: '外掛已下架' },
  'plugin enabled for the agent': { zh_CN: '已为代理商开通插件', zh_TW: '已為代理商開通外掛' },
  'plugin disabled for the agent': { zh_CN: '已为代理商关闭插件', zh_TW: '已為代理商關閉外掛' },
  'this mark is taken': { zh_CN: '该标识已被使用', zh_TW: '該標識已被使用' },
  'the mark is required': { zh_CN: '请填写插件标识', zh_TW: '請填寫外掛標識' },
  'the mark must be 2-32 lowercase letters, digits, _ or -, starting with a letter': {
    zh_CN: '标识须为 2-32 位小写字母、数字、_ 或 -，以字母开头',
    zh_TW: '標識須為 2-32 位小寫字母、數字、_ 或 -，以字母開頭',
  },
  'the plugin name is required': { zh_CN: '请填写插件名称', zh_TW: '請填寫外掛名稱' },
  'the plugin name is at most 40 characters': {
    zh_CN: '插件名称最多 40 个字符',
    zh_TW: '外掛名稱最多 40 個字元',
  },
  'the description is at most 500 characters': { zh_CN: '简介最多 500 个字符', zh_TW: '簡介最多 500 個字元' },
  'the icon must be an uploaded image or an http(s) link': {
    zh_CN: '图标须为已上传的图片或 http(s) 链接',
    zh_TW: '圖示須為已上傳的圖片或 http(s) 連結',
  },
  'choose the tools the plugin works with': { zh_CN: '请选择插件适用的工具', zh_TW: '請選擇外掛適用的工具' },
  'status must be 0 (off sale) or 1 (on sale)': {
    zh_CN: '状态须为 0（下架）或 1（上架）',
    zh_TW: '狀態須為 0（下架）或 1（上架）',
  },
  'plugin_id must be a plugin id': { zh_CN: 'plugin_id 须为插件 ID', zh_TW: 'plugin_id 須為外掛 ID' },
  'this plugin is off sale: put it on sale first': {
    zh_CN: '该插件已下架，请先上架',
    zh_TW: '該外掛已下架，請先上架',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    plugin: typeof pluginMessages;
  }
}
