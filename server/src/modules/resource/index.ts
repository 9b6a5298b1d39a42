/** What other modules may use of the resource module; everything else in this folder is its own. */
export { type EntryInput, postEntries } from './ledger.ts';
export {
  filteredRecharges,
  type RechargeFilter,
  rechargeListColumns,
} from './recharge-list.repository.ts';
export {
  filteredWithdrawals,
  type WithdrawalFilter,
  withdrawalListColumns,
} from './withdrawal-review.repository.ts';
