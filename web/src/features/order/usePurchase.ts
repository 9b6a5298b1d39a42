import type { Payment, PayType } from '@onsite/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginLocation } from '#web/shell/loginLocation';
import { useShell } from '#web/shell/shellContext';
import { orderKeys } from './order.api';

/** Where a purchase dialog is: choosing, paying a QR, done. */
export type PurchaseStep =
  | { kind: 'choose' }
  | { kind: 'pay'; payment: Payment; payType: PayType }
  | { kind: 'done' };

/**
 * The steps of a purchase dialog of the customer site (software licences, content licences): `pay` moves to
 * the QR, the payment seen moves to done and refreshes `refresh` (what the purchase delivered) and the orders;
 * `reset` goes back to choosing when the dialog closes.
 */
export function usePurchaseSteps(refresh: QueryKey) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PurchaseStep>({ kind: 'choose' });
  const onPaid = useCallback(() => {
    setStep({ kind: 'done' });
    void queryClient.invalidateQueries({ queryKey: refresh });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [queryClient, refresh]);
  return {
    step,
    onPaid,
    pay: (payment: Payment, payType: PayType) => setStep({ kind: 'pay', payment, payType }),
    reset: () => setStep({ kind: 'choose' }),
  };
}

/**
 * What the site's buy buttons do: a signed-in customer opens the purchase of the item (`buying`), a visitor
 * is sent to log in and back to this page.
 */
export function useBuyOrLogin<Item>() {
  const { user } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const [buying, setBuying] = useState<Item | null>(null);
  const buy = (item: Item) => {
    if (user) setBuying(item);
    else void navigate(loginLocation(`${location.pathname}${location.search}`));
  };
  return { signedIn: Boolean(user), buying, buy, close: () => setBuying(null) };
}
