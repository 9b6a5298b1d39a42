import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The site module's messages (modules/site: the site's pages, tools, programmes and themes, and its
 * settings; contracts/src/site.ts), keyed by their English text like every catalogue (see
 * platform/i18n/messages.ts); server/src/messages.ts registers them with the others.
 */
export const siteMessages = {
  // site content (site.service.ts)
  'mark must be user_agreement, privacy_policy, vip_agreement, about or help_center': {
    zh_CN: 'mark 必须是 user_agreement、privacy_policy、vip_agreement、about 或 help_center',
    zh_TW: 'mark 必須是 user_agreement、privacy_policy、vip_agreement、about 或 help_center',
  },
  'page not found': { zh_CN: '页面不存在', zh_TW: '頁面不存在' },
  // tools and programmes are the site's catalogue: modules/activity (and modules/transfer) use these too
  'programme not found': { zh_CN: '方案不存在', zh_TW: '方案不存在' },
  'theme not found': { zh_CN: '专题不存在', zh_TW: '專題不存在' },
  // site settings (site-settings.service.ts)
  'bank account saved': { zh_CN: '收款账户已保存', zh_TW: '收款帳戶已儲存' },
  'tool not found': { zh_CN: '工具不存在', zh_TW: '工具不存在' },
  '{field}: an image must be an upload of this site or an http(s) link': {
    zh_CN: '{field}：图片必须是本站上传的文件或 http(s) 链接',
    zh_TW: '{field}：圖片必須是本站上傳的檔案或 http(s) 連結',
  },
  // site content edited in the consoles (site-content.service.ts, contracts/src/site-content.ts)
  'phone_on must be 0 or 1': { zh_CN: 'phone_on 必须是 0 或 1', zh_TW: 'phone_on 必須是 0 或 1' },
  'on_wechat_login must be 0 or 1': {
    zh_CN: 'on_wechat_login 必须是 0 或 1',
    zh_TW: 'on_wechat_login 必須是 0 或 1',
  },
  'id must be an article id': { zh_CN: 'id 必须是文章 id', zh_TW: 'id 必須是文章 id' },
  'mark must be a legal page, service:{id} or empty': {
    zh_CN: 'mark 必须是协议页面、service:{id} 或留空',
    zh_TW: 'mark 必須是協議頁面、service:{id} 或留空',
  },
  'the article title is required': { zh_CN: '请填写文章标题', zh_TW: '請填寫文章標題' },
  'the article title is at most 80 characters': {
    zh_CN: '文章标题最多 80 个字符',
    zh_TW: '文章標題最多 80 個字元',
  },
  'the article content is required': { zh_CN: '请填写正文', zh_TW: '請填寫正文' },
  'the article content is too long': { zh_CN: '正文过长', zh_TW: '正文過長' },
  'this site has its own {mark} page already': {
    zh_CN: '本站已有自己的 {mark} 页面',
    zh_TW: '本站已有自己的 {mark} 頁面',
  },
  'the platform’s legal and service pages are edited, not deleted': {
    zh_CN: '平台的协议与服务页面只能编辑，不能删除',
    zh_TW: '平台的協議與服務頁面只能編輯，不能刪除',
  },
  'article saved': { zh_CN: '文章已保存', zh_TW: '文章已儲存' },
  'article deleted': { zh_CN: '文章已删除', zh_TW: '文章已刪除' },
  'number must be a version number': { zh_CN: 'number 必须是版本号', zh_TW: 'number 必須是版本號' },
  'version not found': { zh_CN: '版本不存在', zh_TW: '版本不存在' },
  'this version is the current one': { zh_CN: '该版本已是当前版本', zh_TW: '該版本已是目前版本' },
  'version restored': { zh_CN: '版本已恢复', zh_TW: '版本已還原' },
  'the mark is 2–32 lower-case letters, digits or _': {
    zh_CN: '标识为 2–32 位小写字母、数字或下划线',
    zh_TW: '標識為 2–32 位小寫字母、數字或底線',
  },
  'the category name is required': { zh_CN: '请填写分类名称', zh_TW: '請填寫分類名稱' },
  'the category name is at most 20 characters': {
    zh_CN: '分类名称最多 20 个字符',
    zh_TW: '分類名稱最多 20 個字元',
  },
  'another category has the mark {mark}': {
    zh_CN: '标识 {mark} 已被其他分类使用',
    zh_TW: '標識 {mark} 已被其他分類使用',
  },
  'a category with programmes or themes is not deleted': {
    zh_CN: '分类下还有方案或专题，不能删除',
    zh_TW: '分類下還有方案或專題，不能刪除',
  },
  'category saved': { zh_CN: '分类已保存', zh_TW: '分類已儲存' },
  'category deleted': { zh_CN: '分类已删除', zh_TW: '分類已刪除' },
  'id must be a programme id': { zh_CN: 'id 必须是方案 id', zh_TW: 'id 必須是方案 id' },
  'choose the category': { zh_CN: '请选择分类', zh_TW: '請選擇分類' },
  'the programme title is required': { zh_CN: '请填写方案标题', zh_TW: '請填寫方案標題' },
  'the programme title is at most 60 characters': {
    zh_CN: '方案标题最多 60 个字符',
    zh_TW: '方案標題最多 60 個字元',
  },
  'the summary is at most 200 characters': { zh_CN: '简介最多 200 个字符', zh_TW: '簡介最多 200 個字元' },
  'a cover colour is #rrggbb': { zh_CN: '封面颜色格式为 #rrggbb', zh_TW: '封面顏色格式為 #rrggbb' },
  'choose the tools of the programme': { zh_CN: '请选择方案使用的工具', zh_TW: '請選擇方案使用的工具' },
  'programme saved': { zh_CN: '方案已保存', zh_TW: '方案已儲存' },
  'programme deleted': { zh_CN: '方案已删除', zh_TW: '方案已刪除' },
  'site settings saved': { zh_CN: '站点设置已保存', zh_TW: '站點設定已儲存' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    site: typeof siteMessages;
  }
}
