import type { Migration } from 'kysely';
import * as identity from './0001_identity.ts';
import * as notices from './0002_notices.ts';
import * as files from './0003_files.ts';
import * as noticeSendPermission from './0004_notice_send_permission.ts';
import * as materials from './0005_materials.ts';
import * as jobs from './0006_jobs.ts';
import * as customerAuth from './0007_customer_auth.ts';
import * as orders from './0008_orders.ts';
import * as siteContent from './0009_site_content.ts';
import * as activities from './0010_activities.ts';
import * as resourceLedger from './0011_resource_ledger.ts';
import * as customerAccount from './0012_customer_account.ts';
import * as transferLists from './0013_transfer_lists.ts';
import * as activityExpansions from './0016_activity_expansions.ts';
import * as bankTransfer from './0017_bank_transfer.ts';
import * as activityAppearance from './0018_activity_appearance.ts';
import * as menuCatalogueSync from './0019_menu_catalogue_sync.ts';
import * as activityTotalRecount from './0020_activity_total_outside_recycle_bin.ts';
import * as orderNumberSequence from './0021_order_number_sequence.ts';
import * as uploadGrants from './0022_upload_grants.ts';
import * as auditEvent from './0024_audit_event.ts';
import * as paymentNotifyDrops from './0025_payment_notify_drops.ts';
import * as bankTransferClosed from './0026_bank_transfer_closed.ts';
import * as auditLogView from './0027_audit_log_view.ts';
import * as adminContact from './0028_admin_contact.ts';
import * as menuOperatorFields from './0029_menu_operator_fields.ts';
import * as staffSecurity from './0030_staff_security.ts';
import * as teamRolesInvitations from './0031_team_roles_invitations.ts';
import * as agentProfile from './0032_agent_profile.ts';
import * as staffMailLinks from './0033_staff_mail_links.ts';
import * as listIndexes from './0034_list_indexes.ts';
import * as agentDisabled from './0035_agent_disabled.ts';
import * as invoiceIssue from './0037_invoice_issue.ts';
import * as activityNoticeConsole from './0038_activity_notice_console.ts';
import * as invitesEnquiries from './0039_invites_enquiries.ts';
import * as supportSessions from './0040_support_sessions.ts';
import * as plugins from './0041_plugins.ts';
import * as templates from './0042_templates.ts';
import * as withdrawalReviewPaymentFund from './0043_withdrawal_review_payment_fund.ts';
import * as dashboardIndexes from './0045_dashboard_indexes.ts';
import * as software from './0046_software.ts';
import * as wecomBinding from './0047_wecom_binding.ts';
import * as customerInvites from './0048_customer_invites.ts';
import * as cdkeys from './0049_cdkeys.ts';
import * as vipCatalogue from './0050_vip_catalogue.ts';
import * as activityPrices from './0051_activity_prices.ts';
import * as refunds from './0052_refunds.ts';
import * as offerRetail from './0053_offer_retail.ts';
import * as bankTransferAdminReview from './0054_bank_transfer_admin_review.ts';
import * as feeRateVersions from './0055_fee_rate_versions.ts';
import * as activitySignins from './0056_activity_signins.ts';
import * as agentLedger from './0057_agent_ledger.ts';
import * as softwareLicences from './0059_software_licences.ts';
import * as reconcileResolutions from './0060_reconcile_resolutions.ts';
import * as signDevices from './0061_sign_devices.ts';
import * as resourcePacks from './0062_resource_packs.ts';
import * as vipPopupViews from './0063_vip_popup_views.ts';
import * as activityMenus from './0064_activity_menus.ts';
import * as substance from './0065_substance.ts';
import * as helpCentre from './0066_help_centre.ts';
import * as scrmLeads from './0067_scrm_leads.ts';
import * as activationCodes from './0068_activation_codes.ts';
import * as copyright from './0069_copyright.ts';
import * as packRetail from './0070_pack_retail.ts';
import * as dashboardRollup from './0071_dashboard_rollup.ts';
import * as payoutRequests from './0072_payout_requests.ts';
import * as deviceRental from './0073_device_rental.ts';
import * as siteLanguages from './0074_site_languages.ts';
import * as articleVersions from './0075_article_versions.ts';
import * as wechatMp from './0076_wechat_mp.ts';
import * as wecomContacts from './0077_wecom_contacts.ts';
import * as sessionChangeNotify from './0078_session_change_notify.ts';

/** Every migration, in order. Imported statically so the same list runs under tsx, vitest and bundles. */
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
  '0002_notices': notices,
  '0003_files': files,
  '0004_notice_send_permission': noticeSendPermission,
  '0005_materials': materials,
  '0006_jobs': jobs,
  '0007_customer_auth': customerAuth,
  '0008_orders': orders,
  '0009_site_content': siteContent,
  '0010_activities': activities,
  '0011_resource_ledger': resourceLedger,
  '0012_customer_account': customerAccount,
  '0013_transfer_lists': transferLists,
  '0016_activity_expansions': activityExpansions,
  '0017_bank_transfer': bankTransfer,
  '0018_activity_appearance': activityAppearance,
  '0019_menu_catalogue_sync': menuCatalogueSync,
  '0020_activity_total_outside_recycle_bin': activityTotalRecount,
  '0021_order_number_sequence': orderNumberSequence,
  '0022_upload_grants': uploadGrants,
  '0024_audit_event': auditEvent,
  '0025_payment_notify_drops': paymentNotifyDrops,
  '0026_bank_transfer_closed': bankTransferClosed,
  '0027_audit_log_view': auditLogView,
  '0028_admin_contact': adminContact,
  '0029_menu_operator_fields': menuOperatorFields,
  '0030_staff_security': staffSecurity,
  '0031_team_roles_invitations': teamRolesInvitations,
  '0032_agent_profile': agentProfile,
  '0033_staff_mail_links': staffMailLinks,
  '0034_list_indexes': listIndexes,
  '0035_agent_disabled': agentDisabled,
  '0037_invoice_issue': invoiceIssue,
  '0038_activity_notice_console': activityNoticeConsole,
  '0039_invites_enquiries': invitesEnquiries,
  '0040_support_sessions': supportSessions,
  '0041_plugins': plugins,
  '0042_templates': templates,
  '0043_withdrawal_review_payment_fund': withdrawalReviewPaymentFund,
  '0045_dashboard_indexes': dashboardIndexes,
  '0046_software': software,
  '0047_wecom_binding': wecomBinding,
  '0048_customer_invites': customerInvites,
  '0049_cdkeys': cdkeys,
  '0050_vip_catalogue': vipCatalogue,
  '0051_activity_prices': activityPrices,
  '0052_refunds': refunds,
  '0053_offer_retail': offerRetail,
  '0054_bank_transfer_admin_review': bankTransferAdminReview,
  '0055_fee_rate_versions': feeRateVersions,
  '0056_activity_signins': activitySignins,
  '0057_agent_ledger': agentLedger,
  '0059_software_licences': softwareLicences,
  '0060_reconcile_resolutions': reconcileResolutions,
  '0061_sign_devices': signDevices,
  '0062_resource_packs': resourcePacks,
  '0063_vip_popup_views': vipPopupViews,
  '0064_activity_menus': activityMenus,
  '0065_substance': substance,
  '0066_help_centre': helpCentre,
  '0067_scrm_leads': scrmLeads,
  '0068_activation_codes': activationCodes,
  '0069_copyright': copyright,
  '0070_pack_retail': packRetail,
  '0071_dashboard_rollup': dashboardRollup,
  '0072_payout_requests': payoutRequests,
  '0073_device_rental': deviceRental,
  '0074_site_languages': siteLanguages,
  '0075_article_versions': articleVersions,
  '0076_wechat_mp': wechatMp,
  '0077_wecom_contacts': wecomContacts,
  '0078_session_change_notify': sessionChangeNotify,
};
