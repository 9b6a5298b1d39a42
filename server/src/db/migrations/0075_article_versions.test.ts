import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0075_article_versions.ts';

const ctx = useTestContext();

describe('migration 0075: article languages and versions', () => {
  it('makes every existing article its version 1, numbers unique per article', async () => {
    const articles = await ctx.db.selectFrom('articles').select(['id', 'title', 'version']).execute();
    expect(articles.length).toBeGreaterThan(0);
    const versions = await ctx.db
      .selectFrom('article_versions')
      .select(['article_id', 'number', 'title', 'saved_by'])
      .execute();
    for (const article of articles) {
      expect(article.version).toBe(1);
      expect(versions.filter((row) => row.article_id === article.id)).toEqual([
        { article_id: article.id, number: 1, title: article.title, saved_by: null },
      ]);
    }
    const [first] = articles;
    const again = { article_id: first.id, number: 1, title: 'x', content: 'y' };
    await expect(ctx.db.insertInto('article_versions').values(again).execute()).rejects.toThrow();
    // a saver names both whose and who
    await expect(
      ctx.db
        .insertInto('article_versions')
        .values({ ...again, number: 2, saved_by_audience: 'admin', saved_by: null })
        .execute(),
    ).rejects.toThrow();
  });

  it('goes down and up again, the articles keeping their text', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    const before = await ctx.db.selectFrom('articles').select(['id', 'title']).orderBy('id').execute();
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('articles').select(['id', 'title']).orderBy('id').execute()).toEqual(
      before,
    );
    expect(await countVersions()).toBe(before.length);
  });
});

async function countVersions() {
  const row = await ctx.db
    .selectFrom('article_versions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
