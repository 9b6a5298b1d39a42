import type { SiteSoftware, SoftwareLicence } from '@onsite/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#web/api/client';
import { AppProviders } from '#web/app/AppProviders';
import { createQueryClient } from '#web/app/queryClient';
import { changeLanguage } from '#web/i18n';
import { en } from '#web/i18n/locales/en';
import { ConsoleContext, type ConsoleDefinition } from '#web/shell/console';
import { BuySoftwareModal } from './BuySoftwareModal';
import { MyLicencesCard } from './MyLicencesCard';

const NoLoginPage = () => null;

const licence: SoftwareLicence = {
  id: 1,
  software_id: 2,
  name: 'Check-in kiosk',
  version: '2.0.4',
  licence_key: 'ACDEF-GHJKM-NPQRT-UVWXY',
  seats: 2,
  status: 'active',
  order_no: '202611270001',
  has_installer: true,
  create_time: '2026-11-27T07:00:00.000Z',
};

/** Renders `ui` against a server answering the licence list, the pay types, the buy call and its status. */
function renderWith(ui: ReactNode, rows: SoftwareLicence[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = path.endsWith('/getSoftwareLicences')
      ? { code: 0, msg: 'ok', data: rows, count: rows.length }
      : path.endsWith('/payType')
        ? { code: 0, msg: 'ok', data: [{ pay_type: 'wechat', name: 'WeChat Pay' }] }
        : path.endsWith('/buySoftware')
          ? { code: 0, msg: 'ok', data: { order_no: 'N1', pay_amount: 594000, qrcode_url: 'http://pay/x' } }
          : path.endsWith('/getPayStatus')
            ? { code: 0, msg: 'ok', data: { order_no: 'N1', is_pay: 0 } }
            : { code: 0, msg: 'ok', data: null };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
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
        <MemoryRouter>{ui}</MemoryRouter>
      </ConsoleContext.Provider>
    </AppProviders>,
  );
  return fetchMock;
}

describe('software licences on the customer site', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('lists the licences with their keys, seats and state; only an active one with an installer downloads', async () => {
    renderWith(<MyLicencesCard />, [
      licence,
      { ...licence, id: 2, licence_key: 'YXWVU-TRQPN-MKJHG-FEDCA', status: 'revoked' },
    ]);
    const card = await screen.findByTestId('my-licences');
    await within(card).findByText('ACDEF-GHJKM-NPQRT-UVWXY');
    expect(within(card).getByText('YXWVU-TRQPN-MKJHG-FEDCA')).toBeTruthy();
    expect(within(card).getAllByText('2 computers')).toHaveLength(2);
    expect(within(card).getByText(en.software.licenceActive)).toBeTruthy();
    expect(within(card).getByText(en.software.licenceRevoked)).toBeTruthy();
    expect(within(card).getAllByTestId('licence-download')).toHaveLength(1);
  });

  it('says so when the customer has no licence', async () => {
    renderWith(<MyLicencesCard />, []);
    await screen.findByText(en.software.noLicences);
  });

  it('buys at the price × the quantity the customer chose', async () => {
    const software: SiteSoftware = {
      id: 2,
      name: 'Check-in kiosk',
      version: '2.0.4',
      description: '',
      cover: '',
      seats: 2,
      price: 198000,
    };
    const fetchMock = renderWith(<BuySoftwareModal software={software} onClose={vi.fn()} />, []);
    const quantity = await screen.findByTestId('software-quantity');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    expect((await screen.findByTestId('software-pay')).textContent).toContain('¥5940.00');
    fireEvent.click(await screen.findByText(en.order.payType.wechat));
    fireEvent.click(screen.getByTestId('software-pay'));
    await vi.waitFor(() => {
      const buy = fetchMock.mock.calls.find(([input]) => String(input).includes('/buySoftware'));
      expect(buy).toBeTruthy();
      expect(JSON.parse(String(buy![1]?.body))).toEqual({
        software_id: 2,
        quantity: 3,
        amount: 594000,
        pay_amount: 594000,
        pay_type: 'wechat',
      });
    });
  });
});
