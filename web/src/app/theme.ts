import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from '#web/shell/settings/themeSettings';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', " +
  "'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** antd's dark navy, used for the dark sider and the dark header. */
export const DARK_CHROME_BG = '#001529';

/** The app-wide antd theme: dark mode and the primary colour come from the theme settings. */
export function appTheme(settings: Pick<ThemeSettings, 'dark' | 'primaryColor'>): ThemeConfig {
  return {
    algorithm: settings.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: settings.primaryColor, borderRadius: 6, fontFamily: FONT_FAMILY },
    components: {
      Layout: {
        headerHeight: 56,
        headerPadding: '0 16px',
        siderBg: DARK_CHROME_BG,
        ...(settings.dark ? {} : { headerBg: '#ffffff' }),
      },
    },
  };
}

/**
 * The theme of a dark or primary-coloured header: antd's dark algorithm gives light text and icons on it,
 * and the header's own background and menu colours are set through component tokens.
 */
export function headerTheme(settings: ThemeSettings): ThemeConfig | null {
  const background = headerBackground(settings);
  if (!background) return null;
  return {
    algorithm: antdTheme.darkAlgorithm,
    token: { colorPrimary: settings.primaryColor },
    components: {
      Layout: { headerBg: background },
      Menu: {
        darkItemBg: background,
        darkPopupBg: DARK_CHROME_BG,
        ...(settings.headStyle === 'primary' ? { darkItemSelectedBg: 'rgba(255, 255, 255, 0.18)' } : {}),
      },
    },
  };
}

/** The header's background colour, or undefined for the light header (the layout's own token). */
export function headerBackground(
  settings: Pick<ThemeSettings, 'headStyle' | 'primaryColor'>,
): string | undefined {
  if (settings.headStyle === 'light') return undefined;
  return settings.headStyle === 'primary' ? settings.primaryColor : DARK_CHROME_BG;
}
