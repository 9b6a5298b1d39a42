import type { SupportSession } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { createSession } from '#server/platform/auth/sessions.ts';
import { newToken } from '#server/platform/auth/tokens.ts';
import { badRequest, forbidden, notFound } from '#server/platform/http/errors.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './support.repository.ts';

type Staff = Extract<Principal, { kind: 'admin' | 'agent' }>;
type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

/** A support link works for two minutes, once; the session it opens lasts two hours (or until "end"). */
export const SUPPORT_LINK_MS = 2 * 60_000;
export const SUPPORT_SESSION_MS = 2 * 60 * 60_000;

/** The customer console's page that trades the code (web: features/support); the code rides in the fragment. */
export const SUPPORT_CLAIM_PATH = '/my/support';

/**
 * Opens a support session as the customer: a customer session marked with the staff account, usable only
 * through the one-time link answered here (relative: the staff console opens it on its own origin).
 */
export async function startSupport(
  db: Db,
  staff: Staff,
  customerId: number,
  from: { ip: string; userAgent: string },
) {
  const scope = scopeOf(staff);
  if (scope.kind === 'customer') throw forbidden();
  const customer = await repository.customerForSupport(db, scope, customerId);
  if (!customer) throw notFound('customer not found');
  if (customer.status !== 1) throw badRequest('this customer is disabled: enable it before logging in as it');
  if (customer.disabled_at) throw badRequest("this customer's agent is disabled");
  const by =
    staff.kind === 'admin'
      ? { audience: 'admin' as const, subjectId: staff.adminId }
      : { audience: 'agent' as const, subjectId: staff.agentUserId };
  const link = await createSession(db, {
    audience: 'customer',
    subjectId: customer.id,
    agentId: customer.agent_id,
    remember: false,
    from,
    support: by,
    lifetimeMs: SUPPORT_LINK_MS,
  });
  return {
    customer,
    url: `${SUPPORT_CLAIM_PATH}#${link.token}`,
    expires_at: iso(link.expiresAt),
  };
}

/** Trades a support link's code for the session's own token; a used or expired code is refused. */
export async function claimSupport(db: Db, code: string) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SUPPORT_SESSION_MS);
  const session = await repository.claimSupportSession(db, code, { token, expiresAt });
  if (!session)
    throw badRequest('this support link was used or has expired: open a new one from the console');
  return { session, token, expires_at: iso(expiresAt) };
}

/** Who opened the caller's session for support, for the customer console's banner; null in its own sessions. */
export async function supportOf(db: Db, principal: CustomerPrincipal): Promise<SupportSession | null> {
  if (!principal.support) return null;
  const [name, started] = await Promise.all([
    repository.supportName(db, principal.support),
    repository.sessionStart(db, principal.sessionId),
  ]);
  return {
    audience: principal.support.audience,
    name,
    started_at: started ? iso(started.created_at) : '',
  };
}
