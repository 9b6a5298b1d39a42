import { Menu, type MenuProps, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { translateMenuBadge } from '../i18n';
import { useLanguage } from '../i18n/useLanguage';
import { menuIcon } from './menuIcons';
import { isGroupComponent, type MenuNode } from './menuRoutes';

type MenuItems = NonNullable<MenuProps['items']>;

const keyOf = (node: MenuNode) => `menu-${node.item.opid}`;

function MenuLabel({ node }: { node: MenuNode }) {
  const language = useLanguage();
  const { badge, badge_color } = node.item;
  return (
    <span className="shell-menu-label">
      <span className="shell-menu-title">{node.title}</span>
      {badge ? (
        <Tag color={badge_color || 'red'} variant="solid" className="shell-menu-badge">
          {translateMenuBadge(badge, language)}
        </Tag>
      ) : null}
    </span>
  );
}

function toItems(nodes: readonly MenuNode[], navigate: (to: string) => void): MenuItems {
  return nodes.map((node) => {
    const common = { key: keyOf(node), icon: menuIcon(node.item.icon), label: <MenuLabel node={node} /> };
    if (node.children.length === 0) return common;
    return {
      ...common,
      children: toItems(node.children, navigate),
      // An entry that is a page and also has children (programmes and their categories) opens its page too.
      onTitleClick:
        node.link && !isGroupComponent(node.item.component) ? () => navigate(node.link) : undefined,
    };
  });
}

function linksByKey(nodes: readonly MenuNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (node.link) into.set(keyOf(node), node.link);
    linksByKey(node.children, into);
  }
  return into;
}

interface SideMenuProps {
  /** the visible part of the menu tree */
  items: readonly MenuNode[];
  /** the active chain of the full tree (hidden entries included), root first */
  activeChain: readonly MenuNode[];
  collapsed: boolean;
}

export function SideMenu({ items, activeChain, collapsed }: SideMenuProps) {
  const navigate = useNavigate();
  const menuItems = useMemo(() => toItems(items, navigate), [items, navigate]);
  const links = useMemo(() => linksByKey(items), [items]);

  // A hidden page (e.g. a detail view) highlights the nearest visible entry above it.
  const visibleChain = activeChain.filter((node) => !node.hidden);
  const selectedKeys = visibleChain.length > 0 ? [keyOf(visibleChain[visibleChain.length - 1])] : [];
  const ancestorKeys = visibleChain.slice(0, -1).map(keyOf).join(',');

  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (!ancestorKeys) return;
    setOpenKeys((open) => [...new Set([...open, ...ancestorKeys.split(',')])]);
  }, [ancestorKeys]);

  return (
    <Menu
      data-testid="side-menu"
      theme="dark"
      mode="inline"
      items={menuItems}
      selectedKeys={selectedKeys}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const link = links.get(key);
        if (link) navigate(link);
      }}
    />
  );
}
