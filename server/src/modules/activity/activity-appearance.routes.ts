import { activityAppearanceApi, templateApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './activity-appearance.service.ts';

/** An activity's appearance (the settings drawer's appearance tab), declared in contracts/src/activity-appearance.ts. */
export const activityAppearanceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, activityAppearanceApi.getAppearance, async (request) =>
    ok(await service.getAppearance(db, principalOf(request, 'customer'), request.query.id)),
  );

  serve(app, activityAppearanceApi.editAppearance, async (request) => {
    await service.editAppearance(db, principalOf(request, 'customer'), request.body);
    return ok(null, 'saved');
  });

  // the appearance tab's template picker (contracts/src/template.ts)
  serve(app, templateApi.getActivityTemplates, async (request) =>
    ok(await service.activityTemplates(db, principalOf(request, 'customer'), request.query.id)),
  );
};
