import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BulbOutlined,
  CalendarOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DesktopOutlined,
  DownloadOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  MenuOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SkinOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { type ComponentType, type CSSProperties, type ReactNode, useEffect, useState } from 'react';

/**
 * Icons of the built-in menus, bundled so the menus draw at once. An operator may give a menu any antd icon
 * of the icon picker (menu editor): such a name is drawn once the antd icon set has loaded, which happens
 * only when a menu names one (the set is large).
 */
const MENU_ICONS = {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BulbOutlined,
  CalendarOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DesktopOutlined,
  DownloadOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  MenuOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SkinOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
};

/** An antd icon name (what the icon picker hands out and the menu editor stores). */
export const ANTD_ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

type IconProps = { className?: string; style?: CSSProperties };
type IconSet = Record<string, ComponentType<IconProps> | undefined>;
let iconSet: IconSet | undefined;
let loadingIconSet: Promise<IconSet> | undefined;

/** The whole antd icon set, loaded once, the first time a menu or the icon picker needs it. */
export function loadIconSet(): Promise<IconSet> {
  loadingIconSet ??= import('@ant-design/icons').then((icons) => {
    iconSet = icons as unknown as IconSet;
    return iconSet;
  });
  return loadingIconSet;
}

/**
 * An icon of the antd set by name. It takes the class and style antd's menu gives its icons; until the set
 * has loaded it holds the icon's place with an empty span of the same class.
 */
function LazyIcon({ name, className, style }: IconProps & { name: string }) {
  const [icons, setIcons] = useState(iconSet);
  useEffect(() => {
    if (icons) return;
    let live = true;
    void loadIconSet().then((loaded) => {
      if (live) setIcons(loaded);
    });
    return () => {
      live = false;
    };
  }, [icons]);
  const Icon = icons?.[name];
  return Icon ? (
    <Icon className={className} style={style} />
  ) : (
    <span className={['anticon', className].filter(Boolean).join(' ')} style={style} />
  );
}

/** A menu's icon by its name: a bundled one at once, another antd icon lazily, nothing for anything else. */
export function menuIcon(name: string): ReactNode {
  const Icon = Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name as keyof typeof MENU_ICONS] : null;
  if (Icon) return <Icon />;
  return ANTD_ICON_NAME.test(name) ? <LazyIcon name={name} /> : null;
}
