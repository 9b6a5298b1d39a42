import type { Insertable, Updateable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, WecomBindingTable } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

// tenancy: one agent's binding, by the agent the platform names (admin.partner) or the caller's own team
export const bindingOf = (db: Db, agentId: number) =>
  db.selectFrom('wecom_bindings').selectAll().where('agent_id', '=', agentId).executeTakeFirst();

export type BindingRow = NonNullable<Awaited<ReturnType<typeof bindingOf>>>;

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent from one without a binding
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();

// tenancy: the binding of the agent named, written by admins with admin.partner.wework
export const upsertBinding = (db: Db, row: Insertable<WecomBindingTable>) =>
  db
    .insertInto('wecom_bindings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('agent_id').doUpdateSet({ ...row, agent_id: undefined, updated_at: new Date() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

// tenancy: the binding of the agent named (the check's result, WeCom's callback verification)
export const updateBinding = (db: Db, agentId: number, changes: Updateable<WecomBindingTable>) =>
  db
    .updateTable('wecom_bindings')
    .set({ ...changes, updated_at: new Date() })
    .where('agent_id', '=', agentId)
    .returningAll()
    .executeTakeFirst();

// tenancy: the binding of the agent named, deleted by admins with admin.partner.wework
export const deleteBinding = (db: Db, agentId: number) =>
  db.deleteFrom('wecom_bindings').where('agent_id', '=', agentId).executeTakeFirst();

/**
 * Every binding with the agent's name (the platform's SCRM overview): the platform's own corp first (its
 * default site's binding), then the agents', last changed first.
 */
export function listBindings(
  db: Db,
  _scope: Extract<TenantScope, { kind: 'platform' }>,
  filter: { keyword?: string; status?: BindingRow['status'] },
  page: { page: number; limit: number },
) {
  let query = db.selectFrom('wecom_bindings').innerJoin('agents', 'agents.id', 'wecom_bindings.agent_id');
  const keyword = keywordMatch<Database, 'wecom_bindings' | 'agents'>(filter.keyword, [
    'agents.corporate_name',
    'wecom_bindings.corp_id',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.status) query = query.where('wecom_bindings.status', '=', filter.status);
  const filtered = query;
  return pageWithin(db, filtered, page, (window) =>
    filtered
      .selectAll('wecom_bindings')
      .select(['agents.corporate_name as agent_name', 'agents.is_platform_default'])
      .orderBy('agents.is_platform_default', 'desc')
      .orderBy('wecom_bindings.updated_at', 'desc')
      .orderBy('wecom_bindings.agent_id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}
