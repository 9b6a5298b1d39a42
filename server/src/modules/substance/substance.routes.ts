import {
  substanceOptionsApi,
  substanceProjectApi,
  substanceTagApi,
  substanceTopicApi,
} from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './substance.service.ts';

/**
 * Admin › 内容: projects, tags and topics (the platform's; state-changing calls are audited like every POST).
 * The customer site reads them through the site module (/programme's banners, filters and ?topic=).
 */
export const substanceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ---- projects ----
  serve(app, substanceProjectApi.getList, async (request) => {
    const { page, limit, keyword, status } = request.query;
    const { rows, total } = await service.listProjects(db, { keyword, status }, { page, limit });
    return okList(rows, total);
  });
  serve(app, substanceProjectApi.create, async (request) =>
    ok(await service.createProject(db, request.body), 'project saved'),
  );
  serve(app, substanceProjectApi.update, async (request) =>
    ok(await service.updateProject(db, request.body), 'project saved'),
  );
  serve(app, substanceProjectApi.setStatus, async (request) => {
    const { id, status } = request.body;
    return ok(await service.setProjectStatus(db, id, status), status === 1 ? 'shown on the sites' : 'hidden');
  });
  serve(app, substanceProjectApi.delete, async (request) =>
    ok(await service.deleteProject(db, request.body.id, request.body.detach), 'project deleted'),
  );

  // ---- tags ----
  serve(app, substanceTagApi.getList, async (request) => {
    const { page, limit, keyword } = request.query;
    const { rows, total } = await service.listTags(db, keyword, { page, limit });
    return okList(rows, total);
  });
  serve(app, substanceTagApi.create, async (request) =>
    ok(await service.createTag(db, request.body), 'tag saved'),
  );
  serve(app, substanceTagApi.update, async (request) =>
    ok(await service.updateTag(db, request.body), 'tag saved'),
  );
  serve(app, substanceTagApi.delete, async (request) =>
    ok(await service.deleteTag(db, request.body.id, request.body.detach), 'tag deleted'),
  );
  serve(app, substanceOptionsApi.forScheme, async () => ok(await service.options(db)));
  serve(app, substanceOptionsApi.forArticle, async () => ok(await service.options(db)));
  serve(app, substanceOptionsApi.forPartnerArticle, async () => ok(await service.options(db)));
  serve(app, substanceOptionsApi.forTeamArticle, async () => ok(await service.options(db)));

  // ---- topics and their items ----
  serve(app, substanceTopicApi.getList, async (request) => {
    const { page, limit, keyword, status } = request.query;
    const { rows, total } = await service.listTopics(db, { keyword, status }, { page, limit });
    return okList(rows, total);
  });
  serve(app, substanceTopicApi.create, async (request) =>
    ok(await service.createTopic(db, request.body), 'topic saved'),
  );
  serve(app, substanceTopicApi.update, async (request) =>
    ok(await service.updateTopic(db, request.body), 'topic saved'),
  );
  serve(app, substanceTopicApi.setStatus, async (request) => {
    const { id, status } = request.body;
    return ok(await service.setTopicStatus(db, id, status), status === 1 ? 'topic published' : 'hidden');
  });
  serve(app, substanceTopicApi.delete, async (request) =>
    ok(await service.deleteTopic(db, request.body.id, request.body.detach), 'topic deleted'),
  );
  serve(app, substanceTopicApi.getItems, async (request) =>
    ok(await service.items(db, request.query.topic_id)),
  );
  serve(app, substanceTopicApi.getCandidates, async (request) =>
    ok(await service.candidates(db, request.query.kind, request.query.keyword)),
  );
  serve(app, substanceTopicApi.addItem, async (request) => {
    const { topic_id, kind, item_id } = request.body;
    return ok(await service.addItem(db, topic_id, kind, item_id), 'item added');
  });
  serve(app, substanceTopicApi.removeItem, async (request) =>
    ok(await service.removeItem(db, request.body.topic_id, request.body.id), 'item removed'),
  );
  serve(app, substanceTopicApi.sortItems, async (request) =>
    ok(await service.sortItems(db, request.body.topic_id, request.body.ids), 'order saved'),
  );
};
