/**
 * Permission strings (menus with menu_type ≠ 0). Endpoints declare one; roles grant them; the web hides
 * elements with the same strings. Keys are grouped by audience.
 */
export const Permission = {
  admin: {
    /** the home page's figures and charts (revenue, orders, growth of every tenant) */
    dashboard: 'admin.dashboard',
    agentList: 'admin.agent.list',
    customerList: 'admin.customer.list',
    /** refund any paid order, taking back what a full refund delivered (issue 16) */
    orderRefund: 'admin.order.refund',
    /** import customers and orders from a spreadsheet (a write: the list permission only views) */
    customerImport: 'admin.customer.import',
    /** open the customer console as a customer for support ("log in as"), audited */
    customerLoginAs: 'admin.customer.loginAs',
    /** create, edit, disable / enable a customer and set its password */
    customerUpdate: 'admin.customer.update',
    /** move a customer (with its data) to another agent */
    customerMove: 'admin.customer.move',
    activityList: 'admin.activity.list',
    /** end, abolish or restore any tenant's activity (the customer's state machine, audited) */
    activityManage: 'admin.activity.manage',
    /** operational › notice: the sent notices with their audience and read counts */
    noticeList: 'admin.notice.list',
    systemRole: 'admin.system.role',
    systemUser: 'admin.system.user',
    /** see and end any staff account's sessions, reset its two-factor sign-in */
    systemUserSession: 'admin.system.user.session',
    systemMenu: 'admin.system.menu',
    /** the menu editor's element permissions (create, edit and reorder, delete) */
    systemMenuCreate: 'admin.system.menu.create',
    systemMenuUpdate: 'admin.system.menu.update',
    systemMenuDelete: 'admin.system.menu.delete',
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
    /** admin › partner: the agents (list and detail) */
    partner: 'admin.partner',
    /** create an agent with its owner account and domains */
    partnerCreate: 'admin.partner.create',
    /** edit an agent's name, brief, contact and domains */
    partnerUpdate: 'admin.partner.update',
    /** disable (site closed, staff signed out) or enable an agent */
    partnerStatus: 'admin.partner.status',
    /** set, verify and delete an agent's WeCom binding (the partner drawer's wework tab) */
    partnerWework: 'admin.partner.wework',
    /** the agent teams' shared roles (owner, staff and the platform's own): list, create, edit, delete */
    teamRole: 'admin.team.role',
    /** the platform's own organisation (the default agent team): its name, brief, avatar and contact */
    teamProfile: 'admin.team.profile',
    /** the invite links of every agent (the /channel/invite page) */
    invite: 'admin.invite',
    /** create, edit, disable and enable invite links */
    inviteManage: 'admin.invite.manage',
    /** what a customer earns when someone signs up through its own invitation (the invite page's setting) */
    inviteReward: 'admin.invite.reward',
    /** the enquiries of every agent's site (the /guidance/list page) */
    guidance: 'admin.guidance',
    /** assign an enquiry, add notes, change its status */
    guidanceFollow: 'admin.guidance.follow',
    /** confirm or reject a customer's bank transfer of an order on any site (the order list) */
    orderConfirm: 'admin.order.confirm',
    /** customer › invoice: every customer's invoice requests (the page) */
    customerInvoice: 'admin.customer.invoice',
    /** issue (a generated or uploaded PDF) or reject with a reason a customer's invoice request */
    customerInvoiceReview: 'admin.customer.invoice.review',
    /** customer › recharge: every customer's resource-account recharges (list and export) */
    customerRecharge: 'admin.customer.recharge',
    /** the platform's help centre (the /help page): help designs, categories and entries */
    help: 'admin.help',
    /** build, publish and delete help designs; add, edit and delete help categories and entries */
    helpManage: 'admin.help.manage',
    /** the plugin service (the /addons page): which agents have which plugins */
    pluginService: 'admin.plugin.service',
    /** enable and disable plugins for agents (the partner drawer's tab, the plugin service) */
    pluginServiceManage: 'admin.plugin.service.manage',
    /** the plugin catalogue (the /addons_list page) */
    pluginList: 'admin.plugin.list',
    /** add and edit plugins, put them on sale or take them off */
    pluginListManage: 'admin.plugin.list.manage',
    /** the software catalogue (the /product/software page) */
    software: 'admin.product.software',
    /** add, edit, delete software, put it on sale or take it off */
    softwareManage: 'admin.product.software.manage',
    /** offer software through an agent at its price, or withdraw it (the partner drawer's software tab) */
    softwareOffer: 'admin.product.software.offer',
    /** revoke a customer's software licence (the /product/software page's 授权 tab) */
    softwareRevoke: 'admin.product.software.revoke',
    /** the copyright catalogue (the /product/copyright page): licensed content with its terms */
    copyright: 'admin.product.copyright',
    /** add, edit, delete copyright items, put them on sale or take them off */
    copyrightManage: 'admin.product.copyright.manage',
    /** offer a copyright item through an agent at its price, or withdraw it (the partner drawer's tab) */
    copyrightOffer: 'admin.product.copyright.offer',
    /** the sign-in device catalogue (the /product/device page): models and their units */
    device: 'admin.product.device',
    /** add and edit device models and units, put models on sale, retire units */
    deviceManage: 'admin.product.device.manage',
    /** offer a device model through an agent at its price per day, or withdraw it (the partner drawer's tab) */
    deviceOffer: 'admin.product.device.offer',
    /** SCRM › business (the /scrm/business page): the platform's leads, their owners, stages and notes */
    scrmBusiness: 'admin.scrm.business',
    /** add leads, give them to staff, move their stage, add follow-up notes */
    scrmBusinessManage: 'admin.scrm.business.manage',
    /** SCRM › wework (the /scrm/wework page): every agent's WeCom binding, read-only */
    scrmWework: 'admin.scrm.wework',
    /** SCRM › wechat (the /scrm/wechat page): the platform's and agents' own official accounts and followers */
    scrmWechat: 'admin.scrm.wechat',
    /** authorise and unbind official accounts, sync their followers */
    scrmWechatManage: 'admin.scrm.wechat.manage',
    /** SCRM › wechat_custom (the /scrm/wechat_custom page): the official accounts' custom menus */
    scrmWechatCustom: 'admin.scrm.wechatCustom',
    /** edit a custom menu's draft and publish it to WeChat */
    scrmWechatCustomManage: 'admin.scrm.wechatCustom.manage',
    /** SCRM › 企微客户 (the /scrm/weWork_custom page): a bound corp's WeCom contacts and acquisition links */
    scrmWeworkCustom: 'admin.scrm.weworkCustom',
    /** create and delete acquisition links, create corp tags, sync the contacts from WeCom */
    scrmWeworkCustomManage: 'admin.scrm.weworkCustom.manage',
    /** cost settings (the /cost page): the activity prices in force and their versions */
    cost: 'admin.cost',
    /** set activity prices (now or from a later time), withdraw a scheduled version */
    costManage: 'admin.cost.manage',
    /** the VIP plan catalogue (the /product/vip page) */
    vipPlan: 'admin.product.vip',
    /** add, edit, delete VIP plans, put them on sale or take them off */
    vipPlanManage: 'admin.product.vip.manage',
    /** sell a VIP plan on an agent's site at its price, or withdraw it (the partner drawer's vip tab) */
    vipPlanOffer: 'admin.product.vip.offer',
    /** the cdkey batches and their keys (the /product/cdkey page), exporting a batch's keys */
    cdkey: 'admin.product.cdkey',
    /** generate a batch of keys, void a batch (what keys grant is money and VIP time: the super admin's) */
    cdkeyManage: 'admin.product.cdkey.manage',
    /** the activation code batches (the /product/code page), exporting a batch's codes */
    code: 'admin.product.code',
    /** generate a batch of activation codes, void a batch (each code is an activity's price) */
    codeManage: 'admin.product.code.manage',
    /** the resource packs (the /product/resource page): SMS and red-packet credit packs */
    resourcePack: 'admin.product.resource',
    /** add, edit, delete resource packs, put them on sale or take them off */
    resourcePackManage: 'admin.product.resource.manage',
    /** the template catalogue (the /skin page) */
    skin: 'admin.skin',
    /** create, edit, turn on and off templates */
    skinManage: 'admin.skin.manage',
    /** the activity workspace's menus per tool (the /menu/activity page) */
    menuActivity: 'admin.menu.activity',
    /** rename, badge, hide and reorder the activity workspace's menus */
    menuActivityEdit: 'admin.menu.activity.edit',
    /** website: the platform's own default site (footer, login switches, right bar, page data) */
    website: 'admin.website',
    /** scheme: the programme catalogue every site lists (programmes and categories) */
    scheme: 'admin.scheme',
    /** create, edit and delete programmes and programme categories */
    schemeUpdate: 'admin.scheme.update',
    /** substance › project: the projects grouping programmes (the /substance/project page) */
    substanceProject: 'admin.substance.project',
    /** add, edit, show / hide and delete projects */
    substanceProjectManage: 'admin.substance.project.manage',
    /** substance › tag: the tags of programmes and articles (the /substance/tag page) */
    substanceTag: 'admin.substance.tag',
    /** add, edit and delete tags */
    substanceTagManage: 'admin.substance.tag.manage',
    /** substance › topic: the topic pages and their items (the /substance/topic page) */
    substanceTopic: 'admin.substance.topic',
    /** add, edit, publish / hide and delete topics, add, remove and order their items */
    substanceTopicManage: 'admin.substance.topic.manage',
    /** fund › withdrawal review: every customer's withdrawals (list and export) */
    fundWithdrawal: 'admin.fund.withdrawal',
    /** approve a pending withdrawal, or reject it with a reason (the amount returns to the account) */
    fundWithdrawalReview: 'admin.fund.withdrawal.review',
    /** mark an approved withdrawal paid with the transfer's reference */
    fundWithdrawalPay: 'admin.fund.withdrawal.pay',
    /** fund › payments: every tenant's payments and their totals per channel and day (read only) */
    fundPayment: 'admin.fund.payment',
    /** fund › reconciliation: orders paid twice, notifies without an order, stale pending orders (the list) */
    fundReconcile: 'admin.fund.reconcile',
    /** deal with a reconciliation item: refund it through the gateway, record it returned, dismiss it */
    fundReconcileResolve: 'admin.fund.reconcile.resolve',
    /** fund › agent settlements: every agent's balance, ledger and monthly statements (read, export) */
    fundSettlement: 'admin.fund.settlement',
    /** record a settlement payment to or from an agent (money: the super admin's) */
    fundSettlementPay: 'admin.fund.settlement.pay',
  },
  agent: {
    /** the home page's figures and charts of the team (its revenue): the owners' */
    dashboard: 'agent.dashboard',
    customerList: 'agent.customer.view',
    /** import customers and orders from a spreadsheet (a write: viewing customers is not enough) */
    customerImport: 'agent.customer.import',
    /** open the customer console as one of the team's customers for support: the owners' */
    customerLoginAs: 'agent.customer.loginAs',
    /** create, edit, disable / enable the team's customers and set their password */
    customerManage: 'agent.customer.manage',
    /** the activities of the team's customers (list and detail) */
    activityList: 'agent.activity.view',
    /** abolish an activity of the team's customers (refunding its paid orders needs orderRefund too) */
    activityAbolish: 'agent.activity.abolish',
    /** the team's members (the /team/member page) and its pending invitations */
    teamMember: 'agent.team.member',
    /** invite by link (create and revoke invitations) */
    teamMemberInvite: 'agent.team.member.invite',
    /** change a member's role in the team */
    teamMemberEdit: 'agent.team.member.edit',
    /** take a member out of the team */
    teamMemberRemove: 'agent.team.member.remove',
    /** the team's roles (the /team/role page) */
    teamRoleList: 'agent.team.role',
    /** create, edit and delete the team's own roles */
    teamRole: 'agent.team.role.manage',
    siteSetting: 'agent.site.update',
    /** confirm or reject a customer's offline bank transfer (migration 0017) */
    orderConfirm: 'agent.order.confirm',
    /** refund a paid order of the team's customers (issue 16) */
    orderRefund: 'agent.order.refund',
    /** the team's settlement with the platform: balance, ledger, monthly statements (the owners') */
    settlement: 'agent.settlement',
    /** read the team's own audit log */
    auditLog: 'agent.team.audit',
    /** submit the team's attestation documents */
    teamAttestation: 'agent.team.attestation',
    /** edit the team's own profile (name, brief, avatar, contact) */
    teamProfile: 'agent.team.profile',
    /** the team's invite links (the /channel/invite page) */
    invite: 'agent.invite',
    /** create, edit, disable and enable the team's invite links */
    inviteManage: 'agent.invite.manage',
    /** the enquiries the team's site received (the /guidance/list page) */
    guidance: 'agent.guidance',
    /** assign an enquiry, add notes, change its status */
    guidanceFollow: 'agent.guidance.follow',
    /** the team's customers' invoice requests (the page) */
    customerInvoice: 'agent.customer.invoice',
    /** issue or reject the team's customers' invoice requests */
    customerInvoiceReview: 'agent.customer.invoice.review',
    /** the team's customers' resource-account recharges (list and export) */
    customerRecharge: 'agent.customer.recharge',
    /** the plugins the platform enabled for the team (the /addons page, read-only) */
    plugin: 'agent.plugin',
    /** the products the platform lets the team sell, with their wholesale and retail prices (the /product page) */
    product: 'agent.product',
    /** set the team's retail prices and switch its products on or off for its site */
    productManage: 'agent.product.manage',
    /** the templates the team's customers may use (read-only) */
    skin: 'agent.skin',
    /** the site's own help centre (the /help page): its help designs, categories and entries */
    help: 'agent.help',
    /** the site's own articles (its versions of the legal pages, service pages, articles) */
    siteArticle: 'agent.site.article',
    /** the team's customers' withdrawals and their review state (read only: the platform pays out) */
    customerWithdrawal: 'agent.customer.withdrawal',
    /** the team's WeCom binding and its state (read only: the platform sets it) */
    wework: 'agent.wework',
    /** the team's own SCRM leads (the /scrm/business page) */
    scrmBusiness: 'agent.scrm.business',
    /** add leads, give them to team members, move them along the pipeline, write follow-up notes */
    scrmBusinessManage: 'agent.scrm.business.manage',
  },
} as const;

type Values<T> = T[keyof T];
/** Every permission string an endpoint may declare (a typo is a type error, not an open door). */
export type PermissionKey = Values<{ [A in keyof typeof Permission]: Values<(typeof Permission)[A]> }>;
