import { randomBytes } from 'node:crypto';
import {
  apiCredential,
  apiCredentialListQuery,
  createApiCredentialRequest,
  createdApiCredential,
  customerProfile,
  emptyData,
  idRequest,
  officialAccount,
  officialAccountListQuery,
  officialAuthorization,
  officialAuthStatus,
  officialAuthStatusQuery,
  openActivity,
  openProfile,
  pageQuery,
  postAvatarRequest,
  postCityRequest,
  postCompanyNameRequest,
  postEmailRequest,
  postMobileRequest,
  postNicknameRequest,
  postPasswordRequest,
  saveServiceRequest,
  thirdPartyService,
  wechatBindQrcode,
  wechatBindStatus,
  wechatBindStatusQuery,
} from '@onsite/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { listResponses, responses } from '#server/platform/http/responses.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import type { CustomerScope } from './customer-account.repository.ts';
import * as service from './customer-account.service.ts';
import { authorizePage, bindPage, type SandboxResult, sandboxResultPage } from './sandbox-pages.ts';

const customer = { access: { audience: 'customer' as const } };
const publicAccess = { access: { audience: 'public' as const } };
const ACCOUNT = '/api/customer/customer';
const OFFICIAL = '/api/customer/officialAccount';
const API = '/api/customer/customerApi';

const SANDBOX_OPENID_COOKIE = 'sandbox_wechat_openid';
const openidPattern = /^[\w-]{6,64}$/;

function scopeOf(request: FastifyRequest): CustomerScope {
  const principal = principalOf(request, 'customer');
  return { kind: 'customer', agentId: principal.agentId, customerId: principal.customerId };
}

/**
 * The customer's own account: settings (/user), authorised official accounts (/account), API credentials
 * and third-party services (/api, partners only), the sandbox WeChat pages they open, and the open API a
 * credential reads.
 */
export const customerAccountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const origin = (request: FastifyRequest) =>
    deps.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

  // ---- /user ----

  app.get(
    `${ACCOUNT}/getProfile`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'The account settings page: profile fields and whether WeChat is bound',
        response: responses(customerProfile),
      },
    },
    async (request) => ok(await service.profile(db, scopeOf(request))),
  );

  app.post(
    `${ACCOUNT}/postAvatar`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Set the avatar: the storage key of an image this customer uploaded',
        body: postAvatarRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.setAvatar(db, scopeOf(request), request.body.avatar);
      return ok(null, 'modified successfully');
    },
  );

  app.post(
    `${ACCOUNT}/postNickname`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Set the nickname',
        body: postNicknameRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.setField(db, scopeOf(request), { nickname: request.body.nickname });
      return ok(null, 'modified successfully');
    },
  );

  app.post(
    `${ACCOUNT}/postCity`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Set the city',
        body: postCityRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.setField(db, scopeOf(request), { city: request.body.city });
      return ok(null, 'modified successfully');
    },
  );

  app.post(
    `${ACCOUNT}/postCompanyName`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Set the company name',
        body: postCompanyNameRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.setField(db, scopeOf(request), { company_name: request.body.companyName });
      return ok(null, 'modified successfully');
    },
  );

  app.post(
    `${ACCOUNT}/postEmail`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Change the email with the code sent to it (POST /api/customer/login/postEmailVerifyCode)',
        body: postEmailRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      const { email, verify_code } = request.body;
      await service.setContact(db, deps.rateLimiter, scopeOf(request), {
        column: 'email',
        value: email,
        code: verify_code,
      });
      return ok(null, 'bound');
    },
  );

  app.post(
    `${ACCOUNT}/postMobile`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Change the phone with the code sent to it (POST /api/customer/login/postVerifyCode)',
        body: postMobileRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      const { mobile, verify_code } = request.body;
      await service.setContact(db, deps.rateLimiter, scopeOf(request), {
        column: 'mobile',
        value: mobile,
        code: verify_code,
      });
      return ok(null, 'bound');
    },
  );

  app.post(
    `${ACCOUNT}/postPassword`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Change the password (old password required); every session ends',
        body: postPasswordRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.setPassword(db, scopeOf(request), request.body);
      return ok(null, 'changed, please log in again');
    },
  );

  app.post(
    `${ACCOUNT}/unbindWx`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Unbind the WeChat identity (scan login stops working for it)',
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.unbindWechat(db, scopeOf(request));
      return ok(null, 'unbound');
    },
  );

  app.get(
    `${ACCOUNT}/getWechatBindQrcode`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'A QR to bind WeChat (sandbox: it opens our bind page), and the id to poll',
        response: responses(wechatBindQrcode),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.createBindQrcode(db, deps.rateLimiter, scopeOf(request), origin(request)));
    },
  );

  app.get(
    `${ACCOUNT}/getWechatBindStatus`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Poll a WeChat bind (every 2 s): 0 waiting, 1 bound, 2 expired, 3 refused',
        querystring: wechatBindStatusQuery,
        response: responses(wechatBindStatus),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = await service.bindStatus(db, scopeOf(request), request.query.bind_id);
      // a refusal's reason is a catalogue key: msg answers it in the caller's language
      const msg =
        status.status === 1 ? 'bound' : status.status === 3 ? (status.reason as MessageKey) : 'success';
      return ok(status, msg);
    },
  );

  // ---- /account: official accounts ----

  app.get(
    `${OFFICIAL}/getList`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Authorised official accounts, newest first, by name or AppID',
        querystring: officialAccountListQuery,
        response: listResponses(officialAccount),
      },
    },
    async (request) => {
      const { rows, count } = await service.listOfficialAccounts(db, scopeOf(request), request.query);
      return okList(rows, count);
    },
  );

  app.post(
    `${OFFICIAL}/authorize`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Start an authorisation: the page to open (sandbox) and the id to poll',
        response: responses(officialAuthorization),
      },
    },
    async (request) =>
      ok(await service.startAuthorization(db, deps.rateLimiter, scopeOf(request), origin(request))),
  );

  app.get(
    `${OFFICIAL}/getAuthorizeStatus`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Poll an authorisation (every 2 s): 0 waiting, 1 authorised, 2 expired',
        querystring: officialAuthStatusQuery,
        response: responses(officialAuthStatus),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.officialAuthStatus(db, scopeOf(request), request.query.auth_id));
    },
  );

  app.post(
    `${OFFICIAL}/refresh`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: "Refresh an official account's authorisation (renews the authoriser token)",
        body: idRequest,
        response: responses(officialAccount),
      },
    },
    async (request) =>
      ok(await service.refreshOfficialAccount(db, scopeOf(request), request.body.id), 'refreshed'),
  );

  app.post(
    `${OFFICIAL}/unbind`,
    {
      config: customer,
      schema: {
        tags: ['customer account'],
        summary: 'Unbind an official account',
        body: idRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.unbindOfficialAccount(db, scopeOf(request), request.body.id);
      return ok(null, 'unbound');
    },
  );

  // ---- /api: partners only (from_admin or from_agent = 1) ----

  app.get(
    `${API}/getList`,
    {
      config: customer,
      schema: {
        tags: ['customer api'],
        summary: "The customer's API credentials (partners only), newest first",
        querystring: apiCredentialListQuery,
        response: listResponses(apiCredential),
      },
    },
    async (request) => {
      const { rows, count } = await service.listCredentials(db, scopeOf(request), request.query);
      return okList(rows, count);
    },
  );

  app.post(
    `${API}/create`,
    {
      config: customer,
      schema: {
        tags: ['customer api'],
        summary: 'Create an API credential with scopes; the secret is answered this once',
        body: createApiCredentialRequest,
        response: responses(createdApiCredential),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.createCredential(db, scopeOf(request), request.body), 'created');
    },
  );

  app.post(
    `${API}/revoke`,
    {
      config: customer,
      schema: {
        tags: ['customer api'],
        summary: 'Revoke an API credential (it stops working at once)',
        body: idRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.revokeCredential(db, scopeOf(request), request.body.id);
      return ok(null, 'revoked');
    },
  );

  app.get(
    `${API}/getServices`,
    {
      config: customer,
      schema: {
        tags: ['customer api'],
        summary: 'Third-party service settings (search engine); tokens are never sent back',
        response: responses(z.array(thirdPartyService)),
      },
    },
    async (request) => ok(await service.listServices(db, scopeOf(request))),
  );

  app.post(
    `${API}/saveService`,
    {
      config: customer,
      schema: {
        tags: ['customer api'],
        summary: 'Save a third-party service setting (an empty token keeps the stored one)',
        body: saveServiceRequest,
        response: responses(emptyData),
      },
    },
    async (request) => {
      await service.saveService(db, scopeOf(request), request.body);
      return ok(null, 'saved');
    },
  );

  // ---- the open API: x-app-key + x-app-secret instead of a session ----

  const credential = (request: FastifyRequest, scope: 'profile.read' | 'activity.read') =>
    service.authenticateCredential(db, header(request, 'x-app-key'), header(request, 'x-app-secret'), scope);

  app.get(
    '/api/open/v1/profile',
    {
      config: publicAccess,
      schema: {
        tags: ['open api'],
        summary: 'The credential owner’s profile (scope profile.read; headers x-app-key, x-app-secret)',
        response: responses(openProfile),
      },
    },
    async (request) => ok(await service.openProfile(db, await credential(request, 'profile.read'))),
  );

  app.get(
    '/api/open/v1/activities',
    {
      config: publicAccess,
      schema: {
        tags: ['open api'],
        summary: 'The credential owner’s activities (scope activity.read; headers x-app-key, x-app-secret)',
        querystring: pageQuery,
        response: listResponses(openActivity),
      },
    },
    async (request) => {
      const scope = await credential(request, 'activity.read');
      const { rows, count } = await service.openActivities(db, scope, request.query);
      return okList(rows, count);
    },
  );

  // ---- sandbox WeChat pages (opened from the bind QR and the authorisation button) ----

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  const ticketQuery = z.object({ ticket: z.string().max(100).default('') });

  app.get(
    '/api/sandbox/wechat/bind',
    {
      config: publicAccess,
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox WeChat: the page a phone opens from the bind QR (HTML)',
        querystring: ticketQuery,
      },
    },
    async (request, reply) => {
      const found = await service.sandboxTicket(db, 'bind', request.query.ticket);
      html(reply);
      if (found.state !== 'pending') return sandboxResultPage(found.state);
      const remembered = cookie(request, SANDBOX_OPENID_COOKIE);
      const openid =
        remembered && openidPattern.test(remembered)
          ? remembered
          : `sandbox_${randomBytes(9).toString('base64url')}`;
      return bindPage({
        ticket: request.query.ticket,
        siteName: found.row.corporate_name,
        nickname: found.row.nickname,
        openid,
      });
    },
  );

  app.post(
    '/api/sandbox/wechat/bind',
    {
      config: publicAccess,
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox WeChat: the phone confirms the bind with its openid (HTML form)',
        body: z.object({ ticket: z.string().max(100), openid: z.string().regex(openidPattern) }),
      },
    },
    async (request, reply) => {
      const { ticket, openid } = request.body;
      const state: SandboxResult = await service.confirmBind(db, ticket, openid);
      html(reply);
      if (state === 'bound')
        reply.header(
          'set-cookie',
          `${SANDBOX_OPENID_COOKIE}=${openid}; Path=/api/sandbox/wechat; Max-Age=31536000; HttpOnly; SameSite=Lax`,
        );
      return sandboxResultPage(state);
    },
  );

  app.get(
    '/api/sandbox/wechat/authorize',
    {
      config: publicAccess,
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox WeChat: the official-account authorisation page (HTML)',
        querystring: ticketQuery,
      },
    },
    async (request, reply) => {
      const found = await service.sandboxTicket(db, 'official_account', request.query.ticket);
      html(reply);
      if (found.state !== 'pending') return sandboxResultPage(found.state);
      return authorizePage({
        ticket: request.query.ticket,
        siteName: found.row.corporate_name,
        appid: `wx${randomBytes(8).toString('hex')}`,
      });
    },
  );

  app.post(
    '/api/sandbox/wechat/authorize',
    {
      config: publicAccess,
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox WeChat: the owner authorises the official account (HTML form)',
        body: z.object({
          ticket: z.string().max(100),
          appid: z.string().regex(/^wx[0-9a-f]{16}$/),
          nick_name: z.string().trim().min(1).max(30),
          principal_name: z.string().trim().max(60).default(''),
          service_type: z.coerce
            .number()
            .int()
            .pipe(z.union([z.literal(0), z.literal(2)])),
          verify_type: z.coerce
            .number()
            .int()
            .pipe(z.union([z.literal(0), z.literal(-1)])),
        }),
      },
    },
    async (request, reply) => {
      const { ticket, ...info } = request.body;
      const state: SandboxResult = await service.confirmAuthorization(db, ticket, {
        ...info,
        head_img: '',
      });
      html(reply);
      return sandboxResultPage(state);
    },
  );
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
