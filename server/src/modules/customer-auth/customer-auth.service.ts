import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  CODE_COUNTDOWN_SECONDS,
  ErrorCode,
  isEmail,
  type RegisterRequest,
  type WechatStatus,
} from '@onsite/contracts';
import svgCaptcha from 'svg-captcha';
import type { Db } from '#server/db/database.ts';
import type { Agent, MessageChannel } from '#server/db/schema.ts';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import { createSession } from '#server/platform/auth/sessions.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { AppError, badRequest, forbidden, tooManyRequests } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import * as repository from './customer-auth.repository.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses allowed per code; the next one voids it. */
export const CODE_MAX_ATTEMPTS = 5;
export const WECHAT_QR_TTL_MS = 5 * 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Rate limits (DESIGN.md: captcha and code sending are limited). */
export const LIMITS = {
  captchaPerIp: { limit: 30, windowMs: 10 * MINUTE },
  // one code per target per countdown, and a daily ceiling per target; an IP may serve a whole office
  codeInterval: { limit: 1, windowMs: CODE_COUNTDOWN_SECONDS * 1000 },
  codePerTargetDay: { limit: 10, windowMs: 24 * HOUR },
  codePerIp: { limit: 20, windowMs: HOUR },
} as const;

type Deps = Pick<AppDeps, 'db' | 'rateLimiter' | 'config'> & { messenger: Messenger };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function limit(
  limiter: RateLimiter,
  key: string,
  rule: { limit: number; windowMs: number },
  message: MessageKey,
) {
  const result = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw tooManyRequests(message, { seconds, minutes: Math.ceil(seconds / 60) });
  }
}

// ---- graphic captcha ----

/** A new captcha: an SVG image, and a random key under which only hashes are kept. */
export async function createCaptcha(deps: Deps, ip: string) {
  await limit(
    deps.rateLimiter,
    `captcha:ip:${ip}`,
    LIMITS.captchaPerIp,
    'too many requests, please try again in {minutes} minutes',
  );
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    background: '#f3f6fb',
    width: 120,
    height: 40,
    fontSize: 42,
    // letters people confuse are left out
    ignoreChars: '0oO1ilI',
  });
  const key = newToken();
  await repository.storeCaptcha(deps.db, {
    keyHash: hashToken(key),
    answerHash: sha256(`${key}:${captcha.text.toLowerCase()}`),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return {
    img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    key,
    answer: captcha.text,
  };
}

/** Checks and spends a captcha: one check per captcha, right or wrong; case does not matter. */
export async function checkCaptcha(db: Db, key: string, answer: string) {
  const stored = await repository.takeCaptcha(db, hashToken(key));
  if (!stored) throw badRequest('wrong graphic code, please try the new one');
  if (stored.expires_at <= new Date())
    throw badRequest('the graphic code has expired, please try the new one');
  if (stored.answer_hash !== sha256(`${key}:${answer.trim().toLowerCase()}`))
    throw badRequest('wrong graphic code, please try the new one');
}

// ---- verification codes ----

function codeHash(target: string, code: string) {
  return sha256(`${target}:${code}`);
}

/**
 * Sends a 6-digit code to a phone or an email. Order: rate limits (so a flood costs nothing), the captcha,
 * the site's settings, then the code replaces any earlier one for the target and the message goes out.
 */
export async function sendCode(
  deps: Deps,
  input: { channel: MessageChannel; target: string; captchaCode: string; captchaKey: string },
  context: { ip: string; agent: Agent },
) {
  const { channel, target } = input;
  await limit(
    deps.rateLimiter,
    `code:ip:${context.ip}`,
    LIMITS.codePerIp,
    'too many codes requested, please try again in {minutes} minutes',
  );
  await checkCaptcha(deps.db, input.captchaKey, input.captchaCode);
  if (channel === 'sms' && context.agent.phone_on !== 1)
    throw forbidden('sign-in by phone is not available on this site');
  await limit(
    deps.rateLimiter,
    `code:interval:${target}`,
    LIMITS.codeInterval,
    'a code was just sent, please wait {seconds} seconds',
  );
  await limit(
    deps.rateLimiter,
    `code:day:${target}`,
    LIMITS.codePerTargetDay,
    'too many codes requested, please try again in {minutes} minutes',
  );

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repository.storeCode(deps.db, {
    channel,
    target,
    codeHash: codeHash(target, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  const siteName = context.agent.corporate_name;
  const minutes = CODE_TTL_MS / MINUTE;
  try {
    if (channel === 'sms') {
      await deps.messenger.sendSms({
        agentId: context.agent.id,
        mobile: target,
        text: `【${siteName}】验证码 ${code}，${minutes} 分钟内有效。如非本人操作请忽略。`,
      });
    } else {
      await deps.messenger.sendEmail({
        agentId: context.agent.id,
        to: target,
        subject: `${siteName} 验证码 / verification code: ${code}`,
        text: [
          `您的验证码是 ${code}，${minutes} 分钟内有效。如非本人操作请忽略本邮件。`,
          '',
          `Your verification code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
          '',
          siteName,
        ].join('\n'),
      });
    }
  } catch {
    // The provider refused: the code cannot reach anyone, so it must not stay valid.
    await repository.removeCode(deps.db, target);
    throw new AppError(502, ErrorCode.serverError, 'the code could not be sent, please try again later');
  }
  return { countdown: CODE_COUNTDOWN_SECONDS };
}

/**
 * Spends a code: each check counts one attempt (atomically), a match consumes the code, and after
 * CODE_MAX_ATTEMPTS wrong guesses the code is void and a new one must be asked for.
 */
export async function checkCode(db: Db, target: string, code: string) {
  const live = await repository.countCodeAttempt(db, target, CODE_MAX_ATTEMPTS);
  if (!live) {
    const stored = await repository.findCode(db, target);
    if (stored && stored.expires_at > new Date())
      throw badRequest('too many wrong codes, please get a new code');
    throw badRequest('the verification code has expired, please get a new code');
  }
  const expected = codeHash(target, code.trim());
  if (live.code_hash !== expected) {
    if (live.attempts >= CODE_MAX_ATTEMPTS) throw badRequest('too many wrong codes, please get a new code');
    throw badRequest('wrong verification code');
  }
  if (!(await repository.consumeCode(db, live.id, expected)))
    throw badRequest('the verification code has expired, please get a new code');
}

/**
 * A code that was used frees its target from the resend interval: registering and then resetting, or a
 * second bind, need not wait out the countdown of a code that no longer exists.
 */
export function releaseCodeInterval(limiter: RateLimiter, target: string) {
  return limiter.reset(`code:interval:${target}`);
}

// ---- register, reset ----

const maskedPhone = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/** Registration creates a customer of the host's agent site; the customer then logs in (spec "registered, please log in"). */
export async function register(db: Db, input: RegisterRequest, agent: Agent) {
  const isMobile = input.register_type === 'mobile';
  const account = isMobile ? input.mobile : input.email;
  if (await repository.findCustomerByAccount(db, account))
    throw badRequest(
      isMobile ? 'this phone number is already registered' : 'this email is already registered',
    );
  if (isMobile && agent.phone_on !== 1) throw forbidden('sign-in by phone is not available on this site');
  await checkCode(db, account, input.verify_code);
  const passwordHash = await hashPassword(input.password);
  try {
    return await repository.createCustomer(db, {
      agentId: agent.id,
      ...(isMobile ? { mobile: account } : { email: account }),
      passwordHash,
      nickname: isMobile ? maskedPhone(account) : account.split('@')[0],
    });
  } catch (error) {
    // Two registrations of one account at once: the unique index lets one through.
    if (await repository.findCustomerByAccount(db, account))
      throw badRequest(
        isMobile ? 'this phone number is already registered' : 'this email is already registered',
      );
    throw error;
  }
}

/** A new password by code; every session of the account ends (docs/decisions 5). */
export async function resetPassword(
  db: Db,
  input: { account: string; verify_code: string; password: string },
) {
  await checkCode(db, input.account, input.verify_code);
  const customer = await repository.findCustomerByAccount(db, input.account);
  if (!customer) throw badRequest('this account is not registered');
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await repository.setPassword(trx, customer.id, passwordHash);
    await repository.revokeCustomerSessions(trx, customer.id, 'password reset');
  });
  return customer;
}

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

export async function createWechatQrcode(deps: Deps, agent: Agent, origin: string, ip: string) {
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
  const agent = await db
    .selectFrom('agents')
    .select('corporate_name')
    .where('id', '=', login.agent_id)
    .executeTakeFirstOrThrow();
  return { state: 'pending' as const, siteName: agent.corporate_name };
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
    customer = await repository.createCustomer(db, {
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
  });
  return { customer, token: session.token, expiresAt: session.expiresAt };
}

export const channelOf = (target: string): MessageChannel => (isEmail(target) ? 'email' : 'sms');
