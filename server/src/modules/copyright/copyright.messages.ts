import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The copyright module's messages (modules/copyright; contracts/src/copyright.ts), registered in
 * server/src/messages.ts. The id, agent, price, sort, status and offer messages are the platform's, software's
 * and organization's; 'product does not exist' and 'the price has changed…' order's; the licence ones
 * software's.
 */
export const copyrightMessages = {
  'copyright item not found': { zh_CN: '版权内容不存在', zh_TW: '版權內容不存在' },
  'copyright item created': { zh_CN: '版权内容已创建', zh_TW: '版權內容已建立' },
  'copyright item saved': { zh_CN: '版权内容已保存', zh_TW: '版權內容已儲存' },
  'copyright item put on sale': { zh_CN: '版权内容已上架', zh_TW: '版權內容已上架' },
  'copyright item taken off sale': { zh_CN: '版权内容已下架', zh_TW: '版權內容已下架' },
  'copyright item deleted': { zh_CN: '版权内容已删除', zh_TW: '版權內容已刪除' },
  'copyright item offered through the agent': {
    zh_CN: '已允许代理商销售该版权内容',
    zh_TW: '已允許代理商銷售該版權內容',
  },
  'copyright item withdrawn from the agent': {
    zh_CN: '已停止代理商销售该版权内容',
    zh_TW: '已停止代理商銷售該版權內容',
  },
  'a title is at most 60 characters': { zh_CN: '标题最多 60 个字符', zh_TW: '標題最多 60 個字元' },
  'the content type must be music, template, font or image': {
    zh_CN: '内容类型须为音乐、模板、字体或图片',
    zh_TW: '內容類型須為音樂、範本、字型或圖片',
  },
  'the licensor is at most 100 characters': {
    zh_CN: '授权方最多 100 个字符',
    zh_TW: '授權方最多 100 個字元',
  },
  'the licence terms are required': { zh_CN: '请填写授权条款', zh_TW: '請填寫授權條款' },
  'the licence terms are at most 10000 characters': {
    zh_CN: '授权条款最多 10000 个字符',
    zh_TW: '授權條款最多 10000 個字元',
  },
  'the licence term must be a whole number of months from 1 to 120, or perpetual': {
    zh_CN: '授权期限须为 1 到 120 的整数（月），或永久',
    zh_TW: '授權期限須為 1 到 120 的整數（月），或永久',
  },
  'commercial use must be allowed or not': { zh_CN: '请选择是否允许商用', zh_TW: '請選擇是否允許商用' },
  'the licensed file must be a file the platform uploaded': {
    zh_CN: '授权文件须为平台上传的文件',
    zh_TW: '授權檔案須為平台上傳的檔案',
  },
  'copyright_id must be a copyright id': {
    zh_CN: 'copyright_id 必须是版权内容 id',
    zh_TW: 'copyright_id 必須是版權內容 id',
  },
  'copyright_id is required': { zh_CN: '请选择版权内容', zh_TW: '請選擇版權內容' },
  'this item is off sale: put it on sale first': {
    zh_CN: '该版权内容已下架，请先上架',
    zh_TW: '該版權內容已下架，請先上架',
  },
  "an agent sells this item below the new price: raise the agent's price first": {
    zh_CN: '有代理商的批发价低于新的平台价，请先调高其批发价',
    zh_TW: '有代理商的批發價低於新的平台價，請先調高其批發價',
  },
  'this item has been sold: it cannot be deleted, take it off sale instead': {
    zh_CN: '该版权内容已有销售记录，不能删除，请改为下架',
    zh_TW: '該版權內容已有銷售紀錄，不能刪除，請改為下架',
  },
  'agents offer this item: withdraw their offers or take it off sale': {
    zh_CN: '已有代理商销售该版权内容：请先停止其销售，或将其下架',
    zh_TW: '已有代理商銷售該版權內容：請先停止其銷售，或將其下架',
  },
  'the licence has expired': { zh_CN: '该授权已过期', zh_TW: '該授權已過期' },
  'this item has no file to download': {
    zh_CN: '该版权内容没有可下载的文件',
    zh_TW: '該版權內容沒有可下載的檔案',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    copyright: typeof copyrightMessages;
  }
}
