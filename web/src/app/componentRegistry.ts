import type { PageKey } from '@onsite/contracts';
import { lazyPage, type PageComponent } from '#web/shell/pageRegistry';

const programmeDetail = lazyPage(() => import('#web/features/site/ProgrammeDetailPage'));
const toolPage = lazyPage(() => import('#web/features/site/ToolPage'));
const customerList = lazyPage(() => import('#web/features/lists/CustomerListPage'));
const orderList = lazyPage(() => import('#web/features/lists/OrderListPage'));
const auditLog = lazyPage(() => import('#web/features/audit/AuditLogPage'));
const consoleActivityList = lazyPage(() => import('#web/features/activity/ConsoleActivityListPage'));
const inviteLinks = lazyPage(() => import('#web/features/channel/InviteLinkListPage'));
const enquiries = lazyPage(() => import('#web/features/channel/EnquiryListPage'));
const leads = lazyPage(() => import('#web/features/scrm/LeadListPage'));
const helpCentre = lazyPage(() => import('#web/features/help/HelpCentrePage'));
const invoiceList = lazyPage(() => import('#web/features/invoice/InvoiceListPage'));
const rechargeList = lazyPage(() => import('#web/features/lists/RechargeListPage'));
const withdrawalReview = lazyPage(() => import('#web/features/fund/WithdrawalReviewPage'));
const paymentFund = lazyPage(() => import('#web/features/fund/PaymentFundPage'));
const reconcile = lazyPage(() => import('#web/features/fund/ReconcilePage'));
const settlementAgents = lazyPage(() => import('#web/features/settlement/SettlementAgentsPage'));
const agentSettlement = lazyPage(() => import('#web/features/settlement/AgentSettlementPage'));

/**
 * Server `component` strings → page components, one for every page key of the contracts (a key without a
 * page is a type error). A string that is not a page key renders the not-found page.
 */
export const componentRegistry: Readonly<Record<PageKey, PageComponent>> = {
  'admin/index': lazyPage(() => import('#web/consoles/admin/pages/HomePage')),
  'agent/index': lazyPage(() => import('#web/consoles/agent/pages/HomePage')),
  'admin/user/profile': lazyPage(() => import('#web/consoles/admin/pages/ProfilePage')),
  'agent/user': lazyPage(() => import('#web/consoles/agent/pages/ProfilePage')),
  'admin/team/attestation': lazyPage(() => import('#web/features/attestation/AttestationListPage')),
  'admin/team/organization': lazyPage(() => import('#web/features/organization/OrganizationListPage')),
  'admin/partner': lazyPage(() => import('#web/features/partner/PartnerListPage')),
  'admin/skin': lazyPage(() => import('#web/features/template/TemplateListPage')),
  'admin/menu/activity': lazyPage(() => import('#web/features/activity-menu/ActivityMenuPage')),
  'agent/skin': lazyPage(() => import('#web/features/template/AgentTemplatePage')),
  'admin/product/software': lazyPage(() => import('#web/features/software/SoftwareListPage')),
  'admin/product/copyright': lazyPage(() => import('#web/features/copyright/CopyrightListPage')),
  'admin/product/device': lazyPage(() => import('#web/features/pbsign/DeviceListPage')),
  'admin/scrm/business': leads,
  'admin/scrm/wework': lazyPage(() => import('#web/features/wecom/WeworkOverviewPage')),
  'admin/scrm/wechat': lazyPage(() => import('#web/features/wechat-mp/WechatAccountsPage')),
  'admin/scrm/wechat_custom': lazyPage(() => import('#web/features/wechat-mp/WechatMenuPage')),
  'admin/scrm/weWork_custom': lazyPage(() => import('#web/features/wecom/WeworkCustomPage')),
  'admin/cost': lazyPage(() => import('#web/features/cost/CostPage')),
  'admin/product/vip': lazyPage(() => import('#web/features/vip-plan/VipPlanListPage')),
  'admin/product/cdkey': lazyPage(() => import('#web/features/cdkey/CdkeyListPage')),
  'admin/product/code': lazyPage(() => import('#web/features/cdkey/CodeListPage')),
  'agent/product': lazyPage(() => import('#web/features/agent-product/AgentProductPage')),
  'agent/settlement': agentSettlement,
  'agent/wework': lazyPage(() => import('#web/features/wecom/OwnWeworkPage')),
  'admin/scheme': lazyPage(() => import('#web/features/site-content/SchemeListPage')),
  'admin/website': lazyPage(() => import('#web/features/site-content/WebsitePage')),
  'admin/substance/project': lazyPage(() => import('#web/features/substance/ProjectListPage')),
  'admin/substance/tag': lazyPage(() => import('#web/features/substance/TagListPage')),
  'admin/substance/topic': lazyPage(() => import('#web/features/substance/TopicListPage')),
  'admin/team/role': lazyPage(() => import('#web/features/role/SharedTeamRolePage')),
  'admin/team/profile': lazyPage(() => import('#web/features/organization/PlatformTeamProfilePage')),
  'agent/team/attestation': lazyPage(() => import('#web/features/attestation/TeamAttestationPage')),
  'agent/team/profile': lazyPage(() => import('#web/consoles/agent/pages/TeamProfilePage')),
  'shared/message': lazyPage(() => import('#web/features/notice/MessageCenterPage')),
  'customer/order': lazyPage(() => import('#web/features/order/OrdersPage')),
  'customer/invite': lazyPage(() => import('#web/features/invite/MyInvitePage')),
  'customer/resource': lazyPage(() => import('#web/features/resource/ResourcePage')),
  'customer/resource/payment': lazyPage(() => import('#web/features/resource/PaymentSettings')),
  'agent/site/setting': lazyPage(() => import('#web/features/site/SiteSettingsPage')),
  'agent/site/article': lazyPage(() => import('#web/features/site-content/SiteArticlesPage')),
  'customer/activity': lazyPage(() => import('#web/features/activity/ActivityPage')),
  'customer/programme': lazyPage(() => import('#web/features/site/ProgrammesPage')),
  'customer/programme_detail': programmeDetail,
  'customer/programme_h5_detail': programmeDetail,
  'customer/programme_theme': lazyPage(() => import('#web/features/site/ProgrammeThemePage')),
  'customer/essay': lazyPage(() => import('#web/features/site/EssayPage')),
  'customer/tool/screen': toolPage,
  'customer/tool/software': toolPage,
  'customer/tool/pbsign': lazyPage(() => import('#web/features/pbsign/PbsignPage')),
  'customer/tool/microstation_micro': toolPage,
  'customer/tool/microstation_live': toolPage,
  'customer/tool/meeting': toolPage,
  'customer/tool/assessment': toolPage,
  'customer/tool/riposte': toolPage,
  'customer/tool/score': toolPage,
  'customer/tool/inside': toolPage,
  'admin/library': lazyPage(() => import('#web/features/material/LibraryPage')),
  'customer/library': lazyPage(() => import('#web/features/material/LibraryPage')),
  'agent/library': lazyPage(() => import('#web/features/material/LibraryPage')),
  'agent/customer/list': customerList,
  'admin/customer/list': customerList,
  'agent/customer/invoice': invoiceList,
  'admin/customer/invoice': invoiceList,
  'agent/customer/recharge': rechargeList,
  'admin/customer/recharge': rechargeList,
  'admin/fund/withdrawal': withdrawalReview,
  'admin/fund/payment': paymentFund,
  'admin/fund/reconcile': reconcile,
  'admin/fund/settlement': settlementAgents,
  'admin/product/resource': lazyPage(() => import('#web/features/resource-pack/ResourcePackListPage')),
  'agent/customer/withdrawal': withdrawalReview,
  'agent/order/list': orderList,
  'admin/order/list': orderList,
  'admin/system/audit': auditLog,
  'admin/system/user': lazyPage(() => import('#web/features/staff/StaffListPage')),
  'admin/system/role': lazyPage(() => import('#web/features/role/RoleListPage')),
  'admin/system/menu': lazyPage(() => import('#web/features/menus/MenuEditorPage')),
  'agent/team/audit': auditLog,
  'admin/activity/list': consoleActivityList,
  'agent/activity/list': consoleActivityList,
  'admin/notice/list': lazyPage(() => import('#web/features/notice/SentNoticeListPage')),
  'admin/invite': inviteLinks,
  'agent/invite': inviteLinks,
  'admin/guidance/list': enquiries,
  'admin/addons': lazyPage(() => import('#web/features/plugin/PluginServicePage')),
  'admin/addons_list': lazyPage(() => import('#web/features/plugin/PluginListPage')),
  'agent/addons': lazyPage(() => import('#web/features/plugin/OwnPluginPage')),
  'admin/help': helpCentre,
  'agent/help': helpCentre,
  'agent/guidance/list': enquiries,
  'agent/scrm/business': leads,
  'agent/team/member': lazyPage(() => import('#web/features/team/TeamMemberPage')),
  'agent/team/role': lazyPage(() => import('#web/features/team/TeamRolePage')),
  'shared/download': lazyPage(() => import('#web/features/transfer/DownloadCenterPage')),
  'customer/download': lazyPage(() => import('#web/features/transfer/DownloadCenterPage')),
  'customer/user': lazyPage(() => import('#web/features/customer-account/UserSettingsPage')),
  'customer/account': lazyPage(() => import('#web/features/customer-account/OfficialAccountsPage')),
  'customer/api': lazyPage(() => import('#web/features/customer-account/ApiPage')),
};
