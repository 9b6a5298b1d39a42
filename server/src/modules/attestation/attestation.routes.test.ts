import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { registeredAgentFile } from '#server/test/upload-fixtures.ts';

const ctx = useTestContext();

const AGENT = '/api/agent/team/attestation';
const ADMIN = '/api/admin/team/attestation';
const post = (url: string, token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });

let serial = 0;
/** An image registered in the team as postAdd registers it (the licence). */
const licence = (agentId: number) =>
  registeredAgentFile(ctx.db, agentId, `agent/${agentId}/2026/01/01/licence-${++serial}.png`);

const submission = async (agentId: number) => ({
  licence_image: await licence(agentId),
  contact_name: '李联系',
  contact_phone: '13912345678',
});
const teamStatus = async (agentId: number) =>
  (await ctx.db.selectFrom('agents').select('status').where('id', '=', agentId).executeTakeFirstOrThrow())
    .status;

describe('team attestation', () => {
  it('submit → reject with a reason → resubmit → approve: the team is verified, the history kept', async () => {
    // team 2 starts unverified; its owner is the demo agent user, switched to it
    const owner = await ctx.loginAgent();
    await post('/api/agent/BasicInfo/changeTeam', owner, { opid: ctx.ids.agent2Id });
    const admin = await ctx.loginAdmin();
    expect(await teamStatus(ctx.ids.agent2Id)).toBe(0);

    const first = await post(`${AGENT}/submit`, owner, await submission(ctx.ids.agent2Id));
    expect(first.body).toMatchObject({
      code: 0,
      msg: 'submitted for review',
      data: { status: 0, contact_name: '李联系' },
    });
    // one waits at a time
    const twice = await post(`${AGENT}/submit`, owner, await submission(ctx.ids.agent2Id));
    expect(twice.body.msg).toBe('a submission is already waiting for review');

    const list = await get(`${ADMIN}/getList?status=0`, admin);
    expect(list.body.data.map((row: { id: number }) => row.id)).toContain(first.body.data.id);

    const refused = await post(`${ADMIN}/review`, admin, { id: first.body.data.id, action: 'reject' });
    expect(refused.body.msg).toContain('please give the reason for the rejection');
    const rejected = await post(`${ADMIN}/review`, admin, {
      id: first.body.data.id,
      action: 'reject',
      reason: '执照模糊',
    });
    expect(rejected.body).toMatchObject({ code: 0, msg: 'rejected' });
    const seen = (await get(`${AGENT}/getInfo`, owner)).body.data;
    expect(seen).toMatchObject({
      verified: 0,
      submissions: [{ status: 2, reason: '执照模糊', reviewer: expect.any(String) }],
    });
    // a decided submission is not decided again
    expect(
      (await post(`${ADMIN}/review`, admin, { id: first.body.data.id, action: 'approve' })).body.msg,
    ).toBe('this submission has already been reviewed');

    const second = await post(`${AGENT}/submit`, owner, await submission(ctx.ids.agent2Id));
    expect(
      (await post(`${ADMIN}/review`, admin, { id: second.body.data.id, action: 'approve' })).body,
    ).toMatchObject({
      code: 0,
      msg: 'the team is verified',
    });
    expect(await teamStatus(ctx.ids.agent2Id)).toBe(1);
    const after = (await get(`${AGENT}/getInfo`, owner)).body.data;
    expect(after.verified).toBe(1);
    expect(after.submissions.map((row: { status: number }) => row.status)).toEqual([1, 2]);
    // the team popover's label: getInfo teams[].status
    const teams = (await get('/api/agent/BasicInfo/getInfo', owner)).body.data.teams;
    expect(teams.find((team: { opid: number }) => team.opid === ctx.ids.agent2Id).status).toBe(1);
    await post('/api/agent/BasicInfo/changeTeam', owner, { opid: ctx.ids.agent1Id });
  });

  it("refuses another team's image, an unregistered key and bad contact input; nothing is written", async () => {
    const owner = await ctx.loginAgent();
    const before = await countRows(ctx.db, 'agent_attestations');
    const foreign = await licence(ctx.ids.agent2Id);
    for (const licence_image of [foreign, `agent/${ctx.ids.agent1Id}/never-uploaded.png`]) {
      const { status, body } = await post(`${AGENT}/submit`, owner, {
        ...(await submission(ctx.ids.agent1Id)),
        licence_image,
      });
      expect(status).toBe(400);
      expect(body.msg).toBe('the business licence must be an image uploaded in this team');
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ contact_phone: '123' }, 'please enter a valid phone number'],
      [{ contact_name: '  ' }, 'please enter the contact person'],
      [{ contact_name: 'x'.repeat(33) }, 'the contact person is at most 32 characters'],
      [{ licence_image: '' }, 'please upload the business licence'],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await post(`${AGENT}/submit`, owner, {
        ...(await submission(ctx.ids.agent1Id)),
        ...change,
      });
      expect(status).toBe(400);
      expect(body.msg).toContain(message);
    }
    expect(await countRows(ctx.db, 'agent_attestations')).toBe(before);
  });

  it('review: an unknown id is a 404, bad input names the field, nothing changes', async () => {
    const admin = await ctx.loginAdmin();
    expect((await post(`${ADMIN}/review`, admin, { id: 999_999, action: 'approve' })).status).toBe(404);
    expect((await post(`${ADMIN}/review`, admin, { id: 1, action: 'maybe' })).body.msg).toContain(
      'action must be approve or reject',
    );
    expect((await post(`${ADMIN}/review`, admin, { action: 'approve' })).body.msg).toContain(
      'id is required',
    );
    expect((await get(`${ADMIN}/getList?status=7`, admin)).body.msg).toContain('status must be 0, 1 or 2');
  });

  it('a team sees only its own submissions', async () => {
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const owner = await ctx.loginAgent();
    await post('/api/agent/BasicInfo/changeTeam', owner, { opid: ctx.ids.agent2Id });
    const team2 = (await get(`${AGENT}/getInfo`, owner)).body.data.submissions.length;
    await post('/api/agent/BasicInfo/changeTeam', owner, { opid: ctx.ids.agent1Id });
    const team1 = (await get(`${AGENT}/getInfo`, owner)).body.data.submissions;
    expect(team2).toBeGreaterThan(0);
    expect(team1.every((row: { agent_id: number }) => row.agent_id === ctx.ids.agent1Id)).toBe(true);
    // agent staff lack agent.team.attestation
    expect((await get(`${AGENT}/getInfo`, staff)).status).toBe(403);
    expect((await post(`${AGENT}/submit`, staff, await submission(ctx.ids.agent1Id))).status).toBe(403);
  });

  it('answers 401 without a session, 403 to the wrong console and without the permission', async () => {
    const operatorLess = await ctx.loginAgent(DEMO.agentStaff);
    for (const [method, url] of [
      ['GET', `${AGENT}/getInfo`],
      ['POST', `${AGENT}/submit`],
      ['GET', `${ADMIN}/getList`],
      ['POST', `${ADMIN}/review`],
    ] as const) {
      const call = (token?: string) =>
        ctx.call({ method, url, token, payload: method === 'POST' ? {} : undefined });
      expect((await call()).status).toBe(401);
      expect((await call(await ctx.loginCustomer())).status).toBe(403);
      expect(
        (await call(url.startsWith(AGENT) ? await ctx.loginAdmin() : await ctx.loginAgent())).status,
      ).toBe(403);
      if (url.startsWith(AGENT)) expect((await call(operatorLess)).status).toBe(403);
    }
  });
});
