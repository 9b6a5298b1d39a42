import type { InviteInfo } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getToken } from '#web/api/tokenStore';
import { type FakeEndpoint, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import InvitePage from './InvitePage';

const invitation = (status: InviteInfo['status']): InviteInfo => ({
  team_name: 'Star Events',
  team_avatar: '',
  team_status: 1,
  inviter_name: 'Olivia Owner',
  role_name: 'Customer viewer',
  email: '',
  status,
  expires_at: '2030-01-01T00:00:00.000Z',
});

/** The fake server: the invitation look-up answers `info`, or 404 when there is none. */
const serverFor =
  (info: InviteInfo | null): FakeEndpoint =>
  (url) => {
    if (url.pathname === '/api/agent/invite/getInfo')
      return info
        ? Response.json({ code: 0, msg: 'ok', data: info })
        : Response.json({ code: 404, msg: 'invitation not found', data: null }, { status: 404 });
    return Response.json({ code: 0, msg: 'ok', data: null });
  };

const renderInvite = (info: InviteInfo | null) =>
  renderAt(<InvitePage />, '/invite?token=abcdefghijklmnopqrstuvwxyz012345', serverFor(info), {
    audience: 'agent',
  });

describe('the /invite page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows who invites to which team with which role, and lets a visitor register and join', async () => {
    renderInvite(invitation('pending'));
    expect(await screen.findByTestId('invite-team')).toHaveProperty('textContent', 'Star Events');
    expect(screen.getByText('Olivia Owner invites you to join')).toBeTruthy();
    expect(screen.getByText('Customer viewer')).toBeTruthy();
    expect(screen.getByTestId('invite-register')).toBeTruthy();
    expect(screen.queryByTestId('invite-dead')).toBeNull();
  });

  it.each([
    ['accepted', 'This invitation was already used. Ask the team owner for a new link.'],
    ['revoked', 'This invitation was revoked. Ask the team owner for a new link.'],
    ['expired', 'This invitation has expired. Ask the team owner for a new link.'],
  ] as const)('says so when the invitation is %s, and offers no way to join', async (status, message) => {
    renderInvite(invitation(status));
    expect((await screen.findByTestId('invite-dead')).textContent).toContain(message);
    expect(screen.queryByTestId('invite-register')).toBeNull();
    expect(screen.queryByTestId('invite-join')).toBeNull();
  });

  it('says an unknown link is not valid', async () => {
    renderInvite(null);
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy();
    expect(screen.queryByTestId('invite-register')).toBeNull();
  });

  it('sets up the authenticator before the console when the role requires two-factor sign-in', async () => {
    const answers: Record<string, unknown> = {
      '/api/agent/invite/register': {
        two_factor: 'enrol',
        challenge_token: 'signed.challenge',
        expires_at: '2030-01-01T00:00:00Z',
      },
      '/api/auth/twoFactor/enrolStart': {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_uri: 'otpauth://totp/Onsite:new%40example.com?secret=JBSWY3DPEHPK3PXP',
      },
    };
    const server: FakeEndpoint = (url) => {
      if (url.pathname in answers) return Response.json({ code: 0, msg: 'ok', data: answers[url.pathname] });
      return serverFor(invitation('pending'))(url);
    };
    renderAt(<InvitePage />, '/invite?token=abcdefghijklmnopqrstuvwxyz012345', server, { audience: 'agent' });
    const type = (id: string, value: string) =>
      fireEvent.change(screen.getByTestId(id), { target: { value } });
    await screen.findByTestId('invite-register');
    type('invite-name', 'New Member');
    type('invite-email', 'new@example.com');
    type('invite-password', 'Joining-Team-Pass-7');
    type('invite-password2', 'Joining-Team-Pass-7');
    fireEvent.click(screen.getByTestId('invite-register'));
    expect(await screen.findByTestId('two-factor-enrol')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('two-factor-secret').textContent).toContain('JBSW Y3DP EHPK 3PXP'),
    );
    // no session before the code is confirmed
    expect(getToken('agent')).toBeNull();
  });
});
