import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { wecomClient, wecomSecretBox } from './wecom.client.ts';
import { createWecomSyncHandlers } from './wecom-sync.jobs.ts';

/** What other modules may use of the WeCom module: its routes and its job (the binding is its own). */
export { wecomRoutes } from './wecom.routes.ts';

/** The contacts sync's job handler, on the server's WeCom (the sandbox in-process, or WECOM_API_URL). */
export const wecomJobHandlers = (db: Db, config: Config, app: FastifyInstance) =>
  createWecomSyncHandlers(db, wecomSecretBox(config), wecomClient(app, config));
