import { softwareLicenceApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope, type StaffScope } from '#server/platform/tenancy/scope.ts';
import * as service from './licence-staff.service.ts';

/** Issued licences for staff: the platform's list and revoke, an agent's list of its customers'. */
const PLATFORM: StaffScope = { kind: 'platform' };

export const licenceStaffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, softwareLicenceApi.adminList, async (request) => {
    const { rows, total } = await service.listLicences(db, PLATFORM, request.query);
    return okList(rows, total);
  });
  serve(app, softwareLicenceApi.revoke, async (request) =>
    ok(await service.revoke(db, PLATFORM, request.body.id), 'licence revoked'),
  );
  serve(app, softwareLicenceApi.agentList, async (request) => {
    const scope = agentScope(principalOf(request, 'agent').agentId);
    const { rows, total } = await service.listLicences(db, scope, request.query);
    return okList(rows, total);
  });
  serve(app, softwareLicenceApi.agentInfo, async (request) =>
    ok(await service.licence(db, agentScope(principalOf(request, 'agent').agentId), request.query.id)),
  );
};
