import { setPasswordApi, staffApi, staffSecurityApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAccount,
  REVOKED_BY_ADMIN,
  resetTwoFactor,
  signOutSession,
  signOutSessions,
} from '#server/modules/auth/index.ts';
import { limit } from '#server/modules/customer-auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serverOrigin } from '#server/platform/http/public-origin.ts';
import { serve } from '#server/platform/http/route.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import { adminRoutes, explainStaff } from './explain.service.ts';
import { adminRoles, listStaff } from './staff.repository.ts';
import {
  createStaff,
  deleteStaff,
  passwordLinkInfo,
  present,
  resendPasswordLink,
  resetStaffPassword,
  setPasswordWithLink,
  setStaffStatus,
  staffSecurity,
  updateStaff,
} from './staff.service.ts';

/** The public set-password page, per source address: enough for a person retrying, not for guessing. */
const LINK_LIMITS = {
  info: { limit: 60, windowMs: 10 * 60_000 },
  submit: { limit: 10, windowMs: 60 * 60_000 },
} as const;
const TOO_MANY = 'too many requests, please try again in {minutes} minutes';

/** Staff accounts of the admin console (system › user), and the public page of their set-password links. */
export const staffRoutes: FastifyPluginAsyncZod<AppDeps & { messenger: Messenger }> = async (app, deps) => {
  const { db, rateLimiter } = deps;
  const self = (request: Parameters<typeof principalOf>[0]) => principalOf(request, 'admin').adminId;
  const mail = (request: FastifyRequest) => ({
    messenger: deps.messenger,
    origin: serverOrigin(deps.config, request),
  });

  serve(app, staffApi.getList, async (request) => {
    const { page, limit, keyword, role_id: roleId, status } = request.query;
    const { rows, total } = await listStaff(db, { keyword, roleId, status }, { page, limit });
    return okList(await present(db, rows, self(request)), total);
  });

  serve(app, staffApi.getRoles, async () => ok(await adminRoles(db)));

  serve(app, staffApi.create, async (request) => {
    const { item, emailed } = await createStaff(db, self(request), request.body, mail(request));
    const created = { ...item, link_emailed: emailed };
    if (request.body.password_mode === 'password') return ok(created, 'account created');
    return ok(
      created,
      emailed
        ? 'account created, a set-password link was emailed'
        : 'account created, but the set-password email could not be sent: resend it from the list',
    );
  });

  serve(app, staffApi.sendPasswordLink, async (request) =>
    ok(
      await resendPasswordLink(db, self(request), request.body.id, mail(request)),
      'a new set-password link was emailed',
    ),
  );

  serve(app, setPasswordApi.getInfo, async (request) => {
    await limit(rateLimiter, `set-password:info:ip:${request.ip}`, LINK_LIMITS.info, TOO_MANY);
    return ok(await passwordLinkInfo(db, request.query.token));
  });

  serve(app, setPasswordApi.submit, async (request) => {
    await limit(rateLimiter, `set-password:submit:ip:${request.ip}`, LINK_LIMITS.submit, TOO_MANY);
    const adminId = await setPasswordWithLink(db, request.body.token, request.body.password);
    // no session came with the call: the audit row names the account that set its password
    request.auditActor = { audience: 'admin', actorId: adminId, agentId: null, customerId: null };
    return ok(null, 'password set, please sign in');
  });

  serve(app, staffApi.update, async (request) =>
    ok(await updateStaff(db, self(request), request.body), 'account saved'),
  );

  serve(app, staffApi.setStatus, async (request) => {
    const item = await setStaffStatus(db, self(request), request.body.id, request.body.status);
    return ok(item, item.status === 1 ? 'account enabled' : 'account disabled');
  });

  serve(app, staffApi.resetPassword, async (request) => {
    await resetStaffPassword(db, request.body.id, request.body.password);
    return ok(null, 'password reset');
  });

  serve(app, staffApi.explain, async (request) =>
    ok(await explainStaff(db, request.query.id, adminRoutes(app.routeTable), request.query.target)),
  );

  serve(app, staffApi.delete, async (request) => {
    await deleteStaff(db, self(request), request.body.id);
    return ok(null, 'account deleted');
  });

  // The account's sessions and two-factor sign-in (the account's drawer; admin.system.user.session).
  serve(app, staffSecurityApi.sessions, async (request) => {
    const principal = principalOf(request, 'admin');
    return ok(await staffSecurity(db, principal.adminId, request.query.id, principal.sessionId));
  });

  serve(app, staffSecurityApi.revokeSession, async (request) => {
    const account = await adminAccount(db, request.body.id);
    await signOutSession(db, account, request.body.session_id, REVOKED_BY_ADMIN);
    return ok(null, 'the session was signed out');
  });

  serve(app, staffSecurityApi.revokeAllSessions, async (request) => {
    await signOutSessions(db, await adminAccount(db, request.body.id), null, REVOKED_BY_ADMIN);
    return ok(null, 'signed out everywhere');
  });

  serve(app, staffSecurityApi.resetTwoFactor, async (request) => {
    await resetTwoFactor(db, await adminAccount(db, request.body.id));
    return ok(null, 'two-factor sign-in was reset');
  });
};
