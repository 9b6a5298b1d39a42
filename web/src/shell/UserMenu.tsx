import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShellUser } from './console';
import { useLogout } from './useLogout';

export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: <span data-testid="logout">{t('shell.logout')}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
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
  );
}
