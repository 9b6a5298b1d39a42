import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `noticeSend` strings: they load with the pages that use them (i18n/registry.ts). */
export const noticeSendStrings = registerStrings({
  noticeSend: {
    button: '发送通知',
    title: '发送通知',
    type: '类型',
    audience: '接收方',
    audienceAdmin: '平台管理员',
    audienceAgent: '全部代理商团队',
    audienceCustomer: '全部客户',
    titleLabel: '标题',
    titleRequired: '请输入标题',
    content: '内容',
    contentRequired: '请输入内容',
    contentTooLong: '内容最多 {{max}} 个字符（格式与图片地址也计算在内）',
    cover: '封面图',
    icon: '图标',
    description: '描述',
    status: '待办状态',
    submit: '发送',
    editTitle: '编辑通知',
    save: '保存',
    sendTime: '发送时间',
    sendTimeHint: '留空即立即发送；选择以后的时间则定时发送（接收方届时才能看到）。',
    sendNow: '立即',
    sendTimePast: '发送时间必须晚于现在',
    coverKept: '留空则保留当前封面图',
  },
} satisfies Pick<Messages, 'noticeSend'>);
