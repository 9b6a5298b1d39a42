import {
  type AgentSoftwareRow,
  type agentSoftwareSetRequest,
  type SiteSoftware,
  SOFTWARE_CATALOGUE_MAX,
  type SoftwareItem,
  type softwareCreateRequest,
  type softwareUpdateRequest,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { asOffered, changeOffer } from '#server/platform/catalogue-offer.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './software.repository.ts';

type Input = z.output<typeof softwareCreateRequest>;
type UpdateInput = z.output<typeof softwareUpdateRequest>;
type Page = { page: number; limit: number };
const PLATFORM = { kind: 'platform' } as const;

const present = ({ agents, created_at, updated_at, ...row }: repository.SoftwareRow): SoftwareItem => ({
  ...row,
  agents: Number(agents ?? 0),
  create_time: iso(created_at),
  update_time: iso(updated_at),
});

export async function listSoftware(db: Db, filter: repository.SoftwareFilter, page: Page) {
  const { rows, total } = await repository.listSoftware(db, filter, page);
  return { rows: rows.map(present), total };
}

async function theSoftware(db: Db, id: number): Promise<SoftwareItem> {
  const row = await repository.findSoftware(db, id);
  if (!row) throw notFound('software not found');
  return present(row);
}

const LINK = /^https?:\/\/[^\s]+$/i;

/** A cover is none, an http(s) link, or an image the platform uploaded; an installer none or a file it uploaded. */
type Files = { cover: string; installer: string };

async function requireFiles(db: Db, input: Files, current?: Files) {
  if (input.cover !== current?.cover && input.cover !== '' && !LINK.test(input.cover))
    if ((await ownFiles(db, PLATFORM, [input.cover], 'image')).length === 0)
      throw badRequest('the cover must be an uploaded image or an http(s) link');
  if (input.installer !== current?.installer && input.installer !== '')
    if ((await ownFiles(db, PLATFORM, [input.installer], 'file')).length === 0)
      throw badRequest('the installer must be a file the platform uploaded');
}

const valuesOf = (input: Input): repository.SoftwareValues => ({
  name: input.name,
  version: input.version,
  description: input.description,
  cover: input.cover,
  seats: input.seats,
  price: input.price,
  installer: input.installer,
  sort: input.sort,
  status: input.status,
});

export async function createSoftware(db: Db, input: Input): Promise<SoftwareItem> {
  await requireFiles(db, input);
  return theSoftware(db, await repository.insertSoftware(db, valuesOf(input)));
}

/**
 * Edits a product. Its price may not rise above an agent's price for it (an agent never sells below the
 * platform): the agents' prices are raised first, in the partner drawer.
 */
export async function updateSoftware(db: Db, input: UpdateInput): Promise<SoftwareItem> {
  const current = await repository.findSoftware(db, input.id);
  if (!current) throw notFound('software not found');
  await requireFiles(db, input, current);
  await inTransaction(db, async (tx) => {
    if (!(await repository.lockSoftware(tx, input.id))) throw notFound('software not found');
    const lowest = await repository.lowestOfferPrice(tx, input.id);
    if (lowest !== null && input.price > lowest)
      throw badRequest("an agent sells this software below the new price: raise the agent's price first");
    await repository.updateSoftware(tx, input.id, valuesOf(input));
  });
  return theSoftware(db, input.id);
}

/** Off sale: agents keep their offer (on sale again, it is back), customers no longer see it. */
export async function setSoftwareStatus(db: Db, id: number, status: number): Promise<SoftwareItem> {
  if (!(await repository.updateSoftware(db, id, { status }))) throw notFound('software not found');
  return theSoftware(db, id);
}

/** Deletes a product no agent offers; one that is offered stays (take it off sale, or withdraw the offers). */
export async function deleteSoftware(db: Db, id: number): Promise<void> {
  if (await repository.deleteUnofferedSoftware(db, id)) return;
  if (!(await repository.findSoftware(db, id))) throw notFound('software not found');
  throw badRequest('agents offer this software: withdraw their offers or take it off sale');
}

// ---- the partner drawer's tab ----

async function theAgent(db: Db, agentId: number): Promise<AgentScope> {
  if (!(await repository.agentExists(db, agentId))) throw notFound('agent not found');
  return agentScope(agentId);
}

/** Every product of the catalogue with whether (at what price, when, by whom) the agent offers it. */
export async function agentSoftware(db: Db, agentId: number): Promise<AgentSoftwareRow[]> {
  const scope = await theAgent(db, agentId);
  const [catalogue, offers] = await Promise.all([
    repository.catalogueSoftware(db),
    repository.offersOf(db, scope),
  ]);
  const bySoftware = new Map(offers.map((row) => [row.software_id, row]));
  return catalogue.map((row) => {
    const { agents: _agents, create_time: _created, update_time: _updated, ...item } = present(row);
    return asOffered(item, bySoftware.get(item.id));
  });
}

/**
 * Offers a product through an agent at its price (again: a new price, the first offer's time and admin
 * kept), or withdraws it. The agent's price is never below the platform's; a product off sale may be
 * withdrawn or repriced, not newly offered.
 */
export async function setAgentSoftware(
  db: Db,
  adminId: number,
  input: z.output<typeof agentSoftwareSetRequest>,
): Promise<AgentSoftwareRow> {
  const scope = await theAgent(db, input.agent_id);
  await inTransaction(db, async (tx) => {
    await changeOffer(
      await repository.lockSoftware(tx, input.software_id),
      input,
      {
        has: async (id) => (await repository.offersOf(tx, scope)).some((row) => row.software_id === id),
        withdraw: (id) => repository.deleteOffer(tx, scope, id),
        upsert: (id, price) => repository.upsertOffer(tx, scope, id, price, adminId),
      },
      { notFound: 'software not found', offSale: 'this software is off sale: put it on sale first' },
    );
  });
  const row = (await agentSoftware(db, input.agent_id)).find(
    (candidate) => candidate.id === input.software_id,
  );
  if (!row) throw notFound('software not found');
  return row;
}

// ---- what a team and its site see ----

/** What a site's /tool/software page lists: its agent's on-sale, switched-on offers at its retail prices. */
export async function siteSoftware(db: Db, site: AgentScope): Promise<SiteSoftware[]> {
  const { rows } = await repository.ownSoftware(
    db,
    site,
    { onSaleOnly: true },
    {
      page: 1,
      limit: SOFTWARE_CATALOGUE_MAX,
    },
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    version: row.version,
    description: row.description,
    cover: row.cover,
    seats: row.seats,
    price: row.retail_price,
  }));
}
