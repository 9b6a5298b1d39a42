import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/queryClient';
import { changeLanguage } from '../../i18n';
import { ConsoleContext, type ConsoleDefinition } from '../../shell/console';
import { SmsPanel } from './AccountPanels';

const NoLoginPage = () => null;

const RATES = [
  { id: 3, code: 'sms', name: 'SMS', mode: 'unit', rate: 5, min_fee: 0, description: '' },
  { id: 4, code: 'redpacket_service', name: 'Fee', mode: 'percent', rate: 200, min_fee: 0, description: '' },
];

/** The SMS view against a server with these balances (cents; SMS in messages) and rates. */
function renderSms(balances: { balance: number; sms: number }, rates: unknown[] = RATES) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answers: Record<string, [unknown, number?]> = {
      '/api/customer/Product/getResourceInfo': [
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
      '/api/customer/resource/getRateList': [rates, rates.length],
      '/api/customer/Product/getResourceList': [[], 0],
    };
    const [data, count] = answers[path] ?? [null];
    return new Response(
      JSON.stringify({ code: 0, msg: 'ok', data, ...(count === undefined ? {} : { count }) }),
      {
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  const definition: ConsoleDefinition = {
    audience: 'customer',
    basename: '/my',
    afterLogin: '/activity',
    LoginPage: NoLoginPage,
    useSession: () => ({ status: 'loading' }),
    logout: async () => null,
  };
  const api = createApiClient({
    audience: 'customer',
    getToken: () => 'token',
    onAuthFailure: vi.fn(),
    onError: vi.fn(),
    fetch: fetchMock,
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ConsoleContext.Provider value={{ definition, api }}>
        <MemoryRouter>
          <SmsPanel />
        </MemoryRouter>
      </ConsoleContext.Provider>
    </AppProviders>,
  );
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
