import { describe, expect, it } from 'vitest';
import { seedAdmin } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';
import { registeredAgentFile } from '#server/test/upload-fixtures.ts';

const ctx = useTestContext();

const BASE = '/api/admin/team/profile';
const info = (token?: string) => ctx.call({ method: 'GET', url: `${BASE}/getInfo`, token });
const update = (token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url: `${BASE}/update`, token, payload: payload as Record<string, unknown> });
const teamRow = (id: number) =>
  ctx.db
    .selectFrom('agents')
    .select(['corporate_name', 'corporate_brief', 'corporate_avatar', 'contact_name', 'contact_phone'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** An image the platform uploaded (platform/…, no agent, no customer). */
async function platformImage(key: string) {
  await ctx.db
    .insertInto('files')
    .values({
      agent_id: null,
      customer_id: null,
      uploader_audience: 'admin',
      uploader_id: ctx.ids.adminId,
      activity_id: null,
      kind: 'image',
      name: 'logo.png',
      storage_key: key,
      size: 100,
      mime: 'image/png',
    })
    .execute();
  return key;
}

describe("admin › team › profile: the platform's own organisation", () => {
  it('shows and edits the default agent team, its logo uploaded by the platform; the audit log has it', async () => {
    const admin = await ctx.loginAdmin();
    const shown = await info(admin);
    expect(shown.body).toMatchObject({ code: 0, data: { opid: ctx.ids.platformAgentId } });
    const logo = await platformImage('platform/2026/01/01/0123456789abcdef0123456789abcdef00001.png');
    const { body } = await update(admin, {
      corporate_name: '  Onsite 平台  ',
      corporate_brief: '平台自营',
      corporate_avatar: logo,
      contact_name: '平台客服',
      contact_phone: '13900001111',
    });
    expect(body).toMatchObject({
      code: 0,
      msg: 'profile updated',
      data: { opid: ctx.ids.platformAgentId, corporate_name: 'Onsite 平台', corporate_avatar: logo },
    });
    expect(await teamRow(ctx.ids.platformAgentId)).toEqual({
      corporate_name: 'Onsite 平台',
      corporate_brief: '平台自营',
      corporate_avatar: logo,
      contact_name: '平台客服',
      contact_phone: '13900001111',
    });
    // the logo it has may stay as it is
    const again = await update(admin, { corporate_name: 'Onsite 平台', corporate_avatar: logo });
    expect(again.body.code).toBe(0);
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['status_code'])
      .where('route', '=', `${BASE}/update`)
      .where('actor_id', '=', ctx.ids.adminId)
      .execute();
    expect(audit.map((row) => row.status_code)).toEqual([200, 200]);
    // other teams are untouched
    expect((await teamRow(ctx.ids.agent1Id)).corporate_name).toBe(DEMO.agent1.name);
  });

  it("refuses a team's image, bad names and contact; nothing is written", async () => {
    const admin = await ctx.loginAdmin();
    const before = await teamRow(ctx.ids.platformAgentId);
    const foreign = await registeredAgentFile(
      ctx.db,
      ctx.ids.agent1Id,
      `agent/${ctx.ids.agent1Id}/2026/01/01/0123456789abcdef0123456789abcdef00002.png`,
    );
    for (const [payload, message] of [
      [
        { corporate_name: '平台', corporate_avatar: foreign },
        'avatar must be an image uploaded in this team',
      ],
      [
        { corporate_name: '平台', corporate_avatar: 'platform/none.png' },
        'avatar must be an image uploaded in this team',
      ],
      [{ corporate_name: '  ' }, 'the team name is required'],
      [{ corporate_name: 'x'.repeat(51) }, 'the team name is at most 50 characters'],
      [{ corporate_name: '平台', contact_phone: '12' }, 'please enter a valid phone number'],
    ] as const) {
      const { status, body } = await update(admin, payload);
      expect([status, body.msg]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await teamRow(ctx.ids.platformAgentId)).toEqual(before);
  });

  it('answers 404 when the install has no platform team', async () => {
    const admin = await ctx.loginAdmin();
    await ctx.db
      .updateTable('agents')
      .set({ is_platform_default: false })
      .where('id', '=', ctx.ids.platformAgentId)
      .execute();
    try {
      expect((await info(admin)).status).toBe(404);
      const missing = await update(admin, { corporate_name: '平台' });
      expect([missing.status, missing.body.msg]).toEqual([404, 'team not found']);
    } finally {
      await ctx.db
        .updateTable('agents')
        .set({ is_platform_default: true })
        .where('id', '=', ctx.ids.platformAgentId)
        .execute();
    }
  });

  it('answers 401 without a session, 403 to other consoles and to an admin without admin.team.profile', async () => {
    const roleless = await seedAdmin(ctx.db, { username: 'profile_roleless', password: TEST_PASSWORD });
    await ctx.db.deleteFrom('admin_roles').where('admin_id', '=', roleless).execute();
    const before = await teamRow(ctx.ids.platformAgentId);
    for (const token of [
      undefined,
      await ctx.loginAgent(),
      await ctx.loginAgent(DEMO.agentStaff),
      await ctx.loginCustomer(),
      await ctx.loginAdmin('profile_roleless'),
    ]) {
      expect((await info(token)).status).toBe(token ? 403 : 401);
      expect((await update(token, { corporate_name: '别人改' })).status).toBe(token ? 403 : 401);
    }
    expect(await teamRow(ctx.ids.platformAgentId)).toEqual(before);
    // the operator runs the organisations, so the platform's own too
    expect((await info(await ctx.loginAdmin(DEMO.operator))).status).toBe(200);
  });
});
