import { forgetApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import { resetWithCode, sendForgetCode } from './forget.service.ts';

/** /forget of the admin and agent consoles: an emailed code, then a new password. */
export const forgetRoutes: FastifyPluginAsyncZod<AppDeps & { messenger: Messenger }> = async (app, deps) => {
  serve(app, forgetApi.sendCode, async (request) => {
    await sendForgetCode(deps, request.body, request.ip, request.log);
    return ok(null, 'if the account exists and has an email, a code was sent to it');
  });
  serve(app, forgetApi.reset, async (request) => {
    await resetWithCode(deps.db, request.body);
    return ok(null, 'password reset, please sign in with the new password');
  });
};
