import { menuEditorApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { consoleTree, createMenu, deleteMenu, listMenus, reorderMenus, updateMenu } from './menus.service.ts';

/** The menu editor of the admin console (system › menu): the menus and permission strings of every console. */
export const menuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, menuEditorApi.getList, async (request) => {
    const { rows, total } = await listMenus(db, request.query);
    return okList(rows, total);
  });
  serve(app, menuEditorApi.getTree, async (request) => ok(await consoleTree(db, request.query.audience)));
  serve(app, menuEditorApi.create, async (request) => ok(await createMenu(db, request.body), 'menu created'));
  serve(app, menuEditorApi.update, async (request) => ok(await updateMenu(db, request.body), 'menu saved'));
  serve(app, menuEditorApi.reorder, async (request) => {
    await reorderMenus(db, request.body);
    return ok(null, 'menu order saved');
  });
  serve(app, menuEditorApi.delete, async (request) => {
    await deleteMenu(db, request.body.id);
    return ok(null, 'menu deleted');
  });
};
