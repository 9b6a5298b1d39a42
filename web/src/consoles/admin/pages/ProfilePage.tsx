import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountSecurityCards } from '#web/features/auth/AccountSecurity';
import { ChangePasswordButton, RoleTags } from '#web/features/auth/ProfileParts';
import { useAdminUser } from '#web/features/session/admin';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import type { PageProps } from '#web/shell/pageProps';

/** Admin /user/profile (spec §2 user dropdown): the signed-in administrator, their roles and permissions. */
export default function AdminProfilePage({ title }: PageProps) {
  const { t } = useTranslation();
  const user = useAdminUser();
  const storageUrl = useStorageUrl();
  if (!user.data) return <Spin />;
  const { info, roles, authorities } = user.data;
  const permissions = authorities.filter((entry) => entry.menuType !== 0);

  return (
    <Card title={title} data-testid="profile-page">
      <Flex gap={32} wrap align="flex-start">
        <Flex vertical align="center" gap={12} style={{ minWidth: 160 }}>
          <Avatar
            size={96}
            src={info.avatar ? storageSrc(info.avatar, storageUrl) : undefined}
            icon={<UserOutlined />}
          />
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
            {info.nickname || info.username}
          </Typography.Title>
          <Tag color={info.is_admin === 1 ? 'gold' : 'blue'}>
            {info.is_admin === 1 ? t('profile.superAdmin') : t('profile.administrator')}
          </Tag>
        </Flex>
        <Flex vertical gap={16} style={{ flex: 1, minWidth: 280 }}>
          <Descriptions
            title={t('profile.basics')}
            column={1}
            bordered
            size="small"
            items={[
              { key: 'username', label: t('profile.username'), children: info.username },
              { key: 'nickname', label: t('profile.nickname'), children: info.nickname || '—' },
              {
                key: 'type',
                label: t('profile.accountType'),
                children: info.is_admin === 1 ? t('profile.superAdmin') : t('profile.administrator'),
              },
              {
                key: 'roles',
                label: t('profile.roles'),
                children: <RoleTags roles={roles} />,
              },
              {
                key: 'permissions',
                label: t('profile.permissions'),
                children: t('profile.permissionCount', { count: permissions.length }),
              },
            ]}
          />
          <ChangePasswordButton />
        </Flex>
      </Flex>
      <AccountSecurityCards />
    </Card>
  );
}
