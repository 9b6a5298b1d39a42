import { agentSiteSettings, agentSiteSettingsView, Permission } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { responses } from '#server/platform/http/responses.ts';
import * as service from './site-settings.service.ts';

const access = { access: { audience: 'agent' as const, permission: Permission.agent.siteSetting } };

/** The agent's own customer site: what its header, footer, right bar and pages show (white label). */
export const siteSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/agent/site/getSetting',
    {
      config: access,
      schema: {
        tags: ['site'],
        summary: "The agent's site settings and its domains",
        response: responses(agentSiteSettingsView),
      },
    },
    async (request) => ok(await service.settingsOf(db, principalOf(request, 'agent').agentId)),
  );

  app.post(
    '/api/agent/site/saveSetting',
    {
      config: access,
      schema: {
        tags: ['site'],
        summary: "Save the agent's site settings (footer, right bar, title, keywords, icon)",
        body: agentSiteSettings,
        response: responses(agentSiteSettingsView),
      },
    },
    async (request) =>
      ok(
        await service.saveSettings(db, principalOf(request, 'agent').agentId, request.body),
        'site settings saved',
      ),
  );
};
