import type { CopyrightLicence, SiteCopyright } from '@onsite/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAnswer, okAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { en } from '#web/i18n/locales/en';
import { BuyCopyrightModal } from './BuyCopyrightModal';
import { MyCopyrightLicencesCard } from './MyCopyrightLicencesCard';

const licence: CopyrightLicence = {
  id: 1,
  copyright_id: 2,
  title: '开场音乐',
  title_en: 'Opening music',
  title_zh_tw: '',
  content_type: 'music',
  licensor: 'Star Music',
  terms: 'Line one.\nLine two.',
  commercial: true,
  valid_from: '2026-11-27T07:00:00.000Z',
  valid_until: '2027-11-27T07:00:00.000Z',
  status: 'active',
  expired: false,
  order_no: '202611270001',
  has_asset: true,
};

/** Renders `ui` against a server answering the licence list, the pay types, the buy call and its status. */
function renderWith(ui: ReactNode, rows: CopyrightLicence[]) {
  const bodies = new Map<string, unknown>();
  renderAt(
    ui,
    '/',
    (url, init) => {
      if (init?.body) bodies.set(url.pathname, JSON.parse(String(init.body)));
      const path = url.pathname;
      if (path.endsWith('/getCopyrightLicences')) return listAnswer(rows);
      if (path.endsWith('/payType')) return okAnswer([{ pay_type: 'wechat', name: 'WeChat Pay' }]);
      if (path.endsWith('/buyCopyright'))
        return okAnswer({ order_no: 'N1', pay_amount: 12800, qrcode_url: 'http://pay/x' });
      if (path.endsWith('/getPayStatus')) return okAnswer({ order_no: 'N1', is_pay: 0 });
      return okAnswer(null);
    },
    { audience: 'customer' },
  );
  return bodies;
}

describe('copyright licences on the customer site', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('lists licences in the reader’s language with their validity and state; only an active, unexpired one downloads', async () => {
    renderWith(<MyCopyrightLicencesCard />, [
      licence,
      { ...licence, id: 2, valid_until: '', status: 'revoked' },
      { ...licence, id: 3, expired: true },
    ]);
    const card = await screen.findByTestId('my-copyright-licences');
    expect(await within(card).findAllByText('Opening music')).toHaveLength(3);
    expect(within(card).getByText(en.copyright.perpetual)).toBeTruthy();
    expect(within(card).getByText(en.copyright.licenceActive)).toBeTruthy();
    expect(within(card).getByText(en.copyright.licenceRevoked)).toBeTruthy();
    expect(within(card).getByText(en.copyright.licenceExpired)).toBeTruthy();
    expect(within(card).getAllByTestId('copyright-licence-download')).toHaveLength(1);
    fireEvent.click(within(card).getAllByTestId('copyright-licence-terms')[0]!);
    expect((await screen.findByTestId('copyright-terms-modal')).textContent).toContain('Line two.');
  });

  it('says so when the customer has none', async () => {
    renderWith(<MyCopyrightLicencesCard />, []);
    await screen.findByText(en.copyright.noLicences);
  });

  it('pays only once the terms are accepted, at the price shown', async () => {
    const item: SiteCopyright = {
      id: 2,
      title: '开场音乐',
      title_en: '',
      title_zh_tw: '',
      content_type: 'music',
      licensor: '',
      terms: 'Play it on site only.',
      term_months: null,
      commercial: false,
      has_asset: true,
      price: 12800,
    };
    const bodies = renderWith(<BuyCopyrightModal item={item} onClose={vi.fn()} />, []);
    expect((await screen.findByTestId('copyright-buy-terms')).textContent).toBe('Play it on site only.');
    fireEvent.click(await screen.findByText(en.order.payType.wechat));
    const pay = screen.getByTestId('copyright-pay') as HTMLButtonElement;
    expect(pay.textContent).toContain('¥128.00');
    expect(pay.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('copyright-accept'));
    await vi.waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await vi.waitFor(() => {
      const buy = [...bodies].find(([path]) => path.endsWith('/buyCopyright'));
      expect(buy?.[1]).toEqual({ copyright_id: 2, amount: 12800, pay_amount: 12800, pay_type: 'wechat' });
    });
  });
});
