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
  'site settings saved': { zh_CN: '站点设置已保存', zh_TW: '站點設定已儲存' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    site: typeof siteMessages;
  }
}
