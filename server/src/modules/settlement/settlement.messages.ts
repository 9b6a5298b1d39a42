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
