import type { PageProps } from '#web/shell/pageProps';
import { KeyBatchesPage } from './CdkeyListPage';

/** Admin › products › code (/product/code): activation code batches, each code paying for one activity. */
export default function CodeListPage(props: PageProps) {
  return <KeyBatchesPage {...props} kind="code" />;
}
