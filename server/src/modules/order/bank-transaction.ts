/**
 * A confirmed bank transfer pays its order through the same path as a gateway, under a transaction id of
 * its own making: `bank-<transfer id>`. The money went to the site's (the agent's) receiving account, not
 * through the platform's gateway: refunds cannot go back through a gateway, and the reseller ledger counts
 * the sale as collected by the agent.
 */
export const bankTransactionId = (transferId: number) => `bank-${transferId}`;

export const paidByBankTransfer = (transactionId: string | null | undefined): boolean =>
  transactionId?.startsWith('bank-') ?? false;
