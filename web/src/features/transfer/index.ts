export { ExportButton, type ExportButtonProps } from './ExportButton';
export { type ImportState, ImportWidget, type ImportWidgetProps } from './ImportWidget';
export * from './transfer.api';
