import type { Messages } from '#web/i18n/locales/en';
import { registerStrings } from '#web/i18n/registry';

/** The default language's `organization` strings: they load with the pages that use them (i18n/registry.ts). */
export const organizationStrings = registerStrings({
  organization: {
    name: '团队',
    members: '成员数',
    search: '名称、联系人或电话',
    detail: '详情',
    edit: '编辑',
    editTitle: '编辑 {{name}}',
    created: '创建时间',
    platformDefault: '平台',
    platformTeamHelp: '这是平台自己的团队：没有其他代理商的客户看到的就是它。平台无需认证。',
  },
} satisfies Pick<Messages, 'organization'>);
