import type { TransferSymbol } from '@onsite/contracts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What an export sends: the selected ids, or the list's filters. */
export type ExportRequest = { symbol: TransferSymbol; ids?: number[] } & Record<
  string,
  string | number | number[] | undefined
>;

/** The export button a list's toolbar shows: it queues the job, follows it and downloads the file. */
export interface ExportToolProps {
  request: ExportRequest;
  /** true when the request holds neither selected ids nor a filter: the button asks for a choice first */
  isEmpty: boolean;
  children: ReactNode;
  type?: 'primary' | 'default';
  testId?: string;
}

/** The spreadsheet import dialog a list's toolbar opens. */
export interface ImportToolProps {
  symbol: TransferSymbol;
  open: boolean;
  onClose: () => void;
  /** extra form fields sent with the file (e.g. an activity id) */
  fields?: Record<string, string>;
  /** an import has finished (the list refetches) */
  onFinished?: () => void;
}

/** The import/export widgets a console lends its lists. */
export interface TransferTools {
  ExportButton: ComponentType<ExportToolProps>;
  ImportWidget: ComponentType<ImportToolProps>;
}

const TransferToolsContext = createContext<TransferTools | null>(null);

/**
 * Lends the lists below the import/export widgets. The kit draws no import or export of its own: the app
 * hands it the transfer feature's widgets here, so a component never depends on a feature.
 */
export function TransferToolsProvider({
  tools,
  children,
}: {
  tools: TransferTools | null;
  children: ReactNode;
}) {
  return <TransferToolsContext.Provider value={tools}>{children}</TransferToolsContext.Provider>;
}

/** The widgets lent by `TransferToolsProvider`, or null (a list then offers no import or export). */
export function useTransferTools(): TransferTools | null {
  return useContext(TransferToolsContext);
}
