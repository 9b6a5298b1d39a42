import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up, WORKSPACE_SECTIONS, WORKSPACE_TOOL_IDS } from './0064_activity_menus.ts';

const ctx = useTestContext();

const rows = () =>
  ctx.db
    .selectFrom('activity_menus')
    .select(['tool_id', 'section', 'title', 'title_en', 'title_zh_tw', 'hidden', 'badge', 'sort'])
    .orderBy('tool_id')
    .orderBy('sort')
    .execute();

describe('migration 0064: activity menus', () => {
  it("seeds every tool with the workspace's five sections in today's order, and goes down and up again", async () => {
    const seeded = await rows();
    expect(seeded).toHaveLength(WORKSPACE_TOOL_IDS.length * WORKSPACE_SECTIONS.length);
    expect(seeded.filter((row) => row.tool_id === 8).map((row) => row.section)).toEqual([
      'overview',
      'vip',
      'password',
      'product',
      'appearance',
    ]);
    expect(seeded[0]).toMatchObject({ title: '概览', title_en: 'Overview', title_zh_tw: '概覽' });
    expect(seeded.every((row) => row.hidden === 0 && row.badge === '')).toBe(true);

    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await rows()).toEqual(seeded);
  });

  it('holds one row per tool and section', async () => {
    await expect(
      ctx.db.insertInto('activity_menus').values({ tool_id: 1, section: 'vip', title: 'again' }).execute(),
    ).rejects.toThrow();
  });
});
