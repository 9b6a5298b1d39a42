import { describe, expect, it } from 'vitest';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import { seedActivity } from '#server/seed/activities.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const SCREEN = '/api/customer/activity/getScreen';
const H5 = '/api/h5/activity';

/** A new activity of the demo customer of agent 1 (hours from now), and its h5 code. */
async function activity(
  change: { beginIn?: number; endIn?: number; lifecycle?: 'unpaid' | 'paid' | 'abolished' } = {},
) {
  const id = await seedActivity(ctx.db, {
    agentId: ctx.ids.agent1Id,
    customerId: ctx.ids.customers.agent1Phone,
    title: '年度客户答谢会',
    toolId: 1,
    beginIn: change.beginIn ?? -1,
    endIn: change.endIn ?? 3,
    lifecycle: change.lifecycle,
  });
  const { h5_code } = await ctx.db
    .selectFrom('activities')
    .select('h5_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, code: h5_code };
}

const signIn = (payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url: `${H5}/signIn`, payload });

describe('the activity screen and its h5 sign-in', () => {
  it('an attendee reads the activity by its code and signs in once per phone; the organiser’s screen counts them', async () => {
    const { id, code } = await activity();
    const info = await ctx.call({ method: 'GET', url: `${H5}/getInfo?code=${code}` });
    expect(info.body).toMatchObject({ code: 0, data: { title: '年度客户答谢会', status: 2, signins: 0 } });

    const first = await signIn({ code, name: '李雷', mobile: '13912345678' });
    expect(first.body).toMatchObject({ code: 0, msg: 'signed in', data: { first_time: true, signins: 1 } });
    const again = await signIn({ code, name: '李雷雷', mobile: '13912345678' });
    expect(again.body).toMatchObject({
      code: 0,
      msg: 'already signed in',
      data: { first_time: false, signins: 1 },
    });
    await signIn({ code, name: '韩梅梅', mobile: '13912345679' });

    const token = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const screen = await ctx.call({ method: 'GET', url: `${SCREEN}?id=${id}`, token });
    expect(screen.body.data).toMatchObject({
      id,
      title: '年度客户答谢会',
      status: 2,
      h5_code: code,
      signins: 2,
      vip_persons: 0,
      latest: [{ name: '韩梅梅' }, { name: '李雷' }],
    });
  });

  it('refuses a sign-in when the activity is over, not yet paid or abolished, and a wrong code, writing nothing', async () => {
    const before = await countRows(ctx.db, 'activity_signins');
    const ended = await activity({ beginIn: -5, endIn: -1 });
    const person = { name: '李雷', mobile: '13912345678' };
    const over = await signIn({ code: ended.code, ...person });
    expect([over.status, over.body.msg]).toEqual([400, 'the activity is not open for sign-in']);
    const abolished = await activity({ lifecycle: 'abolished' });
    expect((await signIn({ code: abolished.code, ...person })).status).toBe(400);
    const unpaid = await activity({ lifecycle: 'unpaid' });
    expect((await ctx.call({ method: 'GET', url: `${H5}/getInfo?code=${unpaid.code}` })).status).toBe(404);
    expect((await signIn({ code: unpaid.code, ...person })).status).toBe(404);
    const missing = await signIn({ code: 'f'.repeat(32), ...person });
    expect([missing.status, missing.body.msg]).toEqual([404, 'activity not found']);

    const { code } = await activity();
    const bad: [Record<string, unknown>, string][] = [
      [{ code: 'nope', ...person }, 'the link is not valid'],
      [{ code, name: '', mobile: person.mobile }, 'name is required'],
      [{ code, name: '李雷', mobile: '12345' }, 'please enter a valid phone number'],
      [{ code, name: 'x'.repeat(31), mobile: person.mobile }, 'name must be at most 30 characters'],
    ];
    for (const [payload, message] of bad) {
      const refused = await signIn(payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.msg).toContain(message);
    }
    expect(await countRows(ctx.db, 'activity_signins')).toBe(before);
    const translated = await ctx.call({
      method: 'POST',
      url: `${H5}/signIn`,
      payload: { code: ended.code, ...person },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(translated.body.msg).toBe('活动当前不可签到');
  });

  it('shows the screen only to the organiser: 401 without a session, 403 for staff, 404 for another customer', async () => {
    const { id } = await activity();
    expect((await ctx.call({ method: 'GET', url: `${SCREEN}?id=${id}` })).status).toBe(401);
    const staff = await ctx.loginAgent();
    expect((await ctx.call({ method: 'GET', url: `${SCREEN}?id=${id}`, token: staff })).status).toBe(403);
    for (const other of [DEMO.agent1Customers.email, DEMO.agent2Customers.phone]) {
      const token = await ctx.loginCustomer(other);
      const foreign = await ctx.call({ method: 'GET', url: `${SCREEN}?id=${id}`, token });
      expect([foreign.status, foreign.body.msg]).toEqual([404, 'activity not found']);
    }
    const token = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    expect((await ctx.call({ method: 'GET', url: `${SCREEN}?id=x`, token })).status).toBe(400);
  });
});

describe('a venue opens the screen with the access password', () => {
  const open = (payload: Record<string, unknown>) =>
    ctx.call({ method: 'POST', url: `${H5}/openScreen`, payload });
  const screenBy = (acid: number, ticket: string) =>
    ctx.call({ method: 'GET', url: `${H5}/getScreen?acid=${acid}&ticket=${encodeURIComponent(ticket)}` });

  it('gives a ticket for the right password, which opens that screen only; no password set, wrong one or a forged ticket opens nothing', async () => {
    const { id } = await activity();
    const other = await activity();
    const noPassword = await open({ acid: id, password: 'venue-2026' });
    expect([noPassword.status, noPassword.body.msg]).toEqual([
      400,
      'this screen has no access password: open it signed in as its organiser',
    ]);
    await ctx.db
      .updateTable('activity_settings')
      .set({ password_hash: await hashPassword('venue-2026') })
      .where('activity_id', '=', id)
      .execute();
    const wrong = await open({ acid: id, password: 'guess' });
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'wrong access password']);
    expect((await open({ acid: 2_000_000_000, password: 'venue-2026' })).status).toBe(404);
    expect((await open({ acid: id })).status).toBe(400);

    const opened = await open({ acid: id, password: 'venue-2026' });
    expect(opened.body.code, opened.body.msg).toBe(0);
    const ticket = opened.body.data.ticket as string;
    const screen = await screenBy(id, ticket);
    expect(screen.body.data).toMatchObject({ id, title: '年度客户答谢会', signins: 0 });
    for (const [acid, given] of [
      [other.id, ticket],
      [id, ''],
      [id, `${ticket.slice(0, -2)}xx`],
      [id, ticket.replace(/^\d+\.\d+/, `${id}.${Math.floor(Date.now() / 1000) + 999_999}`)],
    ] as const) {
      const refused = await screenBy(acid, given);
      expect([refused.status, refused.body.msg], given).toEqual([
        400,
        'the screen needs its access password again',
      ]);
    }
  });

  it('voids the tickets given when the organiser changes or removes the access password', async () => {
    const { id } = await activity();
    const organiser = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const setPassword = async (password: string) => {
      const answer = await ctx.call({
        method: 'POST',
        url: '/api/ym/ActiveSetting/editPassword',
        token: organiser,
        payload: { id, password },
      });
      expect(answer.body.code, answer.body.msg).toBe(0);
    };
    await setPassword('venue-2026');
    const first = (await open({ acid: id, password: 'venue-2026' })).body.data.ticket as string;
    expect((await screenBy(id, first)).body.code).toBe(0);
    // a leaked password: the organiser sets a new one, and every screen opened with the old one closes
    await setPassword('venue-2027');
    const voided = await screenBy(id, first);
    expect([voided.status, voided.body.msg]).toEqual([400, 'the screen needs its access password again']);
    const second = (await open({ acid: id, password: 'venue-2027' })).body.data.ticket as string;
    expect((await screenBy(id, second)).body.code).toBe(0);
    // no password at all: the screen is its organiser's alone again
    await setPassword('');
    expect((await screenBy(id, second)).status).toBe(400);
  });

  it('stops guessing after 20 tries on one activity', async () => {
    const { id } = await activity();
    await ctx.db
      .updateTable('activity_settings')
      .set({ password_hash: await hashPassword('venue-2026') })
      .where('activity_id', '=', id)
      .execute();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await open({ acid: id, password: `guess-${attempt}` })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
