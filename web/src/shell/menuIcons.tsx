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
  CopyrightOutlined,
  CreditCardOutlined,
  CrownOutlined,
  DashboardOutlined,
  DesktopOutlined,
  DownloadOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
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
  WechatOutlined,
  WechatWorkOutlined,
} from '@ant-design/icons';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { IconDrawing, loadIcons } from './iconSet';

/**
 * Icons of the built-in menus, bundled so the menus draw at once. An operator may give a menu any antd icon
 * of the icon picker (menu editor): such a name is drawn once its own small chunk has loaded.
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
  CopyrightOutlined,
  CreditCardOutlined,
  CrownOutlined,
  DashboardOutlined,
  DesktopOutlined,
  DownloadOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
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
  WechatOutlined,
  WechatWorkOutlined,
};

/** An antd icon name (what the icon picker hands out and the menu editor stores). */
export const ANTD_ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

type IconProps = { className?: string; style?: CSSProperties };

/**
 * An icon of the antd set by name, its drawing loaded on first use (shell/iconSet.ts: one small chunk per
 * icon). It takes the class and style antd's menu gives its icons; until the drawing has loaded it holds
 * the icon's place with an empty span of the same class. A name the registry does not hold (a stored name
 * of an older icon set, a typo in a seed) draws the generic app icon rather than an empty place.
 */
function LazyIcon({ name, className, style }: IconProps & { name: string }) {
  const [drawing, setDrawing] = useState<IconDefinition | 'unknown' | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadIcons([name]).then((loaded) => {
      if (live) setDrawing(loaded[name] ?? 'unknown');
    });
    return () => {
      live = false;
    };
  }, [name]);
  if (drawing === 'unknown') return <AppstoreOutlined className={className} style={style} />;
  return drawing ? (
    <IconDrawing icon={drawing} className={className} style={style} />
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
