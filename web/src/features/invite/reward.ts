import type { InviteReward } from '@onsite/contracts';
import { formatYuan } from '#web/features/order/money';

/** A reward in words: "50 SMS + ¥3.00"; `none` when it is 0 and 0. */
export function describeReward(
  reward: InviteReward | undefined,
  words: { sms: (count: number) => string; none: string },
): string {
  if (!reward) return '—';
  const parts = [
    ...(reward.sms > 0 ? [words.sms(reward.sms)] : []),
    ...(reward.balance > 0 ? [formatYuan(reward.balance)] : []),
  ];
  return parts.length > 0 ? parts.join(' + ') : words.none;
}
