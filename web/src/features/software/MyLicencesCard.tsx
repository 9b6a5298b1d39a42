import type { SoftwareLicence } from '@onsite/contracts';
import { Card, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCES_PAGE_SIZE, LicenceDownload, LicenceTable } from '#web/features/order/Licences';
import { useInstallerLink, useSoftwareLicences } from './software.api';
import '#web/features/software/software.strings';

/** The installer of an active licence: a signed 10-minute link, asked for when the button is pressed. */
function DownloadButton({ licence }: { licence: SoftwareLicence }) {
  const { t } = useTranslation();
  const link = useInstallerLink();
  return (
    <LicenceDownload
      licenceId={licence.id}
      available={licence.has_installer && licence.status === 'active'}
      link={link}
      testId="licence-download"
    >
      {t('software.download')}
    </LicenceDownload>
  );
}

/** 我的授权: the signed-in customer's licences, newest first, with their keys to copy and installers. */
export function MyLicencesCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const licences = useSoftwareLicences(page, LICENCES_PAGE_SIZE, true);
  const columns: ColumnsType<SoftwareLicence> = [
    {
      title: t('software.name'),
      key: 'name',
      render: (_, row) => (
        <span>
          {row.name}
          {row.version ? <Tag style={{ marginInlineStart: 8 }}>v{row.version}</Tag> : null}
        </span>
      ),
    },
    {
      title: t('software.licenceKey'),
      dataIndex: 'licence_key',
      render: (key: string, row) => (
        <Typography.Text
          copyable={row.status === 'active'}
          code
          delete={row.status !== 'active'}
          data-testid="licence-key"
        >
          {key}
        </Typography.Text>
      ),
    },
    {
      title: t('software.seats'),
      dataIndex: 'seats',
      render: (seats: number) => t('software.seatsCount', { count: seats }),
    },
    {
      title: t('software.boughtAt'),
      dataIndex: 'create_time',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('software.licenceStatus'),
      dataIndex: 'status',
      render: (status: SoftwareLicence['status']) =>
        status === 'active' ? (
          <Tag color="success">{t('software.licenceActive')}</Tag>
        ) : (
          <Tag color="default">{t('software.licenceRevoked')}</Tag>
        ),
    },
    {
      title: t('software.installer'),
      key: 'download',
      render: (_, row) => <DownloadButton licence={row} />,
    },
  ];
  return (
    <Card title={t('software.myLicences')} data-testid="my-licences">
      <LicenceTable<SoftwareLicence>
        columns={columns}
        licences={licences}
        page={page}
        onPage={setPage}
        emptyText={t('software.noLicences')}
      />
    </Card>
  );
}
