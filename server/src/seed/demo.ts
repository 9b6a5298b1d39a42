import type { Db } from '#server/db/database.ts';
import { seedActivity, seedDemoActivities } from './activities.ts';
import {
  platformAgentId,
  ROLE,
  seedAdmin,
  seedAgent,
  seedAgentUser,
  seedCatalogue,
  seedCustomer,
  seedNotice,
} from './builders.ts';
import { seedPlugins } from './plugins.ts';
import { DEFAULT_FEE_RATES, seedDemoLedger, seedFeeRates } from './resource.ts';
import { seedResourcePacks } from './resource-packs.ts';
import { seedSiteContent } from './site-content.ts';
import { seedSoftware } from './software.ts';
import { seedAgentTemplates, seedTemplates } from './templates.ts';
import { AGENT2_ONLY_PLAN, DEMO_VIP_PLANS, seedVipOffers, seedVipPlans } from './vip-plans.ts';

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
  /** the demo team member of team 1 only (role agent staff) */
  agentStaffId: number;
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
    filingNumber: '浙ICP备2026012345号-1',
  });
  const agent2Id = await seedAgent(db, {
    name: DEMO.agent2.name,
    brief: '会议与论坛的一站式会务平台',
    verified: false,
    domains: [...DEMO.agent2.domains],
    filingNumber: '粤ICP备2026067890号-2',
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
  const agentStaffId = await seedAgentUser(db, {
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
  await seedDemoNotices(db, { adminId, agent1Id, agent2Id, customerId: customers.agent1Phone });
  // the platform's VIP catalogue: every demo site sells the three demo plans; agent 2's also a flagship one
  const catalogue = [...DEMO_VIP_PLANS, AGENT2_ONLY_PLAN];
  const planIds = await seedVipPlans(db, catalogue);
  for (const agentId of [await platformAgentId(db), agent1Id])
    await seedVipOffers(db, agentId, planIds.slice(0, DEMO_VIP_PLANS.length));
  await seedVipOffers(db, agent2Id, planIds, catalogue);
  await seedSiteContent(db, [
    { id: agent1Id, name: DEMO.agent1.name },
    { id: agent2Id, name: DEMO.agent2.name },
  ]);
  // plugins work with the tools of the site content
  await seedPlugins(db, { adminId, agent1Id, agent2Id });
  // PC software licences the demo agents may sell (issue 15 software tab)
  await seedSoftware(db, { adminId, agent1Id, agent2Id });
  await seedResourcePacks(db);
  // templates (skins): agent 1 offers a chosen few (every big-screen one but the black-and-white, the
  // meeting ones), agent 2 every template that is on
  const templateIds = await seedTemplates(db);
  await seedAgentTemplates(db, agent1Id, [
    templateIds[0],
    templateIds[1],
    templateIds[2],
    templateIds[4],
    templateIds[5],
  ]);
  // the accounts the demo sites receive offline bank transfers on (payBankOrder)
  await db
    .insertInto('agent_bank_accounts')
    .values([
      {
        agent_id: agent1Id,
        account_name: '杭州星河活动科技有限公司',
        bank_name: '招商银行杭州分行营业部',
        account_no: '571908765410802',
      },
      {
        agent_id: agent2Id,
        account_name: '深圳云端会务服务有限公司',
        bank_name: '中国工商银行深圳福田支行',
        account_no: '4000023409200187654',
      },
    ])
    .execute();
  // activities need the tools of the site content
  await seedDemoActivities(db, { agentId: agent1Id, customerId: customers.agent1Phone });
  // the e-mail customer (the login most people try first) has a couple of activities too
  for (const [title, beginIn, endIn] of [
    ['年度客户答谢会', 48, 52],
    ['产品发布会彩排', -1, 3],
  ] as const) {
    await seedActivity(db, {
      agentId: agent1Id,
      customerId: customers.agent1Email,
      title,
      toolId: 1,
      beginIn,
      endIn,
    });
  }
  // resource accounts: fee rates (agent 2 charges more for bank withdrawals) and a little ledger history
  await seedFeeRates(db, await platformAgentId(db));
  await seedFeeRates(db, agent2Id, [
    { ...DEFAULT_FEE_RATES[0], rate: 80, description: '按提现金额的 0.80% 收取，最低 ¥2.00' },
  ]);
  await seedDemoLedger(db, { agentId: agent1Id, customerId: customers.agent1Phone });
  await seedDemoLedger(db, { agentId: agent2Id, customerId: customers.agent2Phone });
  return {
    adminId,
    platformAgentId: await platformAgentId(db),
    agent1Id,
    agent2Id,
    agentUserId,
    agentStaffId,
    customers,
  };
}

/** A few notices per audience, oldest first, an hour apart, so every console's popover has something real. */
async function seedDemoNotices(
  db: Db,
  ids: { adminId: number; agent1Id: number; agent2Id: number; customerId: number },
): Promise<void> {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const by = { createdByAdminId: ids.adminId };
  // Platform admins
  await seedNotice(db, {
    type: 'notice',
    audience: 'admin',
    title: '系统将于本周六凌晨 2:00 升级维护',
    content: '维护期间后台与活动大屏可能短暂不可用，预计持续 30 分钟。',
    description: '运维通知',
    createdAt: hoursAgo(30),
  });
  await seedNotice(db, {
    type: 'todo',
    audience: 'admin',
    title: '审核代理商「云端会务服务」的企业认证',
    content: '营业执照与联系人信息已提交，请在 3 个工作日内完成审核。',
    description: '待审核',
    status: 1,
    createdAt: hoursAgo(5),
  });
  // Agent users: every team, then team 1 and team 2 only
  await seedNotice(db, {
    type: 'notice',
    audience: 'agent',
    title: '新版互动大屏模板已上线',
    content: '年会、颁奖典礼等 12 套新模板已上线，可在模板中心直接使用。',
    description: '产品更新',
    createdAt: hoursAgo(26),
    ...by,
  });
  await seedNotice(db, {
    type: 'letter',
    audience: 'agent',
    agentId: ids.agent1Id,
    title: '您的代理合作协议将于下月到期',
    content: '请联系平台商务经理办理续签，续签后返佣比例保持不变。',
    description: '平台商务部',
    createdAt: hoursAgo(20),
    ...by,
  });
  await seedNotice(db, {
    type: 'todo',
    audience: 'agent',
    agentId: ids.agent1Id,
    title: '为客户「张经理」配置年会抽奖活动',
    content: '活动时间为下周五晚 7 点，需提前完成奖品与名单导入。',
    description: '截止：下周四',
    status: 0,
    createdAt: hoursAgo(8),
  });
  await seedNotice(db, {
    type: 'todo',
    audience: 'agent',
    agentId: ids.agent1Id,
    title: '续费提醒：3 位客户的 VIP 即将到期',
    content: '请在到期前联系客户确认续费意向。',
    description: '截止：明天',
    status: 1,
    createdAt: hoursAgo(6),
  });
  await seedNotice(db, {
    type: 'todo',
    audience: 'agent',
    agentId: ids.agent1Id,
    title: '完善站点底部的备案号与客服二维码',
    content: '站点设置中的底部信息尚未填写完整。',
    description: '负责人：运营组',
    status: 2,
    createdAt: hoursAgo(4),
  });
  await seedNotice(db, {
    type: 'notice',
    audience: 'agent',
    agentId: ids.agent2Id,
    title: '请尽快完成企业认证',
    content: '「云端会务服务」尚未完成企业认证，认证后即可开通自定义域名。',
    description: '认证提醒',
    createdAt: hoursAgo(3),
    ...by,
  });
  // Customers: every customer, then a letter to one
  await seedNotice(db, {
    type: 'notice',
    audience: 'customer',
    title: '春节期间客服服务时间调整',
    content: '除夕至初三客服在线时间为 10:00–18:00，紧急问题请提交工单。',
    description: '平台公告',
    createdAt: hoursAgo(24),
    ...by,
  });
  await seedNotice(db, {
    type: 'letter',
    audience: 'customer',
    agentId: ids.agent1Id,
    customerId: ids.customerId,
    title: '您的年会活动方案已准备好',
    content: '张经理您好，活动方案与报价已上传，请登录后在活动列表中查看并确认。',
    description: '星河活动科技',
    createdAt: hoursAgo(2),
  });
}
