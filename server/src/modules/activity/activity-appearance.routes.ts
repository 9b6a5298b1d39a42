import { activityAppearance, activityIdQuery, editAppearanceRequest } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { responses } from '#server/platform/http/responses.ts';
import * as service from './activity-appearance.service.ts';

const BASE = '/api/ym/ActiveSetting';
const customer = { access: { audience: 'customer' as const } };

/**
 * An activity's appearance (the settings drawer's appearance tab). Paths the spec does not show:
 * getAppearance and editAppearance (docs/decisions.md "Activity appearance").
 */
export const activityAppearanceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    `${BASE}/getAppearance`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary: "An activity's appearance: cover, background music, promo video and gallery (storage keys)",
        querystring: activityIdQuery,
        response: responses(activityAppearance),
      },
    },
    async (request) =>
      ok(await service.getAppearance(db, principalOf(request, 'customer'), request.query.id)),
  );

  app.post(
    `${BASE}/editAppearance`,
    {
      config: customer,
      schema: {
        tags: ['activity'],
        summary:
          "Save an activity's appearance: every key a file this customer registered of the field's kind (the music may be the default track)",
        body: editAppearanceRequest,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await service.editAppearance(db, principalOf(request, 'customer'), request.body);
      return ok(null, 'saved');
    },
  );
};
