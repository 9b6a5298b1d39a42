import { activityScreenApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '#server/modules/customer-auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import * as service from './activity-screen.service.ts';

const MINUTE = 60_000;
// a room of attendees may share one IP (the venue's Wi-Fi); one phone number is one person
const SIGN_IN_LIMITS = {
  ip: { limit: 600, windowMs: 10 * MINUTE },
  phone: { limit: 10, windowMs: 10 * MINUTE },
};

/** The organiser's big screen and the attendees' public h5 page (sign-in). */
export const activityScreenRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, rateLimiter }) => {
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
};
