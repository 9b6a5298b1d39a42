import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The cdkey module's messages (modules/cdkey; contracts/src/cdkey.ts), registered in server/src/messages.ts.
 * 'id is required', 'agent_id must be an agent id', and the rate limit's are other catalogues'.
 */
export const cdkeyMessages = {
  'cdkey batch not found': { zh_CN: '兑换码批次不存在', zh_TW: '兌換碼批次不存在' },
  'cdkey batch generated': { zh_CN: '兑换码已生成', zh_TW: '兌換碼已產生' },
  'cdkey batch voided': { zh_CN: '兑换码批次已作废', zh_TW: '兌換碼批次已作廢' },
  'cdkey redeemed': { zh_CN: '兑换成功', zh_TW: '兌換成功' },
  'cdkey redeemed: {code}': { zh_CN: '兑换码兑换：{code}', zh_TW: '兌換碼兌換：{code}' },
  'this batch is already void': { zh_CN: '该批次已作废', zh_TW: '該批次已作廢' },
  'this key does not exist': {
    zh_CN: '兑换码不存在，请检查后重新输入',
    zh_TW: '兌換碼不存在，請檢查後重新輸入',
  },
  'this key has already been used': { zh_CN: '该兑换码已被使用', zh_TW: '該兌換碼已被使用' },
  'this key has been voided': { zh_CN: '该兑换码已作废', zh_TW: '該兌換碼已作廢' },
  'this key has expired': { zh_CN: '该兑换码已过期', zh_TW: '該兌換碼已過期' },
  'enter the key': { zh_CN: '请输入兑换码', zh_TW: '請輸入兌換碼' },
  'the batch name is required': { zh_CN: '请填写批次名称', zh_TW: '請填寫批次名稱' },
  'the batch name is at most 60 characters': {
    zh_CN: '批次名称最多 60 个字符',
    zh_TW: '批次名稱最多 60 個字元',
  },
  'the prefix is up to 8 letters or digits': {
    zh_CN: '前缀最多 8 位字母或数字',
    zh_TW: '前綴最多 8 位字母或數字',
  },
  'count must be a whole number from 1 to 10000': {
    zh_CN: '生成数量须为 1 到 10000 的整数',
    zh_TW: '產生數量須為 1 到 10000 的整數',
  },
  'grant_type must be vip or credit': {
    zh_CN: '兑换内容须为 VIP 会员或资源额度',
    zh_TW: '兌換內容須為 VIP 會員或資源額度',
  },
  'vip_plan_id must be a VIP plan id': {
    zh_CN: 'vip_plan_id 必须是 VIP 套餐 id',
    zh_TW: 'vip_plan_id 必須是 VIP 方案 id',
  },
  'vip_days must be a whole number of days from 1 to 3650': {
    zh_CN: 'VIP 天数须为 1 到 3650 的整数',
    zh_TW: 'VIP 天數須為 1 到 3650 的整數',
  },
  'credit_kind must be balance or sms': {
    zh_CN: '到账账户须为余额或短信',
    zh_TW: '到帳帳戶須為餘額或簡訊',
  },
  'credit_amount must be a whole number from 1 to 100000000': {
    zh_CN: '到账数额须为 1 到 100000000 的整数',
    zh_TW: '到帳數額須為 1 到 100000000 的整數',
  },
  'choose the VIP plan a key grants': { zh_CN: '请选择兑换的 VIP 套餐', zh_TW: '請選擇兌換的 VIP 方案' },
  'set the VIP days a key grants': { zh_CN: '请填写兑换的 VIP 天数', zh_TW: '請填寫兌換的 VIP 天數' },
  'choose the account a key credits': { zh_CN: '请选择到账账户', zh_TW: '請選擇到帳帳戶' },
  'set the amount a key credits': { zh_CN: '请填写到账数额', zh_TW: '請填寫到帳數額' },
  'the VIP plan does not exist or is not on sale': {
    zh_CN: 'VIP 套餐不存在或未上架',
    zh_TW: 'VIP 方案不存在或未上架',
  },
  'the agent does not exist': { zh_CN: '代理商不存在', zh_TW: '代理商不存在' },
  'expires_at must be a date and time': {
    zh_CN: '过期时间须为日期和时间',
    zh_TW: '過期時間須為日期和時間',
  },
  'the expiry must be in the future': { zh_CN: '过期时间须晚于现在', zh_TW: '過期時間須晚於現在' },
  'batch_id must be a cdkey batch id': {
    zh_CN: 'batch_id 必须是兑换码批次 id',
    zh_TW: 'batch_id 必須是兌換碼批次 id',
  },
  'status must be active, expired or void': {
    zh_CN: '状态须为有效、已过期或已作废',
    zh_TW: '狀態須為有效、已過期或已作廢',
  },
  'choose the tool an activation code is for': {
    zh_CN: '请选择激活码适用的工具',
    zh_TW: '請選擇啟用碼適用的工具',
  },
  'use an activation code from the activity it pays for': {
    zh_CN: '这是活动激活码，请在待支付活动的“使用激活码”中使用',
    zh_TW: '這是活動啟用碼，請在待付款活動的「使用啟用碼」中使用',
  },
  'this activation code is for another tool': {
    zh_CN: '该激活码不适用于此活动的工具',
    zh_TW: '該啟用碼不適用於此活動的工具',
  },
  'this activity does not need paying': { zh_CN: '该活动无需支付', zh_TW: '該活動無需付款' },
  'used must be 0 or 1': { zh_CN: 'used 须为 0 或 1', zh_TW: 'used 須為 0 或 1' },
  // the export's columns
  Key: { zh_CN: '兑换码', zh_TW: '兌換碼' },
  'Activation code': { zh_CN: '激活码', zh_TW: '啟用碼' },
  'Used by': { zh_CN: '使用客户', zh_TW: '使用客戶' },
  'Used at': { zh_CN: '使用时间', zh_TW: '使用時間' },
  Batch: { zh_CN: '批次', zh_TW: '批次' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    cdkey: typeof cdkeyMessages;
  }
}
