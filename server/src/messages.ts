import { activityMessages } from '#server/modules/activity/activity.messages.ts';
import { activityMenuMessages } from '#server/modules/activity-menu/activity-menu.messages.ts';
import { activityScreenMessages } from '#server/modules/activity-screen/activity-screen.messages.ts';
import { agentMessages } from '#server/modules/agent/agent.messages.ts';
import { agentProductMessages } from '#server/modules/agent-product/agent-product.messages.ts';
import { attestationMessages } from '#server/modules/attestation/attestation.messages.ts';
import { auditMessages } from '#server/modules/audit/audit.messages.ts';
import { authMessages } from '#server/modules/auth/auth.messages.ts';
import { cdkeyMessages } from '#server/modules/cdkey/cdkey.messages.ts';
import { channelMessages } from '#server/modules/channel/channel.messages.ts';
import { copyrightMessages } from '#server/modules/copyright/copyright.messages.ts';
import { costMessages } from '#server/modules/cost/cost.messages.ts';
import { customerMessages } from '#server/modules/customer/customer.messages.ts';
import { customerAccountMessages } from '#server/modules/customer-account/customer-account.messages.ts';
import { customerAuthMessages } from '#server/modules/customer-auth/customer-auth.messages.ts';
import { dashboardMessages } from '#server/modules/dashboard/dashboard.messages.ts';
import { fundMessages } from '#server/modules/fund/fund.messages.ts';
import { helpMessages } from '#server/modules/help/help.messages.ts';
import { invoiceMessages } from '#server/modules/invoice/invoice.messages.ts';
import { materialMessages } from '#server/modules/material/material.messages.ts';
import { menusMessages } from '#server/modules/menus/menus.messages.ts';
import { noticeMessages } from '#server/modules/notice/notice.messages.ts';
import { orderMessages } from '#server/modules/order/order.messages.ts';
import { organizationMessages } from '#server/modules/organization/organization.messages.ts';
import { pbsignMessages } from '#server/modules/pbsign/pbsign.messages.ts';
import { pluginMessages } from '#server/modules/plugin/plugin.messages.ts';
import { refundMessages } from '#server/modules/refund/refund.messages.ts';
import { resourceMessages } from '#server/modules/resource/resource.messages.ts';
import { resourcePackMessages } from '#server/modules/resource-pack/resource-pack.messages.ts';
import { roleMessages } from '#server/modules/role/role.messages.ts';
import { scrmMessages } from '#server/modules/scrm/scrm.messages.ts';
import { settlementMessages } from '#server/modules/settlement/settlement.messages.ts';
import { siteMessages } from '#server/modules/site/site.messages.ts';
import { softwareMessages } from '#server/modules/software/software.messages.ts';
import { staffMessages } from '#server/modules/staff/staff.messages.ts';
import { substanceMessages } from '#server/modules/substance/substance.messages.ts';
import { supportMessages } from '#server/modules/support/support.messages.ts';
import { teamMessages } from '#server/modules/team/team.messages.ts';
import { templateMessages } from '#server/modules/template/template.messages.ts';
import { transferMessages } from '#server/modules/transfer/transfer.messages.ts';
import { uploadMessages } from '#server/modules/upload/upload.messages.ts';
import { vipPlanMessages } from '#server/modules/vip-plan/vip-plan.messages.ts';
import { wechatMpMessages } from '#server/modules/wechat-mp/wechat-mp.messages.ts';
import { wecomMessages } from '#server/modules/wecom/wecom.messages.ts';
import type { ModuleMessages } from '#server/platform/i18n/messages.ts';
import { registerMessages } from '#server/platform/i18n/translate.ts';

/**
 * Every module's message catalogue, by module. Typed as `ModuleMessages`, which the modules fill by
 * declaration merging (`modules/<name>/<name>.messages.ts`): a module that adds its catalogue there but is
 * not listed here does not compile, so every key tsc lets the server send is also known at run time.
 */
export const moduleMessages: ModuleMessages = {
  activity: activityMessages,
  activityMenu: activityMenuMessages,
  agent: agentMessages,
  attestation: attestationMessages,
  audit: auditMessages,
  auth: authMessages,
  customer: customerMessages,
  channel: channelMessages,
  'customer-account': customerAccountMessages,
  'customer-auth': customerAuthMessages,
  dashboard: dashboardMessages,
  fund: fundMessages,
  invoice: invoiceMessages,
  material: materialMessages,
  menus: menusMessages,
  notice: noticeMessages,
  order: orderMessages,
  organization: organizationMessages,
  plugin: pluginMessages,
  scrm: scrmMessages,
  help: helpMessages,
  software: softwareMessages,
  copyright: copyrightMessages,
  agentProduct: agentProductMessages,
  cost: costMessages,
  activityScreen: activityScreenMessages,
  pbsign: pbsignMessages,
  substance: substanceMessages,
  vipPlan: vipPlanMessages,
  cdkey: cdkeyMessages,
  refund: refundMessages,
  resourcePack: resourcePackMessages,
  settlement: settlementMessages,
  resource: resourceMessages,
  role: roleMessages,
  site: siteMessages,
  staff: staffMessages,
  support: supportMessages,
  team: teamMessages,
  template: templateMessages,
  transfer: transferMessages,
  upload: uploadMessages,
  wecom: wecomMessages,
  wechatMp: wechatMpMessages,
};

/**
 * Makes `translate` know every module's messages (it knows the platform's already). Called by each entry
 * point that translates: `buildApp` (main, the tests, the OpenAPI script), the transfer jobs' handlers (the
 * job worker, which may run without the app) and unit tests that translate directly. Calling it again
 * changes nothing.
 */
export function registerModuleMessages(): void {
  for (const module of Object.keys(moduleMessages) as (keyof ModuleMessages)[]) {
    registerMessages(module, moduleMessages[module]);
  }
}
