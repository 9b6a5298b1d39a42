import { siteSettingsApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankAccountOf, saveBankAccount } from '#server/modules/order/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import * as service from './site-settings.service.ts';

/** The agent's own customer site: what its header, footer, right bar and pages show (white label). */
export const siteSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, siteSettingsApi.getSetting, async (request) =>
    ok(await service.settingsOf(db, agentScope(principalOf(request, 'agent').agentId))),
  );

  serve(app, siteSettingsApi.saveSetting, async (request) =>
    ok(
      await service.saveSettings(db, agentScope(principalOf(request, 'agent').agentId), request.body),
      'site settings saved',
    ),
  );

  serve(app, siteSettingsApi.getBankAccount, async (request) =>
    ok(await bankAccountOf(db, agentScope(principalOf(request, 'agent').agentId))),
  );

  serve(app, siteSettingsApi.saveBankAccount, async (request) =>
    ok(
      await saveBankAccount(db, agentScope(principalOf(request, 'agent').agentId), request.body),
      'bank account saved',
    ),
  );
};
