import { type OrganizationItem, organizationApi, platformTeamApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamProfileOf, updateTeamProfileOf } from '#server/modules/agent/index.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { notFound } from '#server/platform/http/errors.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { listTeams, platformTeamId, type TeamRow, updateTeam } from './organization.repository.ts';

const present = ({ created_at: created, members, ...row }: TeamRow): OrganizationItem => ({
  ...row,
  members: Number(members ?? 0),
  create_time: created.toISOString(),
});

/** Admin › team › organization: the agent teams, their profile and members count; the platform edits them. */
export const organizationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, organizationApi.getList, async (request) => {
    const { page, limit, keyword, status } = request.query;
    const { rows, total } = await listTeams(db, { keyword, status }, { page, limit });
    return okList(rows.map(present), total);
  });

  serve(app, organizationApi.update, async (request) => {
    const { id, ...change } = request.body;
    const row = await updateTeam(db, id, change);
    if (!row) throw notFound('team not found');
    return ok(present(row), 'profile updated');
  });

  /** The platform's own team (admin › team › profile): the agent team's profile, its avatar uploaded by the platform. */
  const platformTeam = async () => {
    const id = await platformTeamId(db);
    if (id === undefined) throw notFound('team not found');
    return agentScope(id);
  };
  serve(app, platformTeamApi.getInfo, async () => ok(await teamProfileOf(db, await platformTeam())));
  serve(app, platformTeamApi.update, async (request) =>
    ok(
      await updateTeamProfileOf(db, await platformTeam(), { kind: 'platform' }, request.body),
      'profile updated',
    ),
  );
};
