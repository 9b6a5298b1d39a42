import { type Kysely, sql } from 'kysely';

// Invoices answered by staff (issue 15, admin customer › invoice, the agent console's customer invoices): an
// issued invoice has its number, its PDF (a private storage key), when and by whom; a rejected one the reason
// the customer reads. The staff list filters by status and pages newest first per tenant.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('reject_reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('invoice_no', 'text', (col) => col.unique())
    .addColumn('file_key', 'text')
    // 'generated' (the server wrote the PDF) or 'uploaded' (staff uploaded it)
    .addColumn('file_source', 'text', (col) => col.check(sql`file_source in ('generated', 'uploaded')`))
    .addColumn('issued_at', 'timestamptz')
    .addColumn('decided_by_audience', 'text', (col) =>
      col.check(sql`decided_by_audience in ('admin', 'agent')`),
    )
    // the admin or agent user who issued or rejected it (by audience)
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('invoices_agent_list').on('invoices').columns(['agent_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_agent_list').ifExists().execute();
  await db.schema
    .alterTable('invoices')
    .dropColumn('reject_reason')
    .dropColumn('invoice_no')
    .dropColumn('file_key')
    .dropColumn('file_source')
    .dropColumn('issued_at')
    .dropColumn('decided_by_audience')
    .dropColumn('decided_by')
    .dropColumn('decided_at')
    .execute();
}
