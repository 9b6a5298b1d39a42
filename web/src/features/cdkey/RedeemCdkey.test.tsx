import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { RedeemCdkey, RedeemKeyModal } from './RedeemCdkey';

const VIP = {
  grant_type: 'vip',
  vip_title: 'VIP Annual',
  vip_days: 30,
  vip_expires_at: '2027-01-31T04:00:00.000Z',
  credit_kind: null,
  credit_amount: 0,
  balance_after: 0,
  activity_id: 0,
  activity_title: '',
};

/** The dialog against a server that grants `VIP` for GOOD-… and refuses anything else as used. */
function renderRedeem() {
  const onRedeemed = vi.fn();
  const server = (_url: string, init?: RequestInit) => {
    const { code } = JSON.parse(String(init?.body ?? '{}')) as { code: string };
    // the server normalises what was typed (case, dashes)
    return code.toUpperCase().startsWith('GOOD')
      ? VIP
      : new Response(JSON.stringify({ code: 400, msg: 'this key has already been used', data: null }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
  };
  const rendered = renderInConsole(<RedeemCdkey onRedeemed={onRedeemed} />, 'customer', server);
  fireEvent.click(screen.getByTestId('cdkey-redeem-open'));
  const type = (code: string) => {
    fireEvent.change(screen.getByTestId('cdkey-redeem-code'), { target: { value: code } });
    fireEvent.click(screen.getByTestId('cdkey-redeem-submit'));
  };
  return { ...rendered, onRedeemed, type };
}

describe('redeeming a key (the /resource header)', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows what the key granted and refreshes the balances', async () => {
    const { type, onRedeemed } = renderRedeem();
    type('good-2345-6789-abcd');
    expect((await screen.findByTestId('cdkey-redeem-result')).textContent).toBe(
      'VIP Annual: 30 days added, VIP until 2027-01-31',
    );
    expect(onRedeemed).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal in place", async () => {
    const { type, onRedeemed } = renderRedeem();
    type('USED-2345-6789-ABCD');
    expect((await screen.findByTestId('cdkey-redeem-error')).textContent).toContain(
      'this key has already been used',
    );
    expect(onRedeemed).not.toHaveBeenCalled();
  });

  it('asks for a key before calling the server', async () => {
    const { type, calls } = renderRedeem();
    type('  ');
    expect((await screen.findByTestId('cdkey-redeem-error')).textContent).toContain('Enter the key');
    expect(calls).toHaveLength(0);
  });

  it('pays for the unpaid activity it was opened from with an activation code', async () => {
    const bodies: unknown[] = [];
    const onRedeemed = vi.fn();
    renderInConsole(
      <RedeemKeyModal
        open
        activity={{ id: 42, title: 'Launch night' }}
        onClose={vi.fn()}
        onRedeemed={onRedeemed}
      />,
      'customer',
      (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body ?? '{}')));
        return {
          ...VIP,
          grant_type: 'activity',
          vip_title: '',
          vip_days: 0,
          vip_expires_at: '',
          activity_id: 42,
          activity_title: 'Launch night',
        };
      },
    );
    expect(screen.getByText('Pay for “Launch night” with an activation code')).toBeTruthy();
    fireEvent.change(screen.getByTestId('cdkey-redeem-code'), {
      target: { value: 'act-2345-6789-abcd-efgh' },
    });
    fireEvent.click(screen.getByTestId('cdkey-redeem-submit'));
    expect((await screen.findByTestId('cdkey-redeem-success')).textContent).toContain(
      '“Launch night” is now paid for and ready to use',
    );
    expect(bodies).toEqual([{ code: 'act-2345-6789-abcd-efgh', activity_id: 42 }]);
    expect(onRedeemed).toHaveBeenCalledOnce();
  });
});
