import { staffApi, staffSecurityApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAccount,
  REVOKED_BY_ADMIN,
  resetTwoFactor,
  signOutSession,
  signOutSessions,
} from '#server/modules/auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { adminRoutes, explainStaff } from './explain.service.ts';
import { adminRoles, listStaff } from './staff.repository.ts';
import {
  createStaff,
  deleteStaff,
  present,
  resetStaffPassword,
  setStaffStatus,
  staffSecurity,
  updateStaff,
} from './staff.service.ts';

/** Staff accounts of the admin console (system › user). */
export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const self = (request: Parameters<typeof principalOf>[0]) => principalOf(request, 'admin').adminId;

  serve(app, staffApi.getList, async (request) => {
    const { page, limit, keyword, role_id: roleId, status } = request.query;
    const { rows, total } = await listStaff(db, { keyword, roleId, status }, { page, limit });
    return okList(await present(db, rows, self(request)), total);
  });

  serve(app, staffApi.getRoles, async () => ok(await adminRoles(db)));

  serve(app, staffApi.create, async (request) =>
    ok(await createStaff(db, self(request), request.body), 'account created'),
  );

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
