import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { acceptFormBodies } from '#server/platform/http/input.ts';
import { apiCredentialRoutes } from './api-credentials.routes.ts';
import { officialAccountRoutes } from './official-accounts.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { wechatRoutes } from './wechat.routes.ts';

/**
 * The customer's own account: settings (/user, profile.routes), WeChat bind and the sandbox WeChat pages
 * (wechat.routes), authorised official accounts (/account, official-accounts.routes), API credentials,
 * third-party services and the open API a credential reads (/api, partners only, api-credentials.routes).
 */
export const customerAccountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The sandbox WeChat pages post ordinary HTML forms; this plugin's routes (and only they) accept form bodies.
  acceptFormBodies(app, 4096);

  await app.register(profileRoutes, deps);
  await app.register(wechatRoutes, deps);
  await app.register(officialAccountRoutes, deps);
  await app.register(apiCredentialRoutes, deps);
};
