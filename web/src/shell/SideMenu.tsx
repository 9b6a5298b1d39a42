import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { linksByKey, menuKeyOf, selectedKeyOf, toMenuItems } from './menuItems';
import type { MenuNode } from './menuRoutes';

interface SideMenuProps {
  /** the visible part of the menu tree shown in the sider */
  items: readonly MenuNode[];
  /** the active chain of the full tree (hidden entries included), root first */
  activeChain: readonly MenuNode[];
  collapsed: boolean;
  theme: 'dark' | 'light';
  /** only one submenu open at a time */
  uniqueOpened: boolean;
  colorful: boolean;
}

/** The key path from a root down to `key` within `nodes`, or null when the key is not there. */
function pathTo(nodes: readonly MenuNode[], key: string): string[] | null {
  for (const node of nodes) {
    if (menuKeyOf(node) === key) return [key];
    const inner = pathTo(node.children, key);
    if (inner) return [menuKeyOf(node), ...inner];
  }
  return null;
}

export function SideMenu({ items, activeChain, collapsed, theme, uniqueOpened, colorful }: SideMenuProps) {
  const navigate = useNavigate();
  const menuItems = useMemo(() => toMenuItems(items, { navigate, colorful }), [items, navigate, colorful]);
  const links = useMemo(() => linksByKey(items), [items]);

  const selectedKeys = selectedKeyOf(activeChain);
  const ancestorKeys = activeChain
    .filter((node) => !node.hidden)
    .slice(0, -1)
    .map(menuKeyOf)
    .join(',');

  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (!ancestorKeys) return;
    const ancestors = ancestorKeys.split(',');
    setOpenKeys((open) => (uniqueOpened ? ancestors : [...new Set([...open, ...ancestors])]));
  }, [ancestorKeys, uniqueOpened]);

  const onOpenChange = (next: string[]) => {
    if (!uniqueOpened) return setOpenKeys(next);
    // Accordion: keep only the branch of the submenu just opened.
    const opened = next.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? (pathTo(items, opened) ?? [opened]) : next);
  };

  return (
    <Menu
      data-testid="side-menu"
      data-unique-opened={uniqueOpened ? 'true' : 'false'}
      theme={theme}
      mode="inline"
      items={menuItems}
      selectedKeys={selectedKeys}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => {
        const link = links.get(key);
        if (link) navigate(link);
      }}
    />
  );
}
