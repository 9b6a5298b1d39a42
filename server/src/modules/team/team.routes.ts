import { inviteApi, teamInvitationApi, teamMemberApi, teamRoleApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSignIn } from '#server/modules/auth/index.ts';
import { limit } from '#server/modules/customer-auth/index.ts';
import { menuTree } from '#server/modules/role/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serverOrigin } from '#server/platform/http/public-origin.ts';
import { serve } from '#server/platform/http/route.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import * as service from './team.service.ts';

/** The public /invite endpoints, per source address: enough for an office behind one address, not for guessing. */
const INVITE_LIMITS = {
  info: { limit: 60, windowMs: 10 * 60_000 },
  register: { limit: 10, windowMs: 60 * 60_000 },
} as const;
const TOO_MANY = 'too many requests, please try again in {minutes} minutes';

/** The agent console's team: members, roles, invitations (/team/member, /team/role) and the public /invite. */
export const teamRoutes: FastifyPluginAsyncZod<AppDeps & { messenger: Messenger }> = async (app, deps) => {
  const { db, rateLimiter } = deps;
  const signIn = staffSignIn(deps);
  const agent = (request: Parameters<typeof principalOf>[0]) => principalOf(request, 'agent');

  serve(app, teamMemberApi.getList, async (request) => {
    const { rows, total } = await service.listMembers(db, agent(request), request.query);
    return okList(rows, total);
  });
  serve(app, teamMemberApi.getRoles, async (request) => ok(await service.roleOptions(db, agent(request))));
  serve(app, teamMemberApi.changeRole, async (request) =>
    ok(await service.changeMemberRole(db, agent(request), request.body), 'role changed'),
  );
  serve(app, teamMemberApi.remove, async (request) => {
    await service.removeMember(db, agent(request), request.body.id);
    return ok(null, 'member removed');
  });

  serve(app, teamRoleApi.getList, async (request) => {
    const { rows, total } = await service.listRoles(db, agent(request), request.query);
    return okList(rows, total);
  });
  serve(app, teamRoleApi.getGrantTree, async () => ok(await menuTree(db, 'agent')));
  serve(app, teamRoleApi.getInfo, async (request) =>
    ok(await service.roleDetail(db, agent(request), request.query.id)),
  );
  serve(app, teamRoleApi.create, async (request) =>
    ok(await service.createRole(db, agent(request), request.body), 'role created'),
  );
  serve(app, teamRoleApi.update, async (request) =>
    ok(await service.updateRole(db, agent(request), request.body), 'role saved'),
  );
  serve(app, teamRoleApi.delete, async (request) => {
    await service.deleteRole(db, agent(request), request.body.id);
    return ok(null, 'role deleted');
  });

  serve(app, teamInvitationApi.getList, async (request) => {
    const { rows, total } = await service.listInvitations(db, agent(request), request.query);
    return okList(rows, total);
  });
  const mail = (request: FastifyRequest): service.InvitationMail => ({
    messenger: deps.messenger,
    origin: serverOrigin(deps.config, request),
    log: request.log,
  });
  serve(app, teamInvitationApi.create, async (request) => {
    const created = await service.createInvitation(db, agent(request), request.body, mail(request));
    return ok(created, created.emailed_at ? 'invitation created and emailed' : 'invitation created');
  });
  serve(app, teamInvitationApi.resend, async (request) =>
    ok(
      await service.resendInvitation(db, agent(request), request.body.id, mail(request)),
      'invitation emailed again',
    ),
  );
  serve(app, teamInvitationApi.revoke, async (request) => {
    await service.revokeInvitation(db, agent(request), request.body.id);
    return ok(null, 'invitation revoked');
  });

  serve(app, inviteApi.getInfo, async (request) => {
    await limit(rateLimiter, `invite:info:ip:${request.ip}`, INVITE_LIMITS.info, TOO_MANY);
    return ok(await service.inviteInfo(db, request.query.token));
  });
  serve(app, inviteApi.accept, async (request) => {
    await service.acceptInvitation(db, agent(request), request.body.token);
    return ok(null, 'you joined the team');
  });
  serve(app, inviteApi.register, async (request, reply) => {
    await limit(rateLimiter, `invite:register:ip:${request.ip}`, INVITE_LIMITS.register, TOO_MANY);
    const user = await service.registerWithInvitation(db, request.body);
    const account = { audience: 'agent' as const, id: user.userId, passwordHash: user.passwordHash };
    return signIn(request, reply, account, 'you joined the team');
  });
};
