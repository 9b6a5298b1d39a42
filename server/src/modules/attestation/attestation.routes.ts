import { attestationApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { listSubmissions } from './attestation.repository.ts';
import { present, review, submit, teamAttestation } from './attestation.service.ts';

/** Team attestation: the agent team submits, the platform reviews (admin team › attestation). */
export const attestationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, attestationApi.getTeamInfo, async (request) =>
    ok(await teamAttestation(db, agentScope(principalOf(request, 'agent').agentId))),
  );

  serve(app, attestationApi.submit, async (request) => {
    const principal = principalOf(request, 'agent');
    return ok(
      await submit(db, agentScope(principal.agentId), principal.agentUserId, request.body),
      'submitted for review',
    );
  });

  serve(app, attestationApi.getList, async (request) => {
    const { page, limit, keyword, status } = request.query;
    const { rows, total } = await listSubmissions(
      db,
      { kind: 'platform' },
      { keyword, status },
      { page, limit },
    );
    return okList(rows.map(present), total);
  });

  serve(app, attestationApi.review, async (request) => {
    await review(db, principalOf(request, 'admin').adminId, request.body);
    return ok(null, request.body.action === 'approve' ? 'the team is verified' : 'rejected');
  });
};
