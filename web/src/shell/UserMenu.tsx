import { IdcardOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordModal } from '../features/auth/ChangePasswordModal';
import { type ShellUser, useConsole } from './console';
import { useLogout } from './useLogout';

export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { definition } = useConsole();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const { profilePath } = definition;
  // Customers change their password on their account settings page (/user); staff do it here.
  const canChangePassword = definition.audience !== 'customer';
  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            ...(profilePath
              ? [
                  {
                    key: 'profile',
                    icon: <IdcardOutlined />,
                    label: <span data-testid="profile-link">{t('shell.profile')}</span>,
                  },
                ]
              : []),
            ...(canChangePassword
              ? [
                  {
                    key: 'password',
                    icon: <KeyOutlined />,
                    label: <span data-testid="change-password">{t('password.menu')}</span>,
                  },
                ]
              : []),
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              label: <span data-testid="logout">{t('shell.logout')}</span>,
            },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') void logout();
            if (key === 'password') setChangingPassword(true);
            if (key === 'profile' && profilePath) navigate(profilePath);
          },
        }}
      >
        <button type="button" className="shell-user">
          <Space size={8}>
            <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined />} />
            <span data-testid="header-user" className="shell-user-name">
              {user.name}
            </span>
            {user.tag ? (
              <Tag color="gold" variant="solid">
                {user.tag}
              </Tag>
            ) : null}
          </Space>
        </button>
      </Dropdown>
      {canChangePassword ? (
        <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
      ) : null}
    </>
  );
}
