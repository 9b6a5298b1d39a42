import { randomBytes } from 'node:crypto';
import {
  bindAccountRequest,
  captchaResponse,
  customerLoginResponse,
  emptyData,
  registerRequest,
  resetPasswordRequest,
  sendCodeResponse,
  sendEmailCodeRequest,
  sendSmsCodeRequest,
  wechatQrcodeResponse,
  wechatStatusQuery,
  wechatStatusResponse,
} from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { responses } from '#server/platform/http/responses.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import * as service from './customer-auth.service.ts';
import { confirmPage, resultPage } from './wechat-sandbox-page.ts';

const publicAccess = { access: { audience: 'public' as const } };
const tags = ['customer login'];

const SANDBOX_OPENID_COOKIE = 'sandbox_wechat_openid';
const openidPattern = /^[\w-]{6,64}$/;

/**
 * Customer sign-in without a password session yet: captcha, codes, register, reset, WeChat scan login and
 * bind phone (spec §7 "Customer login"). The agent site is the request host's (white label), so accounts
 * created here belong to that agent.
 */
export const customerAuthRoutes: FastifyPluginAsyncZod<AppDeps & { messenger: Messenger }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  const customerActor = (request: FastifyRequest, customer: { id: number; agent_id: number }) => {
    request.auditActor = {
      audience: 'customer',
      actorId: customer.id,
      agentId: customer.agent_id,
      customerId: customer.id,
    };
  };

  app.get(
    '/api/customer/login/getCaptcha',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'A single-use graphic captcha (SVG, 5 minutes)',
        response: responses(captchaResponse),
      },
    },
    async (request, reply) => {
      const captcha = await service.createCaptcha(deps, request.ip);
      reply.header('cache-control', 'no-store');
      // Test runs only (NODE_ENV=test, never production): browser journeys cannot read the image.
      if (deps.config.env === 'test') reply.header('x-test-captcha-answer', captcha.answer);
      return ok({ img: captcha.img, key: captcha.key });
    },
  );

  app.post(
    '/api/customer/login/postVerifyCode',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Send a verification code by SMS (needs the graphic captcha)',
        body: sendSmsCodeRequest,
        response: responses(sendCodeResponse),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.hostname);
      const { mobile, captcha_code, captcha_key } = request.body;
      const result = await service.sendCode(
        deps,
        { channel: 'sms', target: mobile, captchaCode: captcha_code, captchaKey: captcha_key },
        { ip: request.ip, agent },
      );
      return ok(result, 'verification code sent to your phone');
    },
  );

  app.post(
    '/api/customer/login/postEmailVerifyCode',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Send a verification code by email (needs the graphic captcha)',
        body: sendEmailCodeRequest,
        response: responses(sendCodeResponse),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.hostname);
      const { email, captcha_code, captcha_key } = request.body;
      const result = await service.sendCode(
        deps,
        { channel: 'email', target: email, captchaCode: captcha_code, captchaKey: captcha_key },
        { ip: request.ip, agent },
      );
      return ok(result, 'verification code sent to your email');
    },
  );

  app.post(
    '/api/customer/login/postRegister',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "Register a customer of this host's agent site by phone or email code",
        body: registerRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.hostname);
      const customer = await service.register(db, request.body, agent);
      const body = request.body;
      await service.releaseCodeInterval(
        deps.rateLimiter,
        body.register_type === 'mobile' ? body.mobile : body.email,
      );
      customerActor(request, customer);
      return ok(null, 'registered, please log in');
    },
  );

  app.post(
    '/api/customer/login/resetPassword',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Set a new password with a code sent to the phone or email; ends every session',
        body: resetPasswordRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      const customer = await service.resetPassword(db, request.body);
      await service.releaseCodeInterval(deps.rateLimiter, request.body.account);
      customerActor(request, customer);
      return ok(null, 'changed, please log in again');
    },
  );

  app.post(
    '/api/customer/login/postBindCustomerAccount',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Bind a phone to the scanned WeChat (bind_type 1) and sign in',
        body: bindAccountRequest,
        response: responses(customerLoginResponse),
      },
    },
    async (request) => {
      const agent = await agentForHost(db, request.hostname);
      const bound = await service.bindPhone(db, request.body, agent);
      await service.releaseCodeInterval(deps.rateLimiter, request.body.bind_value);
      customerActor(request, bound.customer);
      return ok({ token: bound.token, expires_at: bound.expiresAt.toISOString() }, 'bound');
    },
  );

  app.get(
    '/api/customer/login/getWechatQrcode',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'A WeChat login QR (sandbox: it opens our confirmation page) and the token to poll with',
        response: responses(wechatQrcodeResponse),
      },
    },
    async (request, reply) => {
      const agent = await agentForHost(db, request.hostname);
      const origin = deps.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
      reply.header('cache-control', 'no-store');
      return ok(await service.createWechatQrcode(deps, agent, origin, request.ip));
    },
  );

  app.get(
    '/api/customer/login/getWechatQrcodeLoginStatus',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Poll a WeChat login (every 2 s): signed in, bind a phone, or expired',
        querystring: wechatStatusQuery,
        response: responses(wechatStatusResponse),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customerId, agentId, ...status } = await service.wechatStatus(db, request.query.login_token);
      return ok(status, status.on_login === 1 ? 'login succeeded' : 'success');
    },
  );

  // ---- the sandbox WeChat confirmation page (what the phone opens after scanning) ----

  // The page posts an ordinary HTML form; only this plugin accepts form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/sandbox/wechat/confirm',
    {
      config: publicAccess,
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox WeChat: the confirmation page a phone opens from the login QR (HTML)',
        querystring: z.object({ ticket: z.string().max(100).default('') }),
      },
    },
    async (request, reply) => {
      const ticket = await service.wechatTicket(db, request.query.ticket);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (ticket.state !== 'pending') return resultPage(ticket.state);
      const remembered = cookie(request, SANDBOX_OPENID_COOKIE);
      const openid =
        remembered && openidPattern.test(remembered)
          ? remembered
          : `sandbox_${randomBytes(9).toString('base64url')}`;
      return confirmPage({ ticket: request.query.ticket, siteName: ticket.siteName, openid });
    },
  );

  app.post(
    '/api/sandbox/wechat/confirm',
    {
      config: publicAccess,
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox WeChat: the phone confirms the login with its openid (HTML form)',
        body: z.object({
          ticket: z.string().max(100),
          openid: z.string().regex(openidPattern),
        }),
      },
    },
    async (request, reply) => {
      const { ticket, openid } = request.body;
      const confirmed = await service.confirmWechat(db, ticket, openid);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!confirmed) {
        const state = await service.wechatTicket(db, ticket);
        return resultPage(state.state === 'pending' ? 'expired' : state.state);
      }
      reply.header(
        'set-cookie',
        `${SANDBOX_OPENID_COOKIE}=${openid}; Path=/api/sandbox/wechat; Max-Age=31536000; HttpOnly; SameSite=Lax`,
      );
      return resultPage('confirmed');
    },
  );
};

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
