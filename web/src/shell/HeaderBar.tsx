import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, ConfigProvider, Layout, Space, Tooltip } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { headerBackground, headerTheme } from '#web/app/theme';
import { Brand } from './Brand';
import { useConsole } from './console';
import { FullscreenButton } from './FullscreenButton';
import { LanguageSwitch } from './LanguageSwitch';
import { loginLocation } from './loginLocation';
import { HeaderMenu } from './menuItems';
import type { MenuNode } from './menuRoutes';
import { useThemeSettings } from './settings/themeStore';
import { useShell } from './shellContext';
import { UserMenu } from './UserMenu';

interface HeaderBarProps {
  /** the sider's collapse toggle; absent when there is no sider */
  collapse?: { collapsed: boolean; onToggle: () => void };
  activeChain: readonly MenuNode[];
  /** the visible menu tree, shown in the header by the top and mix layouts */
  menuItems: readonly MenuNode[];
  /** opens the settings drawer, which the layout owns (it must stay open while the layout changes) */
  onOpenSettings: () => void;
}

export function HeaderBar({ collapse, activeChain, menuItems, onOpenSettings }: HeaderBarProps) {
  const { t } = useTranslation();
  const { definition } = useConsole();
  const { user } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const settings = useThemeSettings();
  const { HeaderExtra, LoginEntry, Notices } = definition;
  const themed = useMemo(() => headerTheme(settings), [settings]);
  const { layout } = settings;

  const header = (
    <Layout.Header
      className={`shell-header shell-header-${settings.headStyle}`}
      data-testid="shell-header"
      data-head-style={settings.headStyle}
      // Set here as well as in the nested theme: antd scopes the Layout token to the outer layout.
      style={{ background: headerBackground(settings) }}
    >
      {layout === 'side' ? null : (
        <Brand collapsed={false} tone={settings.headStyle === 'light' ? 'light' : 'dark'} />
      )}
      {collapse ? (
        <Button
          type="text"
          icon={collapse.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={collapse.onToggle}
          aria-label={t('shell.toggleMenu')}
        />
      ) : null}
      {layout === 'side' ? (
        <Breadcrumb className="shell-breadcrumb" items={activeChain.map((node) => ({ title: node.title }))} />
      ) : (
        <div className="shell-header-menu-wrap">
          <HeaderMenu
            items={menuItems}
            activeChain={activeChain}
            topLevelOnly={layout === 'mix'}
            colorful={settings.colorfulIcon}
            dark={settings.headStyle !== 'light'}
          />
        </div>
      )}
      <Space size={4} className="shell-header-actions">
        {/* the console's widgets may be lazy components: each shows once its chunk is in */}
        <Suspense fallback={null}>{HeaderExtra ? <HeaderExtra /> : null}</Suspense>
        <Suspense fallback={null}>{user && Notices ? <Notices /> : null}</Suspense>
        <FullscreenButton />
        <LanguageSwitch />
        <Tooltip title={t('shell.settings')}>
          <Button
            type="text"
            icon={<SettingOutlined />}
            aria-label={t('shell.settings')}
            data-testid="open-settings"
            onClick={onOpenSettings}
          />
        </Tooltip>
        {user ? (
          <UserMenu user={user} />
        ) : LoginEntry ? (
          <Suspense fallback={null}>
            <LoginEntry />
          </Suspense>
        ) : (
          <Button type="primary" onClick={() => navigate(loginLocation(location.pathname + location.search))}>
            {t('shell.loginButton')}
          </Button>
        )}
      </Space>
    </Layout.Header>
  );

  return themed ? <ConfigProvider theme={themed}>{header}</ConfigProvider> : header;
}
