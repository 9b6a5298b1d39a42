import { randomBytes } from 'node:crypto';
import type { WechatStatus } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Agent } from '#server/db/schema.ts';
import { createSession } from '#server/platform/auth/sessions.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { badRequest, forbidden } from '#server/platform/http/errors.ts';
import { createCustomer } from './account.repository.ts';
import { maskedPhone } from './account.service.ts';
import { LIMITS, limit } from './rate-limits.ts';
import { checkCode } from './verification-code.service.ts';
import * as repository from './wechat-login.repository.ts';

/** Where a sign-in came from, kept with its session (the customer's sign-in history). */
type SignInSource = { ip: string; userAgent: string };

export const WECHAT_QR_TTL_MS = 5 * 60_000;

// ---- WeChat scan login (sandbox provider) ----

/**
 * The WeChat login provider. The sandbox issues a ticket whose QR opens our own confirmation page (what
 * WeChat shows on the phone); confirming there attaches the phone's openid, exactly as the real service's
 * callback would. A real adapter implements the same two calls with the official account's credentials.
 */
export interface WechatLoginProvider {
  /** The URL the QR code encodes for a ticket. */
  qrcodeUrl(ticket: string, origin: string): string;
}

export const sandboxWechat: WechatLoginProvider = {
  qrcodeUrl: (ticket, origin) => `${origin}/api/sandbox/wechat/confirm?ticket=${encodeURIComponent(ticket)}`,
};

export async function createWechatQrcode(
  deps: Pick<AppDeps, 'db' | 'rateLimiter'>,
  agent: Agent,
  origin: string,
  ip: string,
) {
  if (agent.on_wechat_login !== 1) throw forbidden('WeChat login is not available on this site');
  await limit(
    deps.rateLimiter,
    `wechat:ip:${ip}`,
    LIMITS.captchaPerIp,
    'too many requests, please try again in {minutes} minutes',
  );
  const loginToken = newToken();
  const ticket = newToken();
  const expiresAt = new Date(Date.now() + WECHAT_QR_TTL_MS);
  await repository.createWechatLogin(deps.db, {
    agentId: agent.id,
    tokenHash: hashToken(loginToken),
    ticketHash: hashToken(ticket),
    expiresAt,
  });
  return {
    qrcode_url: sandboxWechat.qrcodeUrl(ticket, origin),
    login_token: loginToken,
    expires_at: expiresAt.toISOString(),
  };
}

/** What the sandbox confirmation page shows for a ticket. */
export async function wechatTicket(db: Db, ticket: string) {
  const login = await repository.findWechatLoginByTicket(db, hashToken(ticket));
  if (!login) return { state: 'unknown' as const };
  if (login.status !== 'pending') return { state: 'used' as const };
  if (login.expires_at <= new Date()) return { state: 'expired' as const };
  return { state: 'pending' as const, siteName: await repository.siteName(db, login.agent_id) };
}

export async function confirmWechat(db: Db, ticket: string, openid: string) {
  const login = await repository.findWechatLoginByTicket(db, hashToken(ticket));
  if (!login) return false;
  return repository.confirmWechatLogin(db, login.id, openid);
}

const notYet: WechatStatus = { on_openid: 0, on_login: 0, expired: 0 };

/** The popup's 2-second poll: nothing yet, signed in (a session is issued once), or bind a phone. */
export async function wechatStatus(
  db: Db,
  loginToken: string,
  from?: SignInSource,
): Promise<WechatStatus & { customerId?: number; agentId?: number }> {
  const login = await repository.findWechatLoginByToken(db, hashToken(loginToken));
  if (!login) return { ...notYet, expired: 1 };
  if (login.status === 'pending') return login.expires_at <= new Date() ? { ...notYet, expired: 1 } : notYet;
  if (login.status === 'done' || !login.openid) return { ...notYet, expired: 1 };
  const customer = await repository.findCustomerByOpenid(db, login.openid);
  if (!customer) {
    // Bound phones are asked within the QR's lifetime; after that, scan again.
    if (login.expires_at.getTime() + WECHAT_QR_TTL_MS <= Date.now()) return { ...notYet, expired: 1 };
    return { on_openid: 1, on_login: 0, expired: 0 };
  }
  if (customer.status !== 1) throw forbidden('this account is disabled');
  if (!(await repository.finishWechatLogin(db, login.id))) return { ...notYet, expired: 1 };
  const session = await createSession(db, {
    audience: 'customer',
    subjectId: customer.id,
    agentId: customer.agent_id,
    remember: true,
    from,
  });
  return {
    on_openid: 1,
    on_login: 1,
    expired: 0,
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    customerId: customer.id,
    agentId: customer.agent_id,
  };
}

/**
 * Bind phone (bind_type 1) after a scan found no account: the phone's code proves ownership; the WeChat
 * identity joins the phone's existing account, or a new customer of the host's site is created for it.
 */
export async function bindPhone(
  db: Db,
  input: { bind_value: string; verify_code: string; login_token: string },
  agent: Agent,
  from?: SignInSource,
) {
  const login = await repository.findWechatLoginByToken(db, hashToken(input.login_token));
  if (
    login?.status !== 'confirmed' ||
    !login.openid ||
    // a scan started on another agent's site is not this site's to bind (it would make its customer here)
    login.agent_id !== agent.id ||
    login.expires_at.getTime() + WECHAT_QR_TTL_MS <= Date.now()
  )
    throw badRequest('the WeChat login has expired, please scan again');
  if (agent.phone_on !== 1) throw forbidden('sign-in by phone is not available on this site');
  const openid = login.openid;
  if (await repository.findCustomerByOpenid(db, openid))
    throw badRequest('this WeChat account is already bound');
  const existing = await repository.findCustomerByMobile(db, input.bind_value);
  if (existing?.wechat_openid)
    throw badRequest('this phone number is already bound to another WeChat account');
  await checkCode(db, input.bind_value, input.verify_code);
  if (!(await repository.finishWechatLogin(db, login.id)))
    throw badRequest('the WeChat login has expired, please scan again');

  let customer: { id: number; agent_id: number };
  if (existing) {
    if (existing.status !== 1) throw forbidden('this account is disabled');
    const bound = await repository.bindOpenid(db, existing.id, openid);
    if (Number(bound.numUpdatedRows) !== 1)
      throw badRequest('this phone number is already bound to another WeChat account');
    customer = existing;
  } else {
    // A WeChat-only account has no password until the customer sets one (reset by code works).
    customer = await createCustomer(db, {
      agentId: agent.id,
      mobile: input.bind_value,
      passwordHash: `!unusable:${randomBytes(16).toString('hex')}`,
      nickname: maskedPhone(input.bind_value),
      wechatOpenid: openid,
    });
  }
  const session = await createSession(db, {
    audience: 'customer',
    subjectId: customer.id,
    agentId: customer.agent_id,
    remember: true,
    from,
  });
  return { customer, token: session.token, expiresAt: session.expiresAt };
}
