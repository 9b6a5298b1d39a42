import { type Kysely, sql } from 'kysely';
import { addSeededPermission, removeSeededPermission } from './seeded-permission.ts';

// The material library (spec §3/§7): per-tenant categories for registered files, the platform's system
// materials (official default images by hook, with the default kept so an admin's replacement can be reset)
// and their categories, and the authority `admin` that may edit them, for databases seeded before it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // the owner, as on files: platform (no agent), agent, or customer (agent + customer)
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'file_categories_customer_has_agent',
      sql`customer_id is null or agent_id is not null`,
    )
    .execute();
  await db.schema
    .createIndex('file_categories_owner')
    .on('file_categories')
    .columns(['agent_id', 'customer_id'])
    .execute();
  await db.schema
    .alterTable('files')
    .addColumn('category_id', 'integer', (col) => col.references('file_categories.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('files_category').on('files').column('category_id').execute();

  await db.schema
    .createTable('system_material_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hook', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('system_material_categories_hook_name', ['hook', 'name'])
    .execute();
  await db.schema
    .createTable('system_materials')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hook', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) =>
      col.references('system_material_categories.id').onDelete('set null'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('image', 'video', 'audio', 'file')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    // the official default, restored by a reset
    .addColumn('default_name', 'text', (col) => col.notNull())
    .addColumn('default_storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('default_size', 'integer', (col) => col.notNull())
    .addColumn('default_mime', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('system_materials_hook')
    .on('system_materials')
    .columns(['hook', 'kind', 'sort'])
    .execute();

  await addSeededPermission(db, {
    audience: 'admin',
    mark: 'admin',
    name: '编辑官方默认素材',
    parentMark: 'admin.library',
    sort: 10,
    role: 'platform_super_admin',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await removeSeededPermission(db, 'admin', 'admin');
  await db.schema.dropTable('system_materials').ifExists().execute();
  await db.schema.dropTable('system_material_categories').ifExists().execute();
  await db.schema.dropIndex('files_category').ifExists().execute();
  await db.schema.alterTable('files').dropColumn('category_id').execute();
  await db.schema.dropTable('file_categories').ifExists().execute();
}
