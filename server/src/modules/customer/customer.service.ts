import type { CustomerInfo, CustomerLoginRequest } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { checkPasswordLogin, type LoginSource } from '#server/modules/auth/index.ts';
import { customerMenus, toMenuItem } from '#server/modules/menus/index.ts';
import { supportOf } from '#server/modules/support/index.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { createSession, revokeSession } from '#server/platform/auth/sessions.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { forbidden, notFound, siteClosed } from '#server/platform/http/errors.ts';
import { DEFAULT_SERVER_LANGUAGE, type ServerLanguage } from '#server/platform/i18n/language.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './customer.repository.ts';

type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

export const WRONG_CUSTOMER_LOGIN = 'wrong account or password';

/** Customer password login, under the login throttle (modules/auth password-login.ts). */
export async function login(deps: AppDeps, input: CustomerLoginRequest, source: LoginSource) {
  const { row: customer, deviceId } = await checkPasswordLogin(deps, source, {
    audience: 'customer',
    username: input.username,
    password: input.password,
    captcha_key: input.captcha_key,
    captcha_code: input.captcha_code,
    wrong: WRONG_CUSTOMER_LOGIN,
    find: () => repository.findCustomerByLogin(deps.db, input.username),
  });
  if (customer.status !== 1) throw forbidden('this account is disabled');
  if (customer.agent_disabled_at) throw siteClosed();
  const session = await createSession(deps.db, {
    audience: 'customer',
    subjectId: customer.id,
    agentId: customer.agent_id,
    remember: input.remember,
    // the customer's sign-in history (the staff drawer) is its sessions: where each came from
    from: { ip: source.ip, userAgent: source.userAgent },
  });
  return { customer, deviceId, ...session };
}

export function logout(db: Db, principal: CustomerPrincipal) {
  return revokeSession(db, principal.sessionId, 'logout');
}

async function ownCustomer(db: Db, principal: CustomerPrincipal) {
  const customer = await repository.findOwnProfile(db, {
    kind: 'customer',
    agentId: principal.agentId,
    customerId: principal.customerId,
  });
  if (!customer) throw notFound('account not found');
  return customer;
}

/**
 * The membership's title as the customer reads it: the recorded zh_CN title, or its plan's title in the
 * reader's other language when the catalogue has one (issue 17).
 */
async function vipTitleIn(
  db: Db,
  principal: CustomerPrincipal,
  customer: { customer_vip_id: number; vip_title: string },
  language: ServerLanguage,
): Promise<string> {
  if (language === 'zh_CN') return customer.vip_title;
  const scope = { kind: 'customer', agentId: principal.agentId, customerId: principal.customerId } as const;
  const plan = await repository.membershipTitle(db, scope, customer.customer_vip_id, language);
  return plan?.title || customer.vip_title;
}

export async function info(
  db: Db,
  principal: CustomerPrincipal,
  language: ServerLanguage = DEFAULT_SERVER_LANGUAGE,
): Promise<CustomerInfo> {
  const customer = await ownCustomer(db, principal);
  // VIP membership lapses at vip_expires_at even before any job clears the columns.
  const isVipActive =
    customer.customer_vip_id > 0 && (!customer.vip_expires_at || customer.vip_expires_at > new Date());
  return {
    id: customer.id,
    nickname: customer.nickname,
    mobile: customer.mobile ?? '',
    email: customer.email ?? '',
    avatar: customer.avatar,
    customer_vip_id: isVipActive ? customer.customer_vip_id : 0,
    vip_id: isVipActive ? customer.vip_id : 0,
    vip_title: isVipActive ? await vipTitleIn(db, principal, customer, language) : '',
    expires_time: isVipActive ? iso(customer.vip_expires_at) : '',
    activity_total: customer.activity_total,
    from_admin: customer.from_admin,
    from_agent: customer.from_agent,
    support: await supportOf(db, principal),
  };
}

export async function menus(db: Db, principal: CustomerPrincipal) {
  const customer = await ownCustomer(db, principal);
  const isPartner = customer.from_admin === 1 || customer.from_agent === 1;
  return (await customerMenus(db, isPartner)).map(toMenuItem);
}
