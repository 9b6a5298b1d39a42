import type { Translation } from '#server/platform/i18n/messages.ts';

/** The reseller ledger's messages (modules/settlement; contracts/src/settlement.ts). */
export const settlementMessages = {
  'month must be a month like 2026-01': {
    zh_CN: '月份格式应为 2026-01',
    zh_TW: '月份格式應為 2026-01',
  },
  'balance must be owed or owing': {
    zh_CN: 'balance 必须是 owed 或 owing',
    zh_TW: 'balance 必須是 owed 或 owing',
  },
  'kind must be sale, refund or payout': {
    zh_CN: 'kind 必须是 sale、refund 或 payout',
    zh_TW: 'kind 必須是 sale、refund 或 payout',
  },
  'direction must be to_agent or from_agent': {
    zh_CN: 'direction 必须是 to_agent 或 from_agent',
    zh_TW: 'direction 必須是 to_agent 或 from_agent',
  },
  'the payment is more than the platform owes the agent ({balance})': {
    zh_CN: '结算金额超过平台应付该代理商的余额（{balance}）',
    zh_TW: '結算金額超過平台應付該代理商的餘額（{balance}）',
  },
  'the payment is more than the agent owes the platform ({balance})': {
    zh_CN: '结算金额超过该代理商应付平台的金额（{balance}）',
    zh_TW: '結算金額超過該代理商應付平台的金額（{balance}）',
  },
  'the settlement payment is recorded': { zh_CN: '已登记结算付款', zh_TW: '已登記結算付款' },
  // payout requests (payout-request.service.ts)
  'status must be pending, paid, rejected or cancelled': {
    zh_CN: 'status 必须是 pending、paid、rejected 或 cancelled',
    zh_TW: 'status 必須是 pending、paid、rejected 或 cancelled',
  },
  'please give the account to be paid to': { zh_CN: '请填写收款账户', zh_TW: '請填寫收款帳戶' },
  'the account is at most 200 characters': { zh_CN: '收款账户最多 200 个字', zh_TW: '收款帳戶最多 200 個字' },
  'id must be a payout request id': { zh_CN: 'id 必须是结算申请编号', zh_TW: 'id 必須是結算申請編號' },
  'please give the reason': { zh_CN: '请填写原因', zh_TW: '請填寫原因' },
  'payout request not found': { zh_CN: '结算申请不存在', zh_TW: '結算申請不存在' },
  'a payout request of the team is already pending': {
    zh_CN: '已有一笔待处理的结算申请，请等待平台处理或先撤回',
    zh_TW: '已有一筆待處理的結算申請，請等待平台處理或先撤回',
  },
  'the request is more than the platform owes the team ({balance})': {
    zh_CN: '申请金额超过平台应付余额（{balance}）',
    zh_TW: '申請金額超過平台應付餘額（{balance}）',
  },
  'this payout request has already been paid': { zh_CN: '该结算申请已付款', zh_TW: '該結算申請已付款' },
  'this payout request has already been rejected': {
    zh_CN: '该结算申请已被驳回',
    zh_TW: '該結算申請已被駁回',
  },
  'this payout request has been cancelled': { zh_CN: '该结算申请已撤回', zh_TW: '該結算申請已撤回' },
  'Your payout request is paid': { zh_CN: '结算申请已付款', zh_TW: '結算申請已付款' },
  'The platform paid your payout request of {amount} (transfer reference {reference}).': {
    zh_CN: '平台已支付您的结算申请 {amount}（转账凭证 {reference}）。',
    zh_TW: '平台已支付您的結算申請 {amount}（轉帳憑證 {reference}）。',
  },
  'Your payout request was rejected': { zh_CN: '结算申请被驳回', zh_TW: '結算申請被駁回' },
  'The platform rejected your payout request of {amount}: {reason}': {
    zh_CN: '平台驳回了您的结算申请 {amount}：{reason}',
    zh_TW: '平台駁回了您的結算申請 {amount}：{reason}',
  },
  'the payout request is sent': { zh_CN: '结算申请已提交', zh_TW: '結算申請已提交' },
  'the payout request is cancelled': { zh_CN: '结算申请已撤回', zh_TW: '結算申請已撤回' },
  'the payout request is paid': { zh_CN: '已付款并登记结算', zh_TW: '已付款並登記結算' },
  'the payout request is rejected': { zh_CN: '已驳回结算申请', zh_TW: '已駁回結算申請' },
  // the monthly statement's spreadsheet (transfer symbol `settlement`)
  Kind: { zh_CN: '类型', zh_TW: '類型' },
  'Gross (yuan)': { zh_CN: '成交额（元）', zh_TW: '成交額（元）' },
  'Wholesale (yuan)': { zh_CN: '平台批发价（元）', zh_TW: '平台批發價（元）' },
  'Margin (yuan)': { zh_CN: '代理毛利（元）', zh_TW: '代理毛利（元）' },
  'Collected by': { zh_CN: '收款方', zh_TW: '收款方' },
  'Balance change (yuan)': { zh_CN: '余额变动（元）', zh_TW: '餘額變動（元）' },
  'Balance after (yuan)': { zh_CN: '变动后余额（元）', zh_TW: '變動後餘額（元）' },
  Reference: { zh_CN: '转账凭证', zh_TW: '轉帳憑證' },
  Note: { zh_CN: '备注', zh_TW: '備註' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    settlement: typeof settlementMessages;
  }
}
