import { type AttestationItem, attestationApi } from '@onsite/contracts';
import { Button, Image, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ReasonModal } from '#web/components/actions/ReasonModal';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { AttestationStatus } from './AttestationStatus';
import '#web/features/attestation/attestation.strings';
import { when } from '#web/features/lists/timeCell';

/** Rejects a waiting submission with the reason the team will read. */
function RejectModal({ row, onClose }: { row: AttestationItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const reject = useStaffMutation(
    (reason: string) => api.call(attestationApi.review, { id: row?.id ?? 0, action: 'reject', reason }),
    attestationApi.getList,
  );
  return (
    <ReasonModal
      open={row !== null}
      title={t('attestation.rejectTitle', { name: row?.corporate_name ?? '' })}
      okText={t('attestation.reject')}
      label={t('attestation.reason')}
      requiredMessage={t('attestation.reasonRequired')}
      maxMessage={t('attestation.reasonMax')}
      pending={reject.isPending}
      onSubmit={async (reason) => {
        await reject.mutateAsync(reason);
        feedback.success(t('attestation.rejectedNow'));
      }}
      onClose={onClose}
      testIds={{ field: 'attestation-reason', submit: 'attestation-reject-submit' }}
    />
  );
}

/**
 * Admin › team › attestation: every team's submissions (waiting ones first) with the licence image and the
 * contact; approve (the team is verified) or reject with a reason.
 */
export default function AttestationListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const storageUrl = useStorageUrl();
  const [rejecting, setRejecting] = useState<AttestationItem | null>(null);
  const approve = useStaffMutation(
    (row: AttestationItem) => api.call(attestationApi.review, { id: row.id, action: 'approve', reason: '' }),
    attestationApi.getList,
  );

  const columns: DataColumn<AttestationItem>[] = [
    { title: t('attestation.team'), dataIndex: 'corporate_name', hideable: false },
    {
      title: t('attestation.licence'),
      dataIndex: 'licence_image',
      width: 110,
      render: (key: string) => (
        <Image src={storageSrc(key, storageUrl)} width={72} height={48} style={{ objectFit: 'cover' }} />
      ),
    },
    {
      title: t('attestation.contact'),
      key: 'contact',
      render: (_: unknown, row) => `${row.contact_name} · ${row.contact_phone}`,
    },
    {
      title: t('attestation.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <AttestationStatus status={status} />,
    },
    {
      title: t('attestation.reason'),
      dataIndex: 'reason',
      render: (reason: string) => reason || '—',
    },
    { title: t('attestation.submitted'), dataIndex: 'create_time', width: 150, render: when },
    {
      title: t('attestation.reviewed'),
      key: 'reviewed',
      width: 170,
      render: (_: unknown, row) =>
        row.review_time ? (
          `${when(row.review_time)} ${row.reviewer}`
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  const searchFields: SearchField<'keyword' | 'status'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('attestation.team'),
      placeholder: t('attestation.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('attestation.status'),
      placeholder: t('attestation.allStatus'),
      options: [
        { value: 0, label: t('attestation.pending') },
        { value: 1, label: t('attestation.approved') },
        { value: 2, label: t('attestation.rejected') },
      ],
    },
  ];

  return (
    <>
      <DataTable
        route={attestationApi.getList}
        title={title}
        testId="attestation-list"
        tableId="attestation-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        rowActionsWidth={150}
        rowActions={(row) =>
          row.status === 0 ? (
            <Space size={0}>
              <Popconfirm
                title={t('attestation.approveConfirm', { name: row.corporate_name })}
                okText={t('shell.ok')}
                cancelText={t('shell.cancel')}
                onConfirm={async () => {
                  await approve.mutateAsync(row);
                  feedback.success(t('attestation.approvedNow'));
                }}
              >
                <Button type="link" size="small" data-testid="attestation-approve">
                  {t('attestation.approve')}
                </Button>
              </Popconfirm>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setRejecting(row)}
                data-testid="attestation-reject"
              >
                {t('attestation.reject')}
              </Button>
            </Space>
          ) : null
        }
      />
      <RejectModal row={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
