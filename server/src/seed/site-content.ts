import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';

/** The tools of spec §2 with their fixed menu ids (inside fills a gap), and what their pages say. */
const TOOLS = [
  {
    id: 1,
    mark: 'screen',
    title: '大屏互动',
    titleEn: 'Big-screen interaction',
    titleZhTw: '大螢幕互動',
    slogan: '让现场的每一块屏幕都动起来',
    intro: '签到墙、抽奖、弹幕、摇一摇、投票，手机扫码即可参与，结果实时上墙。',
    features: [
      ['3D 签到墙', '嘉宾扫码签到，头像实时汇聚成企业 Logo。'],
      ['多种抽奖', '滚动抽奖、砸金蛋、抽奖箱，支持内定与防重复中奖。'],
      ['弹幕与上墙', '消息审核后上墙，敏感词自动过滤。'],
    ],
    scenarios: ['年会', '发布会', '颁奖典礼'],
  },
  {
    id: 2,
    mark: 'software',
    title: 'PC 软件',
    titleEn: 'PC software',
    titleZhTw: 'PC軟體',
    slogan: '断网也能稳定运行的现场客户端',
    intro: '本地客户端播放互动环节，网络波动时自动缓存，恢复后同步。',
    features: [
      ['离线运行', '现场网络中断不影响抽奖与签到展示。'],
      ['多屏输出', '主屏、侧屏分别播放不同环节。'],
    ],
    scenarios: ['大型会场', '户外活动'],
  },
  {
    id: 5,
    mark: 'microstation_micro',
    title: '微站',
    titleEn: 'Micro-site',
    titleZhTw: '微站',
    slogan: '一个链接装下活动的全部信息',
    intro: '议程、嘉宾、地图、报名表单，拖拽搭建移动端活动微站。',
    features: [
      ['拖拽搭建', '组件化编辑，所见即所得。'],
      ['报名表单', '自定义字段，数据可导出。'],
    ],
    scenarios: ['论坛', '招商会'],
  },
  {
    id: 6,
    mark: 'microstation_live',
    title: '直播',
    titleEn: 'Live streaming',
    titleZhTw: '直播',
    slogan: '线上线下同步参与',
    intro: '推流直播、回放、观看统计，直播间内可参与抽奖与问答。',
    features: [
      ['多路推流', '支持 OBS 与导播台推流。'],
      ['观看数据', '观看人数、时长、地域实时统计。'],
    ],
    scenarios: ['线上发布会', '培训'],
  },
  {
    id: 7,
    mark: 'inside',
    title: '内场',
    titleEn: 'Inside',
    titleZhTw: '內場',
    slogan: '现场执行的协作空间',
    intro: '执行团队共享流程单、物料与分工，现场进度一目了然。',
    features: [['流程单', '按分钟拆分流程，责任到人。']],
    scenarios: ['执行团队'],
  },
  {
    id: 8,
    mark: 'meeting',
    title: '会议系统',
    titleEn: 'Meeting system',
    titleZhTw: '會議系統',
    slogan: '从报名到签到的会务闭环',
    intro: '报名审核、座位安排、电子票、人脸签到，会后数据一键导出。',
    features: [
      ['电子票', '报名通过自动发送电子票与入场码。'],
      ['座位安排', '按分组自动排座，支持导入导出。'],
      ['签到统计', '分会场签到率实时查看。'],
    ],
    scenarios: ['行业峰会', '经销商大会'],
  },
  {
    id: 9,
    mark: 'assessment',
    title: '人才测评',
    titleEn: 'Talent assessment',
    titleZhTw: '人才測評',
    slogan: '科学量表，快速出具报告',
    intro: '在线答题、自动计分、生成个人与团队测评报告。',
    features: [['常用量表', '内置性格、职业倾向等常用量表。']],
    scenarios: ['校园招聘', '内部培训'],
  },
  {
    id: 10,
    mark: 'riposte',
    title: '答题竞赛',
    titleEn: 'Quiz competition',
    titleZhTw: '答題競賽',
    slogan: '全员参与的知识竞赛',
    intro: '题库导入、限时作答、实时排行，团队赛与个人赛均可。',
    features: [['实时排行', '每题结束即刻刷新排行榜。']],
    scenarios: ['党建活动', '安全知识竞赛'],
    isNew: true,
  },
  {
    id: 11,
    mark: 'score',
    title: '现场评分',
    titleEn: 'Live scoring',
    titleZhTw: '現場評分',
    slogan: '评委打分，结果当场揭晓',
    intro: '评委手机打分，去掉最高最低分自动计算，成绩实时上屏。',
    features: [['多种算法', '平均分、去极值、加权计分。']],
    scenarios: ['比赛', '路演'],
    isNew: true,
  },
];

const CATEGORIES = [
  { mark: 'annual', title: '年会盛典' },
  { mark: 'conference', title: '会议论坛' },
  { mark: 'wedding', title: '婚礼庆典' },
];

const PROGRAMMES: {
  category: string;
  title: string;
  summary: string;
  tools: number[];
  colours: [string, string];
}[] = [
  {
    category: 'annual',
    title: '千人年会互动全流程方案',
    summary: '签到、抽奖、弹幕、评选一站式串联，适合 500–2000 人年会。',
    tools: [1, 2, 8],
    colours: ['#f5222d', '#fa8c16'],
  },
  {
    category: 'annual',
    title: '颁奖典礼大屏方案',
    summary: '提名揭晓、评委打分与获奖名单上屏，仪式感拉满。',
    tools: [1, 11],
    colours: ['#722ed1', '#eb2f96'],
  },
  {
    category: 'annual',
    title: '线上线下同步年会',
    summary: '主会场直播，分会场与居家员工同步参与抽奖互动。',
    tools: [6, 1],
    colours: ['#13c2c2', '#1f6feb'],
  },
  {
    category: 'conference',
    title: '行业峰会会务方案',
    summary: '报名审核、电子票、分会场签到与会后数据报告。',
    tools: [8, 5],
    colours: ['#1f6feb', '#2f54eb'],
  },
  {
    category: 'conference',
    title: '新品发布会直播方案',
    summary: '发布会直播、观看统计与现场弹幕联动。',
    tools: [6, 1],
    colours: ['#2f54eb', '#722ed1'],
  },
  {
    category: 'conference',
    title: '培训与知识竞赛方案',
    summary: '培训签到、随堂测评与团队知识竞赛。',
    tools: [9, 10],
    colours: ['#52c41a', '#13c2c2'],
  },
  {
    category: 'wedding',
    title: '婚礼互动大屏方案',
    summary: '宾客签到墙、祝福弹幕与红包雨，让婚礼更热闹。',
    tools: [1],
    colours: ['#eb2f96', '#f759ab'],
  },
  {
    category: 'wedding',
    title: '婚礼请柬微站方案',
    summary: '电子请柬、婚礼流程、地图导航与回执收集。',
    tools: [5],
    colours: ['#fa8c16', '#fadb14'],
  },
  {
    category: 'wedding',
    title: '婚礼现场游戏方案',
    summary: '摇一摇比赛、答题抽奖，宾客全员参与。',
    tools: [1, 10],
    colours: ['#f5222d', '#eb2f96'],
  },
];

/** Programme themes: a curated landing per category, the platform's and each agent site's own wording. */
const THEMES: {
  category: string;
  title: (site: string) => string;
  subtitle: string;
  description: string;
  colours: [string, string];
}[] = [
  {
    category: 'annual',
    title: (site) => `${site}年会季`,
    subtitle: '从签到到颁奖，一场让全员记住的年会',
    description:
      '年会是一年里最热闹的一晚。我们把签到墙、抽奖、弹幕与评选串成完整流程，' +
      '主持人一个遥控器即可推进全场，远程同事也能同步参与互动。',
    colours: ['#f5222d', '#fa8c16'],
  },
  {
    category: 'conference',
    title: (site) => `${site}会议与论坛专题`,
    subtitle: '报名、签到、直播、数据报告，一套搞定',
    description:
      '面向行业峰会、发布会与内部培训：会前报名审核与电子票，会中分会场签到与直播，' +
      '会后自动生成参会数据报告，帮助主办方复盘每一场活动。',
    colours: ['#1f6feb', '#2f54eb'],
  },
  {
    category: 'wedding',
    title: (site) => `${site}婚礼互动专题`,
    subtitle: '让每一位宾客都成为婚礼的一部分',
    description:
      '电子请柬与回执、签到墙、祝福弹幕与红包雨，新人与宾客的每一次互动都会留在大屏上，' +
      '婚礼结束后还能导出祝福与照片留念。',
    colours: ['#eb2f96', '#f759ab'],
  },
];

const paragraph = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

function legalPages(siteName: string) {
  return [
    {
      mark: 'user_agreement',
      title: '用户协议',
      content:
        `<h2>一、协议的范围</h2>` +
        paragraph([
          `本协议是您与${siteName}之间关于使用本平台活动工具与服务所订立的协议。`,
          '您在注册、登录或使用服务前，应当认真阅读并充分理解本协议的全部内容。',
        ]) +
        `<h2>二、账号与安全</h2>` +
        paragraph(['您应妥善保管账号与密码，因您保管不善导致的损失由您自行承担。']),
    },
    {
      mark: 'privacy_policy',
      title: '隐私政策',
      content:
        `<h2>我们收集的信息</h2>` +
        paragraph([
          '为提供活动服务，我们会收集您主动提供的手机号、邮箱、公司名称等信息。',
          '活动参与者的数据仅用于该活动，活动主办方可随时导出或删除。',
        ]) +
        `<h2>信息的保护</h2>` +
        paragraph(['我们采用加密传输与访问控制保护您的信息，未经授权不会向第三方提供。']),
    },
    {
      mark: 'vip_agreement',
      title: 'VIP 会员服务协议',
      content: paragraph([
        'VIP 会员在有效期内可按所购套餐享受免费活动名额与场次。',
        '会员服务为虚拟商品，开通后不支持退款；到期后可续费延长有效期。',
      ]),
    },
    {
      mark: 'about',
      title: '关于我们',
      content: paragraph([
        `${siteName}专注现场活动数字化，为年会、会议、婚礼等场景提供互动大屏、会议系统与直播工具。`,
      ]),
    },
    {
      mark: 'help_center',
      title: '帮助中心',
      content:
        `<h2>如何创建活动？</h2>` +
        paragraph(['登录后进入工作台，在“我的活动”中点击“新建活动”，选择工具或推荐方案即可。']) +
        `<h2>如何开通 VIP？</h2>` +
        paragraph(['点击页面顶部的“开通VIP”，选择套餐并扫码支付，支付成功后立即生效。']),
    },
  ];
}

/** Tools, programmes and the platform's articles; `agentSites` get an "about" page of their own. */
export async function seedSiteContent(
  db: Db,
  agentSites: { id: number; name: string }[] = [],
): Promise<void> {
  await db
    .insertInto('tools')
    .values(
      TOOLS.map((tool, index) => ({
        id: tool.id,
        mark: tool.mark,
        title: tool.title,
        title_en: tool.titleEn,
        title_zh_tw: tool.titleZhTw,
        slogan: tool.slogan,
        intro: tool.intro,
        features: JSON.stringify(tool.features.map(([title, description]) => ({ title, description }))),
        scenarios: JSON.stringify(tool.scenarios),
        is_new: tool.isNew ? 1 : 0,
        sort: (index + 1) * 10,
      })),
    )
    .execute();
  const categories = await db
    .insertInto('programme_categories')
    .values(CATEGORIES.map((category, index) => ({ ...category, sort: (index + 1) * 10 })))
    .returning(['id', 'mark'])
    .execute();
  const categoryId = new Map(categories.map((row) => [row.mark, row.id]));
  await db
    .insertInto('programmes')
    .values(
      PROGRAMMES.map((programme, index) => ({
        category_id: categoryId.get(programme.category) ?? 0,
        title: programme.title,
        summary: programme.summary,
        content:
          `<h2>方案亮点</h2>${paragraph([programme.summary])}` +
          `<h2>推荐流程</h2><ol><li>活动前：发布微站与报名</li><li>活动中：签到、互动与抽奖</li><li>活动后：导出数据与回顾</li></ol>`,
        cover_from: programme.colours[0],
        cover_to: programme.colours[1],
        tools: programme.tools.join(','),
        views: 1200 - index * 97,
        sort: (index + 1) * 10,
      })),
    )
    .execute();
  // themes: the platform's, then each agent site's own set
  await db
    .insertInto('programme_themes')
    .values(
      [{ id: null, name: '' }, ...agentSites].flatMap((site) =>
        THEMES.map((theme, index) => ({
          agent_id: site.id,
          category_id: categoryId.get(theme.category) ?? 0,
          title: theme.title(site.name),
          subtitle: theme.subtitle,
          description: theme.description,
          hero_from: theme.colours[0],
          hero_to: theme.colours[1],
          sort: (index + 1) * 10,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('articles')
    .values([
      ...legalPages('本平台').map((page) => ({ agent_id: null, kind: 'essay' as const, ...page })),
      {
        agent_id: null,
        kind: 'service' as const,
        mark: 'service:1',
        title: '在线客服',
        content: paragraph(['工作日 9:00–18:00 在线，请扫描页脚“活动专员”二维码添加客服微信。']),
      },
      ...agentSites.map((site) => ({
        agent_id: site.id,
        kind: 'essay' as const,
        mark: 'about',
        title: `关于${site.name}`,
        content: paragraph([`${site.name}是平台认证的活动服务商，为您提供策划、执行与技术支持。`]),
      })),
    ])
    .execute();
  // each seeded article is its version 1 (migration 0075 does the same for the articles it finds)
  await sql`insert into article_versions (article_id, number, title, content, created_at)
    select id, 1, title, content, updated_at from articles
    where not exists (select 1 from article_versions v where v.article_id = articles.id)`.execute(db);
}
