import type { Db } from '#server/db/database.ts';
import {
  platformAgentId,
  ROLE,
  seedAdmin,
  seedAgent,
  seedAgentUser,
  seedCatalogue,
  seedCustomer,
} from './builders.ts';

/** Fixed demo logins, relied on by the README and the tests. */
export const DEMO = {
  admin: 'admin',
  operator: 'operator',
  agentUser: 'agent@example.com',
  agentStaff: 'staff@example.com',
  agent1: { name: '星河活动科技', domains: ['agent1.localhost'] },
  agent2: { name: '云端会务服务', domains: ['agent2.localhost'] },
  agent1Customers: { phone: '13800000001', email: 'customer1@example.com' },
  agent2Customers: { phone: '13800000002', email: 'customer2@example.com' },
} as const;

export interface DemoIds {
  adminId: number;
  platformAgentId: number;
  agent1Id: number;
  agent2Id: number;
  agentUserId: number;
  customers: { agent1Phone: number; agent1Email: number; agent2Phone: number; agent2Email: number };
}

/** The demo data of an empty database. Runs once: main calls it only when no admin exists yet. */
export async function seedDemo(db: Db, password: string): Promise<DemoIds> {
  await seedCatalogue(db);
  const adminId = await seedAdmin(db, { username: DEMO.admin, password, nickname: '平台管理员' });
  await seedAdmin(db, {
    username: DEMO.operator,
    password,
    nickname: '平台运营',
    role: ROLE.platformOperator,
    isAdmin: false,
  });

  const agent1Id = await seedAgent(db, {
    name: DEMO.agent1.name,
    brief: '专注年会与大型活动的现场互动服务商',
    verified: true,
    domains: [...DEMO.agent1.domains],
    wechatLogin: true,
  });
  const agent2Id = await seedAgent(db, {
    name: DEMO.agent2.name,
    brief: '会议与论坛的一站式会务平台',
    verified: false,
    domains: [...DEMO.agent2.domains],
  });
  const agentUserId = await seedAgentUser(db, {
    email: DEMO.agentUser,
    password,
    name: '代理商演示账号',
    teams: [
      { agentId: agent1Id, role: ROLE.agentOwner },
      { agentId: agent2Id, role: ROLE.agentOwner },
    ],
  });
  await seedAgentUser(db, {
    email: DEMO.agentStaff,
    password,
    name: '代理商员工',
    teams: [{ agentId: agent1Id, role: ROLE.agentStaff, isAdmin: false }],
  });

  const customers = {
    agent1Phone: await seedCustomer(db, {
      agentId: agent1Id,
      password,
      mobile: DEMO.agent1Customers.phone,
      nickname: '张经理',
      fromAgent: true,
    }),
    agent1Email: await seedCustomer(db, {
      agentId: agent1Id,
      password,
      email: DEMO.agent1Customers.email,
      nickname: '李女士',
    }),
    agent2Phone: await seedCustomer(db, {
      agentId: agent2Id,
      password,
      mobile: DEMO.agent2Customers.phone,
      nickname: '王先生',
    }),
    agent2Email: await seedCustomer(db, {
      agentId: agent2Id,
      password,
      email: DEMO.agent2Customers.email,
      nickname: '赵总',
    }),
  };
  return { adminId, platformAgentId: await platformAgentId(db), agent1Id, agent2Id, agentUserId, customers };
}
