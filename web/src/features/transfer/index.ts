import type { TransferTools } from '#web/components/data-table/transferTools';
import { ExportButton } from './ExportButton';
import { ImportWidget } from './ImportWidget';

export { ExportButton, type ExportButtonProps } from './ExportButton';
export { type ImportState, ImportWidget, type ImportWidgetProps } from './ImportWidget';
export * from './transfer.api';

/** The widgets the app lends every list (`TransferToolsProvider`): DataTable's import and export. */
export const transferTools: TransferTools = { ExportButton, ImportWidget };
