import { Permission, type TeamMember } from '@onsite/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ShellContext } from '#web/shell/shellContext';
import TeamMemberPage from './TeamMemberPage';

const member = (id: number, name: string, isOwner: boolean): TeamMember => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '',
  avatar: '',
  role_id: isOwner ? 1 : 2,
  role_name: isOwner ? 'Owner' : 'Staff',
  role_code: isOwner ? 'agent_owner' : 'agent_staff',
  is_owner: isOwner,
  is_self: isOwner,
  join_time: '2026-01-01T00:00:00.000Z',
});

const server: FakeEndpoint = (url) => {
  if (url.pathname === '/api/agent/team/member/getList')
    return listAnswer([member(1, 'Olivia', true), member(2, 'Sam', false)]);
  if (url.pathname === '/api/agent/team/invitation/getList') return listAnswer([]);
  if (url.pathname === '/api/agent/team/member/getRoles')
    return Response.json({ code: 0, msg: 'ok', data: [] });
  return Response.json({ code: 0, msg: 'ok', data: null });
};

/** The page as a member whose role in the current team grants these permission strings sees it. */
const renderAs = (authorities: string[]) =>
  renderAt(
    <ShellContext.Provider
      value={{ user: { name: 'Someone', avatar: '', roles: [], authorities }, menuTree: [] }}
    >
      <TeamMemberPage title="Team members" />
    </ShellContext.Provider>,
    '/team/member',
    server,
    { audience: 'agent' },
  );

describe('the team member page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it("lists the members with their role in this team and offers an owner's actions", async () => {
    renderAs([
      Permission.agent.teamMember,
      Permission.agent.teamMemberInvite,
      Permission.agent.teamMemberEdit,
      Permission.agent.teamMemberRemove,
    ]);
    expect(await screen.findByText('Sam')).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.getByText('2 members')).toBeTruthy();
    expect(screen.getByTestId('member-invite')).toBeTruthy();
    expect(screen.getByTestId('invitations-tab')).toBeTruthy();
    expect(screen.getAllByTestId('member-change-role')).toHaveLength(2);
    expect(screen.getAllByTestId('member-remove')).toHaveLength(2);
  });

  it('hides what the role in this team does not grant', async () => {
    renderAs([Permission.agent.teamMember]);
    expect(await screen.findByText('Sam')).toBeTruthy();
    expect(screen.queryByTestId('member-invite')).toBeNull();
    expect(screen.queryByTestId('invitations-tab')).toBeNull();
    expect(screen.queryByTestId('member-change-role')).toBeNull();
    expect(screen.queryByTestId('member-remove')).toBeNull();
  });
});
