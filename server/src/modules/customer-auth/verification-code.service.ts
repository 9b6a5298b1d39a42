import { createHash, randomInt } from 'node:crypto';
import { CODE_COUNTDOWN_SECONDS, ErrorCode, isEmail } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Agent, MessageChannel } from '#server/db/schema.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { AppError, badRequest, forbidden } from '#server/platform/http/errors.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { checkCaptcha } from './captcha.service.ts';
import { LIMITS, limit, limitCodeTarget } from './rate-limits.ts';
import * as repository from './verification-code.repository.ts';

export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses allowed per code; the next one voids it. */
export const CODE_MAX_ATTEMPTS = 5;

type Deps = Pick<AppDeps, 'db' | 'rateLimiter'> & { messenger: Messenger };

// ---- verification codes: a 6-digit code proves a phone or an email ----

function codeHash(target: string, code: string) {
  return createHash('sha256').update(`${target}:${code}`).digest('hex');
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
  await limitCodeTarget(deps.rateLimiter, { interval: `code:interval:${target}`, day: `code:day:${target}` });

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repository.storeCode(deps.db, {
    channel,
    target,
    codeHash: codeHash(target, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  const siteName = context.agent.corporate_name;
  const minutes = CODE_TTL_MS / 60_000;
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
/**
 * A new code for `target` (replacing any earlier one), for a flow that checks its own limits and sends the
 * message itself (the staff /forget): answers the code to send.
 */
export async function issueCode(db: Db, channel: MessageChannel, target: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repository.storeCode(db, {
    channel,
    target,
    codeHash: codeHash(target, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

export function releaseCodeInterval(limiter: RateLimiter, target: string) {
  return limiter.reset(`code:interval:${target}`);
}

export const channelOf = (target: string): MessageChannel => (isEmail(target) ? 'email' : 'sms');
