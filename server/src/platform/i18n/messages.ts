/**
 * Every message the server sends in `msg`, keyed by its English text (which is also the `en` answer, so
 * logs, tests and the English console read the same words). Values may hold `{name}` placeholders, filled
 * from the error's params. Messages of the contracts' zod schemas are here too: they are written in
 * contracts/, which cannot import this file, so `messages.test.ts` checks every one of them has an entry.
 */
export interface Translation {
  zh_CN: string;
  zh_TW: string;
}

export const messages = {
  // Success envelopes
  success: { zh_CN: '成功', zh_TW: '成功' },
  'login succeeded': { zh_CN: '登录成功', zh_TW: '登入成功' },
  'logged out': { zh_CN: '已退出登录', zh_TW: '已登出' },
  'changed, please log in again': { zh_CN: '修改成功，请重新登录', zh_TW: '修改成功，請重新登入' },
  'switch succeeded': { zh_CN: '切换成功', zh_TW: '切換成功' },
  sent: { zh_CN: '发送成功', zh_TW: '傳送成功' },

  // Sessions and access
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

  // Login and accounts
  'wrong username or password': { zh_CN: '账号或密码错误', zh_TW: '帳號或密碼錯誤' },
  'wrong account or password': { zh_CN: '账号或密码错误', zh_TW: '帳號或密碼錯誤' },
  'this account is disabled': { zh_CN: '该账号已被禁用', zh_TW: '該帳號已被停用' },
  'this account does not belong to any team': {
    zh_CN: '该账号不属于任何团队',
    zh_TW: '該帳號不屬於任何團隊',
  },
  'too many login attempts, please try again in {minutes} minutes': {
    zh_CN: '登录尝试次数过多，请 {minutes} 分钟后再试',
    zh_TW: '登入嘗試次數過多，請 {minutes} 分鐘後再試',
  },
  'oldPassword: the old password is wrong': {
    zh_CN: 'oldPassword: 旧密码不正确',
    zh_TW: 'oldPassword: 舊密碼不正確',
  },
  'password: the new password must differ from the old one': {
    zh_CN: 'password: 新密码不能与旧密码相同',
    zh_TW: 'password: 新密碼不能與舊密碼相同',
  },

  // Not found
  'not found': { zh_CN: '未找到', zh_TW: '找不到' },
  'account not found': { zh_CN: '账号不存在', zh_TW: '帳號不存在' },
  'team not found': { zh_CN: '团队不存在', zh_TW: '團隊不存在' },
  'notice not found': { zh_CN: '通知不存在', zh_TW: '通知不存在' },
  'agent not found': { zh_CN: '代理商不存在', zh_TW: '代理商不存在' },
  'customer not found': { zh_CN: '客户不存在', zh_TW: '客戶不存在' },
  'agent_id: the customer belongs to another agent': {
    zh_CN: 'agent_id: 该客户属于其他代理商',
    zh_TW: 'agent_id: 該客戶屬於其他代理商',
  },
  'no such endpoint: {method} {path}': {
    zh_CN: '接口不存在：{method} {path}',
    zh_TW: '介面不存在：{method} {path}',
  },

  // The error handler
  'server error, please try again later': {
    zh_CN: '服务器错误，请稍后重试',
    zh_TW: '伺服器錯誤，請稍後重試',
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

  // Uploads and storage (modules/upload, platform/storage)
  'the {extension} file is not supported': {
    zh_CN: '不支持 {extension} 文件',
    zh_TW: '不支援 {extension} 檔案',
  },
  'the {extension} {type} is not supported': {
    zh_CN: '不支持 {extension} 格式的 {type}',
    zh_TW: '不支援 {extension} 格式的 {type}',
  },
  'files: the same file is listed twice': {
    zh_CN: 'files: 同一文件出现了两次',
    zh_TW: 'files: 同一檔案出現了兩次',
  },
  '{name}: not an upload of yours': { zh_CN: '{name}: 不是您上传的文件', zh_TW: '{name}: 不是您上傳的檔案' },
  '{name}: the file was not uploaded': { zh_CN: '{name}: 文件尚未上传', zh_TW: '{name}: 檔案尚未上傳' },
  '{name}: the stored size ({stored}) differs from the declared size ({declared})': {
    zh_CN: '{name}: 已存储的大小（{stored}）与声明的大小（{declared}）不符',
    zh_TW: '{name}: 已儲存的大小（{stored}）與宣告的大小（{declared}）不符',
  },
  '{name}: upload {kind} size cannot exceed {limit}M': {
    zh_CN: '{name}: 上传的 {kind} 大小不能超过 {limit}M',
    zh_TW: '{name}: 上傳的 {kind} 大小不能超過 {limit}M',
  },
  '{name}: the content is not a {extension} file': {
    zh_CN: '{name}: 文件内容不是 {extension} 文件',
    zh_TW: '{name}: 檔案內容不是 {extension} 檔案',
  },
  '{name}: the declared type {declared} does not match the file': {
    zh_CN: '{name}: 声明的类型 {declared} 与文件不符',
    zh_TW: '{name}: 宣告的類型 {declared} 與檔案不符',
  },
  'files: {name} is already registered': { zh_CN: 'files: {name} 已登记', zh_TW: 'files: {name} 已登記' },
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
  'type must be image, video, audio or file': {
    zh_CN: '类型必须是 image、video、audio 或 file',
    zh_TW: '類型必須是 image、video、audio 或 file',
  },
  'acid must be an activity id': { zh_CN: 'acid 必须是活动 id', zh_TW: 'acid 必須是活動 id' },
  'name is required': { zh_CN: '请输入名称', zh_TW: '請輸入名稱' },
  'name is at most 255 characters': { zh_CN: '名称最多 255 个字符', zh_TW: '名稱最多 255 個字元' },
  'url is required': { zh_CN: '请提供 url', zh_TW: '請提供 url' },
  'size must be a number of bytes': { zh_CN: 'size 必须是字节数', zh_TW: 'size 必須是位元組數' },
  'size must be positive': { zh_CN: 'size 必须大于 0', zh_TW: 'size 必須大於 0' },
  'files must be a list of uploaded files': {
    zh_CN: 'files 必须是已上传文件的列表',
    zh_TW: 'files 必須是已上傳檔案的清單',
  },
  'files must not be empty': { zh_CN: 'files 不能为空', zh_TW: 'files 不能為空' },
  'at most 10 files per upload': { zh_CN: '每次最多上传 10 个文件', zh_TW: '每次最多上傳 10 個檔案' },

  // Validation messages of the contracts (contracts/src/*.ts)
  'please enter the username': { zh_CN: '请输入账号', zh_TW: '請輸入帳號' },
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
  'this password is too common, choose another': {
    zh_CN: '该密码过于常见，请换一个',
    zh_TW: '該密碼過於常見，請換一個',
  },
  'please enter a valid phone number or email': {
    zh_CN: '请输入正确的手机号或邮箱',
    zh_TW: '請輸入正確的手機號碼或電子郵件',
  },
  'opid is required': { zh_CN: '请选择团队（opid）', zh_TW: '請選擇團隊（opid）' },
  'type must be notice, letter or todo': {
    zh_CN: '类型必须是 notice、letter 或 todo',
    zh_TW: '類型必須是 notice、letter 或 todo',
  },
  'audience must be admin, agent or customer': {
    zh_CN: '接收方必须是 admin、agent 或 customer',
    zh_TW: '接收方必須是 admin、agent 或 customer',
  },
  'read must be 0 or 1': { zh_CN: 'read 必须是 0 或 1', zh_TW: 'read 必須是 0 或 1' },
  'ids must be a list of notice ids': { zh_CN: 'ids 必须是通知 id 列表', zh_TW: 'ids 必須是通知 id 清單' },
  'ids must not be empty': { zh_CN: 'ids 不能为空', zh_TW: 'ids 不能為空' },
  'at most 100 ids at a time': { zh_CN: '一次最多 100 个 id', zh_TW: '一次最多 100 個 id' },
  'give the ids to mark read, or a type to mark all of it read': {
    zh_CN: '请提供要标为已读的 ids，或提供类型以全部标为已读',
    zh_TW: '請提供要標為已讀的 ids，或提供類型以全部標為已讀',
  },
  'title is required': { zh_CN: '请输入标题', zh_TW: '請輸入標題' },
  'title is at most 100 characters': { zh_CN: '标题最多 100 个字符', zh_TW: '標題最多 100 個字元' },
  'content is required': { zh_CN: '请输入内容', zh_TW: '請輸入內容' },
  'content is at most 2000 characters': { zh_CN: '内容最多 2000 个字符', zh_TW: '內容最多 2000 個字元' },
  'description is at most 200 characters': { zh_CN: '描述最多 200 个字符', zh_TW: '描述最多 200 個字元' },
  'agent_id must be an agent id': { zh_CN: 'agent_id 必须是代理商 id', zh_TW: 'agent_id 必須是代理商 id' },
  'customer_id must be a customer id': {
    zh_CN: 'customer_id 必须是客户 id',
    zh_TW: 'customer_id 必須是客戶 id',
  },
  'status must be 0, 1 or 2': { zh_CN: '状态必须是 0、1 或 2', zh_TW: '狀態必須是 0、1 或 2' },
  'a notice to one customer must have audience customer': {
    zh_CN: '发给单个客户的通知，接收方必须是 customer',
    zh_TW: '發給單一客戶的通知，接收方必須是 customer',
  },
  'a notice to admins cannot target an agent': {
    zh_CN: '发给管理员的通知不能指定代理商',
    zh_TW: '發給管理員的通知不能指定代理商',
  },
} satisfies Record<string, Translation>;

/** A message the server may send; helpers that build errors and envelopes take only these. */
export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;
