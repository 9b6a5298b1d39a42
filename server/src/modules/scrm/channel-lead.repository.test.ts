import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { leadScopeOfChannel, recordChannelLead } from './channel-lead.repository.ts';

const ctx = useTestContext();

const agents = () =>
  ctx.db.selectFrom('agents').select(['id', 'is_platform_default']).orderBy('id').execute();

describe('a person a channel brought becomes one lead of its owner', () => {
  it("the platform's default site feeds the platform's pipeline, another agent its own", async () => {
    const rows = await agents();
    const platformSite = rows.find((row) => row.is_platform_default);
    const team = rows.find((row) => !row.is_platform_default);
    expect(platformSite && team).toBeTruthy();
    expect(leadScopeOfChannel(platformSite!)).toEqual({ kind: 'platform' });
    expect(leadScopeOfChannel(team!)).toEqual({ kind: 'agent', agentId: team!.id });

    const person = { source: 'wechat_follower' as const, source_ref: 'oSbxFollower01', name: '关注者' };
    const first = await recordChannelLead(ctx.db, { kind: 'platform' }, person);
    expect(first.created).toBe(true);
    // a second sync or a repeated callback is the same lead, and leaves staff's changes alone
    await ctx.db.updateTable('scrm_leads').set({ stage: 'contacted' }).where('id', '=', first.id).execute();
    const again = await recordChannelLead(ctx.db, { kind: 'platform' }, { ...person, name: '改名' });
    expect(again).toEqual({ id: first.id, created: false });
    const lead = await ctx.db
      .selectFrom('scrm_leads')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      agent_id: null,
      name: '关注者',
      stage: 'contacted',
      source_ref: 'oSbxFollower01',
    });
    const history = await ctx.db
      .selectFrom('scrm_lead_notes')
      .select(['kind', 'body', 'author_audience'])
      .where('lead_id', '=', first.id)
      .execute();
    expect(history).toEqual([{ kind: 'created', body: 'wechat_follower', author_audience: 'system' }]);

    // the same person on a team's channel is that team's lead, not the platform's
    const teams = await recordChannelLead(ctx.db, { kind: 'agent', agentId: team!.id }, person);
    expect(teams.created).toBe(true);
    expect(teams.id).not.toBe(first.id);
  });

  it('a nameless person is named by the reference', async () => {
    const made = await recordChannelLead(
      ctx.db,
      { kind: 'platform' },
      {
        source: 'wecom_contact',
        source_ref: 'wmNoName',
        name: '',
      },
    );
    const row = await ctx.db
      .selectFrom('scrm_leads')
      .select('name')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('wmNoName');
  });
});
