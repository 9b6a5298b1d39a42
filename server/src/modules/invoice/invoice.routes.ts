import { invoiceApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { agentScope, customerScope } from '#server/platform/tenancy/scope.ts';
import * as service from './invoice.service.ts';

/** Who answers an invoice: the platform's staff (every tenant) or an agent team's (its customers). */
function staffOf(request: FastifyRequest, audience: 'admin' | 'agent'): service.Staff {
  if (audience === 'admin') {
    return { scope: { kind: 'platform' }, audience, userId: principalOf(request, 'admin').adminId };
  }
  const principal = principalOf(request, 'agent');
  return { scope: agentScope(principal.agentId), audience, userId: principal.agentUserId };
}

/** Customer invoices: staff list, issue and reject them; the customer downloads its issued PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod<AppDeps & { storage: ObjectStorage }> = async (
  app,
  { db, storage, config },
) => {
  const deps: service.InvoiceDeps = { db, storage, font: config.invoiceFont };

  serveEach(app, invoiceApi.getList, (audience) => async (request) => {
    const { rows, total } = await service.list(db, staffOf(request, audience).scope, request.query);
    return okList(rows, total);
  });

  serveEach(
    app,
    invoiceApi.issue,
    (audience) => async (request) =>
      ok(await service.issue(deps, staffOf(request, audience), request.body), 'the invoice is issued'),
  );

  serveEach(
    app,
    invoiceApi.reject,
    (audience) => async (request) =>
      ok(
        await service.reject(db, staffOf(request, audience), request.body),
        'the invoice request is rejected',
      ),
  );

  serveEach(app, invoiceApi.getFile, (audience) => async (request, reply) => {
    const file = await service.staffFile(deps, staffOf(request, audience).scope, request.query.id);
    return sendPdf(reply, file);
  });

  serve(app, invoiceApi.download, async (request, reply) => {
    const scope = customerScope(principalOf(request, 'customer'));
    return sendPdf(reply, await service.customerFile(deps, scope, request.query.order_no));
  });
};

function sendPdf(
  reply: { header(name: string, value: string): unknown; send(body: unknown): unknown },
  file: { stream: NodeJS.ReadableStream; fileName: string },
) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  // a customer's tax number: never kept by a shared cache
  reply.header('cache-control', 'private, no-store');
  return reply.send(file.stream);
}
