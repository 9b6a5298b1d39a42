import type { PartnerItem, partnerCreateRequest, partnerUpdateRequest } from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { createAgent } from '#server/modules/agent/index.ts';
import { addTeamOwner } from '#server/modules/team/index.ts';
import { hashPassword, refuseOwnIdentifiers } from '#server/platform/auth/passwords.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './organization.repository.ts';

/**
 * Admin › partner: the platform's agents. An agent is created with its site settings (modules/agent, the
 * same builder as the seed), its domains (unique across agents) and its owner (modules/team); disabling one
 * closes its customer site and ends every session acting in it, its staff's and its customers'.
 */

export const AGENT_DISABLED = 'agent disabled by the platform';

export const present = ({
  created_at: created,
  disabled_at: disabled,
  members,
  customers,
  ...row
}: repository.PartnerRow): PartnerItem => ({
  ...row,
  enabled: disabled === null,
  disabled_time: iso(disabled),
  members: Number(members ?? 0),
  customers: Number(customers ?? 0),
  create_time: iso(created),
});

export async function partnerDetail(db: Db, id: number): Promise<PartnerItem> {
  const row = await repository.findPartner(db, id);
  if (!row) throw notFound('agent not found');
  return present(row);
}

async function refuseTakenDomains(db: Db, domains: readonly string[], agentId?: number) {
  const taken = await repository.domainsTakenByOthers(db, domains, agentId);
  if (taken.length) throw badRequest('the domain {domain} belongs to another agent', { domain: taken[0] });
}

type CreateInput = z.output<typeof partnerCreateRequest>;
type UpdateInput = z.output<typeof partnerUpdateRequest>;

export async function createPartner(db: Db, input: CreateInput): Promise<PartnerItem> {
  // checked before the password is hashed; the transaction checks again
  await refuseTakenDomains(db, input.domains);
  let passwordHash = '';
  if (input.owner_mode === 'new' && input.owner_password) {
    refuseOwnIdentifiers(input.owner_password, [input.owner_email, input.owner_name]);
    passwordHash = await hashPassword(input.owner_password);
  }
  const id = await inTransaction(db, async (trx) => {
    await refuseTakenDomains(trx, input.domains);
    const agentId = await createAgent(trx, {
      name: input.corporate_name,
      brief: input.corporate_brief,
      contactName: input.contact_name,
      contactPhone: input.contact_phone,
      domains: input.domains,
    });
    await addTeamOwner(
      trx,
      agentScope(agentId),
      input.owner_mode === 'existing'
        ? { kind: 'existing', email: input.owner_email }
        : { kind: 'new', email: input.owner_email, name: input.owner_name, passwordHash },
    );
    return agentId;
  });
  return partnerDetail(db, id);
}

export async function updatePartner(db: Db, input: UpdateInput): Promise<PartnerItem> {
  const { id, domains, ...profile } = input;
  await inTransaction(db, async (trx) => {
    const row = await repository.findPartner(trx, id);
    if (!row) throw notFound('agent not found');
    // the platform's default agent serves every host without an agent: it needs no domain of its own
    if (domains.length === 0 && !row.is_platform_default) throw badRequest('enter at least one domain');
    await refuseTakenDomains(trx, domains, id);
    await repository.updateTeam(trx, id, profile);
    await repository.replaceDomains(trx, id, domains);
  });
  return partnerDetail(db, id);
}

/** Disabling ends every session acting in the agent at once; the platform default agent stays enabled. */
export async function setPartnerEnabled(db: Db, id: number, enabled: boolean): Promise<PartnerItem> {
  await inTransaction(db, async (trx) => {
    const row = await repository.findPartner(trx, id);
    if (!row) throw notFound('agent not found');
    if (row.is_platform_default) throw badRequest("the platform's default agent cannot be disabled");
    if (enabled === (row.disabled_at === null)) return;
    await repository.setPartnerDisabled(trx, id, !enabled);
    if (!enabled) await repository.endAgentSessions(trx, id, AGENT_DISABLED);
  });
  return partnerDetail(db, id);
}
