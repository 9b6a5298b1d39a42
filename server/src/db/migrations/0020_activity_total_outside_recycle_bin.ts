import { type Kysely, sql } from 'kysely';

// customers.activity_total is the "my activities" badge: the activities outside the recycle bin (abolished
// ones stay in the list). It used to count recycle-bin activities too; recount every customer once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE customers SET activity_total = (
      SELECT count(*)::int FROM activities
      WHERE activities.customer_id = customers.id
        AND (activities.cancelled_at IS NULL OR activities.lifecycle = 'abolished')
    )`.execute(db);
}
