import { MenuType, type PageKey, Permission } from '@onsite/contracts';
import type { Audience } from '#server/db/schema.ts';

/**
 * The menus of the three consoles (spec §2) and the built-in roles with their grants, as data. At every
 * start syncMenuCatalogue() (menu-sync.ts) makes each database say what this module says, keyed by
 * (audience, permission_mark): adding, changing or removing an entry here needs no migration.
 *
 * `mark` is the unique permission_mark; `parent` names another entry's mark of the same audience. `id` is
 * fixed only where the spec fixes it (customer tool ids). `component` must be a page the web has
 * (contracts/src/pages.ts): a menu entry either opens a working page or is not in the menus.
 */
export interface MenuSeed {
  mark: string;
  name: string;
  component?: PageKey;
  route?: string;
  icon?: string;
  parent?: string;
  hide?: boolean;
  type?: number;
  badge?: string;
  badgeColor?: string;
  keepAlive?: boolean;
  requiresPartner?: boolean;
  id?: number;
}

const NEW_BADGE = { badge: 'New', badgeColor: '#52c41a' };

export const adminMenus: MenuSeed[] = [
  {
    mark: 'admin.index',
    name: '首页',
    route: '/index',
    component: 'admin/index',
    icon: 'HomeOutlined',
    keepAlive: true,
  },
  {
    mark: 'admin.library',
    name: '资源库',
    route: '/library',
    component: 'admin/library',
    icon: 'FolderOpenOutlined',
  },
  {
    mark: 'admin.user.profile',
    name: '个人中心',
    route: '/user/profile',
    component: 'admin/user/profile',
    hide: true,
  },
  {
    mark: 'admin.user.message',
    name: '消息中心',
    route: '/user/message',
    component: 'shared/message',
    hide: true,
  },
  // issue 18: the home page's figures and charts
  { mark: Permission.admin.dashboard, name: '经营概览', type: MenuType.permission, parent: 'admin.index' },
  {
    mark: Permission.admin.agentList,
    name: '代理商列表',
    type: MenuType.permission,
    parent: 'admin.index',
  },
  { mark: Permission.admin.customerList, name: '客户列表', type: MenuType.permission, parent: 'admin.index' },
  {
    mark: Permission.admin.customerImport,
    name: '导入客户与订单',
    type: MenuType.permission,
    parent: 'admin.index',
  },
  // issue 15: "log in as" a customer for support (modules/support)
  {
    mark: Permission.admin.customerLoginAs,
    name: '代登录客户',
    type: MenuType.permission,
    parent: 'admin.customer',
  },
  {
    mark: Permission.admin.noticeSend,
    name: '发送通知',
    type: MenuType.permission,
    parent: 'admin.user.message',
  },
  {
    mark: Permission.admin.materialDefaults,
    name: '编辑官方默认素材',
    type: MenuType.permission,
    parent: 'admin.library',
  },
  {
    mark: Permission.admin.messageOutbox,
    name: '消息发送记录',
    type: MenuType.permission,
    parent: 'admin.user.message',
  },
  // issue 7: the lists that import and export (also added to seeded databases by migration 0013)
  {
    mark: 'admin.customer',
    name: '客户列表',
    route: '/customer',
    component: 'admin/customer/list',
    icon: 'TeamOutlined',
  },
  // issue 15: customers managed by the platform (the customer list's drawer and forms)
  {
    mark: Permission.admin.customerUpdate,
    name: '管理客户',
    type: MenuType.permission,
    parent: 'admin.customer',
  },
  {
    mark: Permission.admin.customerMove,
    name: '转移客户',
    type: MenuType.permission,
    parent: 'admin.customer',
  },
  {
    mark: 'admin.order',
    name: '订单列表',
    route: '/order',
    component: 'admin/order/list',
    icon: 'ProfileOutlined',
  },
  // the platform confirms offline transfers to any site as its agents do theirs (issue 16)
  {
    mark: Permission.admin.orderConfirm,
    name: '确认收款',
    type: MenuType.permission,
    parent: 'admin.order',
  },
  // i16-refund: refund a paid order (an element permission of the order list)
  { mark: Permission.admin.orderRefund, name: '订单退款', type: MenuType.permission, parent: 'admin.order' },
  // issue 16: the fund group (spec §2 admin "payment fund"), a group without a page of its own
  { mark: 'admin.fund', name: '资金', route: '/fund', icon: 'MoneyCollectOutlined' },
  // issue 16: every customer's withdrawals, approved or rejected with a reason, then marked paid
  {
    mark: Permission.admin.fundWithdrawal,
    name: '提现审核',
    route: '/fund/withdrawal',
    component: 'admin/fund/withdrawal',
    icon: 'CreditCardOutlined',
    parent: 'admin.fund',
  },
  {
    mark: Permission.admin.fundWithdrawalReview,
    name: '审核与驳回提现',
    type: MenuType.permission,
    parent: Permission.admin.fundWithdrawal,
  },
  {
    mark: Permission.admin.fundWithdrawalPay,
    name: '标记提现已打款',
    type: MenuType.permission,
    parent: Permission.admin.fundWithdrawal,
  },
  // issue 16: every tenant's payments with their totals per channel and day, and what does not add up
  {
    mark: Permission.admin.fundPayment,
    name: '资金流水',
    route: '/fund/payment',
    component: 'admin/fund/payment',
    icon: 'MoneyCollectOutlined',
    parent: 'admin.fund',
  },
  {
    mark: Permission.admin.fundReconcile,
    name: '对账',
    route: '/fund/reconcile',
    component: 'admin/fund/reconcile',
    icon: 'BarChartOutlined',
    parent: 'admin.fund',
  },
  {
    mark: Permission.admin.fundReconcileResolve,
    name: '处理对账条目',
    type: MenuType.permission,
    parent: Permission.admin.fundReconcile,
  },
  // issue 16: the reseller ledger — every agent's balance, ledger entries and monthly statements
  {
    mark: Permission.admin.fundSettlement,
    name: '代理结算',
    route: '/fund/settlement',
    component: 'admin/fund/settlement',
    icon: 'WalletOutlined',
    parent: 'admin.fund',
  },
  {
    mark: Permission.admin.fundSettlementPay,
    name: '登记结算付款',
    type: MenuType.permission,
    parent: Permission.admin.fundSettlement,
  },
  // issue 14: the system group (spec §2 "system (menu, role, user)"), a group without a page of its own
  { mark: 'admin.system', name: '系统', route: '/system', icon: 'SettingOutlined' },
  // issue 14: staff accounts of the admin console (the mark is the permission its endpoints declare)
  {
    mark: Permission.admin.systemUser,
    name: '用户管理',
    route: '/system/user',
    component: 'admin/system/user',
    icon: 'UserOutlined',
    parent: 'admin.system',
  },
  {
    mark: Permission.admin.systemUserSession,
    name: '会话与两步验证',
    type: MenuType.permission,
    parent: Permission.admin.systemUser,
  },
  // issue 14: roles of the admin console and their grants
  {
    mark: Permission.admin.systemRole,
    name: '角色管理',
    route: '/system/role',
    component: 'admin/system/role',
    icon: 'SafetyCertificateOutlined',
    parent: 'admin.system',
  },
  // issue 14: the menus and permission strings of every console; creating, editing (and reordering) and
  // deleting are element permissions of the page
  {
    mark: Permission.admin.systemMenu,
    name: '菜单管理',
    route: '/system/menu',
    component: 'admin/system/menu',
    icon: 'MenuOutlined',
    parent: 'admin.system',
  },
  {
    mark: Permission.admin.systemMenuCreate,
    name: '新增菜单',
    type: MenuType.permission,
    parent: Permission.admin.systemMenu,
  },
  {
    mark: Permission.admin.systemMenuUpdate,
    name: '编辑菜单',
    type: MenuType.permission,
    parent: Permission.admin.systemMenu,
  },
  {
    mark: Permission.admin.systemMenuDelete,
    name: '删除菜单',
    type: MenuType.permission,
    parent: Permission.admin.systemMenu,
  },
  // issue 14: the audit and login log of every tenant (the mark is the permission its endpoints declare)
  {
    mark: Permission.admin.auditLog,
    name: '审计日志',
    route: '/system/audit',
    component: 'admin/system/audit',
    icon: 'SafetyCertificateOutlined',
    parent: 'admin.system',
  },
  // issue 14: spec §2 admin views team (attestation, organization, profile, role), one group of the menu
  { mark: 'admin.team', name: '团队', route: '/team', icon: 'ApartmentOutlined' },
  // issue 14: the agent teams (organisations), their profile and members count
  {
    mark: Permission.admin.teamOrganization,
    name: '团队管理',
    route: '/team/organization',
    component: 'admin/team/organization',
    parent: 'admin.team',
    icon: 'ApartmentOutlined',
  },
  // issue 14: the teams' attestation submissions, approved or rejected with a reason
  {
    mark: Permission.admin.teamAttestation,
    name: '团队认证',
    route: '/team/attestation',
    component: 'admin/team/attestation',
    parent: 'admin.team',
    icon: 'SafetyCertificateOutlined',
  },
  // issue 14: the roles every agent team shares (built-in owner and staff, and the platform's own), granted
  // from the agent console's menus
  {
    mark: Permission.admin.teamRole,
    name: '团队角色',
    route: '/team/role',
    component: 'admin/team/role',
    parent: 'admin.team',
    icon: 'SafetyCertificateOutlined',
  },
  // issue 14: the platform's own organisation (the default agent team): name, brief, avatar, contact
  {
    mark: Permission.admin.teamProfile,
    name: '平台团队资料',
    route: '/team/profile',
    component: 'admin/team/profile',
    parent: 'admin.team',
    icon: 'IdcardOutlined',
  },
  // the channel group: the agents, the links that bring customers to them, the enquiries of their sites
  { mark: 'admin.channel', name: '渠道', route: '/channel', icon: 'ShopOutlined' },
  {
    mark: Permission.admin.partner,
    name: '渠道管理',
    route: '/partner',
    component: 'admin/partner',
    icon: 'ShopOutlined',
    parent: 'admin.channel',
  },
  // create, edit and disable are element permissions of the agents' page
  {
    mark: Permission.admin.partnerCreate,
    name: '新增代理商',
    type: MenuType.permission,
    parent: Permission.admin.partner,
  },
  {
    mark: Permission.admin.partnerUpdate,
    name: '编辑代理商',
    type: MenuType.permission,
    parent: Permission.admin.partner,
  },
  {
    mark: Permission.admin.partnerStatus,
    name: '停用与启用代理商',
    type: MenuType.permission,
    parent: Permission.admin.partner,
  },
  // issue 15: the partner drawer's wework tab (an agent's WeCom binding): set, verify, delete
  {
    mark: Permission.admin.partnerWework,
    name: '设置企业微信',
    type: MenuType.permission,
    parent: Permission.admin.partner,
  },
  // issue 15: spec §2 admin views operational (activity, notice …), a group without a page of its own
  { mark: 'admin.operational', name: '运营', route: '/operational', icon: 'DashboardOutlined' },
  // issue 15: every tenant's activities with their detail (was a bare permission string until then: the
  // roles that granted it keep it); ending, abolishing and restoring are element permissions of the page
  {
    mark: Permission.admin.activityList,
    name: '活动管理',
    route: '/operational/activity',
    component: 'admin/activity/list',
    icon: 'CalendarOutlined',
    parent: 'admin.operational',
  },
  {
    mark: Permission.admin.activityManage,
    name: '结束、作废与恢复活动',
    type: MenuType.permission,
    parent: Permission.admin.activityList,
  },
  // issue 15: the notices the platform sent, with audience and read counts; editing, withdrawing and
  // scheduling are sending (Permission.admin.noticeSend)
  {
    mark: Permission.admin.noticeList,
    name: '通知管理',
    route: '/operational/notice',
    component: 'admin/notice/list',
    icon: 'NotificationOutlined',
    parent: 'admin.operational',
  },
  // issue 15: every customer's invoice requests, issued (a generated or uploaded PDF) or rejected with a reason
  {
    mark: Permission.admin.customerInvoice,
    name: '客户发票',
    route: '/customer/invoice',
    component: 'admin/customer/invoice',
    icon: 'FileDoneOutlined',
    parent: 'admin.operational',
  },
  {
    mark: Permission.admin.customerInvoiceReview,
    name: '开具与驳回发票',
    type: MenuType.permission,
    parent: Permission.admin.customerInvoice,
  },
  // issue 15: every customer's resource-account recharges (customer › recharge, operational › recharge)
  {
    mark: Permission.admin.customerRecharge,
    name: '客户充值',
    route: '/customer/recharge',
    component: 'admin/customer/recharge',
    icon: 'WalletOutlined',
    parent: 'admin.operational',
  },
  // issue 15: invite links of every agent (visits, sign-ups, QR) and the enquiries of every agent's site
  {
    mark: Permission.admin.invite,
    name: '邀请链接',
    // not /invite: every console's /invite is the public page of a team invitation
    route: '/channel/invite',
    component: 'admin/invite',
    icon: 'QrcodeOutlined',
    parent: 'admin.channel',
  },
  {
    mark: Permission.admin.inviteManage,
    name: '管理邀请链接',
    type: MenuType.permission,
    parent: Permission.admin.invite,
  },
  // issue 18: the reward a customer's own invitation earns (credits in its resource account)
  {
    mark: Permission.admin.inviteReward,
    name: '邀请奖励设置',
    type: MenuType.permission,
    parent: Permission.admin.invite,
  },
  {
    mark: Permission.admin.guidance,
    name: '咨询列表',
    route: '/guidance/list',
    component: 'admin/guidance/list',
    icon: 'CustomerServiceOutlined',
    parent: 'admin.channel',
  },
  {
    mark: Permission.admin.guidanceFollow,
    name: '跟进咨询',
    type: MenuType.permission,
    parent: Permission.admin.guidance,
  },
  // issue 17: the SCRM group (spec admin views scrm): the platform's leads from its channels (business);
  // working them (add, assign, stage, notes) is an element permission of the page
  { mark: 'admin.scrm', name: 'SCRM', route: '/scrm', icon: 'ContactsOutlined' },
  {
    mark: Permission.admin.scrmBusiness,
    name: '商机线索',
    route: '/scrm/business',
    component: 'admin/scrm/business',
    icon: 'FunnelPlotOutlined',
    parent: 'admin.scrm',
  },
  {
    mark: Permission.admin.scrmBusinessManage,
    name: '跟进线索',
    type: MenuType.permission,
    parent: Permission.admin.scrmBusiness,
  },
  // every agent's WeCom binding at a glance (changed in the partner drawer's wework tab)
  {
    mark: Permission.admin.scrmWework,
    name: '企业微信',
    route: '/scrm/wework',
    component: 'admin/scrm/wework',
    icon: 'WechatWorkOutlined',
    parent: 'admin.scrm',
  },
  // the platform's and agents' own WeChat official accounts and their followers (authorise, unbind, sync)
  {
    mark: Permission.admin.scrmWechat,
    name: '公众号',
    route: '/scrm/wechat',
    component: 'admin/scrm/wechat',
    icon: 'WechatOutlined',
    parent: 'admin.scrm',
  },
  {
    mark: Permission.admin.scrmWechatManage,
    name: '管理公众号',
    type: MenuType.permission,
    parent: Permission.admin.scrmWechat,
  },
  // the official accounts' custom menus (draft, publish through WeChat's menu/create)
  {
    mark: Permission.admin.scrmWechatCustom,
    name: '自定义菜单',
    route: '/scrm/wechat_custom',
    component: 'admin/scrm/wechat_custom',
    icon: 'MenuOutlined',
    parent: 'admin.scrm',
  },
  {
    mark: Permission.admin.scrmWechatCustomManage,
    name: '发布菜单',
    type: MenuType.permission,
    parent: Permission.admin.scrmWechatCustom,
  },
  // a bound corp's WeCom contacts and acquisition links with tags; creating and deleting links and tags,
  // and syncing, is an element permission of the page
  {
    mark: Permission.admin.scrmWeworkCustom,
    name: '企微客户',
    route: '/scrm/weWork_custom',
    component: 'admin/scrm/weWork_custom',
    icon: 'TeamOutlined',
    parent: 'admin.scrm',
  },
  {
    mark: Permission.admin.scrmWeworkCustomManage,
    name: '管理获客链接',
    type: MenuType.permission,
    parent: Permission.admin.scrmWeworkCustom,
  },
  // issue 17: the plugin service (which agents have which plugins, spec /addons) and the plugin catalogue
  // the content group: what every site shows (programmes, the platform's own site, templates)
  { mark: 'admin.content', name: '内容', route: '/content', icon: 'ReadOutlined' },
  // i15-content: the programme catalogue every site lists (programmes and their categories)
  {
    mark: Permission.admin.scheme,
    name: '方案管理',
    route: '/scheme',
    component: 'admin/scheme',
    icon: 'AppstoreOutlined',
    parent: 'admin.content',
  },
  {
    mark: Permission.admin.schemeUpdate,
    name: '编辑方案与分类',
    type: MenuType.permission,
    parent: Permission.admin.scheme,
  },
  // i15-content (issue 17 "website"): the platform's own default site — footer, login, service, page data
  {
    mark: Permission.admin.website,
    name: '网站设置',
    route: '/website',
    component: 'admin/website',
    icon: 'GlobalOutlined',
    parent: 'admin.content',
  },
  // issue 17: substance (spec §2 admin "substance (project, tag, topic)"): projects grouping programmes, tags
  // on programmes and the platform's articles, topic pages; editing each is an element permission of its page
  {
    mark: Permission.admin.substanceProject,
    name: '项目管理',
    route: '/substance/project',
    component: 'admin/substance/project',
    icon: 'ProjectOutlined',
    parent: 'admin.content',
  },
  {
    mark: Permission.admin.substanceProjectManage,
    name: '编辑与显示项目',
    type: MenuType.permission,
    parent: Permission.admin.substanceProject,
  },
  {
    mark: Permission.admin.substanceTag,
    name: '标签管理',
    route: '/substance/tag',
    component: 'admin/substance/tag',
    icon: 'TagsOutlined',
    parent: 'admin.content',
  },
  {
    mark: Permission.admin.substanceTagManage,
    name: '编辑标签',
    type: MenuType.permission,
    parent: Permission.admin.substanceTag,
  },
  {
    mark: Permission.admin.substanceTopic,
    name: '专题管理',
    route: '/substance/topic',
    component: 'admin/substance/topic',
    icon: 'FireOutlined',
    parent: 'admin.content',
  },
  {
    mark: Permission.admin.substanceTopicManage,
    name: '编辑与发布专题',
    type: MenuType.permission,
    parent: Permission.admin.substanceTopic,
  },
  // issue 17: the template catalogue (skins, spec §2 /skin "模板列表"); creating, editing and turning
  // templates on or off are an element permission of the page
  {
    mark: Permission.admin.skin,
    name: '模板列表',
    route: '/skin',
    component: 'admin/skin',
    icon: 'SkinOutlined',
    parent: 'admin.content',
  },
  {
    mark: Permission.admin.skinManage,
    name: '管理模板',
    type: MenuType.permission,
    parent: Permission.admin.skin,
  },
  // issue 17: the activity workspace's menus per tool (spec §2 /menu/activity "活动菜单"); renaming,
  // badging, hiding and reordering them is an element permission of the page
  {
    mark: Permission.admin.menuActivity,
    name: '活动菜单',
    route: '/menu/activity',
    component: 'admin/menu/activity',
    icon: 'MenuOutlined',
    parent: 'admin.content',
  },
  {
    mark: Permission.admin.menuActivityEdit,
    name: '编辑活动菜单',
    type: MenuType.permission,
    parent: Permission.admin.menuActivity,
  },
  // issue 17: the platform's help centre (spec /help "帮助中心"): help designs built in the page editor,
  // categories and entries; editing and publishing are an element permission of the page
  {
    mark: Permission.admin.help,
    name: '帮助中心',
    route: '/help',
    component: 'admin/help',
    icon: 'QuestionCircleOutlined',
    parent: 'admin.content',
  },
  {
    mark: Permission.admin.helpManage,
    name: '编辑与发布帮助',
    type: MenuType.permission,
    parent: Permission.admin.help,
  },
  // the plugin group: the catalogue and which agents have which plugins
  { mark: 'admin.plugin', name: '插件', route: '/plugin', icon: 'AppstoreAddOutlined' },
  // (spec /addons_list); enabling for an agent and editing the catalogue are element permissions
  {
    mark: Permission.admin.pluginService,
    name: '插件服务',
    route: '/addons',
    component: 'admin/addons',
    icon: 'AppstoreAddOutlined',
    parent: 'admin.plugin',
  },
  {
    mark: Permission.admin.pluginServiceManage,
    name: '开通与关闭插件',
    type: MenuType.permission,
    parent: Permission.admin.pluginService,
  },
  {
    mark: Permission.admin.pluginList,
    name: '插件管理',
    route: '/addons_list',
    component: 'admin/addons_list',
    icon: 'AppstoreOutlined',
    parent: 'admin.plugin',
  },
  {
    mark: Permission.admin.pluginListManage,
    name: '编辑与上下架插件',
    type: MenuType.permission,
    parent: Permission.admin.pluginList,
  },
  // i15-soft: the product group (spec "product pages"; issue 16 adds the other kinds): the PC software
  // catalogue; editing it and offering software through an agent (the partner drawer's tab) are element
  // permissions of the page
  { mark: 'admin.product', name: '产品', route: '/product', icon: 'ShoppingOutlined' },
  {
    mark: Permission.admin.software,
    name: '软件管理',
    route: '/product/software',
    component: 'admin/product/software',
    icon: 'DesktopOutlined',
    parent: 'admin.product',
  },
  {
    mark: Permission.admin.softwareManage,
    name: '编辑与上下架软件',
    type: MenuType.permission,
    parent: Permission.admin.software,
  },
  {
    mark: Permission.admin.softwareOffer,
    name: '为代理商开通软件与定价',
    type: MenuType.permission,
    parent: Permission.admin.software,
  },
  {
    mark: Permission.admin.softwareRevoke,
    name: '撤销软件授权',
    type: MenuType.permission,
    parent: Permission.admin.software,
  },
  // issue 16's "copyright" kind: licensed content (music, templates, fonts, images) with its terms; editing
  // it and offering it through an agent (the partner drawer's tab) are element permissions of the page
  {
    mark: Permission.admin.copyright,
    name: '版权',
    route: '/product/copyright',
    component: 'admin/product/copyright',
    icon: 'CopyrightOutlined',
    parent: 'admin.product',
  },
  {
    mark: Permission.admin.copyrightManage,
    name: '编辑与上下架版权内容',
    type: MenuType.permission,
    parent: Permission.admin.copyright,
  },
  {
    mark: Permission.admin.copyrightOffer,
    name: '为代理商开通版权内容与定价',
    type: MenuType.permission,
    parent: Permission.admin.copyright,
  },
  // i18-pbsign: the sign-in device catalogue (issue 16's "device" kind): models and their units (serial and
  // device key); editing them is an element permission of the page
  {
    mark: Permission.admin.device,
    name: '签到设备',
    route: '/product/device',
    component: 'admin/product/device',
    icon: 'TabletOutlined',
    parent: 'admin.product',
  },
  {
    mark: Permission.admin.deviceManage,
    name: '编辑设备与序列号',
    type: MenuType.permission,
    parent: Permission.admin.device,
  },
  {
    mark: Permission.admin.deviceOffer,
    name: '为代理商开通签到设备与定价',
    type: MenuType.permission,
    parent: Permission.admin.device,
  },
  // issue 16: cost settings (spec §2 /cost): activity prices per tool, versioned with an effective time
  {
    mark: Permission.admin.cost,
    name: '费用管理',
    route: '/cost',
    component: 'admin/cost',
    icon: 'TagsOutlined',
  },
  {
    mark: Permission.admin.costManage,
    name: '设置与撤回价格',
    type: MenuType.permission,
    parent: Permission.admin.cost,
  },
  // i16-vip: the VIP plan catalogue (spec §3 "VIP plan"); editing it and selling a plan on an agent's site
  // at its price (the partner drawer's vip tab) are element permissions of the page
  {
    mark: Permission.admin.vipPlan,
    name: 'VIP 套餐',
    route: '/product/vip',
    component: 'admin/product/vip',
    icon: 'CrownOutlined',
    parent: 'admin.product',
  },
  {
    mark: Permission.admin.vipPlanManage,
    name: '编辑与上下架 VIP 套餐',
    type: MenuType.permission,
    parent: Permission.admin.vipPlan,
  },
  // issue 16: the resource packs (SMS and red-packet credit packs the platform sells on every site)
  {
    mark: Permission.admin.resourcePack,
    name: '资源包',
    route: '/product/resource',
    component: 'admin/product/resource',
    icon: 'GiftOutlined',
    parent: 'admin.product',
  },
  {
    mark: Permission.admin.resourcePackManage,
    name: '编辑与上下架资源包',
    type: MenuType.permission,
    parent: Permission.admin.resourcePack,
  },
  {
    mark: Permission.admin.vipPlanOffer,
    name: '为代理商开售 VIP 套餐与定价',
    type: MenuType.permission,
    parent: Permission.admin.vipPlan,
  },
  // i16-cdkey: key batches (generate, export through the job centre, void); generating and voiding is an
  // element permission of the page
  {
    mark: Permission.admin.cdkey,
    name: '兑换码',
    route: '/product/cdkey',
    component: 'admin/product/cdkey',
    icon: 'GiftOutlined',
    parent: 'admin.product',
  },
  {
    mark: Permission.admin.cdkeyManage,
    name: '生成与作废兑换码',
    type: MenuType.permission,
    parent: Permission.admin.cdkey,
  },
  // issue 16's "code" kind: activation codes, each paying for one activity of the tool it is bound to
  {
    mark: Permission.admin.code,
    name: '激活码',
    route: '/product/code',
    component: 'admin/product/code',
    icon: 'KeyOutlined',
    parent: 'admin.product',
  },
  {
    mark: Permission.admin.codeManage,
    name: '生成与作废激活码',
    type: MenuType.permission,
    parent: Permission.admin.code,
  },
  // issue 7: imports and exports of the signed-in account (also added to seeded databases by migration 0006)
  {
    mark: 'admin.download',
    name: '下载中心',
    route: '/download',
    component: 'shared/download',
    icon: 'DownloadOutlined',
  },
];

export const agentMenus: MenuSeed[] = [
  {
    mark: 'agent.index',
    name: '首页',
    route: '/index',
    component: 'agent/index',
    icon: 'HomeOutlined',
    keepAlive: true,
  },
  // issue 18: the team's own files, as the admin and customer consoles have them (spec §7 Upload calls)
  {
    mark: 'agent.library',
    name: '资源库',
    route: '/library',
    component: 'agent/library',
    icon: 'FolderOpenOutlined',
  },
  // issue 18: the home page's figures and charts of the team
  { mark: Permission.agent.dashboard, name: '经营概览', type: MenuType.permission, parent: 'agent.index' },
  {
    mark: 'agent.customer',
    name: '客户管理',
    route: '/customer',
    component: 'agent/customer/list',
    icon: 'TeamOutlined',
  },
  {
    mark: 'agent.site',
    name: '站点设置',
    route: '/site',
    component: 'agent/site/setting',
    icon: 'GlobalOutlined',
  },
  // i15-content: the site's own articles (its versions of the legal pages, service pages, articles)
  {
    mark: Permission.agent.siteArticle,
    name: '文章管理',
    route: '/article',
    component: 'agent/site/article',
    icon: 'FileTextOutlined',
  },
  // issue 17: the site's own help centre (its help designs, categories and entries; the owners')
  {
    mark: Permission.agent.help,
    name: '帮助中心',
    route: '/help',
    component: 'agent/help',
    icon: 'QuestionCircleOutlined',
  },
  { mark: 'agent.user', name: '个人中心', route: '/user', component: 'agent/user', hide: true },
  {
    mark: 'agent.user.message',
    name: '消息中心',
    route: '/user/message',
    component: 'shared/message',
    hide: true,
  },
  {
    mark: Permission.agent.customerList,
    name: '查看客户',
    type: MenuType.permission,
    parent: 'agent.customer',
  },
  {
    mark: Permission.agent.customerImport,
    name: '导入客户与订单',
    type: MenuType.permission,
    parent: 'agent.customer',
  },
  // issue 15: "log in as" one of the team's customers for support, the owners' (modules/support)
  {
    mark: Permission.agent.customerLoginAs,
    name: '代登录客户',
    type: MenuType.permission,
    parent: 'agent.customer',
  },
  {
    mark: Permission.agent.customerManage,
    name: '管理客户',
    type: MenuType.permission,
    parent: 'agent.customer',
  },
  { mark: Permission.agent.siteSetting, name: '修改站点', type: MenuType.permission, parent: 'agent.site' },
  // issue 15: the activities of the team's customers (list and detail)
  {
    mark: Permission.agent.activityList,
    name: '活动管理',
    route: '/activity',
    component: 'agent/activity/list',
    icon: 'CalendarOutlined',
  },
  // i16-abolish: abolish a customer's activity (the owner's: it may refund, with agent.order.refund)
  {
    mark: Permission.agent.activityAbolish,
    name: '作废活动',
    type: MenuType.permission,
    parent: Permission.agent.activityList,
  },
  // issue 7: the team's orders, exportable and importable (also added to seeded databases by migration 0013)
  {
    mark: 'agent.order',
    name: '订单管理',
    route: '/order',
    component: 'agent/order/list',
    icon: 'ProfileOutlined',
  },
  // issue 4: confirm a customer's bank transfer (also added to seeded databases by migration 0017)
  { mark: Permission.agent.orderConfirm, name: '确认收款', type: MenuType.permission, parent: 'agent.order' },
  // i16-refund: refund a paid order of the team's customers (the owner's, as confirming payments is)
  { mark: Permission.agent.orderRefund, name: '订单退款', type: MenuType.permission, parent: 'agent.order' },
  // issue 15: the team's customers' invoice requests, issued or rejected with a reason
  {
    mark: Permission.agent.customerInvoice,
    name: '客户发票',
    route: '/customer/invoice',
    component: 'agent/customer/invoice',
    icon: 'FileDoneOutlined',
  },
  {
    mark: Permission.agent.customerInvoiceReview,
    name: '开具与驳回发票',
    type: MenuType.permission,
    parent: Permission.agent.customerInvoice,
  },
  // issue 15: the team's customers' resource-account recharges
  {
    mark: Permission.agent.customerRecharge,
    name: '客户充值',
    route: '/customer/recharge',
    component: 'agent/customer/recharge',
    icon: 'WalletOutlined',
  },
  // issue 16: the team's customers' withdrawals and the platform's review of them (read only)
  {
    mark: Permission.agent.customerWithdrawal,
    name: '客户提现',
    route: '/customer/withdrawal',
    component: 'agent/customer/withdrawal',
    icon: 'CreditCardOutlined',
  },
  // issue 14: the team's members and invitations, and its own roles (the marks are what the endpoints declare)
  {
    mark: Permission.agent.teamMember,
    name: '团队成员',
    route: '/team/member',
    component: 'agent/team/member',
    icon: 'SolutionOutlined',
  },
  {
    mark: Permission.agent.teamMemberInvite,
    name: '邀请成员',
    type: MenuType.permission,
    parent: Permission.agent.teamMember,
  },
  {
    mark: Permission.agent.teamMemberEdit,
    name: '修改成员角色',
    type: MenuType.permission,
    parent: Permission.agent.teamMember,
  },
  {
    mark: Permission.agent.teamMemberRemove,
    name: '移除成员',
    type: MenuType.permission,
    parent: Permission.agent.teamMember,
  },
  {
    mark: Permission.agent.teamRoleList,
    name: '团队角色',
    route: '/team/role',
    component: 'agent/team/role',
    icon: 'IdcardOutlined',
  },
  {
    mark: Permission.agent.teamRole,
    name: '管理角色',
    type: MenuType.permission,
    parent: Permission.agent.teamRoleList,
  },
  // issue 14: the team's own audit log, for its owners
  {
    mark: Permission.agent.auditLog,
    name: '审计日志',
    route: '/team/audit',
    component: 'agent/team/audit',
    icon: 'SafetyCertificateOutlined',
  },
  // issue 14: the team's own profile (name, brief, avatar, contact), for its owners
  {
    mark: Permission.agent.teamProfile,
    name: '团队资料',
    route: '/team/profile',
    component: 'agent/team/profile',
    icon: 'IdcardOutlined',
  },
  // issue 14: the team's attestation (business licence and contact), for its owners
  {
    mark: Permission.agent.teamAttestation,
    name: '团队认证',
    route: '/team/attestation',
    component: 'agent/team/attestation',
    icon: 'SafetyCertificateOutlined',
  },
  // issue 15: the team's invite links (visits, sign-ups, QR) and the enquiries its site received
  {
    mark: Permission.agent.invite,
    name: '邀请链接',
    // not /invite: the agent console's /invite is the public page of a team invitation
    route: '/channel/invite',
    component: 'agent/invite',
    icon: 'QrcodeOutlined',
  },
  {
    mark: Permission.agent.inviteManage,
    name: '管理邀请链接',
    type: MenuType.permission,
    parent: Permission.agent.invite,
  },
  {
    mark: Permission.agent.guidance,
    name: '咨询列表',
    route: '/guidance/list',
    component: 'agent/guidance/list',
    icon: 'CustomerServiceOutlined',
  },
  {
    mark: Permission.agent.guidanceFollow,
    name: '跟进咨询',
    type: MenuType.permission,
    parent: Permission.agent.guidance,
  },
  // issue 17: the team's own SCRM leads (typed in by the team or brought by its channels); working them
  // is an element permission of the page, which staff have too (following leads up is their work)
  {
    mark: Permission.agent.scrmBusiness,
    name: '商机线索',
    route: '/scrm/business',
    component: 'agent/scrm/business',
    icon: 'FunnelPlotOutlined',
  },
  {
    mark: Permission.agent.scrmBusinessManage,
    name: '跟进线索',
    type: MenuType.permission,
    parent: Permission.agent.scrmBusiness,
  },
  // issue 17: the plugins the platform enabled for the team (read-only)
  {
    mark: Permission.agent.plugin,
    name: '插件',
    route: '/addons',
    component: 'agent/addons',
    icon: 'AppstoreAddOutlined',
  },
  // i16-retail: the products the platform lets the team sell (VIP plans, software), at its wholesale price;
  // the team sets its retail prices and switches each on or off for its site (replaces i15-soft's read-only
  // /software page)
  {
    mark: Permission.agent.product,
    name: '产品',
    route: '/product',
    component: 'agent/product',
    icon: 'ShoppingOutlined',
  },
  {
    mark: Permission.agent.productManage,
    name: '设置零售价',
    type: MenuType.permission,
    parent: Permission.agent.product,
  },
  // issue 16: the team's settlement with the platform (sales split into wholesale and margin, refunds,
  // payments, monthly statements)
  {
    mark: Permission.agent.settlement,
    name: '结算',
    route: '/settlement',
    component: 'agent/settlement',
    icon: 'WalletOutlined',
  },
  // issue 17: the templates the team's customers may use (read-only; the platform chooses them)
  {
    mark: Permission.agent.skin,
    name: '模板列表',
    route: '/skin',
    component: 'agent/skin',
    icon: 'SkinOutlined',
  },
  // issue 15: the team's WeCom binding as the platform set it (read only)
  {
    mark: Permission.agent.wework,
    name: '企业微信',
    route: '/wework',
    component: 'agent/wework',
    icon: 'WechatWorkOutlined',
  },
  // issue 7: imports and exports of the signed-in account (also added to seeded databases by migration 0006)
  {
    mark: 'agent.download',
    name: '下载中心',
    route: '/download',
    component: 'shared/download',
    icon: 'DownloadOutlined',
  },
];

export const customerMenus: MenuSeed[] = [
  // Fixed ids from spec §2: screen 1, software 2, microstation_micro 5, microstation_live 6, meeting 8,
  // assessment 9, riposte 10, score 11. The group, the programmes and inside fill the gaps.
  { id: 3, mark: 'customer.tool', name: '工具', route: '/tool', icon: 'ToolOutlined', parent: undefined },
  {
    id: 1,
    mark: 'customer.tool.screen',
    name: '大屏互动',
    route: '/tool/screen',
    component: 'customer/tool/screen',
    parent: 'customer.tool',
  },
  {
    id: 2,
    mark: 'customer.tool.software',
    name: 'PC软件',
    route: '/tool/software',
    component: 'customer/tool/software',
    parent: 'customer.tool',
  },
  {
    id: 5,
    mark: 'customer.tool.microstation_micro',
    name: '微站',
    route: '/tool/microstation_micro',
    component: 'customer/tool/microstation_micro',
    parent: 'customer.tool',
  },
  {
    id: 6,
    mark: 'customer.tool.microstation_live',
    name: '直播',
    route: '/tool/microstation_live',
    component: 'customer/tool/microstation_live',
    parent: 'customer.tool',
  },
  {
    id: 8,
    mark: 'customer.tool.meeting',
    name: '会议系统',
    route: '/tool/meeting',
    component: 'customer/tool/meeting',
    parent: 'customer.tool',
  },
  {
    id: 9,
    mark: 'customer.tool.assessment',
    name: '人才测评',
    route: '/tool/assessment',
    component: 'customer/tool/assessment',
    parent: 'customer.tool',
  },
  {
    id: 10,
    mark: 'customer.tool.riposte',
    name: '答题竞赛',
    route: '/tool/riposte',
    component: 'customer/tool/riposte',
    parent: 'customer.tool',
    ...NEW_BADGE,
  },
  {
    id: 11,
    mark: 'customer.tool.score',
    name: '现场评分',
    route: '/tool/score',
    component: 'customer/tool/score',
    parent: 'customer.tool',
    ...NEW_BADGE,
  },
  {
    id: 7,
    mark: 'customer.tool.inside',
    name: '内场',
    route: '/tool/inside',
    component: 'customer/tool/inside',
    parent: 'customer.tool',
    hide: true,
  },
  // i18-pbsign: the signed-in customer's sign-in devices (bindings and their sign-in logs); the kiosk's own
  // page (/tool/pbsign/device) is outside the shell, like the attendees' /tool/h5
  {
    mark: 'customer.tool.pbsign',
    name: '签到设备',
    route: '/tool/pbsign',
    component: 'customer/tool/pbsign',
    parent: 'customer.tool',
  },
  {
    id: 4,
    mark: 'customer.programme',
    name: '推荐方案',
    route: '/programme',
    component: 'customer/programme',
    icon: 'BulbOutlined',
  },
  {
    mark: 'customer.programme.annual',
    name: '年会盛典',
    route: '/programme?category=annual',
    component: 'customer/programme',
    parent: 'customer.programme',
    type: MenuType.programme,
  },
  {
    mark: 'customer.programme.conference',
    name: '会议论坛',
    route: '/programme?category=conference',
    component: 'customer/programme',
    parent: 'customer.programme',
    type: MenuType.programme,
  },
  {
    mark: 'customer.programme.wedding',
    name: '婚礼庆典',
    route: '/programme?category=wedding',
    component: 'customer/programme',
    parent: 'customer.programme',
    type: MenuType.programme,
  },
  {
    mark: 'customer.programme_detail',
    name: '方案详情',
    route: '/programme_detail',
    component: 'customer/programme_detail',
    hide: true,
  },
  {
    mark: 'customer.programme_h5_detail',
    name: '方案详情（H5）',
    route: '/programme_h5_detail',
    component: 'customer/programme_h5_detail',
    hide: true,
  },
  {
    mark: 'customer.activity',
    name: '我的活动',
    route: '/activity',
    component: 'customer/activity',
    icon: 'CalendarOutlined',
    badge: 'Hot',
    badgeColor: '#f5222d',
    keepAlive: true,
  },
  {
    mark: 'customer.account',
    name: '授权公众号',
    route: '/account',
    component: 'customer/account',
    hide: true,
  },
  { mark: 'customer.user', name: '账号设置', route: '/user', component: 'customer/user', hide: true },
  {
    mark: 'customer.resource',
    name: '资源账户',
    route: '/resource',
    component: 'customer/resource',
    hide: true,
  },
  {
    mark: 'customer.resource.payment',
    name: '收款设置',
    route: '/resource/payment',
    component: 'customer/resource/payment',
    hide: true,
  },
  { mark: 'customer.library', name: '资源库', route: '/library', component: 'customer/library', hide: true },
  {
    mark: 'customer.download',
    name: '下载中心',
    route: '/download',
    component: 'customer/download',
    hide: true,
  },
  {
    mark: 'customer.api',
    name: '第三方接口',
    route: '/api',
    component: 'customer/api',
    hide: true,
    requiresPartner: true,
  },
  { mark: 'customer.order', name: '订单与发票', route: '/order', component: 'customer/order', hide: true },
  // issue 18: spec §2's fixed /invite of the customer console (the customer's own invitation link and QR)
  { mark: 'customer.invite', name: '邀请好友', route: '/invite', component: 'customer/invite', hide: true },
  {
    mark: 'customer.user.message',
    name: '消息中心',
    route: '/user/message',
    component: 'shared/message',
    hide: true,
  },
];

export const menuCatalogue: Record<Audience, MenuSeed[]> = {
  admin: adminMenus,
  agent: agentMenus,
  customer: customerMenus,
};

/** The codes of the built-in roles (spec §2 RBAC). */
export const ROLE = {
  platformSuperAdmin: 'platform_super_admin',
  platformOperator: 'platform_operator',
  agentOwner: 'agent_owner',
  agentStaff: 'agent_staff',
} as const;

export type RoleCode = (typeof ROLE)[keyof typeof ROLE];

/**
 * A built-in role: it grants every catalogue mark of its audience except those listed. (Grants of menus
 * an operator added are the operator's business; the sync neither adds nor removes them.)
 */
export interface RoleSeed {
  audience: 'admin' | 'agent';
  code: RoleCode;
  name: string;
  except: readonly string[];
}

export const builtInRoles: readonly RoleSeed[] = [
  { audience: 'admin', code: ROLE.platformSuperAdmin, name: '平台超级管理员', except: [] },
  {
    audience: 'admin',
    code: ROLE.platformOperator,
    name: '平台运营',
    // what the platform operator lacks compared with the super admin
    except: [
      // every page of the system group, so the group itself too
      'admin.system',
      Permission.admin.systemRole,
      Permission.admin.teamRole,
      Permission.admin.systemUser,
      Permission.admin.systemUserSession,
      Permission.admin.systemMenu,
      Permission.admin.systemMenuCreate,
      Permission.admin.systemMenuUpdate,
      Permission.admin.systemMenuDelete,
      Permission.admin.noticeSend,
      Permission.admin.materialDefaults,
      Permission.admin.messageOutbox,
      Permission.admin.auditLog,
      // what the platform gives away per sign-up is money: the super admin's
      Permission.admin.inviteReward,
      // closing an agent's site and signing out its staff is the super admin's
      Permission.admin.partnerStatus,
      // so is handing a customer and its data from one agent to another
      Permission.admin.customerMove,
      // keys grant VIP time and credits, money handed out like the invitation reward
      Permission.admin.cdkeyManage,
      // so do activation codes, each an activity's price
      Permission.admin.codeManage,
      // a refund pays money back and takes back what was bought
      Permission.admin.orderRefund,
      // so does a settlement payment to an agent
      Permission.admin.fundSettlementPay,
      // and a reconciliation refund
      Permission.admin.fundReconcileResolve,
      // revoking a licence takes back what a customer bought, as a refund does
      Permission.admin.softwareRevoke,
    ],
  },
  { audience: 'agent', code: ROLE.agentOwner, name: '代理商负责人', except: [] },
  {
    audience: 'agent',
    code: ROLE.agentStaff,
    name: '代理商员工',
    // what agent staff lack compared with the agent owner
    except: [
      'agent.site',
      Permission.agent.orderConfirm,
      Permission.agent.orderRefund,
      // abolishing a customer's activity is the owner's, as refunding is
      Permission.agent.activityAbolish,
      // answering invoices is the owner's, as confirming payments is
      Permission.agent.customerInvoiceReview,
      Permission.agent.teamMember,
      Permission.agent.teamMemberInvite,
      Permission.agent.teamMemberEdit,
      Permission.agent.teamMemberRemove,
      Permission.agent.teamRoleList,
      Permission.agent.teamRole,
      Permission.agent.siteSetting,
      Permission.agent.siteArticle,
      Permission.agent.help,
      Permission.agent.auditLog,
      Permission.agent.teamAttestation,
      Permission.agent.teamProfile,
      Permission.agent.customerLoginAs,
      // the team's revenue on the home page is its owners'
      Permission.agent.dashboard,
      // the team's links are its owner's to make; staff see them and follow enquiries up
      Permission.agent.inviteManage,
      // the WeCom app's callback token and key are its owners' to enter in WeCom
      Permission.agent.wework,
      // retail prices are the team's money: its owners set them; staff see them
      Permission.agent.productManage,
      // so is the team's settlement with the platform
      Permission.agent.settlement,
    ],
  },
];

/** The catalogue marks a built-in role grants. */
export function roleGrants(
  role: RoleSeed,
  menus: readonly MenuSeed[] = menuCatalogue[role.audience],
): string[] {
  const except = new Set(role.except);
  return menus.map((entry) => entry.mark).filter((mark) => !except.has(mark));
}

/** Menus and built-in roles: what syncMenuCatalogue() makes every database hold. */
export interface Catalogue {
  menus: Record<Audience, readonly MenuSeed[]>;
  roles: readonly RoleSeed[];
}

export const catalogue: Catalogue = { menus: menuCatalogue, roles: builtInRoles };
