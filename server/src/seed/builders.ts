import type { Db } from '#server/db/database.ts';
import type { Audience } from '#server/db/schema.ts';
import { createAgent, type NewAgent } from '#server/modules/agent/index.ts';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import { ROLE } from './menu-catalogue.ts';
import { syncMenuCatalogue } from './menu-sync.ts';

export { ROLE };

/**
 * Composable seed builders shared by the demo data and the tests. Each takes overrides and returns the
 * created row's id; none assumes anything about what else exists beyond seedCatalogue().
 */

const hashes = new Map<string, Promise<string>>();
// argon2id is deliberately slow; seeding many accounts with one password hashes it once.
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

/** Menus of all three consoles, the four roles with their grants, and the platform default agent. */
export async function seedCatalogue(db: Db): Promise<void> {
  // The catalogue (menu-catalogue.ts); at start it is already there, a test database gets it here.
  await syncMenuCatalogue(db);

  await seedAgent(db, {
    name: 'Onsite 平台',
    brief: '平台默认站点',
    verified: true,
    isPlatformDefault: true,
    domains: [],
    filingNumber: '沪ICP备2026000100号-1',
  });
}

export async function roleId(db: Db, audience: Audience, code: string): Promise<number> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('audience', '=', audience)
    .where('role_code', '=', code)
    .where('agent_id', 'is', null)
    .executeTakeFirstOrThrow();
  return role.id;
}

export async function platformAgentId(db: Db): Promise<number> {
  const agent = await db
    .selectFrom('agents')
    .select('id')
    .where('is_platform_default', '=', true)
    .executeTakeFirstOrThrow();
  return agent.id;
}

export async function seedAdmin(
  db: Db,
  input: { username: string; password: string; nickname?: string; isAdmin?: boolean; role?: string },
): Promise<number> {
  const admin = await db
    .insertInto('admins')
    .values({
      username: input.username,
      password_hash: await hashOnce(input.password),
      nickname: input.nickname ?? input.username,
      is_admin: input.isAdmin === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('admin_roles')
    .values({ admin_id: admin.id, role_id: await roleId(db, 'admin', input.role ?? ROLE.platformSuperAdmin) })
    .execute();
  return admin.id;
}

export type AgentSeed = NewAgent;

/** An agent as the platform creates one (modules/agent: its row, site settings and domains). */
export function seedAgent(db: Db, input: AgentSeed): Promise<number> {
  return createAgent(db, input);
}

export async function seedAgentUser(
  db: Db,
  input: {
    email: string;
    password: string;
    name: string;
    teams: { agentId: number; role?: string; isAdmin?: boolean }[];
  },
): Promise<number> {
  const user = await db
    .insertInto('agent_users')
    .values({
      email: input.email.toLowerCase(),
      password_hash: await hashOnce(input.password),
      name: input.name,
      last_team_id: input.teams[0]?.agentId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const team of input.teams) {
    await db
      .insertInto('agent_memberships')
      .values({
        agent_user_id: user.id,
        agent_id: team.agentId,
        role_id: await roleId(db, 'agent', team.role ?? ROLE.agentOwner),
        is_admin: team.isAdmin === false ? 0 : 1,
      })
      .execute();
  }
  return user.id;
}

export async function seedCustomer(
  db: Db,
  input: {
    agentId: number;
    password: string;
    mobile?: string;
    email?: string;
    nickname?: string;
    fromAgent?: boolean;
    fromAdmin?: boolean;
  },
): Promise<number> {
  const customer = await db
    .insertInto('customers')
    .values({
      agent_id: input.agentId,
      mobile: input.mobile ?? null,
      email: input.email?.toLowerCase() ?? null,
      password_hash: await hashOnce(input.password),
      nickname: input.nickname ?? input.mobile ?? input.email ?? 'customer',
      from_agent: input.fromAgent ? 1 : 0,
      from_admin: input.fromAdmin ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return customer.id;
}

export interface NoticeSeed {
  type: 'notice' | 'letter' | 'todo';
  title: string;
  audience: Audience;
  content?: string;
  description?: string;
  icon?: string;
  avatar?: string;
  /** todo: 0 not started, 1 due soon, 2 in progress */
  status?: number;
  /** null = every tenant of the audience */
  agentId?: number;
  /** a letter to one customer */
  customerId?: number;
  createdByAdminId?: number;
  createdAt?: Date;
}

const noticeIcons = { notice: 'NotificationOutlined', letter: 'MailOutlined', todo: 'CarryOutOutlined' };

export async function seedNotice(db: Db, input: NoticeSeed): Promise<number> {
  const notice = await db
    .insertInto('notices')
    .values({
      type: input.type,
      title: input.title,
      content: input.content ?? input.title,
      description: input.description ?? '',
      icon: input.icon ?? noticeIcons[input.type],
      avatar: input.avatar ?? '',
      status: input.status ?? 0,
      audience: input.audience,
      agent_id: input.agentId ?? null,
      customer_id: input.customerId ?? null,
      created_by_admin_id: input.createdByAdminId ?? null,
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return notice.id;
}
