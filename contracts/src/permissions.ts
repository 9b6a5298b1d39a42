/**
 * Permission strings (menus with menu_type ≠ 0). Endpoints declare one; roles grant them; the web hides
 * elements with the same strings. Keys are grouped by audience.
 */
export const Permission = {
  admin: {
    agentList: 'admin.agent.list',
    customerList: 'admin.customer.list',
    /** import customers and orders from a spreadsheet (a write: the list permission only views) */
    customerImport: 'admin.customer.import',
    activityList: 'admin.activity.list',
    systemRole: 'admin.system.role',
    systemUser: 'admin.system.user',
    systemMenu: 'admin.system.menu',
    noticeSend: 'admin.notice.send',
    /** read the SMS/email outbox (holds live verification codes): super admin only */
    messageOutbox: 'admin.message.outbox',
    /** spec §6: the authority `admin` may edit official default images (system materials) and reset them */
    materialDefaults: 'admin',
    /** read the audit and login log of every tenant */
    auditLog: 'admin.system.audit',
    /** review the teams' attestation submissions (approve / reject) */
    teamAttestation: 'admin.team.attestation',
    /** the agent teams (organisations): list and edit their profile */
    teamOrganization: 'admin.team.organization',
  },
  agent: {
    customerList: 'agent.customer.view',
    /** import customers and orders from a spreadsheet (a write: viewing customers is not enough) */
    customerImport: 'agent.customer.import',
    productList: 'agent.product.view',
    teamRole: 'agent.team.role.manage',
    siteSetting: 'agent.site.update',
    /** confirm or reject a customer's offline bank transfer (migration 0017) */
    orderConfirm: 'agent.order.confirm',
    /** read the team's own audit log */
    auditLog: 'agent.team.audit',
    /** submit the team's attestation documents */
    teamAttestation: 'agent.team.attestation',
    /** edit the team's own profile (name, brief, avatar, contact) */
    teamProfile: 'agent.team.profile',
  },
} as const;

type Values<T> = T[keyof T];
/** Every permission string an endpoint may declare (a typo is a type error, not an open door). */
export type PermissionKey = Values<{ [A in keyof typeof Permission]: Values<(typeof Permission)[A]> }>;
