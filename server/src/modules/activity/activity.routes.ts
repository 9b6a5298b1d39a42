import { activityApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serve } from '#server/platform/http/route.ts';
import * as copying from './activity-copy.service.ts';
import * as grouping from './activity-group.service.ts';
import * as lifecycle from './activity-lifecycle.service.ts';
import * as pricing from './activity-pricing.service.ts';
import * as purchase from './activity-purchase.service.ts';
import * as queries from './activity-query.service.ts';
import * as schedule from './activity-schedule.service.ts';
import * as settings from './activity-settings.service.ts';
import * as vip from './activity-vip.service.ts';

/**
 * The customer's activities (spec §7 "Activity"), declared in contracts/src/activity.ts; paths match
 * case-insensitively.
 */
export const activityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const who = (request: Parameters<typeof principalOf>[0]) => principalOf(request, 'customer');

  serve(app, activityApi.getList, async (request) => {
    const { rows, total } = await queries.list(db, who(request), request.query, requestLanguage(request));
    return okList(rows, total);
  });

  serve(app, activityApi.getSummary, async (request) =>
    ok(await queries.summary(db, who(request), requestLanguage(request))),
  );

  serve(app, activityApi.getActiveInfo, async (request) =>
    ok(await queries.info(db, who(request), request.query.id, requestLanguage(request))),
  );

  serve(app, activityApi.getVipInfo, async (request) =>
    ok(await vip.vipInfo(db, who(request), request.query.id)),
  );

  serve(app, activityApi.getSourceInfo, async (request) =>
    ok(await queries.sourceInfo(db, who(request), request.query.id, requestLanguage(request))),
  );

  serve(app, activityApi.getNewAddons, async (request) =>
    ok(await queries.newAddons(db, who(request), requestLanguage(request), request.query.id)),
  );

  serve(app, activityApi.getGroupList, async (request) => ok(await grouping.groups(db, who(request))));

  serve(app, activityApi.getCancelList, async (request) => {
    const { rows, total } = await lifecycle.cancelList(
      db,
      who(request),
      request.query,
      requestLanguage(request),
    );
    return okList(rows, total);
  });

  serve(app, activityApi.getProductInfo, async (request) =>
    ok(await pricing.productInfo(db, who(request), request.query.id)),
  );

  serve(app, activityApi.getOrderInfo, async (request) =>
    ok(await pricing.quote(db, who(request), request.query)),
  );

  serve(app, activityApi.create, async (request) =>
    ok(await purchase.create(db, who(request), request.body), 'created'),
  );

  serve(app, activityApi.copy, async (request) =>
    ok(await copying.copy(db, who(request), request.body), 'created'),
  );

  serve(app, activityApi.postRenew, async (request) =>
    ok(await purchase.renew(db, who(request), request.body)),
  );

  serve(app, activityApi.postExpand, async (request) =>
    ok(await purchase.expand(db, who(request), request.body)),
  );

  serve(app, activityApi.editActName, async (request) => {
    await settings.rename(db, who(request), request.body);
    return ok(null, 'saved');
  });

  serve(app, activityApi.editGroup, async (request) => {
    await grouping.editGroup(db, who(request), request.body);
    return ok(null, 'saved');
  });

  serve(app, activityApi.postCancel, async (request) => {
    await lifecycle.cancel(db, who(request), request.body.id);
    return ok(null, 'saved');
  });

  serve(app, activityApi.postRestore, async (request) => {
    await lifecycle.restore(db, who(request), request.body.id);
    return ok(null, 'saved');
  });

  serve(app, activityApi.postAbolish, async (request) => {
    await lifecycle.abolish(db, who(request), request.body.id);
    return ok(null, 'saved');
  });

  serve(app, activityApi.postOver, async (request) => {
    await lifecycle.over(db, who(request), request.body.id);
    return ok(null, 'saved');
  });

  serve(app, activityApi.updateBeginTime, async (request) => {
    await schedule.updateBeginTime(db, who(request), request.body);
    return ok(null, 'saved');
  });

  serve(app, activityApi.updateVipLastTime, async (request) => {
    await vip.updateVipLastTime(db, who(request), request.body);
    return ok(null, 'saved');
  });

  serve(app, activityApi.addVipPerson, async (request) => {
    await vip.addVipPerson(db, who(request), request.body);
    return ok(null, 'saved');
  });

  serve(app, activityApi.updateProduct, async (request) => {
    await settings.updateProduct(db, who(request), request.body);
    return ok(null, 'saved');
  });

  serve(app, activityApi.emptyRecycle, async (request) =>
    ok(await lifecycle.emptyRecycle(db, who(request)), 'deleted'),
  );

  serve(app, activityApi.deleteRecycle, async (request) =>
    ok(await lifecycle.deleteRecycle(db, who(request), request.body.ids), 'deleted'),
  );

  serve(app, activityApi.editPassword, async (request) => {
    await settings.editPassword(db, who(request), request.body);
    return ok(null, 'saved');
  });
};
