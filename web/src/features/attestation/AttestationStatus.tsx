import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '#web/features/attestation/attestation.strings';

/** 0 waiting, 1 approved, 2 rejected. */
export function AttestationStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  const [color, label] =
    status === 1
      ? ['success', t('attestation.approved')]
      : status === 2
        ? ['error', t('attestation.rejected')]
        : ['processing', t('attestation.pending')];
  return (
    <Tag color={color} data-testid="attestation-status">
      {label}
    </Tag>
  );
}
