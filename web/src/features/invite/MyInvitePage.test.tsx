import { customerInviteApi } from '@onsite/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import MyInvitePage from './MyInvitePage';
import { describeReward } from './reward';

const data = (value: unknown) => Response.json({ code: 0, msg: 'ok', data: value });

const serverWith =
  (reward: { sms: number; balance: number }, invitees: unknown[]): FakeEndpoint =>
  (url) => {
    switch (url.pathname) {
      case customerInviteApi.getInfo.path:
        return data({
          url: 'http://agent1.localhost/api/customer/invite/open?code=AbCdEfGhJkMn',
          code: 'AbCdEfGhJkMn',
          visits: 7,
          signups: invitees.length,
          reward,
          earned: { sms: reward.sms * invitees.length, balance: reward.balance * invitees.length },
        });
      case customerInviteApi.getInvitees.path:
        return listAnswer(invitees);
      default:
        return Response.json({ code: 500, msg: 'not in this test', data: null });
    }
  };

describe('the customer /invite page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows the link, its QR, the figures and the invitees with their rewards', async () => {
    const invitee = {
      account: '136****0001',
      signup_time: '2026-01-02T03:04:05Z',
      reward: { sms: 50, balance: 300 },
    };
    renderAt(
      <MyInvitePage title="Invite friends" />,
      '/invite',
      serverWith({ sms: 50, balance: 300 }, [invitee]),
      {
        audience: 'customer',
      },
    );
    expect((await screen.findByTestId('qr-link')).getAttribute('value')).toBe(
      'http://agent1.localhost/api/customer/invite/open?code=AbCdEfGhJkMn',
    );
    expect(await screen.findByTestId('qr-image')).toBeTruthy();
    expect(screen.getByTestId('qr-download')).toBeTruthy();
    const figures = screen.getByTestId('my-invite-figures');
    expect(within(figures).getByText('7')).toBeTruthy();
    expect(within(figures).getAllByText('50 SMS + ¥3.00')).toHaveLength(2);
    const list = screen.getByTestId('my-invitee-list');
    expect(await within(list).findByText('136****0001')).toBeTruthy();
  });

  it('says when there is no reward and nobody signed up yet', async () => {
    renderAt(<MyInvitePage title="Invite friends" />, '/invite', serverWith({ sms: 0, balance: 0 }, []), {
      audience: 'customer',
    });
    expect(await screen.findByText(/No reward is offered/)).toBeTruthy();
    expect(await screen.findByText('Nobody has signed up through your link yet')).toBeTruthy();
  });

  it('describes a reward in words', () => {
    const words = { sms: (count: number) => `${count} SMS`, none: 'None' };
    expect(describeReward({ sms: 0, balance: 0 }, words)).toBe('None');
    expect(describeReward({ sms: 0, balance: 150 }, words)).toBe('¥1.50');
    expect(describeReward({ sms: 5, balance: 0 }, words)).toBe('5 SMS');
    expect(describeReward(undefined, words)).toBe('—');
  });
});
