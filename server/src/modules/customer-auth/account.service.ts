import type { RegisterRequest } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Agent } from '#server/db/schema.ts';
import { hashPassword, refuseOwnIdentifiers } from '#server/platform/auth/passwords.ts';
import { badRequest, forbidden } from '#server/platform/http/errors.ts';
import * as repository from './account.repository.ts';
import { checkCode } from './verification-code.service.ts';

// ---- register, reset: an account by code, and a new password for it by code ----

/** The nickname a phone-only account starts with: 138****5678. */
export const maskedPhone = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

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
  // the account's other identifiers are checked only now that the code proved the caller owns the account
  refuseOwnIdentifiers(input.password, [customer.mobile, customer.email, customer.nickname]);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await repository.setPassword(trx, customer.id, passwordHash);
    await repository.revokeCustomerSessions(trx, customer.id, 'password reset');
  });
  return customer;
}
