import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `sentNotice` strings: they load with the pages that use them (i18n/registry.ts). */
export const sentNoticeStrings = registerStrings({
  sentNotice: {
    title: '标题',
    recipients: '接收方',
    state: '状态',
    states: {
      scheduled: '定时',
      visible: '已发送',
      withdrawn: '已撤回',
    },
    sendTime: '发送时间',
    reads: '已读',
    readsValue: '{{read}} / {{total}}',
    sender: '发送人',
    search: '标题或内容',
    allTypes: '全部类型',
    allAudiences: '全部接收方',
    allStates: '全部状态',
    audiences: {
      admin: '平台管理员',
      agent: '代理商团队',
      customer: '客户',
    },
    edit: '编辑',
    withdraw: '撤回',
    withdrawConfirm: '撤回“{{title}}”？它将从所有接收方的消息中消失。',
    empty: '暂无已发送的通知',
    noMatch: '没有符合筛选条件的通知',
    total: '共 {{total}} 条通知',
  },
} satisfies Pick<Messages, 'sentNotice'>);
