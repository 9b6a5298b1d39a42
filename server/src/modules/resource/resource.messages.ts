import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The resource module's messages (modules/resource: balances, the ledger, recharges and withdrawals;
 * contracts/src/resource.ts), keyed by their English text like every catalogue (see
 * platform/i18n/messages.ts); server/src/messages.ts registers them with the others.
 */
export const resourceMessages = {
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
  'account_name must be at most 30 characters': {
    zh_CN: '收款人姓名最多 30 个字符',
    zh_TW: '收款人姓名最多 30 個字元',
  },
  'bank_name must be at most 50 characters': {
    zh_CN: '开户银行最多 50 个字符',
    zh_TW: '開戶銀行最多 50 個字元',
  },
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
  // ledger entry reasons (stored as these keys with their params, answered in the reader's language;
  // seed/resource.ts writes some of them as demo data)
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
  // issue 16: the platform's withdrawal review (withdrawal-review.*)
  'amount_min must be whole yuan': { zh_CN: '最低金额须为整数元', zh_TW: '最低金額須為整數元' },
  'amount_max must be whole yuan': { zh_CN: '最高金额须为整数元', zh_TW: '最高金額須為整數元' },
  'amount_min must not be above amount_max': {
    zh_CN: '最低金额不能高于最高金额',
    zh_TW: '最低金額不能高於最高金額',
  },
  'please give the transfer reference': { zh_CN: '请填写转账流水号', zh_TW: '請填寫轉帳流水號' },
  'the transfer reference is at most 64 characters': {
    zh_CN: '转账流水号最多 64 个字符',
    zh_TW: '轉帳流水號最多 64 個字元',
  },
  'this withdrawal has already been approved': {
    zh_CN: '该提现申请已审核通过，不能重复处理',
    zh_TW: '該提現申請已審核通過，不能重複處理',
  },
  'this withdrawal has already been rejected': {
    zh_CN: '该提现申请已被驳回',
    zh_TW: '該提現申請已被駁回',
  },
  'this withdrawal has already been paid': { zh_CN: '该提现已打款', zh_TW: '該提現已打款' },
  'this withdrawal has already been decided': {
    zh_CN: '该提现申请已被处理',
    zh_TW: '該提現申請已被處理',
  },
  'only an approved withdrawal can be marked paid': {
    zh_CN: '只有审核通过的提现才能标记为已打款',
    zh_TW: '只有審核通過的提現才能標記為已打款',
  },
  'the withdrawal is approved': { zh_CN: '提现申请已审核通过', zh_TW: '提現申請已審核通過' },
  'the withdrawal is rejected': { zh_CN: '提现申请已驳回', zh_TW: '提現申請已駁回' },
  'the withdrawal is marked paid': { zh_CN: '已标记为已打款', zh_TW: '已標記為已打款' },
  'withdrawal {id} rejected: the amount is returned': {
    zh_CN: '提现申请 {id} 被驳回，金额退回',
    zh_TW: '提現申請 {id} 被駁回，金額退回',
  },
  'Your withdrawal has been approved': { zh_CN: '您的提现申请已审核通过', zh_TW: '您的提現申請已審核通過' },
  'Your withdrawal of {amount} has been approved and will be paid to your account shortly.': {
    zh_CN: '您 {amount} 的提现申请已审核通过，款项将尽快转入您的收款账户。',
    zh_TW: '您 {amount} 的提現申請已審核通過，款項將盡快轉入您的收款帳戶。',
  },
  'Your withdrawal was rejected': { zh_CN: '您的提现申请被驳回', zh_TW: '您的提現申請被駁回' },
  'Your withdrawal of {amount} was rejected: {reason}. The amount is back in your account.': {
    zh_CN: '您 {amount} 的提现申请被驳回：{reason}。金额已退回您的账户。',
    zh_TW: '您 {amount} 的提現申請被駁回：{reason}。金額已退回您的帳戶。',
  },
  'Your withdrawal has been paid': { zh_CN: '您的提现已打款', zh_TW: '您的提現已打款' },
  'Your withdrawal of {amount} has been paid ({actual} after the fee); transfer reference {reference}.': {
    zh_CN: '您 {amount} 的提现已打款（扣除手续费后实付 {actual}），转账流水号 {reference}。',
    zh_TW: '您 {amount} 的提現已打款（扣除手續費後實付 {actual}），轉帳流水號 {reference}。',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    resource: typeof resourceMessages;
  }
}
