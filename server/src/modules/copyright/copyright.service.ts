import {
  type AgentCopyrightRow,
  type agentCopyrightSetRequest,
  COPYRIGHT_CATALOGUE_MAX,
  type CopyrightItem,
  type copyrightCreateRequest,
  type copyrightUpdateRequest,
  type SiteCopyright,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { asOffered, changeOffer } from '#server/platform/catalogue-offer.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './copyright.repository.ts';

type Input = z.output<typeof copyrightCreateRequest>;
type UpdateInput = z.output<typeof copyrightUpdateRequest>;
type Page = { page: number; limit: number };
const PLATFORM = { kind: 'platform' } as const;

const present = ({
  agents,
  sold,
  created_at,
  updated_at,
  ...row
}: repository.CopyrightRow): CopyrightItem => ({
  ...row,
  agents: Number(agents ?? 0),
  sold: Number(sold ?? 0),
  create_time: iso(created_at),
  update_time: iso(updated_at),
});

export async function listCopyright(db: Db, filter: repository.CopyrightFilter, page: Page) {
  const { rows, total } = await repository.listCopyright(db, filter, page);
  return { rows: rows.map(present), total };
}

async function theItem(db: Db, id: number): Promise<CopyrightItem> {
  const row = await repository.findCopyright(db, id);
  if (!row) throw notFound('copyright item not found');
  return present(row);
}

/** The licensed file is none, or a file the platform uploaded (unchanged on an edit: not checked again). */
async function requireAsset(db: Db, asset: string, current?: string) {
  if (asset === current || asset === '') return;
  if ((await ownFiles(db, PLATFORM, [asset], 'file')).length === 0)
    throw badRequest('the licensed file must be a file the platform uploaded');
}

const valuesOf = ({ id: _id, ...input }: Input & { id?: number }): repository.CopyrightValues => input;

export async function createCopyright(db: Db, input: Input): Promise<CopyrightItem> {
  await requireAsset(db, input.asset);
  return theItem(db, await repository.insertCopyright(db, valuesOf(input)));
}

/** Edits an item. Its price may not rise above an agent's price for it (raise the agent's first). */
export async function updateCopyright(db: Db, input: UpdateInput): Promise<CopyrightItem> {
  const current = await repository.findCopyright(db, input.id);
  if (!current) throw notFound('copyright item not found');
  await requireAsset(db, input.asset, current.asset);
  await inTransaction(db, async (tx) => {
    if (!(await repository.lockCopyright(tx, input.id))) throw notFound('copyright item not found');
    const lowest = await repository.lowestOfferPrice(tx, input.id);
    if (lowest !== null && input.price > lowest)
      throw badRequest("an agent sells this item below the new price: raise the agent's price first");
    await repository.updateCopyright(tx, input.id, valuesOf(input));
  });
  return theItem(db, input.id);
}

/** Off sale: agents keep their offer, customers no longer see it; licences sold stay valid. */
export async function setCopyrightStatus(db: Db, id: number, status: number): Promise<CopyrightItem> {
  if (!(await repository.updateCopyright(db, id, { status }))) throw notFound('copyright item not found');
  return theItem(db, id);
}

/** Deletes an item never ordered and offered by no agent; any other is taken off sale instead. */
export async function deleteCopyright(db: Db, id: number): Promise<void> {
  if (await repository.deleteUnusedCopyright(db, id)) return;
  if (!(await repository.findCopyright(db, id))) throw notFound('copyright item not found');
  if (await repository.everOrdered(db, id))
    throw badRequest('this item has been sold: it cannot be deleted, take it off sale instead');
  throw badRequest('agents offer this item: withdraw their offers or take it off sale');
}

// ---- the partner drawer's tab ----

async function theAgent(db: Db, agentId: number): Promise<AgentScope> {
  if (!(await repository.agentExists(db, agentId))) throw notFound('agent not found');
  return agentScope(agentId);
}

/** Every item of the catalogue with whether (at what price, when, by whom) the agent offers it. */
export async function agentCopyright(db: Db, agentId: number): Promise<AgentCopyrightRow[]> {
  const scope = await theAgent(db, agentId);
  const [catalogue, offers] = await Promise.all([
    repository.catalogueCopyright(db),
    repository.offersOf(db, scope),
  ]);
  const byItem = new Map(offers.map((row) => [row.copyright_id, row]));
  return catalogue.map((row) => {
    const { agents: _a, sold: _s, create_time: _c, update_time: _u, terms: _t, ...item } = present(row);
    return asOffered(item, byItem.get(item.id));
  });
}

/** Offers an item through an agent at its price (never below the platform's), or withdraws it. */
export async function setAgentCopyright(
  db: Db,
  adminId: number,
  input: z.output<typeof agentCopyrightSetRequest>,
): Promise<AgentCopyrightRow> {
  const scope = await theAgent(db, input.agent_id);
  await inTransaction(db, async (tx) => {
    await changeOffer(
      await repository.lockCopyright(tx, input.copyright_id),
      input,
      {
        has: async (id) => (await repository.offersOf(tx, scope)).some((row) => row.copyright_id === id),
        withdraw: (id) => repository.deleteOffer(tx, scope, id),
        upsert: (id, price) => repository.upsertOffer(tx, scope, id, price, adminId),
      },
      { notFound: 'copyright item not found', offSale: 'this item is off sale: put it on sale first' },
    );
  });
  const row = (await agentCopyright(db, input.agent_id)).find(
    (candidate) => candidate.id === input.copyright_id,
  );
  if (!row) throw notFound('copyright item not found');
  return row;
}

// ---- the customer site ----

/** What a site sells: its agent's on-sale, switched-on offers at its retail prices (a free one is not sold). */
export async function siteCopyright(db: Db, site: AgentScope): Promise<SiteCopyright[]> {
  const rows = await repository
    .siteCopyright(db, site)
    .where('agent_copyright_offers.retail_price', '>', 0)
    .orderBy('copyright_products.sort')
    .orderBy('copyright_products.id')
    .limit(COPYRIGHT_CATALOGUE_MAX)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    title_en: row.title_en,
    title_zh_tw: row.title_zh_tw,
    content_type: row.content_type,
    licensor: row.licensor,
    terms: row.terms,
    term_months: row.term_months,
    commercial: row.commercial,
    has_asset: row.asset !== '',
    price: row.retail_price,
  }));
}
