import type { CopyrightLicence } from '@onsite/contracts';
import { Button, Card, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCES_PAGE_SIZE, LicenceDownload, LicenceTable } from '#web/features/order/Licences';
import { CopyrightTitle, useLocalTitle } from './CopyrightTitle';
import { useAssetLink, useCopyrightLicences } from './copyright.api';
import { TermsModal } from './TermsText';
import '#web/features/copyright/copyright.strings';

const when = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');

/** The licensed file of an active licence: a signed 10-minute link, asked for when the button is pressed. */
function DownloadButton({ licence }: { licence: CopyrightLicence }) {
  const { t } = useTranslation();
  const link = useAssetLink();
  return (
    <LicenceDownload
      licenceId={licence.id}
      available={licence.has_asset && licence.status === 'active' && !licence.expired}
      link={link}
      testId="copyright-licence-download"
    >
      {t('copyright.download')}
    </LicenceDownload>
  );
}

/** 我的版权授权: the signed-in customer's content licences, newest first: terms on demand, validity, file. */
export function MyCopyrightLicencesCard() {
  const { t } = useTranslation();
  const title = useLocalTitle();
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<CopyrightLicence | null>(null);
  const licences = useCopyrightLicences(page, LICENCES_PAGE_SIZE);
  const columns: ColumnsType<CopyrightLicence> = [
    {
      title: t('copyright.title'),
      key: 'title',
      render: (_, row) => <CopyrightTitle row={row} testId="copyright-licence-title" />,
    },
    {
      title: t('copyright.commercial'),
      dataIndex: 'commercial',
      render: (value: boolean) =>
        value ? t('copyright.commercialAllowed') : t('copyright.commercialNotAllowed'),
    },
    { title: t('copyright.validFrom'), dataIndex: 'valid_from', render: when },
    {
      title: t('copyright.validUntil'),
      dataIndex: 'valid_until',
      render: (value: string) => (
        <span data-testid="copyright-licence-until">{value ? when(value) : t('copyright.perpetual')}</span>
      ),
    },
    {
      title: t('copyright.licenceStatus'),
      key: 'status',
      render: (_, row) =>
        row.status === 'revoked' ? (
          <Tag>{t('copyright.licenceRevoked')}</Tag>
        ) : row.expired ? (
          <Tag color="warning">{t('copyright.licenceExpired')}</Tag>
        ) : (
          <Tag color="success" data-testid="copyright-licence-active">
            {t('copyright.licenceActive')}
          </Tag>
        ),
    },
    {
      title: t('copyright.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button
            size="small"
            type="link"
            onClick={() => setReading(row)}
            data-testid="copyright-licence-terms"
          >
            {t('copyright.viewTerms')}
          </Button>
          <DownloadButton licence={row} />
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('copyright.myLicences')} data-testid="my-copyright-licences">
      <LicenceTable<CopyrightLicence>
        columns={columns}
        licences={licences}
        page={page}
        onPage={setPage}
        emptyText={t('copyright.noLicences')}
      />
      <TermsModal
        terms={reading?.terms ?? null}
        title={reading ? title(reading) : ''}
        onClose={() => setReading(null)}
      />
    </Card>
  );
}
