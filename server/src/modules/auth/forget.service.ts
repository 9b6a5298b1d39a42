import type { ForgetResetRequest, ForgetSendCodeRequest } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import {
  CODE_TTL_MS,
  checkCaptcha,
  checkCode,
  issueCode,
  LIMITS,
  limit,
  limitCodeTarget,
} from '#server/modules/customer-auth/index.ts';
import { hashPassword, refuseOwnIdentifiers } from '#server/platform/auth/passwords.ts';
import { revokeOtherSessions } from '#server/platform/auth/sessions.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import * as repository from './auth.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'rateLimiter'> & { messenger: Messenger };

interface StaffAccount {
  table: 'admins' | 'agent_users';
  id: number;
  email: string;
  identifiers: string[];
}

/** The admin (by username or email) or agent user (by email) the form names, if it has an email. */
async function findAccount(
  db: Db,
  audience: 'admin' | 'agent',
  account: string,
): Promise<StaffAccount | null> {
  if (audience === 'admin') {
    const admin =
      (await repository.findAdminByUsername(db, account)) ?? (await repository.findAdminByEmail(db, account));
    return admin?.email
      ? {
          table: 'admins',
          id: admin.id,
          email: admin.email,
          identifiers: [admin.username, admin.email, admin.phone, admin.nickname],
        }
      : null;
  }
  const user = await repository.findAgentUserByEmail(db, account);
  return user
    ? { table: 'agent_users', id: user.id, email: user.email, identifiers: [user.email, user.name] }
    : null;
}

/**
 * The code's target: the account itself when it exists, else the name that was typed — so that a code is
 * "sent" (stored, never delivered) for an unknown account too, and the reset answers alike for both.
 */
const targetOf = (audience: string, account: StaffAccount | null, typed: string) =>
  account ? `${audience}:${account.id}` : `${audience}:unknown:${typed.toLowerCase()}`;

/**
 * Sends a code to the account's email. Every answer is the same whether the account exists or not (no
 * account enumeration); limits per source and per typed account stop floods and mail bombing.
 */
export async function sendForgetCode(
  deps: Deps,
  input: ForgetSendCodeRequest,
  ip: string,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const typed = input.account.toLowerCase();
  await limit(
    deps.rateLimiter,
    `forget:ip:${ip}`,
    LIMITS.codePerIp,
    'too many codes requested, please try again in {minutes} minutes',
  );
  await checkCaptcha(deps.db, input.captcha_key, input.captcha_code);
  await limitCodeTarget(deps.rateLimiter, {
    interval: `forget:interval:${input.audience}:${typed}`,
    day: `forget:day:${input.audience}:${typed}`,
  });
  const account = await findAccount(deps.db, input.audience, input.account);
  const code = await issueCode(deps.db, 'email', targetOf(input.audience, account, typed));
  if (!account) return;
  const minutes = CODE_TTL_MS / 60_000;
  // A delivery failure is logged, not answered: the answer must not tell whether the account exists.
  await deps.messenger
    .sendEmail({
      agentId: null,
      to: account.email,
      subject: `Onsite 密码重置验证码 / password reset code: ${code}`,
      text: [
        `您的密码重置验证码是 ${code}，${minutes} 分钟内有效。如非本人操作请忽略本邮件，您的密码不会改变。`,
        '',
        `Your password reset code is ${code}, valid for ${minutes} minutes. If you did not ask for it, ignore this email; your password stays as it is.`,
      ].join('\n'),
    })
    .catch((error: unknown) =>
      log.warn({ err: error, audience: input.audience }, 'password reset code not delivered'),
    );
}

/** Checks the code, applies the password policy to the account's own identifiers, and signs it out everywhere. */
export async function resetWithCode(db: Db, input: ForgetResetRequest): Promise<void> {
  const account = await findAccount(db, input.audience, input.account);
  await checkCode(db, targetOf(input.audience, account, input.account.toLowerCase()), input.code);
  // only an unknown account's stored, never delivered code could get here without an account: unreachable
  // unless the 6 digits were guessed, and then there is nothing to reset
  if (!account) return;
  refuseOwnIdentifiers(input.password, account.identifiers);
  await repository.updatePasswordHash(db, account.table, account.id, await hashPassword(input.password));
  await revokeOtherSessions(db, input.audience, account.id, 'password_reset');
}
