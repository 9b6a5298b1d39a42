import {
  LEAD_TRANSITIONS,
  type LeadDetail,
  type LeadItem,
  type LeadStage,
  type leadCreateRequest,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { staffName, staffOptions } from '#server/modules/channel/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { iso } from '#server/platform/time.ts';
import type { LeadRow, LeadScope } from './lead.repository.ts';
import * as repository from './lead.repository.ts';

/** The staff member acting: an admin (the platform's pipeline) or an agent user in its team. */
export interface Actor {
  audience: 'admin' | 'agent';
  id: number;
  name: string;
}

type CreateInput = z.output<typeof leadCreateRequest>;

export function present(row: LeadRow): LeadItem {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    company: row.company,
    need: row.need,
    source: row.source,
    source_ref: row.source_ref,
    stage: row.stage,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    notes: Number(row.notes ?? 0),
    create_time: iso(row.created_at),
    update_time: iso(row.updated_at),
  };
}

export async function listLeads(
  db: Db,
  scope: LeadScope,
  filter: repository.LeadFilter,
  page: { page: number; limit: number },
) {
  const { rows, total } = await repository.listLeads(db, scope, filter, page);
  return { rows: rows.map(present), total };
}

export async function leadDetail(db: Db, scope: LeadScope, id: number): Promise<LeadDetail> {
  const row = await repository.findLead(db, scope, id);
  if (!row) throw notFound('lead not found');
  const history = await repository.historyOf(db, scope, id);
  const { notes: _notes, ...item } = present(row);
  return {
    ...item,
    history: history.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      body: entry.body,
      author_name: entry.author_name,
      create_time: iso(entry.created_at),
    })),
    next_stages: [...LEAD_TRANSITIONS[row.stage]],
  };
}

/** The acting staff member's name as the history keeps it. */
export { staffName };

/** Whom a lead of this scope may be owned by: active admins (platform), the team's members (agent). */
export const owners = (db: Db, scope: LeadScope) => staffOptions(db, scope);

/** The owner named, or a 400: only the scope's own active staff own its leads. */
async function theOwner(db: Db, scope: LeadScope, ownerId: number) {
  const [owner] = await staffOptions(db, scope, ownerId);
  if (!owner) throw badRequest('choose a staff member');
  return owner;
}

const ownerValues = (scope: LeadScope, ownerId: number | null) => ({
  owner_admin_id: scope.kind === 'platform' ? ownerId : null,
  owner_agent_user_id: scope.kind === 'agent' ? ownerId : null,
});

const author = (actor: Actor) => ({
  author_audience: actor.audience,
  author_id: actor.id,
  author_name: actor.name,
});

/** A lead typed in by staff (source manual): new, with its owner if one is named; kept in its history. */
export async function createLead(db: Db, scope: LeadScope, actor: Actor, input: CreateInput) {
  const owner = input.owner_id === null ? null : await theOwner(db, scope, input.owner_id);
  const id = await inTransaction(db, async (trx) => {
    const created = await repository.insertLead(trx, scope, {
      name: input.name,
      phone: input.phone,
      company: input.company,
      need: input.need,
      source: 'manual',
      source_ref: '',
      ...ownerValues(scope, owner?.id ?? null),
    });
    await repository.insertHistory(trx, scope, {
      lead_id: created,
      kind: 'created',
      body: 'manual',
      ...author(actor),
    });
    if (owner)
      await repository.insertHistory(trx, scope, {
        lead_id: created,
        kind: 'assign',
        body: owner.name,
        ...author(actor),
      });
    return created;
  });
  return leadDetail(db, scope, id);
}

type Locked = NonNullable<Awaited<ReturnType<typeof repository.lockLead>>>;

/**
 * One change of a lead and its history entry, in one transaction on the locked row: another tenant's lead
 * is not found and nothing is written; a refused change writes nothing either.
 */
async function change(
  db: Db,
  scope: LeadScope,
  actor: Actor,
  id: number,
  apply: (trx: Db, row: Locked) => Promise<{ kind: 'note' | 'assign' | 'stage'; body: string } | null>,
) {
  await inTransaction(db, async (trx) => {
    const row = await repository.lockLead(trx, scope, id);
    if (!row) throw notFound('lead not found');
    const entry = await apply(trx, row);
    if (!entry) return;
    await repository.insertHistory(trx, scope, { lead_id: id, ...entry, ...author(actor) });
  });
  return leadDetail(db, scope, id);
}

export const addNote = (db: Db, scope: LeadScope, actor: Actor, id: number, body: string) =>
  change(db, scope, actor, id, async (trx) => {
    // the list's "updated" time says when it was last followed up
    await repository.updateLead(trx, scope, id, {});
    return { kind: 'note', body };
  });

export const assign = (db: Db, scope: LeadScope, actor: Actor, id: number, ownerId: number | null) =>
  change(db, scope, actor, id, async (trx, row) => {
    const current = scope.kind === 'platform' ? row.owner_admin_id : row.owner_agent_user_id;
    const owner = ownerId === null ? null : await theOwner(trx, scope, ownerId);
    if (current === ownerId) return null;
    await repository.updateLead(trx, scope, id, ownerValues(scope, ownerId));
    return { kind: 'assign', body: owner?.name ?? '' };
  });

/** Why a move from each stage was refused: where the lead may go from there (LEAD_TRANSITIONS). */
const REFUSED = {
  new: 'a new lead may only move to contacted or lost',
  contacted: 'a contacted lead may only move to qualified or lost',
  qualified: 'a qualified lead may only move to won, lost or back to contacted',
  won: 'a won lead is a customer: its stage no longer changes',
  lost: 'a lost lead may only be reopened as new',
} as const satisfies Record<LeadStage, MessageKey>;

/** Moves a lead along the pipeline (LEAD_TRANSITIONS); any other move is refused with what is allowed. */
export const setStage = (db: Db, scope: LeadScope, actor: Actor, id: number, stage: LeadStage) =>
  change(db, scope, actor, id, async (trx, row) => {
    if (row.stage === stage) throw badRequest('the lead is already at this stage');
    if (!LEAD_TRANSITIONS[row.stage].includes(stage)) throw badRequest(REFUSED[row.stage]);
    await repository.updateLead(trx, scope, id, { stage });
    return { kind: 'stage', body: `${row.stage}>${stage}` };
  });
