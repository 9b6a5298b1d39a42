import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `softwareLicence` strings: they load with the pages that use them (i18n/registry.ts). */
export const softwareLicenceStrings = registerStrings({
  softwareLicence: {
    tab: '授权',
    agentTab: '客户授权',
    software: '软件',
    customer: '客户',
    agent: '代理商',
    orderNo: '订单号',
    key: '授权码',
    seats: '授权台数',
    status: '状态',
    active: '有效',
    revoked: '已撤销',
    issued: '签发时间',
    search: '客户、授权码或订单号',
    allSoftware: '全部软件',
    allStatus: '全部状态',
    allAgents: '全部代理商',
    revoke: '撤销',
    revokeConfirm: '确定撤销该授权？客户的授权将显示为已撤销，不能再下载安装包。此操作不能撤回。',
    revokedDone: '授权已撤销',
    empty: '暂无已签发的授权',
    noMatch: '没有符合条件的授权',
    total: '共 {{total}} 个授权',
  },
} satisfies Pick<Messages, 'softwareLicence'>);
