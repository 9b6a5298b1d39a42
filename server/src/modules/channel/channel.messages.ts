import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The channel module's messages (invite links and enquiries: modules/channel; contracts/src/channel.ts),
 * registered in server/src/messages.ts. 'title is required', 'id is required', 'agent_id must be an agent id'
 * are the platform's; 'please enter a valid phone number', the graphic code's and the rate limit's are
 * customer-auth's; 'mine must be 0 or 1' material's; 'enabled must be 0 or 1' customer-account's;
 * 'enabled must be true or false' organization's.
 */
export const channelMessages = {
  'invite link not found': { zh_CN: '邀请链接不存在', zh_TW: '邀請連結不存在' },
  'invite link created': { zh_CN: '邀请链接已创建', zh_TW: '邀請連結已建立' },
  'invite link saved': { zh_CN: '邀请链接已保存', zh_TW: '邀請連結已儲存' },
  'invite link disabled': { zh_CN: '邀请链接已停用', zh_TW: '邀請連結已停用' },
  'invite link enabled': { zh_CN: '邀请链接已启用', zh_TW: '邀請連結已啟用' },
  'invitation reward saved': { zh_CN: '邀请奖励已保存', zh_TW: '邀請獎勵已儲存' },
  'invitation reward: a friend signed up': { zh_CN: '邀请奖励：好友已注册', zh_TW: '邀請獎勵：好友已註冊' },
  'the SMS reward must be a whole number of at least 0': {
    zh_CN: '短信奖励须为不小于 0 的整数',
    zh_TW: '簡訊獎勵須為不小於 0 的整數',
  },
  'the balance reward must be a whole number of cents of at least 0': {
    zh_CN: '余额奖励须为不小于 0 的整数（分）',
    zh_TW: '餘額獎勵須為不小於 0 的整數（分）',
  },
  'enquiry not found': { zh_CN: '咨询不存在', zh_TW: '諮詢不存在' },
  'thank you, we will contact you soon': {
    zh_CN: '提交成功，我们会尽快与您联系',
    zh_TW: '提交成功，我們會盡快與您聯繫',
  },
  'enquiry assigned': { zh_CN: '咨询已分配', zh_TW: '諮詢已分配' },
  'note added': { zh_CN: '跟进记录已添加', zh_TW: '跟進紀錄已新增' },
  'status changed': { zh_CN: '状态已修改', zh_TW: '狀態已修改' },
  // contracts/src/channel.ts
  'title is at most 50 characters': { zh_CN: '标题最多 50 个字符', zh_TW: '標題最多 50 個字元' },
  'channel is at most 50 characters': { zh_CN: '渠道最多 50 个字符', zh_TW: '管道最多 50 個字元' },
  'choose an agent': { zh_CN: '请选择代理商', zh_TW: '請選擇代理商' },
  'please enter your name': { zh_CN: '请输入您的姓名', zh_TW: '請輸入您的姓名' },
  'name is at most 30 characters': { zh_CN: '姓名最多 30 个字符', zh_TW: '姓名最多 30 個字元' },
  'please tell us what you need': { zh_CN: '请填写您的需求', zh_TW: '請填寫您的需求' },
  'what you need is at most 500 characters': {
    zh_CN: '需求最多 500 个字符',
    zh_TW: '需求最多 500 個字元',
  },
  'page is at most 200 characters': { zh_CN: '页面地址最多 200 个字符', zh_TW: '頁面位址最多 200 個字元' },
  'status must be new, following or closed': {
    zh_CN: '状态必须是新咨询、跟进中或已关闭',
    zh_TW: '狀態必須是新諮詢、跟進中或已關閉',
  },
  'choose a staff member': { zh_CN: '请选择跟进人', zh_TW: '請選擇跟進人' },
  'please write a note': { zh_CN: '请填写跟进内容', zh_TW: '請填寫跟進內容' },
  'a note is at most 1000 characters': {
    zh_CN: '跟进内容最多 1000 个字符',
    zh_TW: '跟進內容最多 1000 個字元',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    channel: typeof channelMessages;
  }
}
