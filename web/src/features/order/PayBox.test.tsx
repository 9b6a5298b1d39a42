import type { OrderInfo } from '@onsite/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { okAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { en } from '#web/i18n/locales/en';
import { PayBox } from './PayBox';

const order: OrderInfo = {
  order_no: '202611220001',
  order_type: 17,
  create_time: '2026-11-22 10:00:00',
  title: 'Basic · 7 days',
  duration: 7,
  duration_unit: 2,
  amount: 9900,
  original_amount: 9900,
  pay_amount: 9900,
  refunded_amount: 0,
  is_pay: 0,
  pay_type: '',
  pay_time: null,
  invoice: null,
  bank_transfer: null,
};

/** The pay box against a server whose payType answers `types`. */
function renderPayBox(
  info: OrderInfo,
  types: { pay_type: string; name: string }[],
  bankAccount: { account_name: string; bank_name: string; account_no: string } | null = null,
) {
  return renderAt(
    <PayBox order={info} onClose={vi.fn()} />,
    '/',
    ({ pathname }) =>
      okAnswer(
        pathname.endsWith('/payType') ? types : pathname.endsWith('/getBankAccount') ? bankAccount : null,
      ),
    { audience: 'customer' },
  ).requests;
}

describe('pay box (spec §5)', () => {
  beforeAll(async () => {
    await changeLanguage('en');
    // the voucher picker's storage base, without fetching the public config
    window.__ONSITE_CONFIG__ = { storage_url: '/storage/', storage_driver: 'local' };
  });
  afterEach(cleanup);

  it('shows the amount /100 and the pay types the site accepts', async () => {
    renderPayBox(order, [
      { pay_type: 'wechat', name: 'WeChat Pay' },
      { pay_type: 'alipay', name: 'Alipay' },
    ]);
    await screen.findByText(en.order.payType.alipay);
    expect(screen.getAllByText(/¥99\.00/).length).toBeGreaterThan(0);
  });

  it('says "no valid payment method" when the site accepts none', async () => {
    renderPayBox(order, []);
    await screen.findByText(en.order.noPayType);
  });

  it('says "product does not exist" without an amount, and offers no payment', async () => {
    const requests = renderPayBox({ ...order, pay_amount: 0 }, [{ pay_type: 'wechat', name: 'WeChat Pay' }]);
    await screen.findByText(en.order.productMissing);
    expect(screen.queryByTestId('paybox-pay')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('offers a bank transfer when the site has an account: the account, amount and order number as reference', async () => {
    renderPayBox(order, [{ pay_type: 'wechat', name: 'WeChat Pay' }], {
      account_name: 'Star Events Ltd',
      bank_name: 'China Merchants Bank',
      account_no: '571908765410802',
    });
    fireEvent.click(await screen.findByTestId('paybox-bank'));
    expect((await screen.findByTestId('bank-account-no')).textContent).toContain('571908765410802');
    expect(screen.getByTestId('bank-reference').textContent).toContain(order.order_no);
    expect(screen.getAllByText(/¥99\.00/).length).toBeGreaterThan(0);
    expect(screen.getByText(en.order.bank.submit)).toBeTruthy();
  });

  it('offers no bank transfer without an account, and says a reported transfer awaits confirmation', async () => {
    renderPayBox(order, [{ pay_type: 'wechat', name: 'WeChat Pay' }]);
    await screen.findByText(en.order.payType.wechat);
    expect(screen.queryByTestId('paybox-bank')).toBeNull();
    cleanup();
    renderPayBox(
      {
        ...order,
        bank_transfer: {
          status: 'pending',
          close_reason: null,
          payer_name: 'Zhang',
          account_tail: '6789',
          create_time: '',
        },
      },
      [{ pay_type: 'wechat', name: 'WeChat Pay' }],
      { account_name: 'A', bank_name: 'B', account_no: '12345678' },
    );
    await screen.findByText(en.order.bank.awaiting);
    expect(screen.queryByTestId('paybox-bank')).toBeNull();
  });
});
