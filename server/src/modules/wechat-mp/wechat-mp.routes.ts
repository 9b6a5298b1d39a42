import { randomBytes } from 'node:crypto';
import { scrmWechatApi, scrmWechatMenuApi, wechatMpSandboxApi } from '@onsite/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { acceptFormBodies } from '#server/platform/http/input.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serverOrigin } from '#server/platform/http/public-origin.ts';
import { serve } from '#server/platform/http/route.ts';
import { rememberSandboxOpenid, sandboxOpenidOf } from '#server/platform/wechat/sandbox-identity.ts';
import { authorizePage, followPage, resultPage } from './sandbox-pages.ts';
import { SANDBOX_MP_PREFIX, sandboxWechat, wechatMpClient } from './sandbox-wechat.ts';
import * as menus from './wechat-menu.service.ts';
import * as repository from './wechat-mp.repository.ts';
import * as service from './wechat-mp.service.ts';

/**
 * SCRM › 公众号: the platform's and agents' own official accounts (list, authorise through the sandbox
 * WeChat, unbind), their followers and the follower sync; and the sandbox WeChat itself (its authorisation
 * and follow pages, and its official-account API answered in-process).
 */
export const wechatMpRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const sandboxOn = config.wechatMp.driver === 'sandbox';
  const followUrl = (request: Parameters<typeof serverOrigin>[1]) => (appid: string) =>
    sandboxOn ? `${serverOrigin(config, request)}${SANDBOX_MP_PREFIX}/follow?appid=${appid}` : '';

  serve(app, scrmWechatApi.getList, async (request) => {
    const { rows, total } = await service.listAccounts(db, request.query, followUrl(request));
    return okList(rows, total);
  });

  serve(app, scrmWechatApi.getOwners, async (request) => ok(await service.owners(db, request.query.keyword)));

  serve(app, scrmWechatApi.authorize, async (request) => {
    const origin = serverOrigin(config, request);
    return ok(
      await service.startAuthorization(
        db,
        deps.rateLimiter,
        principalOf(request, 'admin').adminId,
        request.body.agent_id,
        (ticket) => `${origin}${SANDBOX_MP_PREFIX}/authorize?ticket=${encodeURIComponent(ticket)}`,
      ),
    );
  });

  serve(app, scrmWechatApi.authorizeStatus, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(
      await service.authorizationStatus(db, principalOf(request, 'admin').adminId, request.query.auth_id),
    );
  });

  serve(app, scrmWechatApi.unbind, async (request) => {
    await service.unbind(db, request.body.id);
    return ok(null, 'unbound');
  });

  serve(app, scrmWechatApi.getFollowers, async (request) => {
    const { rows, total } = await service.listFollowers(db, request.query);
    return okList(rows, total);
  });

  serve(app, scrmWechatApi.sync, async (request) => {
    const log = await service.queueSync(
      db,
      principalOf(request, 'admin').adminId,
      request.body.account_id,
      requestLanguage(request),
    );
    deps.jobs?.notify();
    return ok(log);
  });

  serve(app, scrmWechatApi.syncStatus, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.syncStatus(db, request.query.log_id, requestLanguage(request)));
  });

  serve(app, scrmWechatApi.lastSync, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.lastSync(db, request.query.account_id, requestLanguage(request)));
  });

  // ---- SCRM › 自定义菜单 ----

  const client = wechatMpClient(app, config);

  serve(app, scrmWechatMenuApi.getAccounts, async (request) => {
    const { rows, total } = await service.listAccounts(db, request.query, followUrl(request));
    return okList(rows, total);
  });

  serve(app, scrmWechatMenuApi.getMenu, async (request) =>
    ok(await menus.menuOf(db, request.query.account_id)),
  );

  serve(app, scrmWechatMenuApi.saveDraft, async (request) =>
    ok(await menus.saveDraft(db, request.body.account_id, request.body.menu), 'saved'),
  );

  serve(app, scrmWechatMenuApi.publish, async (request) =>
    ok(await menus.publish(db, client, request.body.account_id, request.body.menu), 'menu published'),
  );

  serve(app, scrmWechatMenuApi.getLive, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await menus.liveMenu(db, client, request.query.account_id));
  });

  // ---- the sandbox WeChat: pages a phone opens (they post HTML forms; only these routes take form bodies) ----

  await app.register(async (pages) => {
    acceptFormBodies(pages, 4096);

    const html = (reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

    serve(pages, wechatMpSandboxApi.authorizePage, async (request, reply) => {
      const found = await service.sandboxTicket(db, request.query.ticket);
      html(reply);
      if (found.state !== 'pending') return resultPage(found.state);
      return authorizePage({
        ticket: request.query.ticket,
        ownerName: found.row.corporate_name,
        appid: `wx${randomBytes(8).toString('hex')}`,
      });
    });

    serve(pages, wechatMpSandboxApi.authorize, async (request, reply) => {
      const { ticket, ...info } = request.body;
      const state = await service.confirmAuthorization(db, ticket, { ...info, head_img: '' });
      html(reply);
      return resultPage(state);
    });

    serve(pages, wechatMpSandboxApi.followPage, async (request, reply) => {
      html(reply);
      const account = await repository.sandboxAccountByAppid(db, request.query.appid);
      if (!account) return resultPage('no account');
      const openid = sandboxOpenidOf(request);
      const mine = (await repository.sandboxFollowers(db, account.appid)).find(
        (row) => row.openid === openid,
      );
      return followPage({
        appid: account.appid,
        name: account.nick_name,
        principal: account.principal_name,
        openid,
        nickname: mine?.nickname ?? '',
        following: mine?.subscribed ?? false,
      });
    });

    serve(pages, wechatMpSandboxApi.follow, async (request, reply) => {
      html(reply);
      const { appid, openid, nickname, action } = request.body;
      if (!(await repository.sandboxAccountByAppid(db, appid))) return resultPage('no account');
      await repository.setSandboxFollowing(db, { appid, openid, nickname, subscribed: action === 'follow' });
      rememberSandboxOpenid(reply, openid);
      return resultPage(action === 'follow' ? 'followed' : 'unfollowed');
    });
  });

  // ---- the sandbox WeChat's official-account API (WeChat's paths, JSON and errcodes) ----

  const sandbox = sandboxWechat(db);
  const json = (reply: FastifyReply, answer: unknown) => {
    reply.type('application/json; charset=UTF-8').header('cache-control', 'no-store');
    return JSON.stringify(answer);
  };

  serve(app, wechatMpSandboxApi.token, async (request, reply) => json(reply, sandbox.token(request.query)));
  serve(app, wechatMpSandboxApi.userGet, async (request, reply) =>
    json(reply, await sandbox.userGet(request.query)),
  );
  serve(app, wechatMpSandboxApi.userBatchget, async (request, reply) =>
    json(reply, await sandbox.batchget(request.query, request.body)),
  );
  serve(app, wechatMpSandboxApi.menuCreate, async (request, reply) =>
    json(reply, await sandbox.menuCreate(request.query, request.body)),
  );
  serve(app, wechatMpSandboxApi.currentMenu, async (request, reply) =>
    json(reply, await sandbox.currentMenu(request.query)),
  );
};
