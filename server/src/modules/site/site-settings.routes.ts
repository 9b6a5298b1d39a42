import {
  agentSiteSettings,
  agentSiteSettingsView,
  bankAccount,
  Permission,
  saveBankAccountRequest,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as bankTransfers from '#server/modules/order/bank-transfer.service.ts';
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

  app.get(
    '/api/agent/site/getBankAccount',
    {
      config: access,
      schema: {
        tags: ['site'],
        summary: "The account the agent's site receives bank transfers on (null: none)",
        response: responses(bankAccount.nullable()),
      },
    },
    async (request) => ok(await bankTransfers.bankAccountOf(db, principalOf(request, 'agent').agentId)),
  );

  app.post(
    '/api/agent/site/saveBankAccount',
    {
      config: access,
      schema: {
        tags: ['site'],
        summary: "Set the site's receiving bank account, or clear it (clear: 1) to stop bank transfers",
        body: saveBankAccountRequest,
        response: responses(bankAccount.nullable()),
      },
    },
    async (request) =>
      ok(
        await bankTransfers.saveBankAccount(db, principalOf(request, 'agent').agentId, request.body),
        'bank account saved',
      ),
  );
};
