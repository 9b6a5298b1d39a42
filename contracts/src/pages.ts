/**
 * Every page the web can show for a menu entry: the `component` strings of the menus table that have a
 * working page. The server's menu catalogue may only name these, and the web's component registry must
 * have a page for each, so a menu entry without a page is a type error on both sides.
 */
export const PAGE_KEYS = [
  'admin/index',
  'admin/user/profile',
  'admin/library',
  'admin/customer/list',
  'admin/customer/invoice',
  'admin/customer/recharge',
  'admin/fund/withdrawal',
  'admin/fund/payment',
  'admin/fund/reconcile',
  'admin/order/list',
  'admin/system/audit',
  'admin/system/user',
  'admin/system/role',
  'admin/system/menu',
  'admin/team/attestation',
  'admin/team/organization',
  'admin/partner',
  'admin/team/role',
  'admin/team/profile',
  'admin/activity/list',
  'admin/notice/list',
  'admin/invite',
  'admin/guidance/list',
  'agent/index',
  'agent/user',
  'agent/site/setting',
  'agent/customer/list',
  'agent/customer/invoice',
  'agent/customer/recharge',
  'agent/customer/withdrawal',
  'agent/order/list',
  'agent/activity/list',
  'agent/team/audit',
  'agent/team/member',
  'agent/team/role',
  'agent/team/attestation',
  'agent/team/profile',
  'agent/invite',
  'agent/guidance/list',
  'shared/message',
  'shared/download',
  'customer/activity',
  'customer/programme',
  'customer/programme_detail',
  'customer/programme_h5_detail',
  'customer/programme_theme',
  'customer/essay',
  'customer/tool/screen',
  'customer/tool/software',
  'customer/tool/microstation_micro',
  'customer/tool/microstation_live',
  'customer/tool/meeting',
  'customer/tool/assessment',
  'customer/tool/riposte',
  'customer/tool/score',
  'customer/tool/inside',
  'customer/order',
  'customer/resource',
  'customer/resource/payment',
  'customer/library',
  'customer/download',
  'customer/user',
  'customer/account',
  'customer/api',
] as const;

/** A `component` string with a page behind it. */
export type PageKey = (typeof PAGE_KEYS)[number];

/** Narrows a component string of the menus table to a page key. */
export function isPageKey(component: string): component is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(component);
}
