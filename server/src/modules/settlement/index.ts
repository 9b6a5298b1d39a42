export {
  type EntryFilter as SettlementEntryFilter,
  entryColumns as settlementEntryColumns,
  filteredEntries as filteredSettlementEntries,
} from './settlement.repository.ts';
export { recordRefundShare, recordSale, type SoldOrder } from './settlement.service.ts';
