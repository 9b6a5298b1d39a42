import { type Kysely, sql } from 'kysely';

// Menus and built-in roles become code (server/src/seed/menu-catalogue.ts), reconciled at every start
// by syncMenuCatalogue() instead of patch migrations like addSeededPermission(). `built_in` tells the
// catalogue's rows from the ones an operator made: the sync owns the first and never touches the second.
//
// Databases seeded before this migration hold the seed's rows without the flag; they are marked here from
// the catalogue as it stood when this migration was written (frozen: later catalogue changes must not
// change what a migration does). Among them are the menus of pages never built (渠道管理, 费用管理, …):
// marked built-in, they leave at the next sync because the catalogue no longer has them.
const SEEDED_MENUS: Record<'admin' | 'agent' | 'customer', readonly string[]> = {
  admin: [
    'admin.index',
    'admin.partner',
    'admin.cost',
    'admin.skin',
    'admin.help',
    'admin.menu',
    'admin.menu.activity',
    'admin.addons',
    'admin.addons_list',
    'admin.library',
    'admin.user.profile',
    'admin.user.message',
    'admin.agent.list',
    'admin.customer.list',
    'admin.activity.list',
    'admin.system.role',
    'admin.system.user',
    'admin.system.menu',
    'admin.notice.send',
    'admin',
    'admin.message.outbox',
    'admin.customer',
    'admin.order',
    'admin.download',
  ],
  agent: [
    'agent.index',
    'agent.customer',
    'agent.product',
    'agent.site',
    'agent.team',
    'agent.team.member',
    'agent.team.role',
    'agent.user',
    'agent.user.message',
    'agent.customer.view',
    'agent.product.view',
    'agent.team.role.manage',
    'agent.site.update',
    'agent.order',
    'agent.order.confirm',
    'agent.download',
  ],
  customer: [
    'customer.tool',
    'customer.tool.screen',
    'customer.tool.software',
    'customer.tool.microstation_micro',
    'customer.tool.microstation_live',
    'customer.tool.meeting',
    'customer.tool.assessment',
    'customer.tool.riposte',
    'customer.tool.score',
    'customer.tool.inside',
    'customer.programme',
    'customer.programme.annual',
    'customer.programme.conference',
    'customer.programme.wedding',
    'customer.programme_detail',
    'customer.programme_h5_detail',
    'customer.activity',
    'customer.account',
    'customer.user',
    'customer.resource',
    'customer.resource.payment',
    'customer.library',
    'customer.download',
    'customer.api',
    'customer.order',
    'customer.user.message',
  ],
};

const SEEDED_ROLES: Record<'admin' | 'agent', readonly string[]> = {
  admin: ['platform_super_admin', 'platform_operator'],
  agent: ['agent_owner', 'agent_staff'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['menus', 'roles']) {
    await db.schema
      .alterTable(table)
      .addColumn('built_in', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
  }
  for (const [audience, marks] of Object.entries(SEEDED_MENUS)) {
    await sql`update menus set built_in = true where audience = ${audience} and permission_mark in (${sql.join(marks)})`.execute(
      db,
    );
  }
  for (const [audience, codes] of Object.entries(SEEDED_ROLES)) {
    await sql`update roles set built_in = true where audience = ${audience} and role_code in (${sql.join(codes)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['menus', 'roles']) {
    await db.schema.alterTable(table).dropColumn('built_in').execute();
  }
}
