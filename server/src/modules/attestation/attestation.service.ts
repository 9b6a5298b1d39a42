import type { AttestationItem, AttestationSubmitRequest, TeamAttestation } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './attestation.repository.ts';

const PLATFORM = { kind: 'platform' } as const;
const iso = (value: Date | null) => (value ? value.toISOString() : '');

export const present = (row: repository.SubmissionRow): AttestationItem => ({
  id: row.id,
  agent_id: row.agent_id,
  corporate_name: row.corporate_name,
  licence_image: row.licence_image,
  contact_name: row.contact_name,
  contact_phone: row.contact_phone,
  status: row.status,
  reason: row.reason,
  create_time: iso(row.created_at),
  review_time: iso(row.reviewed_at),
  reviewer: row.reviewer ?? '',
});

export async function teamAttestation(db: Db, scope: AgentScope): Promise<TeamAttestation> {
  const [verified, rows] = await Promise.all([
    repository.teamVerified(db, scope),
    repository.teamSubmissions(db, scope),
  ]);
  return { verified: verified === 1 ? 1 : 0, submissions: rows.map(present) };
}

/**
 * The team submits its licence (an image uploaded in this team through postAdd) and contact for review. One
 * submission waits at a time; a rejected or approved team may submit again (a new row: the history stays).
 */
export async function submit(
  db: Db,
  scope: AgentScope,
  agentUserId: number,
  input: AttestationSubmitRequest,
): Promise<AttestationItem> {
  const owned = input.licence_image.startsWith(`agent/${scope.agentId}/`)
    ? await ownFiles(db, scope, [input.licence_image], 'image')
    : [];
  if (owned.length === 0) throw badRequest('the business licence must be an image uploaded in this team');
  const id = await repository.insertSubmission(db, scope, { ...input, submittedBy: agentUserId });
  if (id === undefined) throw badRequest('a submission is already waiting for review');
  const row = await repository.findSubmission(db, scope, id);
  if (!row) throw notFound('attestation not found');
  return present(row);
}

/** Approve (the team becomes verified) or reject with a reason (the team is not verified) a waiting submission. */
export function review(
  db: Db,
  adminId: number,
  input: { id: number; action: 'approve' | 'reject'; reason: string },
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const row = await repository.findSubmission(trx, PLATFORM, input.id);
    if (!row) throw notFound('attestation not found');
    if (row.status !== 0) throw badRequest('this submission has already been reviewed');
    const approve = input.action === 'approve';
    const agentId = await repository.decide(trx, PLATFORM, input.id, {
      status: approve ? 1 : 2,
      reason: approve ? '' : input.reason,
      reviewedBy: adminId,
    });
    if (agentId === undefined) throw badRequest('this submission has already been reviewed');
    await repository.setTeamVerified(trx, agentId, approve);
  });
}
