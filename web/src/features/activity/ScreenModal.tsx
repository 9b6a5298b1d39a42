import type { ActivityItem } from '@onsite/contracts';
import { Flex, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppearance } from './activityAppearance.api';
import '#web/features/template/template.strings';

/** The template (skin) the activity's big screen wears, when one was picked in its appearance. */
function ScreenTemplate({ id }: { id: number }) {
  const { t } = useTranslation();
  const name = useAppearance(id).data?.template_name;
  return name ? (
    <Typography.Text data-testid="activity-screen-template">
      {t('template.activityTemplate')}: {name}
    </Typography.Text>
  ) : null;
}

/** The activity's big screen: its public link and a QR code of it. */
export function ScreenModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const link = activity ? `${window.location.origin}/my/tool/screen?acid=${activity.id}` : '';
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activity.screen.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical align="center" gap={16}>
        <QRCode value={link || '-'} size={180} data-testid="activity-screen-qr" />
        <Typography.Paragraph copyable={{ text: link }} style={{ wordBreak: 'break-all', marginBottom: 0 }}>
          <Typography.Link href={link} target="_blank" data-testid="activity-screen-link">
            {link}
          </Typography.Link>
        </Typography.Paragraph>
        {activity ? <ScreenTemplate id={activity.id} /> : null}
        <Typography.Text type="secondary">{t('activity.screen.hint')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
