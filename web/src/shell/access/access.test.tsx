import { Permission } from '@onsite/contracts';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShellUser } from '#web/shell/console';
import { ShellContext } from '#web/shell/shellContext';
import { Access } from './Access';
import { type AccessPrincipal, can } from './can';
import { useCan } from './useCan';

const admin: AccessPrincipal = {
  roles: ['platform_super_admin'],
  authorities: [Permission.admin.agentList, Permission.admin.noticeSend, Permission.admin.systemRole],
};
const operator: AccessPrincipal = { roles: ['platform_operator'], authorities: [Permission.admin.agentList] };
const nobody: AccessPrincipal = { roles: [], authorities: [] };

describe('can', () => {
  it('asks every entry of allOf', () => {
    const requirement = { authorities: { allOf: [Permission.admin.agentList, Permission.admin.noticeSend] } };
    expect(can(admin, requirement)).toBe(true);
    expect(can(operator, requirement)).toBe(false);
    expect(can(nobody, requirement)).toBe(false);
  });

  it('asks at least one entry of anyOf', () => {
    const requirement = { authorities: { anyOf: [Permission.admin.noticeSend, Permission.admin.agentList] } };
    expect(can(admin, requirement)).toBe(true);
    expect(can(operator, requirement)).toBe(true);
    expect(can(nobody, requirement)).toBe(false);
    expect(can(operator, { authorities: { anyOf: [Permission.admin.noticeSend, 'admin.other'] } })).toBe(
      false,
    );
  });

  it('asks both allOf and anyOf when both are given', () => {
    const requirement = {
      authorities: {
        allOf: [Permission.admin.agentList],
        anyOf: [Permission.admin.noticeSend, 'admin.other'],
      },
    };
    expect(can(admin, requirement)).toBe(true);
    expect(can(operator, requirement)).toBe(false);
  });

  it('checks roles by roleCode the same way', () => {
    expect(can(admin, { roles: { anyOf: ['platform_super_admin', 'platform_operator'] } })).toBe(true);
    expect(can(operator, { roles: { anyOf: ['platform_super_admin', 'platform_operator'] } })).toBe(true);
    expect(can(operator, { roles: { allOf: ['platform_super_admin'] } })).toBe(false);
    expect(can({ ...operator, roles: ['a', 'b'] }, { roles: { allOf: ['a', 'b'] } })).toBe(true);
    expect(can({ ...operator, roles: ['a'] }, { roles: { allOf: ['a', 'b'] } })).toBe(false);
  });

  it('asks roles and authorities together when both are given', () => {
    const requirement = {
      roles: { anyOf: ['platform_operator'] },
      authorities: { allOf: [Permission.admin.agentList] },
    };
    expect(can(operator, requirement)).toBe(true);
    expect(can(admin, requirement)).toBe(false);
    expect(can({ ...operator, authorities: [] }, requirement)).toBe(false);
  });

  it('treats an omitted rule or an empty list as asking for nothing', () => {
    expect(can(nobody, {})).toBe(true);
    expect(can(nobody, { roles: {}, authorities: {} })).toBe(true);
    expect(can(nobody, { roles: { allOf: [], anyOf: [] }, authorities: { allOf: [], anyOf: [] } })).toBe(
      true,
    );
    expect(can(operator, { authorities: { allOf: [], anyOf: [Permission.admin.agentList] } })).toBe(true);
    expect(can(nobody, { authorities: { allOf: [], anyOf: [Permission.admin.agentList] } })).toBe(false);
  });

  it('lets a visitor (no principal) meet only a requirement that asks for nothing', () => {
    expect(can(null, {})).toBe(true);
    expect(can(undefined, { authorities: { anyOf: [] } })).toBe(true);
    expect(can(null, { authorities: { anyOf: [Permission.admin.agentList] } })).toBe(false);
    expect(can(null, { roles: { allOf: ['platform_operator'] } })).toBe(false);
  });
});

function shellUser(principal: AccessPrincipal): ShellUser {
  return {
    name: 'someone',
    avatar: '',
    ...principal,
    roles: [...principal.roles],
    authorities: [...principal.authorities],
  };
}

function withUser(user: ShellUser | null) {
  return ({ children }: { children: ReactNode }) => (
    <ShellContext.Provider value={{ user, menuTree: [] }}>{children}</ShellContext.Provider>
  );
}

describe('useCan and <Access>', () => {
  afterEach(cleanup);

  it('useCan reads the signed-in user of the shell', () => {
    const requirement = { authorities: { allOf: [Permission.admin.noticeSend] } };
    expect(
      renderHook(() => useCan(requirement), { wrapper: withUser(shellUser(admin)) }).result.current,
    ).toBe(true);
    expect(
      renderHook(() => useCan(requirement), { wrapper: withUser(shellUser(operator)) }).result.current,
    ).toBe(false);
    expect(renderHook(() => useCan(requirement), { wrapper: withUser(null) }).result.current).toBe(false);
  });

  it('renders the children only for a user who meets the requirement', () => {
    const tree = (
      <Access authorities={{ allOf: [Permission.admin.noticeSend] }}>
        <button type="button">send</button>
      </Access>
    );
    const { unmount } = render(tree, { wrapper: withUser(shellUser(admin)) });
    expect(screen.queryByRole('button', { name: 'send' })).not.toBeNull();
    unmount();
    render(tree, { wrapper: withUser(shellUser(operator)) });
    expect(screen.queryByRole('button', { name: 'send' })).toBeNull();
  });

  it('renders the fallback, or nothing, otherwise', () => {
    const { container, unmount } = render(
      <Access roles={{ anyOf: ['platform_super_admin'] }}>
        <span>secret</span>
      </Access>,
      { wrapper: withUser(shellUser(operator)) },
    );
    expect(container.textContent).toBe('');
    unmount();
    render(
      <Access roles={{ anyOf: ['platform_super_admin'] }} fallback={<span>no access</span>}>
        <span>secret</span>
      </Access>,
      { wrapper: withUser(shellUser(operator)) },
    );
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByText('no access')).not.toBeNull();
  });
});
