import { KeyOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from './ChangePasswordModal';

/** The staff profile pages' pieces (admin and agent /user). */

/** The account's roles as tags, or "no roles". */
export function RoleTags({ roles }: { roles: { roleCode: string; roleName: string }[] }) {
  const { t } = useTranslation();
  return roles.length > 0 ? (
    <Space wrap data-testid="profile-roles">
      {roles.map((role) => (
        <Tag key={role.roleCode} color="blue">
          {role.roleName || role.roleCode}
        </Tag>
      ))}
    </Space>
  ) : (
    <Typography.Text type="secondary">{t('profile.noRoles')}</Typography.Text>
  );
}

/** "Change password" and its dialog. */
export function ChangePasswordButton() {
  const { t } = useTranslation();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <div>
      <Button
        icon={<KeyOutlined />}
        onClick={() => setChangingPassword(true)}
        data-testid="profile-change-password"
      >
        {t('profile.changePassword')}
      </Button>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
