import { customerAuthApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inviteForSignup,
  recordReferral,
  recordSignup,
  referralForSignup,
} from '#server/modules/channel/index.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { acceptFormBodies } from '#server/platform/http/input.ts';
import { linkOrigin } from '#server/platform/http/public-origin.ts';
import { serve } from '#server/platform/http/route.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import { agentForHost } from '#server/platform/tenancy/site.ts';
import { rememberSandboxOpenid, sandboxOpenidOf } from '#server/platform/wechat/sandbox-identity.ts';
import * as accounts from './account.service.ts';
import * as captchas from './captcha.service.ts';
import * as codes from './verification-code.service.ts';
import * as wechat from './wechat-login.service.ts';
import { confirmPage, resultPage } from './wechat-sandbox-page.ts';

/** Where a sign-in comes from, kept with its session (the customer's sign-in history in the staff drawer). */
const signInSource = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

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

  serve(app, customerAuthApi.getCaptcha, (request, reply) => captchas.captchaReply(deps, request, reply));

  serve(app, customerAuthApi.postVerifyCode, async (request) => {
    const agent = await agentForHost(db, request.hostname);
    const { mobile, captcha_code, captcha_key } = request.body;
    const result = await codes.sendCode(
      deps,
      { channel: 'sms', target: mobile, captchaCode: captcha_code, captchaKey: captcha_key },
      { ip: request.ip, agent },
    );
    return ok(result, 'verification code sent to your phone');
  });

  serve(app, customerAuthApi.postEmailVerifyCode, async (request) => {
    const agent = await agentForHost(db, request.hostname);
    const { email, captcha_code, captcha_key } = request.body;
    const result = await codes.sendCode(
      deps,
      { channel: 'email', target: email, captchaCode: captcha_code, captchaKey: captcha_key },
      { ip: request.ip, agent },
    );
    return ok(result, 'verification code sent to your email');
  });

  serve(app, customerAuthApi.postRegister, async (request) => {
    const hostAgent = await agentForHost(db, request.hostname);
    // through an invite link: the link's agent is the customer's, and the sign-up is counted for the link;
    // through a customer's own invitation: the inviter's agent is, and the inviter is credited the reward
    const code = request.body.invite_code;
    const invite = await inviteForSignup(db, code, hostAgent);
    const referral = invite ? null : await referralForSignup(db, code, hostAgent);
    const customer = await accounts.register(db, request.body, invite?.agent ?? referral?.agent ?? hostAgent);
    if (invite) await recordSignup(db, invite, customer.id);
    if (referral) await recordReferral(db, referral, customer.id);
    const body = request.body;
    await codes.releaseCodeInterval(
      deps.rateLimiter,
      body.register_type === 'mobile' ? body.mobile : body.email,
    );
    customerActor(request, customer);
    return ok(null, 'registered, please log in');
  });

  serve(app, customerAuthApi.resetPassword, async (request) => {
    const customer = await accounts.resetPassword(db, request.body);
    await codes.releaseCodeInterval(deps.rateLimiter, request.body.account);
    customerActor(request, customer);
    return ok(null, 'changed, please log in again');
  });

  serve(app, customerAuthApi.postBindCustomerAccount, async (request) => {
    const agent = await agentForHost(db, request.hostname);
    const bound = await wechat.bindPhone(db, request.body, agent, signInSource(request));
    await codes.releaseCodeInterval(deps.rateLimiter, request.body.bind_value);
    customerActor(request, bound.customer);
    return ok({ token: bound.token, expires_at: bound.expiresAt.toISOString() }, 'bound');
  });

  serve(app, customerAuthApi.getWechatQrcode, async (request, reply) => {
    const agent = await agentForHost(db, request.hostname);
    const origin = await linkOrigin(db, deps.config, request, agent.id);
    reply.header('cache-control', 'no-store');
    return ok(await wechat.createWechatQrcode(deps, agent, origin, request.ip));
  });

  serve(app, customerAuthApi.getWechatQrcodeLoginStatus, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { customerId, agentId, ...status } = await wechat.wechatStatus(
      db,
      request.query.login_token,
      signInSource(request),
    );
    return ok(status, status.on_login === 1 ? 'login succeeded' : 'success');
  });

  // ---- the sandbox WeChat confirmation page (what the phone opens after scanning) ----

  // The page posts an ordinary HTML form; only this plugin accepts form bodies.
  acceptFormBodies(app, 4096);

  serve(app, customerAuthApi.sandboxConfirmPage, async (request, reply) => {
    const ticket = await wechat.wechatTicket(db, request.query.ticket);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (ticket.state !== 'pending') return resultPage(ticket.state);
    const openid = sandboxOpenidOf(request);
    return confirmPage({ ticket: request.query.ticket, siteName: ticket.siteName, openid });
  });

  serve(app, customerAuthApi.sandboxConfirm, async (request, reply) => {
    const { ticket, openid } = request.body;
    const confirmed = await wechat.confirmWechat(db, ticket, openid);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!confirmed) {
      const state = await wechat.wechatTicket(db, ticket);
      return resultPage(state.state === 'pending' ? 'expired' : state.state);
    }
    rememberSandboxOpenid(reply, openid);
    return resultPage('confirmed');
  });
};
