import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The transfer module's messages (modules/transfer: spreadsheet imports and exports, their datasets' columns
 * and row reasons; contracts/src/transfer.ts), keyed by their English text like every catalogue (see
 * platform/i18n/messages.ts); server/src/messages.ts registers them with the others.
 */
export const transferMessages = {
  // spreadsheet import and export (issue 7)
  'export: select data first': { zh_CN: '导出：请先选择数据', zh_TW: '匯出：請先選擇資料' },
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
  // the audit log's export (admin › system › audit, agent › team › audit)
  Time: { zh_CN: '时间', zh_TW: '時間' },
  Console: { zh_CN: '控制台', zh_TW: '控制台' },
  Actor: { zh_CN: '操作人', zh_TW: '操作人' },
  Tenant: { zh_CN: '租户', zh_TW: '租戶' },
  Agent: { zh_CN: '代理商', zh_TW: '代理商' },
  Method: { zh_CN: '方法', zh_TW: '方法' },
  Route: { zh_CN: '接口', zh_TW: '介面' },
  Status: { zh_CN: '状态码', zh_TW: '狀態碼' },
  Result: { zh_CN: '结果', zh_TW: '結果' },
  IP: { zh_CN: 'IP', zh_TW: 'IP' },
  'User agent': { zh_CN: '客户端', zh_TW: '用戶端' },
  'Request id': { zh_CN: '请求 ID', zh_TW: '請求 ID' },
  'Request summary': { zh_CN: '请求摘要', zh_TW: '請求摘要' },
  // the agents' export (admin › partner)
  Domains: { zh_CN: '域名', zh_TW: '網域' },
  Owner: { zh_CN: '负责人', zh_TW: '負責人' },
  'Owner email': { zh_CN: '负责人邮箱', zh_TW: '負責人電子郵件' },
  Contact: { zh_CN: '联系人', zh_TW: '聯絡人' },
  'Contact phone': { zh_CN: '联系电话', zh_TW: '聯絡電話' },
  'Verified (1 = yes)': { zh_CN: '已认证（1 = 是）', zh_TW: '已認證（1 = 是）' },
  'Enabled (1 = yes)': { zh_CN: '已启用（1 = 是）', zh_TW: '已啟用（1 = 是）' },
  Members: { zh_CN: '成员数', zh_TW: '成員數' },
  Customers: { zh_CN: '客户数', zh_TW: '客戶數' },
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
  'chart must be daily, channel, kind, agent or tool': {
    zh_CN: 'chart 必须是 daily、channel、kind 或 agent',
    zh_TW: 'chart 必須是 daily、channel、kind 或 agent',
  },
  // issue 16: the withdrawal export's columns
  'From account': { zh_CN: '提现账户', zh_TW: '提現帳戶' },
  'Fee (yuan)': { zh_CN: '手续费（元）', zh_TW: '手續費（元）' },
  'Paid out (yuan)': { zh_CN: '实付金额（元）', zh_TW: '實付金額（元）' },
  Channel: { zh_CN: '提现方式', zh_TW: '提現方式' },
  Bank: { zh_CN: '开户银行', zh_TW: '開戶銀行' },
  'Account no': { zh_CN: '收款账号', zh_TW: '收款帳號' },
  'Reject reason': { zh_CN: '驳回原因', zh_TW: '駁回原因' },
  'Transfer reference': { zh_CN: '转账流水号', zh_TW: '轉帳流水號' },
  Requested: { zh_CN: '申请时间', zh_TW: '申請時間' },
  Reviewed: { zh_CN: '审核时间', zh_TW: '審核時間' },
  // issue 18: a dashboard chart's export
  'Day or item': { zh_CN: '日期或项目', zh_TW: '日期或項目' },
  'Revenue (yuan)': { zh_CN: '收入（元）', zh_TW: '收入（元）' },
  'Paid orders': { zh_CN: '支付订单数', zh_TW: '支付訂單數' },
  'New customers': { zh_CN: '新增客户', zh_TW: '新增客戶' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    transfer: typeof transferMessages;
  }
}
