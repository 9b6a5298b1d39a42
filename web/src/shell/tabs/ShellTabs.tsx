import {
  CloseOutlined,
  ColumnWidthOutlined,
  MinusOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { App, Dropdown, type MenuProps, Tabs } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REDIRECT_PREFIX } from './routeTab';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type Tab,
  type TabOutcome,
} from './tabRules';
import { useTabs, useTabsStoreApi } from './tabsStore';
import './tabs.css';

export type TabStyle = 'default' | 'dot' | 'card';

export interface ShellTabsProps {
  /** default: line tabs with an underline; dot: a dot marks each tab, filled on the shown one; card: cards */
  tabStyle?: TabStyle;
  show?: boolean;
}

export type TabAction = 'reload' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

const ACTIONS: readonly { action: TabAction; icon: ReactNode }[] = [
  { action: 'reload', icon: <ReloadOutlined /> },
  { action: 'close', icon: <CloseOutlined /> },
  { action: 'closeLeft', icon: <VerticalRightOutlined /> },
  { action: 'closeRight', icon: <VerticalLeftOutlined /> },
  { action: 'closeOthers', icon: <ColumnWidthOutlined /> },
  { action: 'closeAll', icon: <MinusOutlined /> },
];

/** The page tabs above the content, with a context menu on each tab (spec §2 "Shared shell", §4 "Tabs"). */
export function ShellTabs({ tabStyle = 'default', show = true }: ShellTabsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const store = useTabsStoreApi();
  const tabs = useTabs((state) => state.tabs);
  const activeKey = useTabs((state) => state.activeKey);

  if (!show || tabs.length === 0) return null;

  const apply = (outcome: TabOutcome) => {
    if (!outcome.ok) {
      void message.warning(t(outcome.message));
      return;
    }
    store.getState().setTabs(outcome.tabs);
    if (outcome.navigateTo !== undefined) navigate(outcome.navigateTo);
  };

  const run = (action: TabAction, tab: Tab) => {
    const { tabs: open, activeKey: shown, home } = store.getState();
    const place = { activeKey: shown, home };
    switch (action) {
      case 'reload':
        // The page is unmounted (its kept state too) while the redirect waits, then mounted afresh.
        store.getState().dropAlive(tab.key);
        void navigate(`${REDIRECT_PREFIX}${tab.fullPath}`);
        return;
      case 'close':
        return apply(closeTab(open, tab.key, place));
      case 'closeLeft':
        return apply(closeLeft(open, tab.key, place));
      case 'closeRight':
        return apply(closeRight(open, tab.key, place));
      case 'closeOthers':
        return apply(closeOthers(open, tab.key, place));
      case 'closeAll':
        return apply(closeAll(open, place));
    }
  };

  const menuOf = (tab: Tab): MenuProps => ({
    items: ACTIONS.map(({ action, icon }) => ({
      key: action,
      icon,
      label: <span data-testid={`tab-menu-${action}`}>{t(`tabs.${action}`)}</span>,
    })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TabAction, tab);
    },
  });

  const closeButton = (tab: Tab) => (
    <button
      type="button"
      className="shell-tab-close"
      aria-label={t('tabs.close')}
      data-testid="shell-tab-close"
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        run('close', tab);
      }}
    >
      <CloseOutlined />
    </button>
  );

  const card = tabStyle === 'card';
  return (
    <nav
      className={`shell-tabs shell-tabs-${tabStyle}`}
      aria-label={t('tabs.label')}
      data-testid="shell-tabs"
      data-tab-style={tabStyle}
    >
      <Tabs
        size="small"
        type={card ? 'editable-card' : 'line'}
        hideAdd
        activeKey={activeKey ?? ''}
        onChange={(key) => {
          const tab = tabs.find((open) => open.key === key);
          if (!tab) return;
          // The tab shows at once: while a lazy page loads its navigation is a pending transition and the
          // location still names the old page, so a close right after would take the tab for a hidden one.
          store.setState({ activeKey: tab.key });
          void navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          const tab = typeof key === 'string' ? tabs.find((open) => open.key === key) : undefined;
          if (action === 'remove' && tab) run('close', tab);
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: card && tab.closable,
          label: (
            <Dropdown menu={menuOf(tab)} trigger={['contextMenu']} destroyOnHidden>
              <span
                className="shell-tab-label"
                data-testid="shell-tab"
                data-tab-key={tab.key}
                data-tab-active={tab.key === activeKey ? 'true' : 'false'}
              >
                {tabStyle === 'dot' ? <span className="shell-tab-dot" aria-hidden /> : null}
                <span className="shell-tab-title">{tab.title}</span>
                {!card && tab.closable ? closeButton(tab) : null}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </nav>
  );
}
