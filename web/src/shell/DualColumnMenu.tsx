import { Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { iconColor, linksByKey, menuKeyOf, nodeIcon } from './menuItems';
import type { MenuNode } from './menuRoutes';
import { SideMenu } from './SideMenu';

interface DualColumnMenuProps {
  items: readonly MenuNode[];
  activeChain: readonly MenuNode[];
  collapsed: boolean;
  theme: 'dark' | 'light';
  uniqueOpened: boolean;
  colorful: boolean;
  /** the top-level entry whose submenu shows beside the column (state of the layout, which sizes the sider) */
  chosenKey: string;
  onChoose: (key: string) => void;
}

/** Whether the dual-column sider needs its second column for this top-level entry. */
export function hasSubmenu(items: readonly MenuNode[], chosenKey: string): boolean {
  const chosen = items.find((node) => menuKeyOf(node) === chosenKey);
  return Boolean(chosen?.children.some((child) => !child.hidden));
}

/**
 * The "mix" side menu style: a narrow column of top-level entries and, beside it, the submenu of the chosen
 * one. A top-level entry without children opens its page directly.
 */
export function DualColumnMenu({
  items,
  activeChain,
  collapsed,
  theme,
  uniqueOpened,
  colorful,
  chosenKey,
  onChoose,
}: DualColumnMenuProps) {
  const navigate = useNavigate();

  const chosen = items.find((node) => menuKeyOf(node) === chosenKey);
  const links = linksByKey(items);
  const children = chosen?.children.filter((node) => !node.hidden) ?? [];

  return (
    <div className={`shell-dual shell-dual-${theme}`} data-testid="dual-menu">
      <nav className="shell-dual-roots">
        {items.map((node, index) => {
          const key = menuKeyOf(node);
          return (
            <Tooltip key={key} title={node.title} placement="right">
              <button
                type="button"
                className={`shell-dual-root${key === chosenKey ? ' is-active' : ''}`}
                onClick={() => {
                  onChoose(key);
                  if (node.children.every((child) => child.hidden)) {
                    const link = links.get(key);
                    if (link) void navigate(link);
                  }
                }}
              >
                {nodeIcon(node, colorful ? iconColor(index) : undefined)}
                <span className="shell-dual-root-title">{node.title}</span>
              </button>
            </Tooltip>
          );
        })}
      </nav>
      {children.length > 0 && !collapsed ? (
        <div className="shell-dual-children">
          <div className="shell-dual-heading">{chosen?.title}</div>
          <SideMenu
            items={children}
            activeChain={activeChain.slice(1)}
            collapsed={false}
            theme={theme}
            uniqueOpened={uniqueOpened}
            colorful={colorful}
          />
        </div>
      ) : null}
    </div>
  );
}
