import { type ConsoleOrderListItem, orderApi, Permission } from '@onsite/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import { useCan } from '#web/shell/access/useCan';
import { useApi } from '#web/shell/console';
import '#web/features/lists/orderList.strings';

const STATUS_COLOUR = {
  pending: 'processing',
  confirmed: 'success',
  rejected: 'error',
  closed: 'default',
} as const;

/**
 * The order's bank transfer in the console order list: who paid, the account's last digits, the voucher
 * and the state; staff allowed to confirm payments (the site's agent, or the platform for any site) confirm
 * (the order becomes paid) or reject it.
 */
export function BankTransferCell({ row }: { row: ConsoleOrderListItem }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const storageUrl = useStorageUrl();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const mayReview =
    useCan({ authorities: { allOf: [Permission[audience].orderConfirm] } }) && api.audience !== 'customer';
  const review = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'confirm' | 'reject' }) =>
      api.call(orderApi.reviewBankTransfer[audience], { id, action }),
    onSuccess: (result) => {
      feedback.success(
        t(result.status === 'confirmed' ? 'orderList.transferConfirmed' : 'orderList.transferRejected'),
      );
      // the order list's pages refetch: the order may now be paid
      const list = orderApi.consoleList[audience];
      void queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, list) });
    },
  });
  const transfer = row.bank_transfer;
  if (!transfer) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={4} data-testid="order-transfer">
      <Flex gap={4} align="center" wrap>
        <Tag color={STATUS_COLOUR[transfer.status]}>{t(`orderList.transferStatus.${transfer.status}`)}</Tag>
        <Typography.Text>
          {transfer.payer_name} · {t('orderList.accountTail', { tail: transfer.account_tail })}
        </Typography.Text>
        {transfer.voucher ? (
          <Typography.Link
            href={storageSrc(transfer.voucher, storageUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('orderList.voucher')}
          </Typography.Link>
        ) : null}
      </Flex>
      {transfer.status === 'closed' && transfer.close_reason ? (
        <Typography.Text type="secondary" data-testid="order-transfer-closed">
          {t(`orderList.closeReason.${transfer.close_reason}`)}
        </Typography.Text>
      ) : null}
      {transfer.status === 'pending' && mayReview ? (
        <Flex gap={4} wrap>
          <Popconfirm
            title={t('orderList.confirmTransferTitle')}
            description={t('orderList.confirmTransferText', { amount: (transfer.amount / 100).toFixed(2) })}
            onConfirm={() => review.mutateAsync({ id: transfer.id, action: 'confirm' })}
          >
            <Button size="small" type="primary" loading={review.isPending} data-testid="transfer-confirm">
              {t('orderList.confirmTransfer')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('orderList.rejectTransferTitle')}
            onConfirm={() => review.mutateAsync({ id: transfer.id, action: 'reject' })}
          >
            <Button size="small" danger loading={review.isPending} data-testid="transfer-reject">
              {t('orderList.rejectTransfer')}
            </Button>
          </Popconfirm>
        </Flex>
      ) : null}
    </Flex>
  );
}
