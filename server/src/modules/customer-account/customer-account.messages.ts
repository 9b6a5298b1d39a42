import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The customer-account module's messages (modules/customer-account: the customer's account settings,
 * official accounts and third-party interfaces; contracts/src/customer-account.ts), keyed by their English
 * text like every catalogue (see platform/i18n/messages.ts); server/src/messages.ts registers them with the
 * others.
 */
export const customerAccountMessages = {
  // account settings, official accounts, third-party interfaces (issue 5 part B)
  'modified successfully': { zh_CN: '修改成功', zh_TW: '修改成功' },
  unbound: { zh_CN: '解绑成功', zh_TW: '解除綁定成功' },
  refreshed: { zh_CN: '刷新成功', zh_TW: '重新整理成功' },
  revoked: { zh_CN: '已吊销', zh_TW: '已撤銷' },
  'please choose an avatar': { zh_CN: '请选择头像', zh_TW: '請選擇頭像' },
  'avatar: please upload an image first': { zh_CN: '头像：请先上传图片', zh_TW: '頭像：請先上傳圖片' },
  'please enter a nickname': { zh_CN: '请输入昵称', zh_TW: '請輸入暱稱' },
  'nickname: at most 30 characters': { zh_CN: '昵称最多 30 个字符', zh_TW: '暱稱最多 30 個字元' },
  'please enter the city': { zh_CN: '请输入所在城市', zh_TW: '請輸入所在城市' },
  'city: at most 50 characters': { zh_CN: '城市最多 50 个字符', zh_TW: '城市最多 50 個字元' },
  'please enter the company name': { zh_CN: '请输入公司名称', zh_TW: '請輸入公司名稱' },
  'companyName: at most 100 characters': {
    zh_CN: '公司名称最多 100 个字符',
    zh_TW: '公司名稱最多 100 個字元',
  },
  'mobile: this is already your phone number': {
    zh_CN: '该手机号已是当前绑定的手机号',
    zh_TW: '該手機號碼已是目前綁定的手機號碼',
  },
  'email: this is already your email': {
    zh_CN: '该邮箱已是当前绑定的邮箱',
    zh_TW: '該信箱已是目前綁定的信箱',
  },
  'WeChat is not bound': { zh_CN: '尚未绑定微信', zh_TW: '尚未綁定微信' },
  'WeChat is already bound': { zh_CN: '已绑定微信，请先解绑', zh_TW: '已綁定微信，請先解除綁定' },
  'this WeChat account is already bound to another account': {
    zh_CN: '该微信已绑定其他账号',
    zh_TW: '該微信已綁定其他帳號',
  },
  'bind_id must be a number': { zh_CN: 'bind_id 必须是数字', zh_TW: 'bind_id 必須是數字' },
  'auth_id must be a number': { zh_CN: 'auth_id 必须是数字', zh_TW: 'auth_id 必須是數字' },
  'id must be a number': { zh_CN: 'id 必须是数字', zh_TW: 'id 必須是數字' },
  'keyword: at most 50 characters': { zh_CN: '关键词最多 50 个字符', zh_TW: '關鍵字最多 50 個字元' },
  'official account not found': { zh_CN: '公众号不存在', zh_TW: '公眾號不存在' },
  'third-party interfaces are not available for this account': {
    zh_CN: '该账号未开通第三方接口',
    zh_TW: '該帳號未開通第三方介面',
  },
  'please enter a name': { zh_CN: '请输入名称', zh_TW: '請輸入名稱' },
  'name: at most 50 characters': { zh_CN: '名称最多 50 个字符', zh_TW: '名稱最多 50 個字元' },
  'scopes: unknown scope': { zh_CN: '权限范围无效', zh_TW: '權限範圍無效' },
  'please choose at least one scope': { zh_CN: '请至少选择一个权限范围', zh_TW: '請至少選擇一個權限範圍' },
  'credential not found': { zh_CN: '密钥不存在', zh_TW: '金鑰不存在' },
  'at most {limit} active credentials, revoke one first': {
    zh_CN: '最多 {limit} 个有效密钥，请先吊销一个',
    zh_TW: '最多 {limit} 個有效金鑰，請先撤銷一個',
  },
  'this credential is already revoked': { zh_CN: '该密钥已吊销', zh_TW: '該金鑰已撤銷' },
  'invalid app key or secret': { zh_CN: 'app key 或 secret 无效', zh_TW: 'app key 或 secret 無效' },
  'this credential lacks the scope {scope}': {
    zh_CN: '该密钥没有 {scope} 权限',
    zh_TW: '該金鑰沒有 {scope} 權限',
  },
  'service: unknown service': { zh_CN: '未知的服务', zh_TW: '未知的服務' },
  'enabled must be 0 or 1': { zh_CN: 'enabled 必须是 0 或 1', zh_TW: 'enabled 必須是 0 或 1' },
  'engine: choose a search engine': { zh_CN: '请选择搜索引擎', zh_TW: '請選擇搜尋引擎' },
  'site: please enter the site address': { zh_CN: '请输入站点地址', zh_TW: '請輸入網站位址' },
  'site: at most 200 characters': { zh_CN: '站点地址最多 200 个字符', zh_TW: '網站位址最多 200 個字元' },
  'site: please enter the site address, e.g. https://www.example.com': {
    zh_CN: '请输入站点地址，例如 https://www.example.com',
    zh_TW: '請輸入網站位址，例如 https://www.example.com',
  },
  'token: please enter the token': { zh_CN: '请输入 token', zh_TW: '請輸入 token' },
  'token: 8-128 characters': { zh_CN: 'token 长度为 8-128 个字符', zh_TW: 'token 長度為 8-128 個字元' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    'customer-account': typeof customerAccountMessages;
  }
}
