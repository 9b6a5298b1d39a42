import {
  ApiOutlined,
  DownloadOutlined,
  FolderOpenOutlined,
  ProfileOutlined,
  SettingOutlined,
  WalletOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCustomerInfo } from '#web/features/session/customer';
import type { UserMenuEntry } from '#web/shell/console';

/** Spec §6: the third-party interfaces are for customers who came from an admin or an agent. */
export const isPartner = (info: { from_admin: number; from_agent: number } | undefined) =>
  info?.from_admin === 1 || info?.from_agent === 1;

/**
 * The customer's user dropdown, exactly spec §2's list (logout is added by the shell): official accounts,
 * resource account, third-party interfaces (partners only), resource library, download center, account
 * settings, orders and invoices.
 */
export function useCustomerUserMenu(): UserMenuEntry[] {
  const { t } = useTranslation();
  const info = useCustomerInfo();
  const entries: (UserMenuEntry | false)[] = [
    { key: 'account', path: '/account', icon: <WechatOutlined />, label: t('customerMenu.account') },
    { key: 'resource', path: '/resource', icon: <WalletOutlined />, label: t('customerMenu.resource') },
    isPartner(info.data) && { key: 'api', path: '/api', icon: <ApiOutlined />, label: t('customerMenu.api') },
    { key: 'library', path: '/library', icon: <FolderOpenOutlined />, label: t('customerMenu.library') },
    { key: 'download', path: '/download', icon: <DownloadOutlined />, label: t('customerMenu.download') },
    { key: 'user', path: '/user', icon: <SettingOutlined />, label: t('customerMenu.user') },
    { key: 'order', path: '/order', icon: <ProfileOutlined />, label: t('customerMenu.order') },
  ];
  return entries.filter((entry): entry is UserMenuEntry => entry !== false);
}
