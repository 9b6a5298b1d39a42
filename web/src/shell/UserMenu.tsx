import { IdcardOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ShellUser, type UserMenuEntry, useConsole } from './console';
import { useLogout } from './useLogout';

const noEntries = (): UserMenuEntry[] => [];

export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { definition } = useConsole();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const { profilePath, avatarPath, ChangePassword } = definition;
  // The console's page entries (customer: spec §2's list); a hook, so called on every render.
  const entries = (definition.useUserMenuEntries ?? noEntries)();
  return (
    <>
      {avatarPath ? (
        // Spec §2 (customer): clicking the avatar goes to the activities; the name opens the dropdown.
        <button
          type="button"
          className="shell-user-avatar"
          data-testid="header-avatar"
          aria-label={user.name}
          onClick={() => navigate(avatarPath)}
        >
          <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined />} />
        </button>
      ) : null}
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
            ...(ChangePassword
              ? [
                  {
                    key: 'password',
                    icon: <KeyOutlined />,
                    label: <span data-testid="change-password">{t('password.menu')}</span>,
                  },
                ]
              : []),
            ...entries.map((entry) => ({
              key: `page:${entry.key}`,
              icon: entry.icon,
              label: <span data-testid={`user-menu-${entry.key}`}>{entry.label}</span>,
            })),
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
            const entry = entries.find((candidate) => key === `page:${candidate.key}`);
            if (entry) void navigate(entry.path);
          },
        }}
      >
        <button type="button" className="shell-user">
          <Space size={8}>
            {avatarPath ? null : <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined />} />}
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
      {ChangePassword ? (
        <Suspense fallback={null}>
          <ChangePassword open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
