import { resourceApi } from '@onsite/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { SmsPanel } from './AccountPanels';

const RATES = [
  { id: 3, code: 'sms', name: 'SMS', mode: 'unit', rate: 5, min_fee: 0, description: '' },
  { id: 4, code: 'redpacket_service', name: 'Fee', mode: 'percent', rate: 200, min_fee: 0, description: '' },
];

/** The SMS view against a server with these balances (cents; SMS in messages) and rates. */
function renderSms(balances: { balance: number; sms: number }, rates: unknown[] = RATES) {
  const server = (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    const answers: Record<string, [unknown, number?]> = {
      [resourceApi.getResourceInfo.path]: [
        {
          accounts: [
            { kind: 'balance', balance: balances.balance },
            { kind: 'profit', balance: 0 },
            { kind: 'redpacket', balance: 0 },
            { kind: 'special', balance: 0 },
            { kind: 'sms', balance: balances.sms },
          ],
          withdrawing: 0,
        },
      ],
      [resourceApi.getRateList.path]: [rates, rates.length],
      [resourceApi.getResourceList.path]: [[], 0],
    };
    const [data, count] = answers[path] ?? [null];
    return new Response(
      JSON.stringify({ code: 0, msg: 'ok', data, ...(count === undefined ? {} : { count }) }),
      {
        headers: { 'Content-Type': 'application/json' },
      },
    );
  };
  renderInConsole(<SmsPanel />, 'customer', server, { basename: '/my' });
}

describe('SMS credits (resource › note)', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows the credits and the cost of a pack at the site rate', async () => {
    renderSms({ balance: 10_000, sms: 880 });
    expect(
      await screen.findByText('¥0.05 per message, ¥50.00 in total, paid from your balance'),
    ).toBeTruthy();
    expect(screen.getByText('880')).toBeTruthy();
    expect(screen.getByTestId('sms-buy').hasAttribute('disabled')).toBe(false);
  });

  it('refuses a pack the balance cannot pay', async () => {
    renderSms({ balance: 4_999, sms: 0 });
    expect(await screen.findByText('Not enough balance')).toBeTruthy();
    expect(screen.getByTestId('sms-buy').hasAttribute('disabled')).toBe(true);
  });

  it('says so when the site sells no SMS', async () => {
    renderSms({ balance: 10_000, sms: 0 }, []);
    expect(await screen.findByText('This site does not sell SMS credits yet')).toBeTruthy();
  });
});
