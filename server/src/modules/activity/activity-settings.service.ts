import type { Db } from '#server/db/database.ts';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import * as repository from './activity.repository.ts';
import { type CustomerPrincipal, withActivity } from './activity-access.ts';
import * as purchases from './activity-purchase.repository.ts';

/** An activity's own settings: its name, the tool it runs on and the big screen's access password. */

export const rename = (db: Db, principal: CustomerPrincipal, input: { id: number; title: string }) =>
  withActivity(db, principal, input.id, 'rename', (trx, row, _now, scope) =>
    repository.updateActivity(trx, scope, row.id, { title: input.title }),
  );

export const updateProduct = (db: Db, principal: CustomerPrincipal, input: { id: number; tool_id: number }) =>
  withActivity(db, principal, input.id, 'updateProduct', async (trx, row, _now, scope) => {
    const tool = await purchases.findTool(trx, input.tool_id);
    if (!tool) throw badRequest('tool not found');
    await repository.updateActivity(trx, scope, row.id, { tool_id: tool.id });
  });

/** editPassword: the big screen's access password, stored as argon2id; '' removes it. */
export async function editPassword(
  db: Db,
  principal: CustomerPrincipal,
  input: { id: number; password: string },
) {
  // Hash outside the transaction: argon2 takes a while and PGlite has one connection.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await withActivity(db, principal, input.id, 'editPassword', (trx, row) =>
    repository.saveActivityPassword(trx, row.id, passwordHash),
  );
}
