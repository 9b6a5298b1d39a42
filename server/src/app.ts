import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerModuleMessages } from '#server/messages.ts';
import { activityRoutes } from '#server/modules/activity/activity.routes.ts';
import { activityAppearanceRoutes } from '#server/modules/activity/activity-appearance.routes.ts';
import { activityConsoleRoutes } from '#server/modules/activity/activity-console.routes.ts';
import { registerActivityFulfilment } from '#server/modules/activity/activity-fulfilment.ts';
import { activityMenuRoutes } from '#server/modules/activity-menu/index.ts';
import { activityScreenRoutes } from '#server/modules/activity-screen/index.ts';
import { agentRoutes } from '#server/modules/agent/agent.routes.ts';
import { agentProductRoutes } from '#server/modules/agent-product/index.ts';
import { attestationRoutes } from '#server/modules/attestation/attestation.routes.ts';
import { auditRoutes } from '#server/modules/audit/index.ts';
import { authRoutes } from '#server/modules/auth/auth.routes.ts';
import { forgetRoutes } from '#server/modules/auth/forget.routes.ts';
import { cdkeyRoutes } from '#server/modules/cdkey/index.ts';
import { channelRoutes } from '#server/modules/channel/index.ts';
import { copyrightRoutes, registerCopyrightFulfilment } from '#server/modules/copyright/index.ts';
import { costRoutes } from '#server/modules/cost/index.ts';
import { customerRoutes } from '#server/modules/customer/customer.routes.ts';
import { customerListRoutes } from '#server/modules/customer/customer-list.routes.ts';
import { customerManageRoutes } from '#server/modules/customer/customer-manage.routes.ts';
import { customerAccountRoutes } from '#server/modules/customer-account/customer-account.routes.ts';
import { customerAuthRoutes } from '#server/modules/customer-auth/customer-auth.routes.ts';
import { dashboardRoutes } from '#server/modules/dashboard/dashboard.routes.ts';
import { fundRoutes } from '#server/modules/fund/fund.routes.ts';
import { healthRoutes } from '#server/modules/health/health.routes.ts';
import { helpRoutes } from '#server/modules/help/index.ts';
import { invoiceRoutes } from '#server/modules/invoice/invoice.routes.ts';
import { materialRoutes } from '#server/modules/material/material.routes.ts';
import { menuRoutes } from '#server/modules/menus/index.ts';
import { noticeRoutes } from '#server/modules/notice/notice.routes.ts';
import { orderRoutes } from '#server/modules/order/order.routes.ts';
import { orderListRoutes } from '#server/modules/order/order-list.routes.ts';
import { sandboxCashierRoutes } from '#server/modules/order/sandbox-cashier.routes.ts';
import { registerVipFulfilment } from '#server/modules/order/vip-fulfilment.ts';
import { organizationRoutes } from '#server/modules/organization/organization.routes.ts';
import { partnerRoutes } from '#server/modules/organization/partner.routes.ts';
import { pbsignRoutes, registerDeviceRental } from '#server/modules/pbsign/index.ts';
import { pluginRoutes } from '#server/modules/plugin/index.ts';
import { refundRoutes } from '#server/modules/refund/index.ts';
import { registerRechargeFulfilment } from '#server/modules/resource/recharge.ts';
import { rechargeListRoutes } from '#server/modules/resource/recharge-list.routes.ts';
import { resourceRoutes } from '#server/modules/resource/resource.routes.ts';
import { withdrawalReviewRoutes } from '#server/modules/resource/withdrawal-review.routes.ts';
import { registerPackFulfilment, resourcePackRoutes } from '#server/modules/resource-pack/index.ts';
import { roleRoutes } from '#server/modules/role/index.ts';
import { scrmRoutes } from '#server/modules/scrm/index.ts';
import { settlementRoutes } from '#server/modules/settlement/settlement.routes.ts';
import { siteRoutes } from '#server/modules/site/site.routes.ts';
import { siteContentRoutes } from '#server/modules/site/site-content.routes.ts';
import { siteSettingsRoutes } from '#server/modules/site/site-settings.routes.ts';
import {
  licenceStaffRoutes,
  registerSoftwareFulfilment,
  softwarePurchaseRoutes,
  softwareRoutes,
} from '#server/modules/software/index.ts';
import { staffRoutes } from '#server/modules/staff/index.ts';
import { substanceRoutes } from '#server/modules/substance/index.ts';
import { supportRoutes } from '#server/modules/support/index.ts';
import { teamRoutes } from '#server/modules/team/index.ts';
import { templateRoutes } from '#server/modules/template/template.routes.ts';
import { transferRoutes } from '#server/modules/transfer/transfer.routes.ts';
import { uploadRoutes } from '#server/modules/upload/upload.routes.ts';
import { vipPlanRoutes } from '#server/modules/vip-plan/index.ts';
import { wechatMpRoutes } from '#server/modules/wechat-mp/index.ts';
import { wecomRoutes } from '#server/modules/wecom/index.ts';
import { registerAudit } from '#server/platform/audit/audit-plugin.ts';
import { registerAuth } from '#server/platform/auth/auth-plugin.ts';
import type { RouteAccess } from '#server/platform/auth/principal.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { clientErrorHandler, registerErrorHandling } from '#server/platform/http/error-handler.ts';
import { inputValidatorCompiler } from '#server/platform/http/input.ts';
import { registerMessageLocalisation } from '#server/platform/http/localise.ts';
import { RequestLogController } from '#server/platform/http/request-logging.ts';
import { registerSecurityHeaders } from '#server/platform/http/security-headers.ts';
import { createResponseSerializer } from '#server/platform/http/serializer.ts';
import { installSecret } from '#server/platform/install-secret.ts';
import { messagingRoutes } from '#server/platform/messaging/messaging.routes.ts';
import { createMessenger } from '#server/platform/messaging/messenger.ts';
import { SandboxGateway, sandboxRefundsFile } from '#server/platform/payment/sandbox-gateway.ts';
import { createStorage } from '#server/platform/storage/create-storage.ts';
import { storageRoutes } from '#server/platform/storage/storage.routes.ts';

export interface RouteEntry {
  method: string;
  url: string;
  access?: RouteAccess;
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Built web app (web/dist); the consoles are served only when it exists. */
  webDist?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the permission snapshot and the docs. */
    routeTable: RouteEntry[];
  }
}

const CONSOLE_BASES = ['/new_admin', '/new_agent', '/my'];

/** The Fastify factory used by main and by every test tier. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  // the messages `translate` knows: the platform's and every module's (server/src/messages.ts)
  registerModuleMessages();
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLogController(),
    // Spec paths are matched case-insensitively (/api/ym/Active/getList = /api/ym/active/getlist).
    routerOptions: { caseSensitive: false },
    trustProxy: deps.config.trustProxy,
    // what Node's HTTP parser refuses (a 20 kB query string…) still gets the envelope
    clientErrorHandler,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ validate: deps.config.env === 'test' }));

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access: route.config?.access });
    }
  });
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerMessageLocalisation(app);
  registerAuth(app, deps.db);
  registerAudit(app, deps.db);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Onsite API',
        version: '1.0.0',
        description: 'Envelope { code, msg, data, count? }; code 0 = success.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  const messenger = deps.messenger ?? createMessenger(deps.config, deps.db);
  await app.register(agentRoutes, { ...deps, messenger });
  await app.register(customerRoutes, deps);
  await app.register(supportRoutes, deps);
  await app.register(customerAccountRoutes, deps);
  await app.register(customerAuthRoutes, { ...deps, messenger });
  await app.register(forgetRoutes, { ...deps, messenger });
  await app.register(messagingRoutes, deps);
  await app.register(noticeRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(staffRoutes, { ...deps, messenger });
  await app.register(roleRoutes, deps);
  await app.register(menuRoutes, deps);
  await app.register(teamRoutes, { ...deps, messenger });
  await app.register(attestationRoutes, deps);
  await app.register(organizationRoutes, deps);
  await app.register(partnerRoutes, deps);
  await app.register(channelRoutes, deps);
  await app.register(pluginRoutes, deps);
  await app.register(scrmRoutes, deps);
  await app.register(helpRoutes, deps);
  await app.register(softwareRoutes, deps);
  await app.register(agentProductRoutes, deps);
  await app.register(costRoutes, deps);
  await app.register(activityScreenRoutes, deps);
  await app.register(substanceRoutes, deps);
  await app.register(vipPlanRoutes, deps);
  await app.register(cdkeyRoutes, deps);
  await app.register(wecomRoutes, deps);
  await app.register(wechatMpRoutes, deps);
  const storage = deps.storage ?? createStorage(deps.config);
  await app.register(uploadRoutes, { ...deps, storage });
  await app.register(materialRoutes, { ...deps, storage });
  await app.register(storageRoutes, { storage, db: deps.db });
  await app.register(transferRoutes, { ...deps, storage });
  await app.register(invoiceRoutes, { ...deps, storage });
  await app.register(customerListRoutes, deps);
  await app.register(customerManageRoutes, deps);
  await app.register(orderListRoutes, deps);
  await app.register(rechargeListRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(withdrawalReviewRoutes, deps);
  await app.register(settlementRoutes, deps);
  const payment =
    deps.payment ??
    new SandboxGateway(
      installSecret(deps.config, 'pay-sandbox-secret.txt', deps.config.paySandboxSecret),
      sandboxRefundsFile(deps.config),
    );
  // what paying an order of each type does (modules/order/fulfilment.ts), filled by the modules that sell
  registerVipFulfilment();
  registerActivityFulfilment();
  registerRechargeFulfilment();
  registerPackFulfilment();
  registerSoftwareFulfilment();
  registerCopyrightFulfilment();
  registerDeviceRental();
  await app.register(orderRoutes, { ...deps, payment });
  await app.register(resourceRoutes, { ...deps, payment });
  await app.register(resourcePackRoutes, { ...deps, payment });
  await app.register(softwarePurchaseRoutes, { ...deps, payment, storage });
  await app.register(licenceStaffRoutes, deps);
  await app.register(copyrightRoutes, { ...deps, payment, storage });
  await app.register(pbsignRoutes, { ...deps, payment });
  await app.register(refundRoutes, { ...deps, gateway: payment });
  await app.register(fundRoutes, { ...deps, gateway: payment });
  await app.register(activityRoutes, deps);
  await app.register(activityAppearanceRoutes, deps);
  await app.register(activityMenuRoutes, deps);
  await app.register(templateRoutes, deps);
  await app.register(activityConsoleRoutes, deps);
  await app.register(siteRoutes, deps);
  await app.register(siteSettingsRoutes, deps);
  await app.register(siteContentRoutes, deps);
  await app.register(sandboxCashierRoutes, {
    db: deps.db,
    config: deps.config,
    rateLimiter: deps.rateLimiter,
    gateway: payment,
  });

  if (options.webDist && fs.existsSync(path.join(options.webDist, 'index.html'))) {
    await serveConsoles(app, options.webDist);
  }
  return app;
}

/** Vite's content-hashed output: a changed file gets a new name, so a name's bytes never change. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

/**
 * The built consoles: static assets, and each console's index.html for any path under its base (history
 * mode). The build writes brotli and gzip copies (web/build/precompress.ts), sent as they are to a browser
 * that accepts them; hashed assets are cached for a year as immutable, everything else (index.html, which
 * names the current assets) is revalidated on every visit.
 */
async function serveConsoles(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header(
        'cache-control',
        HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (_request: unknown, reply: { sendFile: (file: string) => unknown }) =>
    reply.sendFile('index.html');
  for (const base of CONSOLE_BASES) {
    app.get(base, sendIndex);
    app.get(`${base}/*`, sendIndex);
  }
  app.get('/', (_request, reply) => reply.redirect('/my/'));
}
