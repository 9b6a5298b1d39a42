import { customerInviteApi, enquiryApi, inviteLinkApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCaptcha, limit } from '#server/modules/customer-auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { agentSiteOrigin } from '#server/platform/http/public-origin.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import { agentScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import * as customerInvites from './customer-invite.service.ts';
import * as enquiries from './enquiry.service.ts';
import type { ChannelScope } from './invite.repository.ts';
import * as invites from './invite.service.ts';

const MINUTE = 60_000;
/** The public endpoints, per source address: a visitor's retries, not a flood. */
const PUBLIC_LIMITS = {
  open: { limit: 60, windowMs: 10 * MINUTE },
  enquiry: { limit: 5, windowMs: 10 * MINUTE },
} as const;
const TOO_MANY = 'too many requests, please try again in {minutes} minutes';

/** Invite links and enquiries: the platform's (every agent's) and a team's own, and their public ends. */
export const channelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, rateLimiter } = deps;
  const scopeFor = (request: FastifyRequest, audience: 'admin' | 'agent'): ChannelScope => {
    const principal = principalOf(request, audience);
    return principal.kind === 'agent' ? agentScope(principal.agentId) : { kind: 'platform' };
  };
  const actorOf = (request: FastifyRequest, audience: 'admin' | 'agent'): enquiries.Actor => {
    const principal = principalOf(request, audience);
    return principal.kind === 'agent'
      ? { audience: 'agent', id: principal.agentUserId }
      : { audience: 'admin', id: principal.adminId };
  };
  const origin = (request: FastifyRequest) => (domain: string | null) =>
    agentSiteOrigin(deps.config, request, domain);

  // ---- invite links ----

  serveEach(app, inviteLinkApi.getList, (audience) => async (request) => {
    const { page, limit: size, ...filter } = request.query;
    const scope = scopeFor(request, audience);
    const { rows, total } = await invites.listLinks(db, scope, filter, { page, limit: size });
    return okList(await invites.present(db, rows, origin(request)), total);
  });

  serve(app, inviteLinkApi.getAgents, async (request) =>
    ok(await invites.agentOptions(db, request.query.keyword)),
  );

  serve(app, inviteLinkApi.create.admin, async (request) => {
    const creator = { audience: 'admin' as const, id: principalOf(request, 'admin').adminId };
    const scope = { kind: 'platform' } as const;
    return ok(
      await invites.createLink(db, scope, creator, request.body, origin(request)),
      'invite link created',
    );
  });

  serve(app, inviteLinkApi.create.agent, async (request) => {
    const principal = principalOf(request, 'agent');
    const creator = { audience: 'agent' as const, id: principal.agentUserId };
    return ok(
      await invites.createLink(db, agentScope(principal.agentId), creator, request.body, origin(request)),
      'invite link created',
    );
  });

  serveEach(app, inviteLinkApi.update, (audience) => async (request) => {
    const { id, title, channel } = request.body;
    const item = await invites.updateLink(
      db,
      scopeFor(request, audience),
      id,
      { title, channel },
      origin(request),
    );
    return ok(item, 'invite link saved');
  });

  serveEach(app, inviteLinkApi.setEnabled, (audience) => async (request) => {
    const { id, enabled } = request.body;
    const item = await invites.updateLink(db, scopeFor(request, audience), id, { enabled }, origin(request));
    return ok(item, enabled ? 'invite link enabled' : 'invite link disabled');
  });

  serve(app, inviteLinkApi.open, async (request, reply) => {
    await limit(rateLimiter, `invite:open:ip:${request.ip}`, PUBLIC_LIMITS.open, TOO_MANY);
    // a customer's own code (12 characters) or an agent's link
    const code = request.query.code;
    const target = (await customerInvites.openCustomerLink(db, code)) ?? (await invites.openLink(db, code));
    // the same host: an agent's link opens on its own domain, so the sign-up is its site's
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });

  // ---- a customer's own invitation, and the platform's reward for it ----

  serve(app, customerInviteApi.getInfo, async (request) => {
    const principal = principalOf(request, 'customer');
    return ok(await customerInvites.myInvite(db, customerScope(principal), origin(request)));
  });

  serve(app, customerInviteApi.getInvitees, async (request) => {
    const { items, total } = await customerInvites.myInvitees(
      db,
      customerScope(principalOf(request, 'customer')),
      request.query,
    );
    return okList(items, total);
  });

  serve(app, customerInviteApi.getReward, async () => ok(await customerInvites.rewardSetting(db)));

  serve(app, customerInviteApi.setReward, async (request) => {
    const adminId = principalOf(request, 'admin').adminId;
    return ok(await customerInvites.setRewardSetting(db, adminId, request.body), 'invitation reward saved');
  });

  // ---- enquiries ----

  serve(app, enquiryApi.submit, async (request) => {
    await limit(rateLimiter, `enquiry:ip:${request.ip}`, PUBLIC_LIMITS.enquiry, TOO_MANY);
    const agent = await agentForHost(db, request.hostname);
    await checkCaptcha(db, request.body.captcha_key, request.body.captcha_code);
    await enquiries.submitEnquiry(db, agent.id, request.body, request.ip);
    return ok(null, 'thank you, we will contact you soon');
  });

  serveEach(app, enquiryApi.getList, (audience) => async (request) => {
    const { page, limit: size, mine, ...filter } = request.query;
    const assignee = mine === 1 ? actorOf(request, audience) : undefined;
    const { rows, total } = await enquiries.listEnquiries(
      db,
      scopeFor(request, audience),
      { ...filter, assignee },
      { page, limit: size },
    );
    return okList(
      rows.map((row) => enquiries.present(row, audience)),
      total,
    );
  });

  serveEach(
    app,
    enquiryApi.getInfo,
    (audience) => async (request) =>
      ok(await enquiries.enquiryDetail(db, scopeFor(request, audience), request.query.id, audience)),
  );

  serveEach(
    app,
    enquiryApi.getAssignees,
    (audience) => async (request) => ok(await enquiries.assignees(db, scopeFor(request, audience))),
  );

  serveEach(app, enquiryApi.assign, (audience) => async (request) => {
    const { id, assignee_id: assigneeId } = request.body;
    const scope = scopeFor(request, audience);
    return ok(
      await enquiries.assign(db, scope, actorOf(request, audience), id, assigneeId),
      'enquiry assigned',
    );
  });

  serveEach(app, enquiryApi.addNote, (audience) => async (request) => {
    const { id, body } = request.body;
    const scope = scopeFor(request, audience);
    return ok(await enquiries.addNote(db, scope, actorOf(request, audience), id, body), 'note added');
  });

  serveEach(app, enquiryApi.setStatus, (audience) => async (request) => {
    const { id, status } = request.body;
    const scope = scopeFor(request, audience);
    return ok(await enquiries.setStatus(db, scope, actorOf(request, audience), id, status), 'status changed');
  });
};
