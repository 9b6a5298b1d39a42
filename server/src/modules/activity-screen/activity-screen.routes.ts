import { activityScreenApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '#server/modules/customer-auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { installSecret } from '#server/platform/install-secret.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import * as service from './activity-screen.service.ts';

const MINUTE = 60_000;
// guessing an activity's access password: a few tries per activity and per source
const OPEN_LIMITS = {
  activity: { limit: 20, windowMs: 10 * MINUTE },
  ip: { limit: 30, windowMs: 10 * MINUTE },
};
// a room of attendees may share one IP (the venue's Wi-Fi); one phone number is one person
const SIGN_IN_LIMITS = {
  ip: { limit: 600, windowMs: 10 * MINUTE },
  phone: { limit: 10, windowMs: 10 * MINUTE },
};

/** The organiser's big screen and the attendees' public h5 page (sign-in). */
export const activityScreenRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, rateLimiter, config },
) => {
  const secret = installSecret(config, 'screen-secret.txt');
  serve(app, activityScreenApi.getScreen, async (request) => {
    const scope = customerScope(principalOf(request, 'customer'));
    return ok(await service.screenOf(db, scope, request.query.id));
  });
  serve(app, activityScreenApi.h5Info, async (request) => ok(await service.h5Info(db, request.query.code)));
  serve(app, activityScreenApi.h5SignIn, async (request) => {
    const tooMany = 'too many sign-ins, please try again in {minutes} minutes';
    await limit(rateLimiter, `h5-signin:ip:${request.ip}`, SIGN_IN_LIMITS.ip, tooMany);
    await limit(rateLimiter, `h5-signin:phone:${request.body.mobile}`, SIGN_IN_LIMITS.phone, tooMany);
    const result = await service.h5SignIn(db, request.body);
    return ok(result, result.first_time ? 'signed in' : 'already signed in');
  });
  serve(app, activityScreenApi.openScreen, async (request) => {
    const tooMany = 'too many tries, please try again in {minutes} minutes';
    await limit(rateLimiter, `screen-open:ip:${request.ip}`, OPEN_LIMITS.ip, tooMany);
    await limit(rateLimiter, `screen-open:activity:${request.body.acid}`, OPEN_LIMITS.activity, tooMany);
    return ok(await service.openScreen(db, secret, request.body));
  });
  serve(app, activityScreenApi.publicScreen, async (request) =>
    ok(await service.publicScreen(db, secret, request.query)),
  );
};
