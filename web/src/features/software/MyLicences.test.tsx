import type { SiteSoftware, SoftwareLicence } from '@onsite/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAnswer, okAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { en } from '#web/i18n/locales/en';
import { BuySoftwareModal } from './BuySoftwareModal';
import { MyLicencesCard } from './MyLicencesCard';

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

/**
 * Renders `ui` against a server answering the licence list, the pay types, the buy call and its status;
 * returns the bodies of the calls made, by path.
 */
function renderWith(ui: ReactNode, rows: SoftwareLicence[]) {
  const bodies = new Map<string, unknown>();
  renderAt(
    ui,
    '/',
    (url, init) => {
      if (init?.body) bodies.set(url.pathname, JSON.parse(String(init.body)));
      const path = url.pathname;
      if (path.endsWith('/getSoftwareLicences')) return listAnswer(rows);
      if (path.endsWith('/payType')) return okAnswer([{ pay_type: 'wechat', name: 'WeChat Pay' }]);
      if (path.endsWith('/buySoftware'))
        return okAnswer({ order_no: 'N1', pay_amount: 594000, qrcode_url: 'http://pay/x' });
      if (path.endsWith('/getPayStatus')) return okAnswer({ order_no: 'N1', is_pay: 0 });
      return okAnswer(null);
    },
    { audience: 'customer' },
  );
  return bodies;
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
    const bodies = renderWith(<BuySoftwareModal software={software} onClose={vi.fn()} />, []);
    const quantity = await screen.findByTestId('software-quantity');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    expect((await screen.findByTestId('software-pay')).textContent).toContain('¥5940.00');
    fireEvent.click(await screen.findByText(en.order.payType.wechat));
    fireEvent.click(screen.getByTestId('software-pay'));
    await vi.waitFor(() => {
      const buy = [...bodies].find(([path]) => path.endsWith('/buySoftware'));
      expect(buy?.[1]).toEqual({
        software_id: 2,
        quantity: 3,
        amount: 594000,
        pay_amount: 594000,
        pay_type: 'wechat',
      });
    });
  });
});
