import { TeamOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';

/** A team's verification (agents.status, set by the attestation): verified or not. */
export function Verified({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 1 ? 'success' : 'default'}>
      {status === 1 ? t('team.verified') : t('team.unverified')}
    </Tag>
  );
}

/** A team's logo (its uploaded avatar), or the team icon. */
export function TeamLogo({ avatar }: { avatar: string }) {
  const storageUrl = useStorageUrl();
  return (
    <Avatar
      shape="square"
      src={avatar ? storageSrc(avatar, storageUrl) : undefined}
      icon={<TeamOutlined />}
    />
  );
}
