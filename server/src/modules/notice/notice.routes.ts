import {
  markNoticesReadRequest,
  markNoticesReadResponse,
  noticeItem,
  noticeListQuery,
  Permission,
  sendNoticeRequest,
  unreadNotices,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { listResponses, responses } from '#server/platform/http/responses.ts';
import * as service from './notice.service.ts';

/** Each console's notices under its own prefix; the caller's audience decides what it sees. */
const PLATFORMS = ['admin', 'agent', 'customer'] as const;

export const noticeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  for (const platform of PLATFORMS) {
    const access = { audience: platform };

    app.get(
      `/api/${platform}/notice/getUnread`,
      {
        config: { access },
        schema: {
          tags: ['notice'],
          summary: 'Latest unread notices, letters and todos, and the unread total',
          response: responses(unreadNotices),
        },
      },
      async (request) => ok(await service.unread(db, principalOf(request, platform))),
    );

    app.get(
      `/api/${platform}/notice/getList`,
      {
        config: { access },
        schema: {
          tags: ['notice'],
          summary: 'Message centre: notices by type and read state, newest first',
          querystring: noticeListQuery,
          response: listResponses(noticeItem),
        },
      },
      async (request) => {
        const { rows, total } = await service.list(db, principalOf(request, platform), request.query);
        return okList(rows, total);
      },
    );

    app.post(
      `/api/${platform}/notice/markRead`,
      {
        config: { access },
        schema: {
          tags: ['notice'],
          summary: 'Mark notices read: the given ids, or every unread one of a type',
          body: markNoticesReadRequest,
          response: responses(markNoticesReadResponse),
        },
      },
      async (request) => ok(await service.markRead(db, principalOf(request, platform), request.body)),
    );
  }

  app.post(
    '/api/admin/notice/send',
    {
      config: { access: { audience: 'admin', permission: Permission.admin.noticeSend } },
      schema: {
        tags: ['notice'],
        summary: 'Send a notice, letter or todo to an audience, one agent or one customer',
        body: sendNoticeRequest,
        response: responses(noticeItem),
      },
    },
    async (request) => ok(await service.send(db, principalOf(request, 'admin'), request.body), 'sent'),
  );
};
