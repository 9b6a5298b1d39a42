import type {
  ChangePasswordRequest,
  UpdateBasicEmailRequest,
  UpdateBasicPhoneRequest,
} from '@onsite/contracts';
import { CODE_COUNTDOWN_SECONDS, ErrorCode } from '@onsite/contracts';
import { findAgentUser, newPasswordHash, type PasswordChangeSource } from '#server/modules/auth/index.ts';
import {
  CODE_TTL_MS,
  checkCode,
  issueCode,
  LIMITS,
  limit,
  limitCodeTarget,
} from '#server/modules/customer-auth/index.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { AppError, badRequest, notFound } from '#server/platform/http/errors.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import * as repository from './agent.repository.ts';

type AgentPrincipal = Extract<Principal, { kind: 'agent' }>;
type Deps = Pick<AppDeps, 'db' | 'rateLimiter' | 'config'> & { messenger: Messenger };
type Contact = 'phone' | 'email';

/** updateBasicGender (spec §7): 0 unknown, 1 male, 2 female. */
export async function updateGender(deps: Pick<AppDeps, 'db'>, principal: AgentPrincipal, gender: number) {
  await repository.updateAgentUser(deps.db, principal.agentUserId, { gender });
}

/**
 * The code's target: the account and the new value together, so a code proves this account received it at
 * this number or address (another account's code for the same number is not accepted).
 */
const targetOf = (principal: AgentPrincipal, contact: Contact, value: string) =>
  `agent:${principal.agentUserId}:${contact}:${value}`;

const TAKEN = {
  phone: 'this phone number is used by another account',
  email: 'this email is used by another account',
} as const;
const SAME = {
  phone: 'this is already your phone number',
  email: 'this is already your email',
} as const;

async function requireUser(deps: Pick<AppDeps, 'db'>, principal: AgentPrincipal) {
  const user = await findAgentUser(deps.db, principal.agentUserId);
  if (!user) throw notFound('account not found');
  return user;
}

/** The new value is not the current one and no other agent user holds it. */
async function checkFree(
  deps: Pick<AppDeps, 'db'>,
  principal: AgentPrincipal,
  contact: Contact,
  value: string,
) {
  const user = await requireUser(deps, principal);
  if (user[contact] === value) throw badRequest(SAME[contact]);
  if (await repository.holderOf(deps.db, contact, value, principal.agentUserId))
    throw badRequest(TAKEN[contact]);
}

/**
 * checkPhone / checkEmail (spec §7): the new number or address must be free; then a 6-digit code goes to it
 * (SMS driver or email transport; the outbox records both). Limited per account and per target like the
 * customer codes; a provider failure voids the code.
 */
export async function sendContactCode(
  deps: Deps,
  principal: AgentPrincipal,
  contact: Contact,
  value: string,
) {
  await limit(
    deps.rateLimiter,
    `agent-code:user:${principal.agentUserId}`,
    LIMITS.codePerIp,
    'too many codes requested, please try again in {minutes} minutes',
  );
  await checkFree(deps, principal, contact, value);
  const target = targetOf(principal, contact, value);
  await limitCodeTarget(deps.rateLimiter, {
    interval: `code:interval:${target}`,
    day: `code:day:${contact}:${value}`,
  });
  const code = await issueCode(deps.db, contact === 'phone' ? 'sms' : 'email', target);
  const minutes = CODE_TTL_MS / 60_000;
  try {
    if (contact === 'phone') {
      await deps.messenger.sendSms({
        agentId: principal.agentId,
        mobile: value,
        text: `【Onsite】您正在更换手机号，验证码 ${code}，${minutes} 分钟内有效。如非本人操作请忽略。`,
      });
    } else {
      await deps.messenger.sendEmail({
        agentId: principal.agentId,
        to: value,
        subject: `Onsite 邮箱验证码 / email verification code: ${code}`,
        text: [
          `您正在把此邮箱设为 Onsite 代理商后台的登录邮箱，验证码 ${code}，${minutes} 分钟内有效。如非本人操作请忽略本邮件。`,
          '',
          `You are making this address the sign-in email of your Onsite agent account. Your code is ${code}, valid for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
        ].join('\n'),
      });
    }
  } catch {
    // The provider refused: the code reached no one, so spend it here and it cannot be used.
    await checkCode(deps.db, target, code).catch(() => undefined);
    throw new AppError(502, ErrorCode.serverError, 'the code could not be sent, please try again later');
  }
  return { countdown: CODE_COUNTDOWN_SECONDS };
}

/** updateBasicPhone / updateBasicEmail: the code checkPhone / checkEmail sent proves the new value. */
export async function updateContact(
  deps: Pick<AppDeps, 'db'>,
  principal: AgentPrincipal,
  contact: Contact,
  input: UpdateBasicPhoneRequest | UpdateBasicEmailRequest,
) {
  const value = 'phone' in input ? input.phone : input.email;
  await checkFree(deps, principal, contact, value);
  await checkCode(deps.db, targetOf(principal, contact, value), input.verify_code);
  try {
    await repository.updateAgentUser(deps.db, principal.agentUserId, { [contact]: value });
  } catch (error) {
    // the email is unique: an account that took it between the check and the write
    if ((error as { code?: string }).code === '23505') throw badRequest(TAKEN[contact]);
    throw error;
  }
}

/**
 * updateBasicPassword (spec §7): the old password (limited like the staff password change), a new one under
 * the policy (not the old one, not resembling the account's own name, email or phone); every other session
 * of the account ends, the one that changed it stays signed in.
 */
export async function updatePassword(
  deps: Pick<AppDeps, 'db' | 'rateLimiter' | 'config'>,
  principal: AgentPrincipal,
  input: ChangePasswordRequest,
  source: PasswordChangeSource,
) {
  const user = await requireUser(deps, principal);
  const passwordHash = await newPasswordHash(
    deps,
    source,
    { audience: 'agent', id: user.id, passwordHash: user.password_hash },
    input,
    [user.email, user.name, user.phone],
  );
  await deps.db.transaction().execute(async (trx) => {
    await repository.updateAgentUser(trx, user.id, { password_hash: passwordHash });
    await repository.revokeOtherSessionsOf(trx, user.id, principal.sessionId, 'password_changed');
  });
}
