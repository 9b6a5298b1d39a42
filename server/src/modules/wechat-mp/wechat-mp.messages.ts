import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The official-account module's messages (modules/wechat-mp; contracts/src/wechat-mp.ts and wechat-menu.ts),
 * registered in server/src/messages.ts. 'official account not found' is the customer account module's.
 */
export const wechatMpMessages = {
  'account_id must be an official account id': {
    zh_CN: 'account_id 须为公众号 ID',
    zh_TW: 'account_id 須為公眾號 ID',
  },
  'id must be an official account id': { zh_CN: 'id 须为公众号 ID', zh_TW: 'id 須為公眾號 ID' },
  'auth_id must be an authorisation id': { zh_CN: 'auth_id 须为授权 ID', zh_TW: 'auth_id 須為授權 ID' },
  'log_id must be a sync id': { zh_CN: 'log_id 须为同步记录 ID', zh_TW: 'log_id 須為同步紀錄 ID' },
  'subscribed must be 1 or 0': { zh_CN: 'subscribed 须为 1 或 0', zh_TW: 'subscribed 須為 1 或 0' },
  'menu published': { zh_CN: '菜单已发布', zh_TW: '選單已發佈' },
  'sync not found': { zh_CN: '同步记录不存在', zh_TW: '同步紀錄不存在' },
  'the official account was unbound': { zh_CN: '公众号已解绑', zh_TW: '公眾號已解除綁定' },
  'WeChat did not answer in time': { zh_CN: '微信未及时响应', zh_TW: '微信未及時回應' },
  'WeChat could not be reached': { zh_CN: '无法连接微信', zh_TW: '無法連線微信' },
  'WeChat answered something unexpected': {
    zh_CN: '微信返回了无法识别的内容',
    zh_TW: '微信回傳了無法識別的內容',
  },
  'WeChat refused the request: {errcode} {errmsg}': {
    zh_CN: '微信拒绝了请求：{errcode} {errmsg}',
    zh_TW: '微信拒絕了請求：{errcode} {errmsg}',
  },
  // the custom menu: WeChat's rules (contracts/src/wechat-menu.ts), said the same by the console and the server
  'a menu has 1 to 3 buttons': { zh_CN: '菜单须有 1 至 3 个按钮', zh_TW: '選單須有 1 至 3 個按鈕' },
  'a button has at most 5 sub-buttons': {
    zh_CN: '每个按钮最多 5 个子按钮',
    zh_TW: '每個按鈕最多 5 個子按鈕',
  },
  'a menu button must be an object': { zh_CN: '菜单按钮格式不正确', zh_TW: '選單按鈕格式不正確' },
  'a button name is 1 to 16 bytes (a Chinese character is 3)': {
    zh_CN: '按钮名称为 1 至 16 字节（一个汉字占 3 字节）',
    zh_TW: '按鈕名稱為 1 至 16 位元組（一個漢字佔 3 位元組）',
  },
  'a sub-button name is 1 to 60 bytes (a Chinese character is 3)': {
    zh_CN: '子按钮名称为 1 至 60 字节（一个汉字占 3 字节）',
    zh_TW: '子按鈕名稱為 1 至 60 位元組（一個漢字佔 3 位元組）',
  },
  'a button with sub-buttons has no type of its own': {
    zh_CN: '有子按钮的按钮不能再设置类型',
    zh_TW: '有子按鈕的按鈕不能再設定類型',
  },
  'a sub-button has no sub-buttons': { zh_CN: '子按钮不能再有子按钮', zh_TW: '子按鈕不能再有子按鈕' },
  'a click button needs a key of 1 to 128 bytes': {
    zh_CN: '点击类按钮须有 1 至 128 字节的 key',
    zh_TW: '點擊類按鈕須有 1 至 128 位元組的 key',
  },
  'a link is an http(s) URL of at most 1024 bytes': {
    zh_CN: '链接须为 http(s) 网址，最多 1024 字节',
    zh_TW: '連結須為 http(s) 網址，最多 1024 位元組',
  },
  "a mini program button needs the mini program's appid (wx and 16 hex digits)": {
    zh_CN: '小程序按钮须填写小程序 AppID（wx 加 16 位十六进制字符）',
    zh_TW: '小程式按鈕須填寫小程式 AppID（wx 加 16 位十六進位字元）',
  },
  'a mini program button needs its page path': {
    zh_CN: '小程序按钮须填写页面路径',
    zh_TW: '小程式按鈕須填寫頁面路徑',
  },
  'a button is click, view or mini program, or has sub-buttons': {
    zh_CN: '按钮类型须为点击、链接或小程序，或者包含子按钮',
    zh_TW: '按鈕類型須為點擊、連結或小程式，或者包含子按鈕',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    wechatMp: typeof wechatMpMessages;
  }
}
