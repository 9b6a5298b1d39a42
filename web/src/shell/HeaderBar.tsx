import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NoticePopover } from '../features/notice/NoticePopover';
import { useConsole } from './console';
import { LanguageSwitch } from './LanguageSwitch';
import { loginLocation } from './loginLocation';
import type { MenuNode } from './menuRoutes';
import { useShell } from './shellContext';
import { UserMenu } from './UserMenu';

interface HeaderBarProps {
  collapsed: boolean;
  onToggle: () => void;
  activeChain: readonly MenuNode[];
}

export function HeaderBar({ collapsed, onToggle, activeChain }: HeaderBarProps) {
  const { t } = useTranslation();
  const { definition } = useConsole();
  const { user } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const HeaderExtra = definition.HeaderExtra;

  return (
    <Layout.Header className="shell-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t('shell.toggleMenu')}
      />
      <Breadcrumb className="shell-breadcrumb" items={activeChain.map((node) => ({ title: node.title }))} />
      <Space size={4} className="shell-header-actions">
        {HeaderExtra && user ? <HeaderExtra /> : null}
        {user ? <NoticePopover /> : null}
        <LanguageSwitch />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Button type="primary" onClick={() => navigate(loginLocation(location.pathname + location.search))}>
            {t('shell.loginButton')}
          </Button>
        )}
      </Space>
    </Layout.Header>
  );
}
