import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The order module's messages (modules/order: orders, invoices and bank transfers; contracts/src/order.ts),
 * keyed by their English text like every catalogue (see platform/i18n/messages.ts); server/src/messages.ts
 * registers them with the others. The payment notify and the sandbox gateway's cashier page are
 * platform/payment's, so their messages are the platform's.
 */
export const orderMessages = {
  // orders, payment and invoices
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
  // bank transfers (bank-transfer.service.ts)
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
  'the order was already paid by another payment; this transfer was closed': {
    zh_CN: '该订单已通过其他方式支付，此转账已关闭',
    zh_TW: '該訂單已透過其他方式付款，此轉帳已關閉',
  },
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
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    order: typeof orderMessages;
  }
}
