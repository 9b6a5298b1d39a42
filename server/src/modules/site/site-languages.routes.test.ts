import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { siteSettingsCalls } from './site-settings.test-helpers.ts';

// Issue 17: the site's texts, tool names and VIP plan titles carry zh_CN, en and zh_TW; the customer site's
// answers pick the visitor's language (Accept-Language), '' falling back to zh_CN.

const ctx = useTestContext();

const HOST = 'agent1.localhost';
/** Accept-Language values: English, Traditional Chinese, and none (the harness's default is English). */
const LANGUAGES = { en: 'en-US,en;q=0.9', zhTw: 'zh-TW', none: '' } as const;

const ask = (url: string, language: string, token?: string) =>
  ctx.call({ method: 'GET', url, token, headers: { host: HOST, 'accept-language': language } });

type Titled = { title: string; title_en: string; title_zh_tw: string };
type Settings = {
  bottomData: Record<string, unknown> & {
    links: (Titled & { link: string; children: (Titled & { link: string })[] })[];
    services: (Titled & { id: number })[];
    footer_copyright: string;
    footer_copyright_en: string;
    footer_copyright_zh_tw: string;
  };
  rightData: Record<string, unknown>;
  websiteData: Record<string, unknown> & { title: string; title_en: string; title_zh_tw: string };
};
type SiteData = {
  bottomData: {
    links: { title: string; children: { title: string }[] }[];
    services: { title: string }[];
    bottom_links: { title: string; mark: string }[];
    footer_copyright: string;
  };
  websiteData: { title: string; keyword: string; description: string };
};

const { current: settingsOf, save } = siteSettingsCalls<Settings>(ctx);

async function siteIn(language: string): Promise<SiteData> {
  const answer = await ask('/api/customer/common/getData', language);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data as SiteData;
}

describe('the site settings in three languages', () => {
  it('a new site starts with its footer in the three languages', async () => {
    const en = await siteIn(LANGUAGES.en);
    expect(en.bottomData.links.map((group) => group.title)).toEqual(['Products', 'Support']);
    expect(en.bottomData.bottom_links.map((link) => link.title)).toEqual([
      'User agreement',
      'Privacy policy',
      'About us',
    ]);
    const zhTw = await siteIn(LANGUAGES.zhTw);
    expect(zhTw.bottomData.services[0].title).toBe('線上客服');
  });

  it("answers getData in the visitor's language, '' falling back to zh_CN", async () => {
    const token = await ctx.loginAgent();
    const settings = await settingsOf(token);
    const [group] = settings.bottomData.links;
    const changed: Settings = {
      ...settings,
      bottomData: {
        ...settings.bottomData,
        links: [
          {
            ...group,
            title: '产品中心',
            title_en: 'Product centre',
            title_zh_tw: '產品中心',
            children: [{ title: '价格', title_en: 'Pricing', title_zh_tw: '', link: '/my/vip' }],
          },
        ],
        footer_copyright: '© 2026 星河',
        footer_copyright_en: '© 2026 Galaxy Events',
        footer_copyright_zh_tw: '',
      },
      websiteData: {
        ...settings.websiteData,
        title: '星河活动',
        title_en: 'Galaxy Events',
        title_zh_tw: '星河活動',
      },
    };
    const saved = await save(token, changed);
    expect(saved.body.code, saved.body.msg).toBe(0);

    const en = await siteIn(LANGUAGES.en);
    expect(en.bottomData.links).toEqual([
      { title: 'Product centre', link: '', children: [{ title: 'Pricing', link: '/my/vip' }] },
    ]);
    expect(en.bottomData.footer_copyright).toBe('© 2026 Galaxy Events');
    expect(en.websiteData.title).toBe('Galaxy Events');
    // the answer keeps the spec's shape: no language keys beside the texts
    expect(Object.keys(en.websiteData).sort()).toEqual(['description', 'keyword', 'title', 'url_ico']);

    const zhTw = await siteIn(LANGUAGES.zhTw);
    expect(zhTw.bottomData.links[0]).toMatchObject({ title: '產品中心', children: [{ title: '价格' }] });
    expect(zhTw.bottomData.footer_copyright).toBe('© 2026 星河');
    expect(zhTw.websiteData.title).toBe('星河活動');

    const none = await siteIn(LANGUAGES.none);
    expect(none.bottomData.links[0]).toMatchObject({ title: '产品中心', children: [{ title: '价格' }] });
    expect(none.websiteData.title).toBe('星河活动');

    // the consoles read every language back
    const back = await settingsOf(token);
    expect(back.bottomData.links[0]).toMatchObject({ title_en: 'Product centre', title_zh_tw: '產品中心' });
    expect(back.websiteData).toMatchObject({ title_en: 'Galaxy Events', title_zh_tw: '星河活動' });
  });

  it('reads settings saved before the languages as zh_CN, and the consoles get them as empty', async () => {
    await sql`update agents set
        bottom_data = ${JSON.stringify({
          logo: '',
          footer_wx_kefu_img: '',
          footer_wx_public_img: '',
          links: [{ title: '旧分组', link: '', children: [{ title: '旧链接', link: '/my/tool' }] }],
          services: [{ title: '旧客服', type: 1, link: '', id: 1 }],
          bottom_links: [{ title: '旧协议', mark: 'user_agreement' }],
          on_footer_feedback: 0,
          footer_feedback_url: '',
          footer_copyright: '旧版权',
          footer_ipc: '',
        })}::jsonb,
        website_data = ${JSON.stringify({ title: '旧标题', keyword: '旧', description: '旧描述', url_ico: '' })}::jsonb
      where id = ${ctx.ids.agent1Id}`.execute(ctx.db);
    const en = await siteIn(LANGUAGES.en);
    expect(en.bottomData).toMatchObject({
      links: [{ title: '旧分组', children: [{ title: '旧链接' }] }],
      services: [{ title: '旧客服' }],
      bottom_links: [{ title: '旧协议', mark: 'user_agreement' }],
      footer_copyright: '旧版权',
    });
    expect(en.websiteData).toMatchObject({ title: '旧标题', keyword: '旧', description: '旧描述' });
    const settings = await settingsOf(await ctx.loginAgent());
    expect(settings.bottomData.links[0]).toMatchObject({ title_en: '', title_zh_tw: '' });
    expect(settings.bottomData.services[0]).toMatchObject({ title: '旧客服', title_en: '', title_zh_tw: '' });
    expect(settings.websiteData).toMatchObject({ title_en: '', keyword_en: '', description_zh_tw: '' });
    const service = await ask('/api/customer/common/getAgentService?id=1', LANGUAGES.en);
    expect(service.body.data).toMatchObject({ id: 1, title: '旧客服' });
  });

  it('refuses a missing zh_CN title or an overlong translation, writing nothing', async () => {
    const token = await ctx.loginAgent();
    const before = await settingsOf(token);
    const [group] = before.bottomData.links;
    const noChinese = await save(token, {
      ...before,
      bottomData: { ...before.bottomData, links: [{ ...group, title: ' ', title_en: 'Products' }] },
    });
    expect(noChinese.status).toBe(400);
    const tooLong = await save(token, {
      ...before,
      websiteData: { ...before.websiteData, title_en: 'x'.repeat(61) },
    });
    expect(tooLong.status).toBe(400);
    expect(await settingsOf(token)).toEqual(before);
  });
});

describe('tool names in three languages', () => {
  it("lists the tools in the visitor's language, '' falling back to zh_CN", async () => {
    await ctx.db.updateTable('tools').set({ title_zh_tw: '' }).where('mark', '=', 'meeting').execute();
    const titles = async (language: string) => {
      const answer = await ask('/api/customer/Product/getSceneIntroduce', language);
      const tools = answer.body.data as { mark: string; title: string }[];
      return Object.fromEntries(tools.map((tool) => [tool.mark, tool.title]));
    };
    expect(await titles(LANGUAGES.en)).toMatchObject({
      screen: 'Big-screen interaction',
      meeting: 'Meeting system',
    });
    expect(await titles(LANGUAGES.zhTw)).toMatchObject({ screen: '大螢幕互動', meeting: '会议系统' });
    expect(await titles(LANGUAGES.none)).toMatchObject({ screen: '大屏互动', meeting: '会议系统' });
    const one = await ask('/api/customer/Product/getSceneIntroduce?id=1', LANGUAGES.en);
    expect(one.body.data).toMatchObject({ title: 'Big-screen interaction' });
    const programmes = await ask('/api/customer/Product/getList?limit=1', LANGUAGES.en);
    const [programme] = programmes.body.data as { tools: { mark: string; title: string }[] }[];
    expect(programme.tools.find((tool) => tool.mark === 'screen')?.title).toBe('Big-screen interaction');
  });

  it("names the tool of the customer's activities in the customer's language", async () => {
    const token = await ctx.loginCustomer();
    const list = async (language: string) => {
      const answer = await ask('/api/ym/Active/getList?limit=100', language, token);
      expect(answer.body.code, answer.body.msg).toBe(0);
      return answer.body.data as { id: number; tool_id: number; tool_title: string }[];
    };
    const en = await list(LANGUAGES.en);
    const screen = en.find((row) => row.tool_id === 1);
    expect(screen?.tool_title).toBe('Big-screen interaction');
    expect((await list(LANGUAGES.zhTw)).find((row) => row.tool_id === 1)?.tool_title).toBe('大螢幕互動');
    expect((await list(LANGUAGES.none)).find((row) => row.tool_id === 1)?.tool_title).toBe('大屏互动');
    const detail = await ask(`/api/ym/Active/getActiveInfo?id=${screen?.id}`, LANGUAGES.en, token);
    expect(detail.body.data).toMatchObject({ tool_title: 'Big-screen interaction' });
  });
});

describe('VIP plan titles in three languages', () => {
  const VIP_LIST = '/api/customer/customerOrder/getVipList';
  const plan = {
    vip_id: 2,
    title: '专业版 · 季卡',
    title_en: 'Professional · quarterly',
    title_zh_tw: '',
    duration: 90,
    duration_unit: 2,
    scenes: ['screen'],
    showings_num: 30,
    free_num: 6,
    price: 99_900,
  };

  it('the admin saves the titles side by side; the popup answers the visitor’s language', async () => {
    const admin = await ctx.loginAdmin();
    const created = await ctx.call({
      method: 'POST',
      url: '/api/admin/vipPlan/create',
      token: admin,
      payload: plan,
    });
    expect(created.body.code, created.body.msg).toBe(0);
    expect(created.body.data).toMatchObject({ title_en: 'Professional · quarterly', title_zh_tw: '' });
    const id = (created.body.data as { id: number }).id;
    const offered = await ctx.call({
      method: 'POST',
      url: '/api/admin/partner/vip/setOffer',
      token: admin,
      payload: { agent_id: ctx.ids.agent1Id, plan_id: id, offered: true, price: 128_000 },
    });
    expect(offered.body.code, offered.body.msg).toBe(0);
    const planIn = async (language: string) => {
      const answer = await ask(VIP_LIST, language);
      const rows = answer.body.data as { id: number; title: string; scene_name: string }[];
      return rows.find((row) => row.id === id);
    };
    const titleIn = async (language: string) => (await planIn(language))?.title;
    // the plan's tools, named in the visitor's language too
    expect((await planIn(LANGUAGES.en))?.scene_name).toBe('Big-screen interaction');
    expect((await planIn(LANGUAGES.none))?.scene_name).toBe('大屏互动');
    expect(await titleIn(LANGUAGES.en)).toBe('Professional · quarterly');
    expect(await titleIn(LANGUAGES.zhTw)).toBe('专业版 · 季卡');
    expect(await titleIn(LANGUAGES.none)).toBe('专业版 · 季卡');
    const seeded = (await ask(VIP_LIST, LANGUAGES.zhTw)).body.data as { title: string }[];
    expect(seeded.map((row) => row.title)).toContain('基礎版 · 7 天體驗');
  });

  it('refuses an overlong English title, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('vip_plans')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await ctx.call({
      method: 'POST',
      url: '/api/admin/vipPlan/create',
      token: admin,
      payload: { ...plan, title_en: 'x'.repeat(41) },
    });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'title_en: the plan title is at most 40 characters',
    ]);
    expect(await count()).toBe(before);
  });
});
