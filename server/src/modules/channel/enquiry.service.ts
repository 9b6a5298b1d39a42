import type { EnquiryDetail, EnquiryItem, EnquiryStatus, EnquirySubmitRequest } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { EnquiryRow } from './enquiry.repository.ts';
import * as repository from './enquiry.repository.ts';
import type { ChannelScope } from './invite.repository.ts';

/** The staff member acting: an admin (the platform's scope) or an agent user in its team. */
export interface Actor {
  audience: 'admin' | 'agent';
  id: number;
}

export function present(row: EnquiryRow, audience: 'admin' | 'agent'): EnquiryItem {
  return {
    id: row.id,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    name: row.name,
    phone: row.phone,
    need: row.need,
    page: row.page,
    status: row.status,
    assignee_name: row.assignee_name,
    // each console names its own staff: an agent sees who of the platform follows it up, by name only
    assignee_id: audience === 'admin' ? row.assignee_admin_id : row.assignee_agent_user_id,
    create_time: row.created_at.toISOString(),
    update_time: row.updated_at.toISOString(),
  };
}

export async function enquiryDetail(
  db: Db,
  scope: ChannelScope,
  id: number,
  audience: 'admin' | 'agent',
): Promise<EnquiryDetail> {
  const row = await repository.findEnquiry(db, scope, id);
  if (!row) throw notFound('enquiry not found');
  const notes = await repository.notesOf(db, scope, id);
  return {
    ...present(row, audience),
    notes: notes.map((note) => ({
      id: note.id,
      kind: note.kind,
      body: note.body,
      author_name: note.author_name,
      create_time: note.created_at.toISOString(),
    })),
  };
}

export function submitEnquiry(db: Db, agentId: number, input: EnquirySubmitRequest, ip: string) {
  return repository.insertEnquiry(db, {
    agent_id: agentId,
    name: input.name,
    phone: input.phone,
    need: input.need,
    page: input.page ?? '',
    ip,
  });
}

/** Whom an enquiry may be assigned to from this scope: admins (platform) or the team's members (agent). */
export const assignees = (db: Db, scope: ChannelScope, id?: number) =>
  scope.kind === 'platform' ? repository.activeAdmins(db, id) : repository.teamMembers(db, scope, id);

/**
 * One change of an enquiry and its history entry, in one transaction on the locked row: another tenant's
 * enquiry is not found and nothing is written.
 */
async function change(
  db: Db,
  scope: ChannelScope,
  actor: Actor,
  id: number,
  apply: (
    trx: Db,
    row: NonNullable<Awaited<ReturnType<typeof repository.lockEnquiry>>>,
  ) => Promise<{ kind: 'note' | 'assign' | 'status'; body: string } | null>,
) {
  await inTransaction(db, async (trx) => {
    const row = await repository.lockEnquiry(trx, scope, id);
    if (!row) throw notFound('enquiry not found');
    const entry = await apply(trx, row);
    if (!entry) return;
    await repository.insertNote(trx, {
      enquiry_id: id,
      agent_id: row.agent_id,
      kind: entry.kind,
      body: entry.body,
      author_audience: actor.audience,
      author_id: actor.id,
      author_name: await repository.authorName(trx, actor),
    });
  });
  return enquiryDetail(db, scope, id, actor.audience);
}

export const addNote = (db: Db, scope: ChannelScope, actor: Actor, id: number, body: string) =>
  change(db, scope, actor, id, async (trx) => {
    // the list's "updated" time says when it was last followed up
    await repository.updateEnquiry(trx, scope, id, {});
    return { kind: 'note', body };
  });

export const setStatus = (db: Db, scope: ChannelScope, actor: Actor, id: number, status: EnquiryStatus) =>
  change(db, scope, actor, id, async (trx, row) => {
    if (row.status === status) return null;
    await repository.updateEnquiry(trx, scope, id, { status });
    return { kind: 'status', body: status };
  });

export const assign = (db: Db, scope: ChannelScope, actor: Actor, id: number, assigneeId: number | null) =>
  change(db, scope, actor, id, async (trx) => {
    let name = '';
    if (assigneeId !== null) {
      const [assignee] = await assignees(trx, scope, assigneeId);
      if (!assignee) throw badRequest('choose a staff member');
      name = assignee.name;
    }
    // one assignee: the platform's assignment replaces the team's, and the other way round
    await repository.updateEnquiry(trx, scope, id, {
      assignee_admin_id: actor.audience === 'admin' ? assigneeId : null,
      assignee_agent_user_id: actor.audience === 'agent' ? assigneeId : null,
    });
    return { kind: 'assign', body: name };
  });

export const listEnquiries = repository.listEnquiries;
