import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0074_site_languages.ts';

const ctx = useTestContext();

describe('migration 0074 (tool and VIP plan titles in English and Traditional Chinese)', () => {
  it('adds the titles, names the seeded tools by their mark, and goes down and up again', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    const columns = async (table: string) =>
      (
        await sql<{ column_name: string }>`select column_name from information_schema.columns
          where table_name = ${table} and column_name like 'title%'`.execute(db)
      ).rows
        .map((row) => row.column_name)
        .sort();
    expect(await columns('tools')).toEqual(['title']);
    expect(await columns('vip_plans')).toEqual(['title']);
    await up(db);
    expect(await columns('tools')).toEqual(['title', 'title_en', 'title_zh_tw']);
    expect(await columns('vip_plans')).toEqual(['title', 'title_en', 'title_zh_tw']);
    const tools = await ctx.db.selectFrom('tools').select(['mark', 'title_en', 'title_zh_tw']).execute();
    expect(tools.find((tool) => tool.mark === 'screen')).toEqual({
      mark: 'screen',
      title_en: 'Big-screen interaction',
      title_zh_tw: '大螢幕互動',
    });
    expect(tools.every((tool) => tool.title_en !== '' && tool.title_zh_tw !== '')).toBe(true);
    // plans existed before: they start without translations ('' = shown in zh_CN)
    const plans = await ctx.db.selectFrom('vip_plans').select(['title_en', 'title_zh_tw']).execute();
    expect(plans.every((plan) => plan.title_en === '' && plan.title_zh_tw === '')).toBe(true);
  });
});
