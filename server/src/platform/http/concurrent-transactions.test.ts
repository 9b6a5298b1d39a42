import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

describe('concurrent requests that use transactions', () => {
  it('completes a password change and a team switch issued at the same moment, each fully applied', async () => {
    const staffToken = await ctx.loginAgent('staff@example.com');
    const ownerToken = await ctx.loginAgent();
    const [password, team] = await Promise.all([
      ctx.call({
        method: 'PUT',
        url: '/api/auth/password',
        token: staffToken,
        payload: {
          oldPassword: TEST_PASSWORD,
          password: 'Concurrent-Pass-7',
          password2: 'Concurrent-Pass-7',
        },
      }),
      ctx.call({
        method: 'POST',
        url: '/api/agent/BasicInfo/changeTeam',
        token: ownerToken,
        payload: { opid: ctx.ids.agent2Id },
      }),
    ]);
    expect(password.body.code).toBe(0);
    expect(team.body.code).toBe(0);
    const staffSessions = await ctx.db
      .selectFrom('sessions')
      .innerJoin('agent_users', 'agent_users.id', 'sessions.subject_id')
      .select('sessions.revoked_reason')
      .where('sessions.audience', '=', 'agent')
      .where('agent_users.email', '=', 'staff@example.com')
      .execute();
    expect(staffSessions.every((session) => session.revoked_reason === 'password_changed')).toBe(true);
    const info = await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token: ownerToken });
    expect(info.body.data.basic_info.agent_id).toBe(ctx.ids.agent2Id);
  });
});
