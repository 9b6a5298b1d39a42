import { customerAccountApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeSource } from '#server/modules/auth/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './profile.service.ts';
import { scopeOf } from './request-context.ts';

/** /user: the customer's own settings (profile, avatar, names, phone and email by code, password). */
export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  serve(app, customerAccountApi.getProfile, async (request) =>
    ok(await service.profile(db, scopeOf(request))),
  );

  serve(app, customerAccountApi.postAvatar, async (request) => {
    await service.setAvatar(db, scopeOf(request), request.body.avatar);
    return ok(null, 'modified successfully');
  });

  serve(app, customerAccountApi.postNickname, async (request) => {
    await service.setField(db, scopeOf(request), { nickname: request.body.nickname });
    return ok(null, 'modified successfully');
  });

  serve(app, customerAccountApi.postCity, async (request) => {
    await service.setField(db, scopeOf(request), { city: request.body.city });
    return ok(null, 'modified successfully');
  });

  serve(app, customerAccountApi.postCompanyName, async (request) => {
    await service.setField(db, scopeOf(request), { company_name: request.body.companyName });
    return ok(null, 'modified successfully');
  });

  serve(app, customerAccountApi.postEmail, async (request) => {
    const { email, verify_code } = request.body;
    await service.setContact(db, deps.rateLimiter, scopeOf(request), {
      column: 'email',
      value: email,
      code: verify_code,
    });
    return ok(null, 'bound');
  });

  serve(app, customerAccountApi.postMobile, async (request) => {
    const { mobile, verify_code } = request.body;
    await service.setContact(db, deps.rateLimiter, scopeOf(request), {
      column: 'mobile',
      value: mobile,
      code: verify_code,
    });
    return ok(null, 'bound');
  });

  serve(app, customerAccountApi.postPassword, async (request) => {
    const principal = principalOf(request, 'customer');
    await service.setPassword(
      deps,
      scopeOf(request),
      request.body,
      passwordChangeSource(request, principal.sessionId),
    );
    return ok(null, 'changed, please log in again');
  });
};
