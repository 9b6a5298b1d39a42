import { EllipsisOutlined } from '@ant-design/icons';
import { Menu, type MenuProps, Tag } from 'antd';
import {
  type CSSProperties,
  cloneElement,
  isValidElement,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { translateMenuBadge } from '#web/i18n';
import { useLanguage } from '#web/i18n/useLanguage';
import { menuIcon } from './menuIcons';
import { isGroupComponent, type MenuNode } from './menuRoutes';

export type MenuItems = NonNullable<MenuProps['items']>;

export const menuKeyOf = (node: MenuNode) => `menu-${node.item.opid}`;

/** Icon colours of the "colorful icon" setting, one per top-level entry in turn. */
const ICON_PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#13c2c2', '#722ed1', '#faad14', '#f5222d'];

/** The icon colour of the n-th entry of a level under the "colorful icon" setting. */
export const iconColor = (index: number): string => ICON_PALETTE[index % ICON_PALETTE.length];

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

/** A menu entry's icon element (antd's menu adds its own class to it, so it must be the icon itself). */
export function nodeIcon(node: MenuNode, color?: string): ReactNode {
  const icon = menuIcon(node.item.icon);
  // The colour goes on the icon itself, so antd's menu still spaces and sizes it as an icon.
  return color && isValidElement<{ style?: CSSProperties }>(icon)
    ? cloneElement(icon, { style: { color } })
    : icon;
}

interface ToItemsOptions {
  navigate: (to: string) => void;
  colorful: boolean;
  /** false: only the given level (the mix layout's header shows the top level alone) */
  nested?: boolean;
}

export function toMenuItems(nodes: readonly MenuNode[], options: ToItemsOptions, depth = 0): MenuItems {
  return nodes.map((node, index) => {
    const color = options.colorful ? iconColor(index) : undefined;
    const common = {
      key: menuKeyOf(node),
      icon: nodeIcon(node, color),
      label: <MenuLabel node={node} />,
    };
    if (node.children.length === 0 || options.nested === false) return common;
    return {
      ...common,
      children: toMenuItems(node.children, options, depth + 1),
      // An entry that is a page and also has children (programmes and their categories) opens its page too.
      onTitleClick:
        node.link && !isGroupComponent(node.item.component) ? () => options.navigate(node.link) : undefined,
    };
  });
}

/** Where each menu key leads; an entry without a page of its own leads to its first descendant page. */
export function linksByKey(
  nodes: readonly MenuNode[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const node of nodes) {
    const link = node.link && !isGroupComponent(node.item.component) ? node.link : firstLink(node.children);
    if (link) into.set(menuKeyOf(node), link);
    linksByKey(node.children, into);
  }
  return into;
}

function firstLink(nodes: readonly MenuNode[]): string {
  for (const node of nodes) {
    if (node.link && !isGroupComponent(node.item.component)) return node.link;
    const inner = firstLink(node.children);
    if (inner) return inner;
  }
  return '';
}

/** The selected key: the deepest visible entry of the active chain (a hidden detail page lights its parent). */
export function selectedKeyOf(activeChain: readonly MenuNode[]): string[] {
  const visible = activeChain.filter((node) => !node.hidden);
  return visible.length > 0 ? [menuKeyOf(visible[visible.length - 1])] : [];
}

interface HeaderMenuProps {
  items: readonly MenuNode[];
  activeChain: readonly MenuNode[];
  /** the mix layout shows the top level only; its children go to the sider */
  topLevelOnly: boolean;
  colorful: boolean;
  dark: boolean;
}

/**
 * Whether the selected top-level entry is folded into the horizontal menu's "···": antd hides the entries
 * that do not fit (aria-hidden), keeping their selected class. Checked again whenever the width changes.
 */
function useSelectedFolded(menu: RefObject<HTMLDivElement | null>, selectedKey: string | undefined): boolean {
  const [folded, setFolded] = useState(false);
  useLayoutEffect(() => {
    const root = menu.current;
    if (!root || !selectedKey) {
      setFolded(false);
      return;
    }
    const check = () =>
      setFolded(
        root.querySelector(
          '.ant-menu-overflow-item[aria-hidden="true"]:is(.ant-menu-item-selected, .ant-menu-submenu-selected)',
        ) !== null,
      );
    check();
    // The menu folds its items after its own resize handling, so watch the items themselves: an entry
    // becomes hidden or shown (aria-hidden) or selected (class) after our wrapper has changed size.
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(check);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'class'] });
    return () => observer.disconnect();
  }, [menu, selectedKey]);
  return folded;
}

/** The horizontal menu of the top and mix layouts. */
export function HeaderMenu({ items, activeChain, topLevelOnly, colorful, dark }: HeaderMenuProps) {
  const navigate = useNavigate();
  const menuItems = useMemo(
    () => toMenuItems(items, { navigate, colorful, nested: !topLevelOnly }),
    [items, navigate, colorful, topLevelOnly],
  );
  const links = useMemo(() => linksByKey(items), [items]);
  const selected = topLevelOnly
    ? activeChain.slice(0, 1).map(menuKeyOf)
    : [...activeChain.filter((node) => !node.hidden).map(menuKeyOf)];
  const wrapper = useRef<HTMLDivElement>(null);
  const active = activeChain[0];
  // When the page's own entry no longer fits, "···" carries its name, so the header still says where one is.
  const folded = useSelectedFolded(wrapper, active ? menuKeyOf(active) : undefined);
  return (
    <div ref={wrapper} className="shell-header-menu-measure">
      <Menu
        data-testid="header-menu"
        className="shell-header-menu"
        mode="horizontal"
        theme={dark ? 'dark' : 'light'}
        items={menuItems}
        selectedKeys={selected}
        overflowedIndicator={
          folded && active ? (
            <span data-testid="header-menu-folded-active">
              <MenuLabel node={active} /> <EllipsisOutlined />
            </span>
          ) : (
            <EllipsisOutlined />
          )
        }
        onClick={({ key }) => {
          const link = links.get(key);
          if (link) void navigate(link);
        }}
      />
    </div>
  );
}
