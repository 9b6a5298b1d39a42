import { noticeApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import * as service from './notice.service.ts';

/** Each console's notices under its own prefix; the caller's audience decides what it sees. */
export const noticeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serveEach(
    app,
    noticeApi.getUnread,
    (audience) => async (request) => ok(await service.unread(db, principalOf(request, audience))),
  );

  serveEach(app, noticeApi.getList, (audience) => async (request) => {
    const { rows, total } = await service.list(db, principalOf(request, audience), request.query);
    return okList(rows, total);
  });

  serveEach(
    app,
    noticeApi.markRead,
    (audience) => async (request) =>
      ok(await service.markRead(db, principalOf(request, audience), request.body)),
  );

  serve(app, noticeApi.send, async (request) =>
    ok(await service.send(db, principalOf(request, 'admin'), request.body), 'sent'),
  );

  serve(app, noticeApi.getSentList, async (request) => {
    const { rows, total } = await service.sentList(db, request.query);
    return okList(rows, total);
  });

  serve(app, noticeApi.update, async (request) => ok(await service.update(db, request.body), 'saved'));

  serve(app, noticeApi.withdraw, async (request) => {
    await service.withdraw(db, request.body.id);
    return ok(null, 'notice withdrawn');
  });
};
