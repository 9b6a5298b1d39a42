import { Permission, type WecomCorpOption, wecomContactsApi } from '@onsite/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, okAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { ShellContext } from '#web/shell/shellContext';
import WeworkCustomPage from './WeworkCustomPage';

const corp = (change: Partial<WecomCorpOption> = {}): WecomCorpOption => ({
  agent_id: 1,
  agent_name: 'Onsite',
  corp_id: 'wwsandbox0onsite01',
  status: 'verified',
  is_platform: true,
  callback_verified: true,
  ...change,
});

function fakeServer(corps: WecomCorpOption[]): FakeEndpoint {
  return (url) => {
    if (url.pathname === wecomContactsApi.corps.path) return okAnswer(corps);
    if (url.pathname === wecomContactsApi.tags.path)
      return okAnswer([{ id: 'et1', name: 'Expo', group_name: '获客标签' }]);
    if (url.pathname === wecomContactsApi.members.path)
      return okAnswer([{ userid: 'zhangsan', name: 'Zhang' }]);
    if (url.pathname === wecomContactsApi.syncStatus.path) return okAnswer(null);
    if (url.pathname === wecomContactsApi.links.path) return listAnswer([]);
    return listAnswer([
      {
        id: 5,
        external_userid: 'wm1',
        name: 'Wang',
        corp_name: '',
        type: 1,
        member_userid: 'zhangsan',
        tags: [{ id: 'et1', name: 'Expo' }],
        add_time: '2026-01-02T03:04:05Z',
        link_id: 3,
        link_name: 'Expo link',
      },
    ]);
  };
}

function renderPage(corps: WecomCorpOption[], authorities: string[]) {
  return renderAt(
    <ShellContext.Provider
      value={{ user: { name: 'Staff', avatar: '', roles: [], authorities }, menuTree: [] }}
    >
      <WeworkCustomPage title="WeCom contacts" />
    </ShellContext.Provider>,
    '/scrm/weWork_custom',
    fakeServer(corps),
  );
}

const VIEW = [Permission.admin.scrmWeworkCustom];
const MANAGE = [...VIEW, Permission.admin.scrmWeworkCustomManage];

describe('SCRM › WeCom contacts page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows the platform's corp first: its contacts with tag, member's name and link; sync for managers", async () => {
    const { requests } = renderPage(
      [corp(), corp({ agent_id: 2, agent_name: 'Agent', is_platform: false })],
      MANAGE,
    );
    const row = (await screen.findByText('Wang')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Expo')).toBeTruthy();
    expect(within(row).getByText('Expo link')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('Zhang')).toBeTruthy());
    expect(screen.getByTestId('wecom-sync-start')).toBeTruthy();
    expect(screen.getByText('Never synced')).toBeTruthy();
    // every call names the platform's corp
    expect(
      requests
        .filter((url) => url.pathname === wecomContactsApi.contacts.path)
        .every((url) => url.searchParams.get('agent_id') === '1'),
    ).toBe(true);
  });

  it('without the manage permission there is no sync button', async () => {
    renderPage([corp()], VIEW);
    await screen.findByText('Wang');
    expect(screen.queryByTestId('wecom-sync-start')).toBeNull();
  });

  it('says when a corp is not verified, and when no corp is set up', async () => {
    renderPage([corp({ status: 'unverified', callback_verified: false })], MANAGE);
    expect((await screen.findByTestId('wecom-custom-unverified')).textContent).toContain('not verified yet');
    cleanup();
    renderPage([], MANAGE);
    expect((await screen.findByTestId('wecom-custom-empty')).textContent).toContain('No WeCom corp');
  });
});
