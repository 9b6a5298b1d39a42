import {
  agentInfo,
  agentPermissions,
  changeTeamRequest,
  emptyData,
  updateBasicAvatarRequest,
  updateBasicNameRequest,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { responses } from '#server/platform/http/responses.ts';
import * as service from './agent.service.ts';

const agentOnly = { audience: 'agent' as const };

export const agentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/agent/BasicInfo/getInfo',
    {
      config: { access: agentOnly },
      schema: {
        tags: ['agent'],
        summary: 'Signed-in agent user, roles, teams and authorities',
        response: responses(agentInfo),
      },
    },
    async (request) => ok(await service.basicInfo(db, principalOf(request, 'agent'))),
  );

  app.get(
    '/api/agent/Permissions/getList',
    {
      config: { access: agentOnly },
      schema: {
        tags: ['agent'],
        summary: 'Menus and permissions in the current team',
        response: responses(agentPermissions),
      },
    },
    async (request) => ok(await service.permissionList(db, principalOf(request, 'agent'))),
  );

  app.post(
    '/api/agent/BasicInfo/changeTeam',
    {
      config: { access: agentOnly },
      schema: {
        tags: ['agent'],
        summary: 'Act in another team of the user',
        body: changeTeamRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.changeTeam(db, principalOf(request, 'agent'), request.body.opid);
      return ok(null, 'switch succeeded');
    },
  );

  app.post(
    '/api/agent/BasicInfo/updateBasicName',
    {
      config: { access: agentOnly },
      schema: {
        tags: ['agent'],
        summary: 'Rename the signed-in agent user',
        body: updateBasicNameRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.updateName(db, principalOf(request, 'agent'), request.body.name);
      return ok(null, 'profile updated');
    },
  );

  app.post(
    '/api/agent/BasicInfo/updateBasicAvatar',
    {
      config: { access: agentOnly },
      schema: {
        tags: ['agent'],
        summary: "Set the signed-in agent user's avatar to an image uploaded in the current team",
        body: updateBasicAvatarRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.updateAvatar(db, principalOf(request, 'agent'), request.body.avatar);
      return ok(null, 'profile updated');
    },
  );
};
