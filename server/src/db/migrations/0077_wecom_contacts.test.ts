import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0077_wecom_contacts.ts';

const ctx = useTestContext();

describe('migration 0077 (WeCom contacts and acquisition links)', () => {
  it('keeps one contact per corp, one link per state, one event per digest, one pending sync; down and up', async () => {
    const agentId = ctx.ids.agent1Id;
    const link = await ctx.db
      .insertInto('wecom_links')
      .values({
        agent_id: agentId,
        corp_id: 'wwsandbox0onsite01',
        link_id: 'cawcde1',
        link_name: '获客',
        url: 'http://x/ca',
        state: 'onsite1',
        user_list: '[]',
        tags: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      ctx.db
        .insertInto('wecom_links')
        .values({
          agent_id: agentId,
          corp_id: 'wwsandbox0onsite01',
          link_id: 'cawcde2',
          link_name: '获客',
          url: 'http://x/ca',
          state: 'onsite1',
          user_list: '[]',
          tags: '[]',
        })
        .execute(),
    ).rejects.toThrow();
    const contact = {
      agent_id: agentId,
      external_userid: 'wm1',
      link_id: link.id,
      tags: '[]',
      added_at: new Date(),
    };
    await ctx.db.insertInto('wecom_contacts').values(contact).execute();
    await expect(ctx.db.insertInto('wecom_contacts').values(contact).execute()).rejects.toThrow();
    // deleting a link keeps its contacts
    await ctx.db.deleteFrom('wecom_links').where('id', '=', link.id).execute();
    expect(await ctx.db.selectFrom('wecom_contacts').select('link_id').execute()).toEqual([
      { link_id: null },
    ]);

    const event = { agent_id: agentId, digest: 'd1', event: 'change_external_contact', message: '<xml/>' };
    await ctx.db.insertInto('wecom_events').values(event).execute();
    await expect(ctx.db.insertInto('wecom_events').values(event).execute()).rejects.toThrow();

    const job = {
      kind: 'wecom_sync' as const,
      symbol: 'wecom_contacts',
      audience: 'admin' as const,
      user_id: ctx.ids.adminId,
      agent_id: agentId,
      customer_id: null,
      params: '{}',
    };
    await ctx.db.insertInto('jobs').values(job).execute();
    await expect(ctx.db.insertInto('jobs').values(job).execute()).rejects.toThrow();

    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    expect(
      await ctx.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'wecom_sync' as 'import')
        .execute(),
    ).toEqual([]);
    await up(db);
    expect(await ctx.db.selectFrom('wecom_contacts').selectAll().execute()).toEqual([]);
  });
});
