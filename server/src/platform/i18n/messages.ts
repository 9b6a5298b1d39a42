/**
 * The server's message catalogues. Every message the server sends in `msg` is keyed by its English text
 * (which is also the `en` answer, so logs, tests and the English console read the same words); values may
 * hold `{name}` placeholders, filled from the error's params. Messages of the contracts' zod schemas are
 * catalogued too: they are written in contracts/, which cannot import the server, so `messages.test.ts`
 * checks every one of them has an entry.
 *
 * This file holds the platform's own messages: those of platform/ code (sessions, the error handler,
 * storage, jobs, payment) and those several modules share. A module's own messages live in
 * `modules/<name>/<name>.messages.ts`, which
 * - adds its catalogue's type to `ModuleMessages` below by declaration merging, so its keys are
 *   `MessageKey`s (what `badRequest`, `notFound`, `ok`, … accept), and
 * - is listed in server/src/messages.ts, which registers every module's catalogue with `translate`
 *   (`registerMessages`) when the app is built: platform/ imports no module.
 * A message used by several modules is defined once: here, or by the module that owns its concept (its
 * entry says who else uses it). `messages.test.ts` refuses a key defined twice.
 */
export interface Translation {
  zh_CN: string;
  zh_TW: string;
}

/** A catalogue: English text → its translations. */
export type MessageCatalogue = Record<string, Translation>;

export const platformMessages = {
  // Success envelopes, answered by several modules
  success: { zh_CN: '成功', zh_TW: '成功' },
  'login succeeded': { zh_CN: '登录成功', zh_TW: '登入成功' },
  'logged out': { zh_CN: '已退出登录', zh_TW: '已登出' },
  'changed, please log in again': { zh_CN: '修改成功，请重新登录', zh_TW: '修改成功，請重新登入' },
  sent: { zh_CN: '发送成功', zh_TW: '傳送成功' },
  saved: { zh_CN: '保存成功', zh_TW: '儲存成功' },
  created: { zh_CN: '创建成功', zh_TW: '建立成功' },
  deleted: { zh_CN: '删除成功', zh_TW: '刪除成功' },

  // Sessions and access (platform/auth, platform/http)
  'please log in': { zh_CN: '请先登录', zh_TW: '請先登入' },
  'login status expired, please log out and log in again': {
    zh_CN: '登录状态已过期，请退出后重新登录',
    zh_TW: '登入狀態已過期，請登出後重新登入',
  },
  'your account logged in on another device; if that was not you, your password may be leaked': {
    zh_CN: '您的账号已在其他设备登录，如非本人操作，密码可能已泄露',
    zh_TW: '您的帳號已在其他裝置登入，如非本人操作，密碼可能已外洩',
  },
  'you are not allowed to do this': { zh_CN: '您没有执行此操作的权限', zh_TW: '您沒有執行此操作的權限' },
  'this account cannot use this endpoint': { zh_CN: '该账号无法使用此接口', zh_TW: '該帳號無法使用此介面' },

  // Login, passwords and accounts: shared by the staff login (modules/auth), the customers' logins
  // (modules/customer, modules/customer-auth) and the account settings (modules/customer-account), with
  // their contracts (contracts/src/auth.ts, password.ts, customer.ts)
  'wrong username or password': { zh_CN: '账号或密码错误', zh_TW: '帳號或密碼錯誤' },
  'wrong account or password': { zh_CN: '账号或密码错误', zh_TW: '帳號或密碼錯誤' },
  'this account is disabled': { zh_CN: '该账号已被禁用', zh_TW: '該帳號已被停用' },
  'this account does not belong to any team': {
    zh_CN: '该账号不属于任何团队',
    zh_TW: '該帳號不屬於任何團隊',
  },
  'too many failed logins, please wait {seconds} seconds and try again': {
    zh_CN: '登录失败次数过多，请等待 {seconds} 秒后再试',
    zh_TW: '登入失敗次數過多，請等待 {seconds} 秒後再試',
  },
  'too many wrong old passwords, please wait {seconds} seconds and try again': {
    zh_CN: '旧密码错误次数过多，请等待 {seconds} 秒后再试',
    zh_TW: '舊密碼錯誤次數過多，請等待 {seconds} 秒後再試',
  },
  'too many failed logins for this account, please enter the graphic code': {
    zh_CN: '该账号登录失败次数过多，请输入图形验证码',
    zh_TW: '該帳號登入失敗次數過多，請輸入圖形驗證碼',
  },
  'oldPassword: the old password is wrong': {
    zh_CN: 'oldPassword: 旧密码不正确',
    zh_TW: 'oldPassword: 舊密碼不正確',
  },
  'password: the new password must differ from the old one': {
    zh_CN: 'password: 新密码不能与旧密码相同',
    zh_TW: 'password: 新密碼不能與舊密碼相同',
  },
  'please enter the username': { zh_CN: '请输入账号', zh_TW: '請輸入帳號' },
  // the staff /forget (modules/auth/forget.*)
  'audience must be admin or agent': {
    zh_CN: 'audience 必须是 admin 或 agent',
    zh_TW: 'audience 必須是 admin 或 agent',
  },
  'please enter the username or email': { zh_CN: '请输入账号或邮箱', zh_TW: '請輸入帳號或電子郵件' },
  'the verification code is 6 digits': { zh_CN: '验证码为 6 位数字', zh_TW: '驗證碼為 6 位數字' },
  'if the account exists and has an email, a code was sent to it': {
    zh_CN: '如果该账号存在且绑定了邮箱，验证码已发送至该邮箱',
    zh_TW: '如果該帳號存在且綁定了電子郵件，驗證碼已發送至該信箱',
  },
  'password reset, please sign in with the new password': {
    zh_CN: '密码已重置，请使用新密码登录',
    zh_TW: '密碼已重設，請使用新密碼登入',
  },
  'please enter the password': { zh_CN: '请输入密码', zh_TW: '請輸入密碼' },
  'please enter the old password': { zh_CN: '请输入旧密码', zh_TW: '請輸入舊密碼' },
  'please enter the new password': { zh_CN: '请输入新密码', zh_TW: '請輸入新密碼' },
  'please enter the password again': { zh_CN: '请再次输入新密码', zh_TW: '請再次輸入新密碼' },
  'the two passwords entered are inconsistent': {
    zh_CN: '两次输入的密码不一致',
    zh_TW: '兩次輸入的密碼不一致',
  },
  'password must be 8-64 characters': {
    zh_CN: '密码长度须为 8-64 个字符',
    zh_TW: '密碼長度須為 8-64 個字元',
  },
  'the password contains characters that cannot be used': {
    zh_CN: '密码包含无法使用的字符',
    zh_TW: '密碼包含無法使用的字元',
  },
  'this password is too simple, choose another': {
    zh_CN: '该密码过于简单，请换一个',
    zh_TW: '該密碼過於簡單，請換一個',
  },
  'the password must not contain your account name, email or phone number': {
    zh_CN: '密码不能包含您的账号、邮箱或手机号',
    zh_TW: '密碼不能包含您的帳號、電子郵件或手機號碼',
  },
  'password: the password must not contain your account name, email or phone number': {
    zh_CN: 'password: 密码不能包含您的账号、邮箱或手机号',
    zh_TW: 'password: 密碼不能包含您的帳號、電子郵件或手機號碼',
  },
  'this password is too common, choose another': {
    zh_CN: '该密码过于常见，请换一个',
    zh_TW: '該密碼過於常見，請換一個',
  },
  'please enter a valid phone number or email': {
    zh_CN: '请输入正确的手机号或邮箱',
    zh_TW: '請輸入正確的手機號碼或電子郵件',
  },

  // Not found: the generic answers, and the accounts and tenants every module meets (platform/tenancy)
  'not found': { zh_CN: '未找到', zh_TW: '找不到' },
  'this download link is invalid or has expired': {
    zh_CN: '下载链接无效或已过期',
    zh_TW: '下載連結無效或已過期',
  },
  'sign in or use a download link to get this file': {
    zh_CN: '请登录或使用下载链接获取此文件',
    zh_TW: '請登入或使用下載連結取得此檔案',
  },
  'account not found': { zh_CN: '账号不存在', zh_TW: '帳號不存在' },
  'team not found': { zh_CN: '团队不存在', zh_TW: '團隊不存在' },
  'agent not found': { zh_CN: '代理商不存在', zh_TW: '代理商不存在' },
  // the customer site of an agent the platform disabled (platform/tenancy/site.ts)
  'this site is closed': { zh_CN: '该站点已关闭', zh_TW: '該站點已關閉' },
  'customer not found': { zh_CN: '客户不存在', zh_TW: '客戶不存在' },
  'no such endpoint: {method} {path}': {
    zh_CN: '接口不存在：{method} {path}',
    zh_TW: '介面不存在：{method} {path}',
  },

  // The error handler (platform/http)
  'server error, please try again later': {
    zh_CN: '服务器错误，请稍后重试',
    zh_TW: '伺服器錯誤，請稍後重試',
  },
  'the database is unavailable, please try again shortly': {
    zh_CN: '数据库暂时不可用，请稍后重试',
    zh_TW: '資料庫暫時無法使用，請稍後重試',
  },
  'too many requests, please try again later': {
    zh_CN: '请求过于频繁，请稍后再试',
    zh_TW: '請求過於頻繁，請稍後再試',
  },
  'invalid value': { zh_CN: '无效的值', zh_TW: '無效的值' },
  'the request body is not valid JSON': { zh_CN: '请求体不是有效的 JSON', zh_TW: '請求內容不是有效的 JSON' },
  'the request body is empty': { zh_CN: '请求体为空', zh_TW: '請求內容為空' },
  'the request body is too large': { zh_CN: '请求体过大', zh_TW: '請求內容過大' },
  'unsupported content type': { zh_CN: '不支持的内容类型', zh_TW: '不支援的內容類型' },
  'bad request': { zh_CN: '请求无效', zh_TW: '請求無效' },
  'the request line or headers are too large': { zh_CN: '请求行或请求头过大', zh_TW: '請求行或標頭過大' },
  'the request timed out': { zh_CN: '请求超时', zh_TW: '請求逾時' },
  // contracts/src/input.ts: numbers beyond an integer column
  'must be at most 2147483647': { zh_CN: '不能大于 2147483647', zh_TW: '不能大於 2147483647' },
  'must be at least -2147483648': { zh_CN: '不能小于 -2147483648', zh_TW: '不能小於 -2147483648' },
  'must not contain a NUL character or an unpaired surrogate': {
    zh_CN: '不能包含 NUL 字符或不成对的代理字符',
    zh_TW: '不能包含 NUL 字元或不成對的代理字元',
  },

  // Storage (platform/storage: the local disk's upload endpoint and its tokens; modules/upload has its own)
  'expected a multipart/form-data upload': {
    zh_CN: '请使用 multipart/form-data 上传',
    zh_TW: '請使用 multipart/form-data 上傳',
  },
  'the file is empty': { zh_CN: '文件为空', zh_TW: '檔案為空' },
  'malformed upload': { zh_CN: '上传内容格式错误', zh_TW: '上傳內容格式錯誤' },
  'file is required': { zh_CN: '请选择文件', zh_TW: '請選擇檔案' },
  'file size must not exceed {limit}M': {
    zh_CN: '文件大小不能超过 {limit}M',
    zh_TW: '檔案大小不能超過 {limit}M',
  },
  'upload token is missing': { zh_CN: '缺少上传凭证', zh_TW: '缺少上傳憑證' },
  'upload token is not valid': { zh_CN: '上传凭证无效', zh_TW: '上傳憑證無效' },
  'upload token has expired': { zh_CN: '上传凭证已过期', zh_TW: '上傳憑證已過期' },
  'upload token is not for this key': { zh_CN: '上传凭证与文件不匹配', zh_TW: '上傳憑證與檔案不符' },
  'upload token has already been used': { zh_CN: '上传凭证已使用过', zh_TW: '上傳憑證已使用過' },

  // Validation messages that several modules' contracts (contracts/src/*.ts) or transfer datasets share
  'name is required': { zh_CN: '请输入名称', zh_TW: '請輸入名稱' },
  'name is at most 255 characters': { zh_CN: '名称最多 255 个字符', zh_TW: '名稱最多 255 個字元' },
  'title is required': { zh_CN: '请输入标题', zh_TW: '請輸入標題' },
  'title is at most 100 characters': { zh_CN: '标题最多 100 个字符', zh_TW: '標題最多 100 個字元' },
  'id is required': { zh_CN: '缺少 id', zh_TW: '缺少 id' },
  'ids must not be empty': { zh_CN: 'ids 不能为空', zh_TW: 'ids 不能為空' },
  'at most 100 ids at a time': { zh_CN: '一次最多 100 个 id', zh_TW: '一次最多 100 個 id' },
  'agent_id must be an agent id': { zh_CN: 'agent_id 必须是代理商 id', zh_TW: 'agent_id 必須是代理商 id' },
  'tz must be an IANA time zone': { zh_CN: 'tz 必须是 IANA 时区', zh_TW: 'tz 必須是 IANA 時區' },
  'please enter a valid phone number': { zh_CN: '请输入正确的手机号', zh_TW: '請輸入正確的手機號碼' },
  'account_name is required': { zh_CN: '请输入收款人姓名', zh_TW: '請輸入收款人姓名' },
  'account_no is required': { zh_CN: '请输入收款账号', zh_TW: '請輸入收款帳號' },

  // Durable jobs (platform/jobs: why the worker failed a job)
  'the job stopped after {attempts} attempts': {
    zh_CN: '任务尝试 {attempts} 次后仍未完成，已停止',
    zh_TW: '任務嘗試 {attempts} 次後仍未完成，已停止',
  },
  // jobs failed before issue 13 keep this reason (without a reference)
  'the job failed unexpectedly; please try again': {
    zh_CN: '任务意外失败，请重试',
    zh_TW: '任務意外失敗，請重試',
  },
  'the job failed unexpectedly; please try again (support reference: job {jobId})': {
    zh_CN: '任务意外失败，请重试（技术支持查询编号：任务 {jobId}）',
    zh_TW: '任務意外失敗，請重試（技術支援查詢編號：任務 {jobId}）',
  },

  // Payment (platform/payment): the notify endpoint, and the sandbox gateway's cashier page
  'payment notification refused: {reason}': {
    zh_CN: '支付通知被拒绝：{reason}',
    zh_TW: '付款通知被拒絕：{reason}',
  },
  'Sandbox cashier': { zh_CN: '沙箱收银台', zh_TW: '沙箱收銀台' },
  Payee: { zh_CN: '收款方', zh_TW: '收款方' },
  Item: { zh_CN: '商品', zh_TW: '商品' },
  Amount: { zh_CN: '金额', zh_TW: '金額' },
  'Pay now': { zh_CN: '立即支付', zh_TW: '立即付款' },
  'Payment succeeded': { zh_CN: '支付成功', zh_TW: '付款成功' },
  'You can return to the merchant page.': {
    zh_CN: '您可以返回商户页面了。',
    zh_TW: '您可以返回商家頁面了。',
  },
  'This payment link is invalid or has expired': {
    zh_CN: '该支付链接无效或已过期',
    zh_TW: '此付款連結無效或已過期',
  },
  'The merchant did not accept the payment': { zh_CN: '商户未确认本次支付', zh_TW: '商家未確認本次付款' },
  'This order was already paid': { zh_CN: '该订单此前已支付', zh_TW: '該訂單先前已付款' },
  'It was paid earlier; this payment was not applied and no money moved.': {
    zh_CN: '订单此前已完成支付，本次支付未被使用，也未产生扣款。',
    zh_TW: '訂單先前已完成付款，本次付款未被使用，也未產生扣款。',
  },
  'This is a sandbox: no money moves.': {
    zh_CN: '这是沙箱环境，不会产生真实扣款。',
    zh_TW: '這是沙箱環境，不會產生真實扣款。',
  },
} satisfies MessageCatalogue;

/**
 * Every module's catalogue type, by module name. Empty here; each `modules/<name>/<name>.messages.ts` adds
 * its own entry:
 *
 *   declare module '#server/platform/i18n/messages.ts' {
 *     interface ModuleMessages {
 *       notice: typeof noticeMessages;
 *     }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging (see above)
export interface ModuleMessages {}

/** The keys of every module's catalogue. */
type ModuleMessageKey = {
  [Module in keyof ModuleMessages]: keyof ModuleMessages[Module];
}[keyof ModuleMessages];

/** A message the server may send; helpers that build errors and envelopes take only these. */
export type MessageKey = keyof typeof platformMessages | ModuleMessageKey;
export type MessageParams = Record<string, string | number>;
