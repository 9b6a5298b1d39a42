import type { Insertable, Updateable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { WecomBindingTable } from '#server/db/schema.ts';

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
