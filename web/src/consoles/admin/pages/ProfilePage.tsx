import { KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from '../../../features/auth/ChangePasswordModal';
import { storageSrc, useStorageUrl } from '../../../features/upload';
import type { PageProps } from '../../../shell/pageProps';
import { useAdminUser } from '../session';

/** Admin /user/profile (spec §2 user dropdown): the signed-in administrator, their roles and permissions. */
export default function AdminProfilePage({ title }: PageProps) {
  const { t } = useTranslation();
  const user = useAdminUser();
  const storageUrl = useStorageUrl();
  const [changingPassword, setChangingPassword] = useState(false);
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
                children:
                  roles.length > 0 ? (
                    <Space wrap data-testid="profile-roles">
                      {roles.map((role) => (
                        <Tag key={role.roleCode} color="blue">
                          {role.roleName || role.roleCode}
                        </Tag>
                      ))}
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">{t('profile.noRoles')}</Typography.Text>
                  ),
              },
              {
                key: 'permissions',
                label: t('profile.permissions'),
                children: t('profile.permissionCount', { count: permissions.length }),
              },
            ]}
          />
          <div>
            <Button
              icon={<KeyOutlined />}
              onClick={() => setChangingPassword(true)}
              data-testid="profile-change-password"
            >
              {t('profile.changePassword')}
            </Button>
          </div>
        </Flex>
      </Flex>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Card>
  );
}
