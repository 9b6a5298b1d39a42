import type { OutboxListQuery } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { pageWithin } from '#server/db/paging.ts';
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
  // the outbox grows with every message sent: pages and total within the list window
  const { rows, total } = await pageWithin(db, filtered, query, (window) =>
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
  return { rows, count: total };
}
