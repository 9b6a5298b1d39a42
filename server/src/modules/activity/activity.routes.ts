import {
  activityAddon,
  activityGroup,
  activityIdBody,
  activityIdQuery,
  activityItem,
  activityListQuery,
  activityPurchase,
  activitySourceInfo,
  activityVipInfo,
  addVipPersonRequest,
  copyActivityRequest,
  createActivityRequest,
  deleteRecycleRequest,
  editActNameRequest,
  editGroupRequest,
  editPasswordRequest,
  expandActivityRequest,
  newAddonsQuery,
  pageQuery,
  productInfo,
  productInfoQuery,
  productOrderInfo,
  productOrderQuery,
  renewActivityRequest,
  updateBeginTimeRequest,
  updateProductRequest,
  updateVipLastTimeRequest,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { listResponses, responses } from '#server/platform/http/responses.ts';
import * as service from './activity.service.ts';

const BASE = '/api/ym/Active';
const customer = { access: { audience: 'customer' as const } };
const deleted = z.object({ deleted: z.number().int() });

/**
 * The customer's activities (spec §7 "Activity"); paths match case-insensitively. Paths the spec does not
 * show: getGroupList / editGroup (the group dialog), /ym/active/postRestore (the retrieve list) and
 * postExpand (the expand dialog).
 */
export const activityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const who = (request: Parameters<typeof principalOf>[0]) => principalOf(request, 'customer');

  app.get(
    `${BASE}/getList`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary:
          'My activities outside the recycle bin: search by title, filter by status, group, tool; sorted, paged',
        querystring: activityListQuery,
        response: listResponses(activityItem),
      },
    },
    async (request) => {
      const { rows, total } = await service.list(db, who(request), request.query);
      return okList(rows, total);
    },
  );

  app.get(
    `${BASE}/getActiveInfo`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary: 'One activity',
        querystring: activityIdQuery,
        response: responses(activityItem),
      },
    },
    async (request) => ok(await service.info(db, who(request), request.query.id)),
  );

  app.get(
    `${BASE}/getVipInfo`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary: "An activity's VIP persons and their deadline",
        querystring: activityIdQuery,
        response: responses(activityVipInfo),
      },
    },
    async (request) => ok(await service.vipInfo(db, who(request), request.query.id)),
  );

  app.get(
    `${BASE}/getSourceInfo`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary: 'The tool and programme an activity was made from',
        querystring: activityIdQuery,
        response: responses(activitySourceInfo),
      },
    },
    async (request) => ok(await service.sourceInfo(db, who(request), request.query.id)),
  );

  app.get(
    `${BASE}/getNewAddons`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary: 'The tools an activity may switch to (update product), or every tool; new ones first',
        querystring: newAddonsQuery,
        response: responses(z.array(activityAddon)),
      },
    },
    async (request) => ok(await service.newAddons(db, who(request), request.query.id)),
  );

  app.get(
    `${BASE}/getGroupList`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary: 'My activity groups',
        response: responses(z.array(activityGroup)),
      },
    },
    async (request) => ok(await service.groups(db, who(request))),
  );

  app.get(
    '/api/ym/active/getCancelList',
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary: 'The recycle bin (cancelled activities), newest first',
        querystring: pageQuery,
        response: listResponses(activityItem),
      },
    },
    async (request) => {
      const { rows, total } = await service.cancelList(db, who(request), request.query);
      return okList(rows, total);
    },
  );

  app.get(
    '/api/customer/Product/getProductInfo',
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary:
          "A tool as a product: what a new activity of it costs the customer now (VIP plan's free_num left, or the price)",
        querystring: productInfoQuery,
        response: responses(productInfo),
      },
    },
    async (request) => ok(await service.productInfo(db, who(request), request.query.id)),
  );

  app.get(
    '/api/customer/Product/getOrderInfo',
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary:
          'The order an activity purchase would make (21 new of tool id, 22 extend activity id by days, 23 expand by persons), nothing written',
        querystring: productOrderQuery,
        response: responses(productOrderInfo),
      },
    },
    async (request) => ok(await service.quote(db, who(request), request.query)),
  );

  const purchase = {
    tags: ['activity'],
    response: responses(activityPurchase),
  };

  app.post(
    `${BASE}/create`,
    {
      config: customer,
      schema: {
        ...purchase,
        summary:
          'New activity from a tool or a programme: free from the VIP quota, else unpaid with an order (type 21)',
        body: createActivityRequest,
      },
    },
    async (request) => ok(await service.create(db, who(request), request.body), 'created'),
  );

  app.post(
    `${BASE}/copy`,
    {
      config: customer,
      schema: {
        ...purchase,
        summary: "Copy an activity under a new title ('' keeps it); charged like a new one",
        body: copyActivityRequest,
      },
    },
    async (request) => ok(await service.copy(db, who(request), request.body), 'created'),
  );

  app.post(
    '/api/ym/active/postRenew',
    {
      config: customer,
      schema: {
        ...purchase,
        summary: `Renew (the extend dialog): an order (type 22) that adds \`days\` (default ${service.RENEW_DAYS}) once paid`,
        body: renewActivityRequest,
      },
    },
    async (request) => ok(await service.renew(db, who(request), request.body)),
  );

  app.post(
    `${BASE}/postExpand`,
    {
      config: customer,
      schema: {
        ...purchase,
        summary: 'Expand (the expand dialog): an order (type 23) that adds `persons` places once paid',
        body: expandActivityRequest,
      },
    },
    async (request) => ok(await service.expand(db, who(request), request.body)),
  );

  const change = (summary: string) => ({ tags: ['activity'], summary, response: responses(z.null()) });

  app.post(
    `${BASE}/editActName`,
    { config: customer, schema: { ...change('Rename an activity'), body: editActNameRequest } },
    async (request) => {
      await service.rename(db, who(request), request.body);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/editGroup`,
    {
      config: customer,
      schema: { ...change("Set an activity's group ('' = none)"), body: editGroupRequest },
    },
    async (request) => {
      await service.editGroup(db, who(request), request.body);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/postCancel`,
    { config: customer, schema: { ...change('Cancel: move to the recycle bin'), body: activityIdBody } },
    async (request) => {
      await service.cancel(db, who(request), request.body.id);
      return ok(null, 'saved');
    },
  );

  app.post(
    '/api/ym/active/postRestore',
    { config: customer, schema: { ...change('Restore from the recycle bin'), body: activityIdBody } },
    async (request) => {
      await service.restore(db, who(request), request.body.id);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/postAbolish`,
    { config: customer, schema: { ...change('Abolish (terminal)'), body: activityIdBody } },
    async (request) => {
      await service.abolish(db, who(request), request.body.id);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/postOver`,
    { config: customer, schema: { ...change('End a running activity now'), body: activityIdBody } },
    async (request) => {
      await service.over(db, who(request), request.body.id);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/updateBeginTime`,
    {
      config: customer,
      schema: {
        ...change("Change begin and end time (in the customer's time zone)"),
        body: updateBeginTimeRequest,
      },
    },
    async (request) => {
      await service.updateBeginTime(db, who(request), request.body);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/updateVipLastTime`,
    {
      config: customer,
      schema: { ...change("Set the VIP persons' deadline"), body: updateVipLastTimeRequest },
    },
    async (request) => {
      await service.updateVipLastTime(db, who(request), request.body);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/addVipPerson`,
    {
      config: customer,
      schema: { ...change('Add a VIP person (within capacity)'), body: addVipPersonRequest },
    },
    async (request) => {
      await service.addVipPerson(db, who(request), request.body);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/updateProduct`,
    {
      config: customer,
      schema: { ...change('Switch the tool an activity runs on'), body: updateProductRequest },
    },
    async (request) => {
      await service.updateProduct(db, who(request), request.body);
      return ok(null, 'saved');
    },
  );

  app.post(
    `${BASE}/emptyRecycle`,
    {
      config: customer,
      schema: { tags: ['activity'], summary: 'Empty the recycle bin', response: responses(deleted) },
    },
    async (request) => ok(await service.emptyRecycle(db, who(request)), 'deleted'),
  );

  app.post(
    `${BASE}/deleteRecycle`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary: 'Delete activities from the recycle bin for good',
        body: deleteRecycleRequest,
        response: responses(deleted),
      },
    },
    async (request) => ok(await service.deleteRecycle(db, who(request), request.body.ids), 'deleted'),
  );

  app.post(
    '/api/ym/ActiveSetting/editPassword',
    {
      config: customer,
      schema: { ...change("Set or remove an activity's access password"), body: editPasswordRequest },
    },
    async (request) => {
      await service.editPassword(db, who(request), request.body);
      return ok(null, 'saved');
    },
  );
};
