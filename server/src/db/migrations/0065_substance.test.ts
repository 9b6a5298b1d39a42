import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0065_substance.ts';

const ctx = useTestContext();

describe('migration 0065: substance (projects, tags, topics)', () => {
  it('keeps the programmes, refuses an item naming neither or both, and goes down and up again', async () => {
    const programme = await ctx.db.selectFrom('programmes').select(['id', 'title']).executeTakeFirstOrThrow();
    const project = await ctx.db
      .insertInto('substance_projects')
      .values({ name: '年会项目' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('programmes')
      .set({ project_id: project.id })
      .where('id', '=', programme.id)
      .execute();
    const topic = await ctx.db
      .insertInto('substance_topics')
      .values({ title: '年会专题' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      ctx.db.insertInto('substance_topic_items').values({ topic_id: topic.id }).execute(),
    ).rejects.toThrow();
    // deleting the project keeps its programme, without a project
    await ctx.db.deleteFrom('substance_projects').where('id', '=', project.id).execute();
    const kept = await ctx.db
      .selectFrom('programmes')
      .select(['title', 'project_id'])
      .where('id', '=', programme.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ title: programme.title, project_id: null });

    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('substance_topics').select('id').execute()).toEqual([]);
    const again = await ctx.db
      .selectFrom('programmes')
      .select(['title', 'project_id'])
      .where('id', '=', programme.id)
      .executeTakeFirstOrThrow();
    expect(again).toEqual({ title: programme.title, project_id: null });
  });
});
