import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `audit` strings: they load with the pages that use them (i18n/registry.ts). */
export const auditStrings = registerStrings({
  audit: {
    supportBy: '{{name}} 代登录',
    time: '时间',
    actor: '操作人',
    actorKind: '操作人类型',
    allActors: '全部操作人',
    audiences: { admin: '平台管理员', agent: '代理商成员', customer: '客户', visitor: '未登录' },
    tenant: '租户',
    platform: '平台',
    action: '操作',
    result: '结果',
    allResults: '全部结果',
    results: { ok: '成功', refused: '被拒绝', error: '失败' },
    kind: '类型',
    allCalls: '全部操作',
    loginsOnly: '仅登录',
    dates: '日期',
    userAgent: '浏览器',
    requestId: '请求编号',
    summary: '请求内容',
    search: '搜索操作人、操作、IP 或内容',
    detail: '详情',
    detailTitle: '审计记录',
    empty: '暂无记录',
    noMatch: '没有符合筛选条件的记录',
    total: '共 {{total}} 条记录',
  },
} satisfies Pick<Messages, 'audit'>);
