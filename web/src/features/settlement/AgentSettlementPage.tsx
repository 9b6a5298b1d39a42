import { Card } from 'antd';
import type { PageProps } from '#web/shell/pageProps';
import { SettlementLedger } from './SettlementLedger';

/** Agent › 结算: the team's settlement with the platform — balance, ledger and monthly statements. */
export default function AgentSettlementPage({ title }: PageProps) {
  return (
    <Card title={title} data-testid="agent-settlement">
      <SettlementLedger audience="agent" />
    </Card>
  );
}
