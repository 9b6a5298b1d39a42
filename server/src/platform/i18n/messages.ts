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
  // agent profile (modules/agent: updateBasicName, updateBasicAvatar)
  'name is at most 50 characters': { zh_CN: '名称最多 50 个字符', zh_TW: '名稱最多 50 個字元' },
  'avatar must be a storage key': { zh_CN: '头像必须是存储中的文件', zh_TW: '頭像必須是儲存中的檔案' },
  'avatar must be an image uploaded in this team': {
    zh_CN: '头像必须是在当前团队上传的图片',
    zh_TW: '頭像必須是在目前團隊上傳的圖片',
  },
  'profile updated': { zh_CN: '资料已更新', zh_TW: '資料已更新' },
  'icon must be an antd icon name': { zh_CN: '图标必须是 antd 图标名称', zh_TW: '圖示必須是 antd 圖示名稱' },
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

  // Notice cover image (issue 6: the send-notice form's image picker; contracts/src/notice.ts)
  'avatar is at most 512 characters': {
    zh_CN: '封面图地址最多 512 个字符',
    zh_TW: '封面圖位址最多 512 個字元',
  },
  'avatar must be an image URL': { zh_CN: '封面图必须是图片地址', zh_TW: '封面圖必須是圖片位址' },

  // ── Spreadsheet import and export (issue 7, modules/transfer) ──
  'export: select data first': { zh_CN: '导出：请先选择数据', zh_TW: '匯出：請先選擇資料' },
  deleted: { zh_CN: '删除成功', zh_TW: '刪除成功' },
  'symbol: unknown dataset': { zh_CN: 'symbol：未知的数据集', zh_TW: 'symbol：未知的資料集' },
  'log_id must be a job id': { zh_CN: 'log_id 必须是任务 id', zh_TW: 'log_id 必須是任務 id' },
  'ids must be comma-separated ids': { zh_CN: 'ids 必须是逗号分隔的 id', zh_TW: 'ids 必須是逗號分隔的 id' },
  'this dataset cannot be imported here': { zh_CN: '此处不能导入该数据', zh_TW: '此處不能匯入該資料' },
  'this dataset cannot be exported here': { zh_CN: '此处不能导出该数据', zh_TW: '此處不能匯出該資料' },
  'import job not found': { zh_CN: '导入记录不存在', zh_TW: '匯入記錄不存在' },
  'export job not found': { zh_CN: '导出记录不存在', zh_TW: '匯出記錄不存在' },
  'choose a file to import': { zh_CN: '请选择要导入的文件', zh_TW: '請選擇要匯入的檔案' },
  'only .xls or .xlsx files can be imported': {
    zh_CN: '只能导入 .xls 或 .xlsx 文件',
    zh_TW: '只能匯入 .xls 或 .xlsx 檔案',
  },
  'import one file at a time': { zh_CN: '一次只能导入一个文件', zh_TW: '一次只能匯入一個檔案' },
  'the import file must not exceed {limit}M': {
    zh_CN: '导入文件不能超过 {limit}M',
    zh_TW: '匯入檔案不能超過 {limit}M',
  },
  'the file is not a readable spreadsheet': {
    zh_CN: '文件无法读取，不是有效的表格',
    zh_TW: '檔案無法讀取，不是有效的試算表',
  },
  'the columns do not match the template; download the template and fill it in': {
    zh_CN: '表头与模板不一致，请下载模板后填写',
    zh_TW: '表頭與範本不一致，請下載範本後填寫',
  },
  'the file has no rows to import': { zh_CN: '文件中没有可导入的数据', zh_TW: '檔案中沒有可匯入的資料' },
  'the job stopped after {attempts} attempts': {
    zh_CN: '任务尝试 {attempts} 次后仍未完成，已停止',
    zh_TW: '任務嘗試 {attempts} 次後仍未完成，已停止',
  },
  'the job failed unexpectedly; please try again': {
    zh_CN: '任务意外失败，请重试',
    zh_TW: '任務意外失敗，請重試',
  },
  // spreadsheet column headers (templates, exports, failed-data files)
  ID: { zh_CN: 'ID', zh_TW: 'ID' },
  Nickname: { zh_CN: '昵称', zh_TW: '暱稱' },
  Mobile: { zh_CN: '手机号', zh_TW: '手機號碼' },
  Email: { zh_CN: '邮箱', zh_TW: '電子郵件' },
  Company: { zh_CN: '公司名称', zh_TW: '公司名稱' },
  City: { zh_CN: '城市', zh_TW: '城市' },
  'VIP plan': { zh_CN: 'VIP 套餐', zh_TW: 'VIP 方案' },
  Activities: { zh_CN: '活动数', zh_TW: '活動數' },
  Created: { zh_CN: '创建时间', zh_TW: '建立時間' },
  'Failure reason': { zh_CN: '失败原因', zh_TW: '失敗原因' },
  // why an imported row was refused
  'nickname is required': { zh_CN: '昵称不能为空', zh_TW: '暱稱不能為空' },
  'nickname is at most 50 characters': { zh_CN: '昵称最多 50 个字符', zh_TW: '暱稱最多 50 個字元' },
  'give a mobile number or an email': {
    zh_CN: '手机号和邮箱至少填写一项',
    zh_TW: '手機號碼和電子郵件至少填寫一項',
  },
  'mobile is not a valid phone number': { zh_CN: '手机号格式不正确', zh_TW: '手機號碼格式不正確' },
  'email is not a valid email': { zh_CN: '邮箱格式不正确', zh_TW: '電子郵件格式不正確' },
  'company is at most 100 characters': { zh_CN: '公司名称最多 100 个字符', zh_TW: '公司名稱最多 100 個字元' },
  'city is at most 50 characters': { zh_CN: '城市最多 50 个字符', zh_TW: '城市最多 50 個字元' },
  'the mobile number or email is used by a customer of another agent': {
    zh_CN: '手机号或邮箱已被其他代理商的客户使用',
    zh_TW: '手機號碼或電子郵件已被其他代理商的客戶使用',
  },
  'the mobile number and the email belong to different customers': {
    zh_CN: '手机号和邮箱分属不同的客户',
    zh_TW: '手機號碼和電子郵件分屬不同的客戶',
  },
  // issue 7: the order, activity and VIP-person datasets (headers and row reasons)
  Name: { zh_CN: '姓名', zh_TW: '姓名' },
  Title: { zh_CN: '标题', zh_TW: '標題' },
  Tool: { zh_CN: '工具', zh_TW: '工具' },
  'Begin time': { zh_CN: '开始时间', zh_TW: '開始時間' },
  'End time': { zh_CN: '结束时间', zh_TW: '結束時間' },
  Group: { zh_CN: '分组', zh_TW: '分組' },
  'VIP persons': { zh_CN: 'VIP 人数', zh_TW: 'VIP 人數' },
  Customer: { zh_CN: '客户', zh_TW: '客戶' },
  'Order no': { zh_CN: '订单号', zh_TW: '訂單編號' },
  'Customer mobile or email': { zh_CN: '客户手机号或邮箱', zh_TW: '客戶手機號碼或電子郵件' },
  'Amount (yuan)': { zh_CN: '金额（元）', zh_TW: '金額（元）' },
  'Paid at': { zh_CN: '支付时间', zh_TW: '付款時間' },
  'Paid (1 = yes)': { zh_CN: '已支付（1 = 是）', zh_TW: '已付款（1 = 是）' },
  'Pay type': { zh_CN: '支付方式', zh_TW: '付款方式' },
  'mobile is required': { zh_CN: '手机号不能为空', zh_TW: '手機號碼不能為空' },
  'tool is required': { zh_CN: '工具不能为空', zh_TW: '工具不能為空' },
  'begin time must be a time like 2026-12-01 19:00': {
    zh_CN: '开始时间格式应为 2026-12-01 19:00',
    zh_TW: '開始時間格式應為 2026-12-01 19:00',
  },
  'end time must be a time like 2026-12-01 22:00': {
    zh_CN: '结束时间格式应为 2026-12-01 22:00',
    zh_TW: '結束時間格式應為 2026-12-01 22:00',
  },
  'order number is required': { zh_CN: '订单号不能为空', zh_TW: '訂單編號不能為空' },
  'order number is at most 64 letters, digits, - or _': {
    zh_CN: '订单号最多 64 位，只能包含字母、数字、- 或 _',
    zh_TW: '訂單編號最多 64 位，只能包含字母、數字、- 或 _',
  },
  'give the customer mobile number or email': {
    zh_CN: '请填写客户手机号或邮箱',
    zh_TW: '請填寫客戶手機號碼或電子郵件',
  },
  'the customer must be a mobile number or an email': {
    zh_CN: '客户应为手机号或邮箱',
    zh_TW: '客戶應為手機號碼或電子郵件',
  },
  'amount must be a number of yuan with at most 2 decimals': {
    zh_CN: '金额应为最多两位小数的元数',
    zh_TW: '金額應為最多兩位小數的元數',
  },
  'paid at must be a time like 2026-01-01 10:00': {
    zh_CN: '支付时间格式应为 2026-01-01 10:00',
    zh_TW: '付款時間格式應為 2026-01-01 10:00',
  },
  'no customer of yours has this mobile number or email': {
    zh_CN: '没有使用该手机号或邮箱的客户',
    zh_TW: '沒有使用該手機號碼或電子郵件的客戶',
  },
  'the order number belongs to another order': {
    zh_CN: '订单号已被其他订单使用',
    zh_TW: '訂單編號已被其他訂單使用',
  },
  'activity_id must be an activity id': {
    zh_CN: 'activity_id 必须是活动 ID',
    zh_TW: 'activity_id 必須是活動 ID',
  },
  'is_pay must be 0 or 1': { zh_CN: 'is_pay 必须是 0 或 1', zh_TW: 'is_pay 必須是 0 或 1' },
  // Material library (modules/material, contracts/src/material.ts)
  'delete succeeded': { zh_CN: '删除成功', zh_TW: '刪除成功' },
  'file not found': { zh_CN: '文件不存在', zh_TW: '檔案不存在' },
  'category not found': { zh_CN: '分类不存在', zh_TW: '分類不存在' },
  'material not found': { zh_CN: '素材不存在', zh_TW: '素材不存在' },
  'at most {max} categories': { zh_CN: '最多 {max} 个分类', zh_TW: '最多 {max} 個分類' },
  'a category named {name} already exists': {
    zh_CN: '已存在名为“{name}”的分类',
    zh_TW: '已存在名為「{name}」的分類',
  },
  'file_id: only a {kind} can replace this material': {
    zh_CN: 'file_id：只能用{kind}替换此素材',
    zh_TW: 'file_id：只能用{kind}替換此素材',
  },
  'hook must be background, avatar, banner or share': {
    zh_CN: 'hook 必须是 background、avatar、banner 或 share',
    zh_TW: 'hook 必須是 background、avatar、banner 或 share',
  },
  'category must be a category id': { zh_CN: 'category 必须是分类 id', zh_TW: 'category 必須是分類 id' },
  'keyword is at most 100 characters': { zh_CN: '关键词最多 100 个字符', zh_TW: '關鍵字最多 100 個字元' },
  'ids must be a list of file ids': { zh_CN: 'ids 必须是文件 id 列表', zh_TW: 'ids 必須是檔案 id 清單' },
  'id must be a file id': { zh_CN: 'id 必须是文件 id', zh_TW: 'id 必須是檔案 id' },
  'category_id must be a category id': {
    zh_CN: 'category_id 必须是分类 id',
    zh_TW: 'category_id 必須是分類 id',
  },
  'give a new name or a category': { zh_CN: '请提供新名称或分类', zh_TW: '請提供新名稱或分類' },
  'category name is required': { zh_CN: '请输入分类名称', zh_TW: '請輸入分類名稱' },
  'category name is at most 30 characters': {
    zh_CN: '分类名称最多 30 个字符',
    zh_TW: '分類名稱最多 30 個字元',
  },
  'id must be a category id': { zh_CN: 'id 必须是分类 id', zh_TW: 'id 必須是分類 id' },
  'mine must be 0 or 1': { zh_CN: 'mine 必须是 0 或 1', zh_TW: 'mine 必須是 0 或 1' },
  'id must be a material id': { zh_CN: 'id 必须是素材 id', zh_TW: 'id 必須是素材 id' },
  'file_id must be a file id': { zh_CN: 'file_id 必须是文件 id', zh_TW: 'file_id 必須是檔案 id' },
  'give a new name or a file': { zh_CN: '请提供新名称或文件', zh_TW: '請提供新名稱或檔案' },
  // ---- Customer sign-in, registration and codes (modules/customer-auth, platform/messaging) ----
  'verification code sent to your phone': { zh_CN: '验证码已发送至手机', zh_TW: '驗證碼已傳送至手機' },
  'verification code sent to your email': { zh_CN: '验证码已发送至邮箱', zh_TW: '驗證碼已傳送至電子郵件' },
  'registered, please log in': { zh_CN: '注册成功，请登录', zh_TW: '註冊成功，請登入' },
  bound: { zh_CN: '绑定成功', zh_TW: '綁定成功' },
  'too many requests, please try again in {minutes} minutes': {
    zh_CN: '请求过于频繁，请 {minutes} 分钟后再试',
    zh_TW: '請求過於頻繁，請 {minutes} 分鐘後再試',
  },
  'too many codes requested, please try again in {minutes} minutes': {
    zh_CN: '获取验证码过于频繁，请 {minutes} 分钟后再试',
    zh_TW: '取得驗證碼過於頻繁，請 {minutes} 分鐘後再試',
  },
  'a code was just sent, please wait {seconds} seconds': {
    zh_CN: '验证码刚刚已发送，请 {seconds} 秒后再试',
    zh_TW: '驗證碼剛剛已傳送，請 {seconds} 秒後再試',
  },
  'wrong graphic code, please try the new one': {
    zh_CN: '图形验证码错误，请输入新的图形验证码',
    zh_TW: '圖形驗證碼錯誤，請輸入新的圖形驗證碼',
  },
  'the graphic code has expired, please try the new one': {
    zh_CN: '图形验证码已过期，请输入新的图形验证码',
    zh_TW: '圖形驗證碼已過期，請輸入新的圖形驗證碼',
  },
  'sign-in by phone is not available on this site': {
    zh_CN: '本站未开放手机号登录注册',
    zh_TW: '本站未開放手機號碼登入註冊',
  },
  'the code could not be sent, please try again later': {
    zh_CN: '验证码发送失败，请稍后再试',
    zh_TW: '驗證碼傳送失敗，請稍後再試',
  },
  'wrong verification code': { zh_CN: '验证码错误', zh_TW: '驗證碼錯誤' },
  'too many wrong codes, please get a new code': {
    zh_CN: '验证码错误次数过多，请重新获取',
    zh_TW: '驗證碼錯誤次數過多，請重新取得',
  },
  'the verification code has expired, please get a new code': {
    zh_CN: '验证码已失效，请重新获取',
    zh_TW: '驗證碼已失效，請重新取得',
  },
  'this phone number is already registered': { zh_CN: '该手机号已注册', zh_TW: '該手機號碼已註冊' },
  'this email is already registered': { zh_CN: '该邮箱已注册', zh_TW: '該電子郵件已註冊' },
  'this account is not registered': { zh_CN: '该账号未注册', zh_TW: '該帳號未註冊' },
  'WeChat login is not available on this site': { zh_CN: '本站未开放微信登录', zh_TW: '本站未開放微信登入' },
  'the WeChat login has expired, please scan again': {
    zh_CN: '微信登录已过期，请重新扫码',
    zh_TW: '微信登入已過期，請重新掃碼',
  },
  'this WeChat account is already bound': { zh_CN: '该微信已绑定账号', zh_TW: '該微信已綁定帳號' },
  'this phone number is already bound to another WeChat account': {
    zh_CN: '该手机号已绑定其他微信',
    zh_TW: '該手機號碼已綁定其他微信',
  },
  'please enter a valid phone number': { zh_CN: '请输入正确的手机号', zh_TW: '請輸入正確的手機號碼' },
  'please enter a valid email': { zh_CN: '请输入正确的邮箱', zh_TW: '請輸入正確的電子郵件' },
  'please enter the verification code': { zh_CN: '请输入验证码', zh_TW: '請輸入驗證碼' },
  'please enter the graphic code': { zh_CN: '请输入图形验证码', zh_TW: '請輸入圖形驗證碼' },
  'please refresh the graphic code': { zh_CN: '请刷新图形验证码', zh_TW: '請重新整理圖形驗證碼' },
  'register_type must be mobile or email': {
    zh_CN: 'register_type 必须是 mobile 或 email',
    zh_TW: 'register_type 必須是 mobile 或 email',
  },
  'bind_type must be 1 (phone)': {
    zh_CN: 'bind_type 必须是 1（手机号）',
    zh_TW: 'bind_type 必須是 1（手機號碼）',
  },
  'channel must be sms or email': {
    zh_CN: 'channel 必须是 sms 或 email',
    zh_TW: 'channel 必須是 sms 或 email',
  },
  // ---- end of customer sign-in ----
  // ---- orders and payment (modules/order, platform/payment) ----
  'no valid payment method, contact customer service': {
    zh_CN: '暂无有效的支付方式，请联系客服',
    zh_TW: '暫無有效的付款方式，請聯絡客服',
  },
  'product does not exist': { zh_CN: '商品不存在', zh_TW: '商品不存在' },
  'the price has changed, please refresh and try again': {
    zh_CN: '价格已变动，请刷新后重试',
    zh_TW: '價格已變動，請重新整理後再試',
  },
  'order not found': { zh_CN: '订单不存在', zh_TW: '訂單不存在' },
  'the order is already paid': { zh_CN: '订单已支付', zh_TW: '訂單已付款' },
  'only a paid order can be invoiced': {
    zh_CN: '只有已支付的订单才能开票',
    zh_TW: '只有已付款的訂單才能開立發票',
  },
  'the invoice has been issued and can no longer be changed': {
    zh_CN: '发票已开具，不能再修改',
    zh_TW: '發票已開立，無法再修改',
  },
  'invoice requested': { zh_CN: '发票申请已提交', zh_TW: '發票申請已送出' },
  'payment notification refused: {reason}': {
    zh_CN: '支付通知被拒绝：{reason}',
    zh_TW: '付款通知被拒絕：{reason}',
  },
  'pay_type must be wechat or alipay': {
    zh_CN: 'pay_type 必须是 wechat 或 alipay',
    zh_TW: 'pay_type 必須是 wechat 或 alipay',
  },
  'order_type must be 17': { zh_CN: 'order_type 必须是 17', zh_TW: 'order_type 必須是 17' },
  'vip_id is required': { zh_CN: '请选择 VIP 套餐', zh_TW: '請選擇 VIP 方案' },
  'amount is required': { zh_CN: '缺少金额', zh_TW: '缺少金額' },
  'order_no is required': { zh_CN: '缺少订单号', zh_TW: '缺少訂單編號' },
  'invoice title is required': { zh_CN: '请输入发票抬头', zh_TW: '請輸入發票抬頭' },
  'invoice type must be 1 or 2': { zh_CN: '发票类型必须是个人或企业', zh_TW: '發票類型必須是個人或企業' },
  'a valid email is required': { zh_CN: '请输入正确的邮箱地址', zh_TW: '請輸入正確的電子郵件地址' },
  'a company invoice needs a tax number of 15 to 20 letters and digits': {
    zh_CN: '企业发票需要 15 到 20 位字母或数字的税号',
    zh_TW: '企業發票需要 15 到 20 位英數字的統一編號',
  },
  // the sandbox gateway's cashier page
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
  'This is a sandbox: no money moves.': {
    zh_CN: '这是沙箱环境，不会产生真实扣款。',
    zh_TW: '這是沙箱環境，不會產生真實扣款。',
  },
  // ---- end of orders and payment ----
  // ---- customer site content (modules/site) ----
  'id is required': { zh_CN: '缺少 id', zh_TW: '缺少 id' },
  'mark must be user_agreement, privacy_policy, vip_agreement, about or help_center': {
    zh_CN: 'mark 必须是 user_agreement、privacy_policy、vip_agreement、about 或 help_center',
    zh_TW: 'mark 必須是 user_agreement、privacy_policy、vip_agreement、about 或 help_center',
  },
  'page not found': { zh_CN: '页面不存在', zh_TW: '頁面不存在' },
  'programme not found': { zh_CN: '方案不存在', zh_TW: '方案不存在' },
  'theme not found': { zh_CN: '专题不存在', zh_TW: '專題不存在' },
  // ---- bank transfers (modules/order/bank-transfer.service.ts) ----
  'voucher: an image must be your own upload or an http(s) link': {
    zh_CN: '转账凭证必须是您上传的图片或 http(s) 链接',
    zh_TW: '轉帳憑證必須是您上傳的圖片或 http(s) 連結',
  },
  'this site does not accept bank transfers': {
    zh_CN: '本站暂不支持银行转账',
    zh_TW: '本站暫不支援銀行轉帳',
  },
  'a transfer of this order is already awaiting confirmation': {
    zh_CN: '该订单已有转账待确认',
    zh_TW: '該訂單已有轉帳待確認',
  },
  'transfer not found': { zh_CN: '转账记录不存在', zh_TW: '轉帳記錄不存在' },
  'the transfer has already been handled': { zh_CN: '该转账已处理', zh_TW: '該轉帳已處理' },
  'the transfer amount does not match the order': {
    zh_CN: '转账金额与订单金额不符',
    zh_TW: '轉帳金額與訂單金額不符',
  },
  'payment confirmed': { zh_CN: '已确认收款', zh_TW: '已確認收款' },
  'transfer rejected': { zh_CN: '已驳回转账', zh_TW: '已駁回轉帳' },
  'transfer submitted, awaiting confirmation': {
    zh_CN: '转账信息已提交，等待确认',
    zh_TW: '轉帳資訊已送出，等待確認',
  },
  'bank account saved': { zh_CN: '收款账户已保存', zh_TW: '收款帳戶已儲存' },
  'account_name is at most 100 characters': { zh_CN: '开户名最多 100 个字符', zh_TW: '戶名最多 100 個字元' },
  'bank_name is required': { zh_CN: '请输入开户银行', zh_TW: '請輸入開戶銀行' },
  'bank_name is at most 100 characters': {
    zh_CN: '开户银行最多 100 个字符',
    zh_TW: '開戶銀行最多 100 個字元',
  },
  'account_no must be 8 to 32 digits': {
    zh_CN: '银行账号须为 8 到 32 位数字',
    zh_TW: '銀行帳號須為 8 到 32 位數字',
  },
  'payer_name is required': { zh_CN: '请输入付款人姓名', zh_TW: '請輸入付款人姓名' },
  'payer_name is at most 50 characters': {
    zh_CN: '付款人姓名最多 50 个字符',
    zh_TW: '付款人姓名最多 50 個字元',
  },
  'account_tail is required': { zh_CN: '请输入付款账号后四位', zh_TW: '請輸入付款帳號後四碼' },
  'account_tail must be the last 4 digits of the paying account': {
    zh_CN: '请输入付款账号的后四位数字',
    zh_TW: '請輸入付款帳號的後四碼數字',
  },
  'voucher is too long': { zh_CN: '转账凭证地址过长', zh_TW: '轉帳憑證位址過長' },
  'action must be confirm or reject': {
    zh_CN: 'action 必须是 confirm 或 reject',
    zh_TW: 'action 必須是 confirm 或 reject',
  },
  'tool not found': { zh_CN: '工具不存在', zh_TW: '工具不存在' },
  '{field}: an image must be an upload of this site or an http(s) link': {
    zh_CN: '{field}：图片必须是本站上传的文件或 http(s) 链接',
    zh_TW: '{field}：圖片必須是本站上傳的檔案或 http(s) 連結',
  },
  'site settings saved': { zh_CN: '站点设置已保存', zh_TW: '站點設定已儲存' },
  // ---- end of customer site content ----
  // ---- customer activities (modules/activity, contracts/src/activity.ts) ----
  saved: { zh_CN: '保存成功', zh_TW: '儲存成功' },
  created: { zh_CN: '创建成功', zh_TW: '建立成功' },
  'activity not found': { zh_CN: '活动不存在', zh_TW: '活動不存在' },
  'this activity is not paid yet': { zh_CN: '该活动尚未支付', zh_TW: '該活動尚未付款' },
  'this activity has not started yet': { zh_CN: '该活动尚未开始', zh_TW: '該活動尚未開始' },
  'this activity is in progress, end it first': {
    zh_CN: '该活动正在进行中，请先结束活动',
    zh_TW: '該活動正在進行中，請先結束活動',
  },
  'this activity has ended': { zh_CN: '该活动已结束', zh_TW: '該活動已結束' },
  'this activity is in the recycle bin, restore it first': {
    zh_CN: '该活动在回收站中，请先恢复',
    zh_TW: '該活動在回收站中，請先還原',
  },
  'this activity has been abolished': { zh_CN: '该活动已作废', zh_TW: '該活動已作廢' },
  'the begin time must be before the end time': {
    zh_CN: '开始时间必须早于结束时间',
    zh_TW: '開始時間必須早於結束時間',
  },
  'the VIP deadline must not be after the end time': {
    zh_CN: 'VIP 截止时间不能晚于活动结束时间',
    zh_TW: 'VIP 截止時間不能晚於活動結束時間',
  },
  'the VIP list of this activity is full': { zh_CN: '该活动的 VIP 名额已满', zh_TW: '該活動的 VIP 名額已滿' },
  'this phone number is already a VIP of this activity': {
    zh_CN: '该手机号已是本活动的 VIP',
    zh_TW: '該手機號碼已是本活動的 VIP',
  },
  'time must be YYYY-MM-DD HH:mm:ss': {
    zh_CN: '时间格式应为 YYYY-MM-DD HH:mm:ss',
    zh_TW: '時間格式應為 YYYY-MM-DD HH:mm:ss',
  },
  'tz must be an IANA time zone': { zh_CN: 'tz 必须是 IANA 时区', zh_TW: 'tz 必須是 IANA 時區' },
  'title must be at most 50 characters': { zh_CN: '标题最多 50 个字符', zh_TW: '標題最多 50 個字元' },
  'group name must be at most 20 characters': {
    zh_CN: '分组名称最多 20 个字符',
    zh_TW: '分組名稱最多 20 個字元',
  },
  'choose a tool or a programme': { zh_CN: '请选择一个工具或方案', zh_TW: '請選擇一個工具或方案' },
  'days must be a whole number from 1 to 365': {
    zh_CN: '延期天数须为 1 到 365 的整数',
    zh_TW: '延期天數須為 1 到 365 的整數',
  },
  'order_type must be 21, 22 or 23': {
    zh_CN: 'order_type 必须是 21、22 或 23',
    zh_TW: 'order_type 必須是 21、22 或 23',
  },
  'persons must be a multiple of 100, at most 5000': {
    zh_CN: '扩容人数须为 100 的倍数，最多 5000',
    zh_TW: '擴容人數須為 100 的倍數，最多 5000',
  },
  'name must be at most 30 characters': { zh_CN: '姓名最多 30 个字符', zh_TW: '姓名最多 30 個字元' },
  'tool_id is required': { zh_CN: '请选择工具', zh_TW: '請選擇工具' },
  'the access password must be at most 20 characters': {
    zh_CN: '访问密码最多 20 个字符',
    zh_TW: '存取密碼最多 20 個字元',
  },
  'the access password must be at least 4 characters': {
    zh_CN: '访问密码至少 4 个字符',
    zh_TW: '存取密碼至少 4 個字元',
  },
  'choose at least one activity': { zh_CN: '请至少选择一个活动', zh_TW: '請至少選擇一個活動' },
  // activity appearance (modules/activity/activity-appearance: getAppearance, editAppearance)
  'must be a storage key': { zh_CN: '必须是存储中的文件', zh_TW: '必須是儲存中的檔案' },
  'must be a list of storage keys': { zh_CN: '必须是存储中文件的列表', zh_TW: '必須是儲存中檔案的列表' },
  'must be true or false': { zh_CN: '必须是 true 或 false', zh_TW: '必須是 true 或 false' },
  'at most 9 images': { zh_CN: '最多 9 张图片', zh_TW: '最多 9 張圖片' },
  'upload at least 1 image': { zh_CN: '请至少上传 1 张图片', zh_TW: '請至少上傳 1 張圖片' },
  'the same image twice': { zh_CN: '同一张图片出现了两次', zh_TW: '同一張圖片出現了兩次' },
  'cover: please upload an image first': { zh_CN: '封面：请先上传图片', zh_TW: '封面：請先上傳圖片' },
  'music: please upload an mp3 first': { zh_CN: '背景音乐：请先上传 mp3', zh_TW: '背景音樂：請先上傳 mp3' },
  'video: please upload a video first': { zh_CN: '宣传视频：请先上传视频', zh_TW: '宣傳影片：請先上傳影片' },
  'gallery: please upload the images first': { zh_CN: '图集：请先上传图片', zh_TW: '圖集：請先上傳圖片' },
  // ---- end of customer activities ----
  // ---- resource account (modules/resource) ----
  'insufficient balance': { zh_CN: '余额不足', zh_TW: '餘額不足' },
  'record not found': { zh_CN: '记录不存在', zh_TW: '記錄不存在' },
  'withdrawal not found': { zh_CN: '提现申请不存在', zh_TW: '提現申請不存在' },
  'withdrawal requested': { zh_CN: '提现申请已提交', zh_TW: '提現申請已送出' },
  'this service is not available on this site': {
    zh_CN: '本站暂未开通该服务',
    zh_TW: '本站暫未開通該服務',
  },
  'the amount does not cover the withdrawal fee': {
    zh_CN: '提现金额不足以支付手续费',
    zh_TW: '提現金額不足以支付手續費',
  },
  'start_date must not be after end_date': {
    zh_CN: '开始日期不能晚于结束日期',
    zh_TW: '開始日期不能晚於結束日期',
  },
  'kind must be balance, profit, redpacket, special or sms': {
    zh_CN: 'kind 必须是 balance、profit、redpacket、special 或 sms',
    zh_TW: 'kind 必須是 balance、profit、redpacket、special 或 sms',
  },
  'kind must be balance or profit': {
    zh_CN: 'kind 必须是 balance 或 profit',
    zh_TW: 'kind 必須是 balance 或 profit',
  },
  'type is not a ledger entry type': { zh_CN: 'type 不是有效的流水类型', zh_TW: 'type 不是有效的流水類型' },
  'dates must be YYYY-MM-DD': { zh_CN: '日期格式应为 YYYY-MM-DD', zh_TW: '日期格式應為 YYYY-MM-DD' },
  'amount must be whole cents': { zh_CN: '金额最多两位小数', zh_TW: '金額最多兩位小數' },
  'amount must be greater than 0': { zh_CN: '金额必须大于 0', zh_TW: '金額必須大於 0' },
  'amount must be between 1.00 and 50000.00': {
    zh_CN: '充值金额须在 1.00 至 50000.00 元之间',
    zh_TW: '儲值金額須在 1.00 至 50000.00 元之間',
  },
  'amount must be between 10.00 and 50000.00': {
    zh_CN: '提现金额须在 10.00 至 50000.00 元之间',
    zh_TW: '提現金額須在 10.00 至 50000.00 元之間',
  },
  'count is required': { zh_CN: '请输入条数', zh_TW: '請輸入條數' },
  'count must be a whole number': { zh_CN: '条数必须是整数', zh_TW: '條數必須是整數' },
  'count must be between 100 and 100000': {
    zh_CN: '条数须在 100 至 100000 之间',
    zh_TW: '條數須在 100 至 100000 之間',
  },
  'this transfer is not allowed': { zh_CN: '不支持该转账方式', zh_TW: '不支援該轉帳方式' },
  'status must be pending, approved, rejected or paid': {
    zh_CN: 'status 必须是 pending、approved、rejected 或 paid',
    zh_TW: 'status 必須是 pending、approved、rejected 或 paid',
  },
  'channel must be bank or wechat': {
    zh_CN: 'channel 必须是 bank 或 wechat',
    zh_TW: 'channel 必須是 bank 或 wechat',
  },
  'account_name is required': { zh_CN: '请输入收款人姓名', zh_TW: '請輸入收款人姓名' },
  'account_name must be at most 30 characters': {
    zh_CN: '收款人姓名最多 30 个字符',
    zh_TW: '收款人姓名最多 30 個字元',
  },
  'bank_name must be at most 50 characters': {
    zh_CN: '开户银行最多 50 个字符',
    zh_TW: '開戶銀行最多 50 個字元',
  },
  'account_no is required': { zh_CN: '请输入收款账号', zh_TW: '請輸入收款帳號' },
  'account_no must be at most 40 characters': {
    zh_CN: '收款账号最多 40 个字符',
    zh_TW: '收款帳號最多 40 個字元',
  },
  'remark must be at most 100 characters': { zh_CN: '备注最多 100 个字符', zh_TW: '備註最多 100 個字元' },
  'bank_name is required for a bank withdrawal': {
    zh_CN: '提现到银行卡需填写开户银行',
    zh_TW: '提現到銀行卡需填寫開戶銀行',
  },
  'a bank card number has 12 to 30 digits': {
    zh_CN: '银行卡号应为 12 至 30 位数字',
    zh_TW: '銀行卡號應為 12 至 30 位數字',
  },
  'bank_account_name must be at most 30 characters': {
    zh_CN: '开户名最多 30 个字符',
    zh_TW: '開戶名最多 30 個字元',
  },
  'bank_branch must be at most 80 characters': {
    zh_CN: '开户支行最多 80 个字符',
    zh_TW: '開戶支行最多 80 個字元',
  },
  'wechat_name must be at most 30 characters': {
    zh_CN: '微信实名最多 30 个字符',
    zh_TW: '微信實名最多 30 個字元',
  },
  'wechat_account must be at most 40 characters': {
    zh_CN: '微信号最多 40 个字符',
    zh_TW: '微信號最多 40 個字元',
  },
  'the default bank channel needs the account name, bank and card number': {
    zh_CN: '默认收款方式为银行卡时，需填写开户名、开户银行和卡号',
    zh_TW: '預設收款方式為銀行卡時，需填寫開戶名、開戶銀行和卡號',
  },
  'the default WeChat channel needs the real name and WeChat account': {
    zh_CN: '默认收款方式为微信时，需填写实名和微信号',
    zh_TW: '預設收款方式為微信時，需填寫實名和微信號',
  },
  // ledger entry reasons (stored as these keys with their params, answered in the reader's language)
  'online recharge (WeChat Pay)': { zh_CN: '在线充值（微信支付）', zh_TW: '線上儲值（微信支付）' },
  'online recharge (Alipay)': { zh_CN: '在线充值（支付宝）', zh_TW: '線上儲值（支付寶）' },
  'bought {count} SMS at {price} each': {
    zh_CN: '购买短信 {count} 条（{price}/条）',
    zh_TW: '購買簡訊 {count} 則（{price}/則）',
  },
  'moved from the balance to red-packet funds': {
    zh_CN: '账户余额转入红包资金',
    zh_TW: '帳戶餘額轉入紅包資金',
  },
  'moved from red-packet funds to the balance': {
    zh_CN: '红包资金转回账户余额',
    zh_TW: '紅包資金轉回帳戶餘額',
  },
  'moved from profit to the balance': { zh_CN: '收益转入账户余额', zh_TW: '收益轉入帳戶餘額' },
  'red-packet service fee ({rate})': { zh_CN: '红包服务费（{rate}）', zh_TW: '紅包服務費（{rate}）' },
  'withdrawal to the bank card ending {last4}': {
    zh_CN: '提现申请（银行卡 尾号{last4}）',
    zh_TW: '提現申請（銀行卡 尾號{last4}）',
  },
  'withdrawal to the WeChat balance': { zh_CN: '提现申请（微信零钱）', zh_TW: '提現申請（微信零錢）' },
  'agent subsidy for the annual-party season (for activities only, not withdrawable)': {
    zh_CN: '代理商年会季活动补贴（专款专用，不可提现）',
    zh_TW: '代理商年會季活動補貼（專款專用，不可提現）',
  },
  'red packets handed out at activity "{title}"': {
    zh_CN: '活动「{title}」现场红包发放',
    zh_TW: '活動「{title}」現場紅包發放',
  },
  'sign-in SMS notices of activity "{title}"': {
    zh_CN: '活动「{title}」签到通知短信',
    zh_TW: '活動「{title}」簽到通知簡訊',
  },
  'sign-up fees of activity "{title}"': {
    zh_CN: '活动「{title}」报名费收入',
    zh_TW: '活動「{title}」報名費收入',
  },
  // ---- end of resource account ----
  // ---- customer account settings, official accounts, third-party interfaces (issue 5 part B) ----
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
  // ---- end of customer account ----
} satisfies Record<string, Translation>;

/** A message the server may send; helpers that build errors and envelopes take only these. */
export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;
