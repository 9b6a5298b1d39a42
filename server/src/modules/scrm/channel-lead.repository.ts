import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { insertHistory, type LeadScope } from './lead.repository.ts';

/** The channels that bring leads by themselves (everything but staff typing one in). */
export type ChannelSource = 'wechat_follower' | 'wecom_contact' | 'acquisition_link';

export interface ChannelPerson {
  source: ChannelSource;
  /** the follower's openid, the contact's external_userid, or the link's id + the contact's external_userid */
  source_ref: string;
  name: string;
  phone?: string;
  company?: string;
  /** what the channel says the person wants (e.g. the acquisition link's name) */
  need?: string;
}

/**
 * The channel owned by an agent row feeds whose pipeline: the platform's default site feeds the
 * platform's own leads (agent_id null), any other agent its team's.
 */
export const leadScopeOfChannel = (owner: { id: number; is_platform_default: boolean }): LeadScope =>
  owner.is_platform_default ? { kind: 'platform' } : { kind: 'agent', agentId: owner.id };

/**
 * A person a channel brought becomes one lead of the channel owner's pipeline, once: the leads' unique
 * (owner, source, source_ref) makes a second sync or a repeated callback a no-op (it never overwrites what
 * staff changed since). New leads start unassigned at stage new, with a "created" history entry written by
 * the system. Run it inside the caller's transaction so the person and the lead land together.
 */
export async function recordChannelLead(
  db: Db,
  scope: LeadScope,
  person: ChannelPerson,
): Promise<{ id: number; created: boolean }> {
  const agentId = scope.kind === 'platform' ? null : scope.agentId;
  const inserted = await db
    .insertInto('scrm_leads')
    .values({
      agent_id: agentId,
      name: person.name.slice(0, 100) || person.source_ref.slice(0, 100),
      phone: person.phone ?? '',
      company: person.company ?? '',
      need: person.need ?? '',
      source: person.source,
      source_ref: person.source_ref,
    })
    .onConflict((oc) =>
      oc
        .expression(sql`coalesce(agent_id, 0), source, source_ref`)
        .where('source', '<>', 'manual')
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await insertHistory(db, scope, {
      lead_id: inserted.id,
      kind: 'created',
      body: person.source,
      author_audience: 'system',
      author_id: null,
      author_name: '',
    });
    return { id: inserted.id, created: true };
  }
  const existing = await db
    .selectFrom('scrm_leads')
    .select('id')
    .where(agentId === null ? (eb) => eb('agent_id', 'is', null) : (eb) => eb('agent_id', '=', agentId))
    .where('source', '=', person.source)
    .where('source_ref', '=', person.source_ref)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}
