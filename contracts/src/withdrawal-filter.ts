import { z } from 'zod';
import { calendarDay } from './audit-filter.ts';
import { nonNegative, rowId } from './input.ts';

/**
 * A withdrawal's states and the staff list's filters, apart from resource.ts and withdrawal-review.ts so that
 * the export query (transfer.ts) can share them without an import cycle (resource.ts → order.ts → transfer.ts).
 */

/** pending → approved → paid, pending → rejected (issue 16: the platform's review). */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export const withdrawalStatus = z.enum(WITHDRAWAL_STATUSES, {
  error: 'status must be pending, approved, rejected or paid',
});
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

/** The staff list's filters besides the page and status, shared by its export (there status is `withdrawal_status`). */
export const withdrawalReviewFilterFields = {
  /** the customer's nickname, mobile or email, or the payee's name */
  keyword: z.string().trim().max(64, { error: 'the keyword is at most 64 characters' }).optional(),
  /** admin only: one agent's customers */
  agent_id: rowId('agent_id must be an agent id').optional(),
  /** whole yuan: requests of at least this amount */
  amount_min: nonNegative('amount_min must be whole yuan').optional(),
  /** whole yuan: requests of at most this amount */
  amount_max: nonNegative('amount_max must be whole yuan').optional(),
  /** requested on or after this day */
  start_date: calendarDay.optional(),
  /** requested on or before this day */
  end_date: calendarDay.optional(),
};
