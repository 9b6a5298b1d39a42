import type { OutboxListQuery } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { MessageChannel, MessageOutboxTable } from '#server/db/schema.ts';

export function recordMessage(
  db: Db,
  row: {
    channel: MessageChannel;
    agent_id: number | null;
    recipient: string;
    subject: string;
    body: string;
    driver: string;
    status: MessageOutboxTable['status'];
    error?: string;
  },
) {
  return db.insertInto('message_outbox').values(row).execute();
}

/** The outbox is platform data (admins only): newest first, filtered by channel and recipient. */
export async function listMessages(db: Db, query: OutboxListQuery) {
  let filtered = db.selectFrom('message_outbox');
  if (query.channel) filtered = filtered.where('channel', '=', query.channel);
  if (query.recipient) filtered = filtered.where('recipient', '=', query.recipient.toLowerCase());
  const [rows, total] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
