export { ConfirmAction, DeleteAction } from './actions/DeleteAction';
export { ReasonModal, type ReasonModalProps } from './actions/ReasonModal';
export { columnKeyOf, type DataColumn, DataTable, type DataTableProps } from './data-table/DataTable';
export { type SearchField, SearchForm } from './data-table/SearchForm';
export { type Density, tableSettingsKey } from './data-table/tableSettings';
export {
  type ExportRequest,
  type ExportToolProps,
  type ImportToolProps,
  type TransferTools,
  TransferToolsProvider,
  useTransferTools,
} from './data-table/transferTools';
export {
  type FiltersOf,
  type ListRoute,
  type PagedQuery,
  type PagedQueryOptions,
  pagedQueryKey,
  type RowOf,
  type SortState,
  usePagedQuery,
} from './data-table/usePagedQuery';
export {
  DetailDrawer,
  type DetailDrawerProps,
  type DetailParam,
  parseId,
  useDetailParam,
} from './detail/DetailDrawer';
export { type FollowUpEntry, FollowUpHistory, type FollowUpHistoryProps } from './detail/FollowUpHistory';
export {
  ABOVE_DRAWER,
  ContractField,
  type ContractFieldProps,
  ContractSchema,
  CrudForm,
  type CrudFormProps,
} from './form/CrudForm';
export {
  type ContractFieldName,
  contractRules,
  type FieldLimits,
  fieldLimits,
  rulesFor,
} from './form/contractRules';
export {
  LanguageFields,
  type LanguageFieldsProps,
  LanguageTabs,
  type LanguageTabsProps,
} from './form/LanguageFields';
export { YuanInput } from './form/YuanInput';
export { RowList, type RowListProps } from './row-list/RowList';
export { ScanQr } from './scan/ScanQr';
