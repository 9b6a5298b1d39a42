import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Button,
  ColorPicker,
  Divider,
  Drawer,
  Flex,
  Segmented,
  Select,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HEAD_STYLES,
  LAYOUTS,
  PRESET_COLORS,
  SIDE_MENU_STYLES,
  SIDE_STYLES,
  TAB_STYLES,
  type ThemeSettings,
  TRANSITIONS,
} from './themeSettings';
import { useThemeStore } from './themeStore';

/** Spec §9: the settings drawer is 300 px wide. */
export const SETTINGS_DRAWER_WIDTH = 300;

type BooleanSetting = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

const SWITCHES: readonly BooleanSetting[] = [
  'dark',
  'bodyFullWidth',
  'fixedHeader',
  'fixedSidebar',
  'fixedBody',
  'logoAutoSize',
  'colorfulIcon',
  'uniqueOpened',
  'showFooter',
  'weak',
];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8} className="settings-row">
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useThemeStore((state) => state.settings);
  const update = useThemeStore((state) => state.update);
  const reset = useThemeStore((state) => state.reset);

  const options = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`settings.${group}.${value}`) }));
  const isPreset = (PRESET_COLORS as readonly string[]).includes(settings.primaryColor);

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={SETTINGS_DRAWER_WIDTH}
      data-testid="settings-drawer"
      footer={
        <Button block icon={<ReloadOutlined />} onClick={reset} data-testid="settings-reset">
          {t('settings.reset')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Divider titlePlacement="start" plain>
          {t('settings.sectionLayout')}
        </Divider>
        <Row label={t('settings.layout.label')}>
          <Segmented
            size="small"
            data-testid="setting-layout"
            value={settings.layout}
            options={options(LAYOUTS, 'layout')}
            onChange={(layout) => update({ layout })}
          />
        </Row>
        <Row label={t('settings.sideMenuStyle.label')}>
          <Segmented
            size="small"
            data-testid="setting-sideMenuStyle"
            value={settings.sideMenuStyle}
            options={options(SIDE_MENU_STYLES, 'sideMenuStyle')}
            onChange={(sideMenuStyle) => update({ sideMenuStyle })}
          />
        </Row>
        <Row label={t('settings.sideStyle.label')}>
          <Segmented
            size="small"
            data-testid="setting-sideStyle"
            value={settings.sideStyle}
            options={options(SIDE_STYLES, 'sideStyle')}
            onChange={(sideStyle) => update({ sideStyle })}
          />
        </Row>
        <Row label={t('settings.headStyle.label')}>
          <Segmented
            size="small"
            data-testid="setting-headStyle"
            value={settings.headStyle}
            options={options(HEAD_STYLES, 'headStyle')}
            onChange={(headStyle) => update({ headStyle })}
          />
        </Row>

        <Divider titlePlacement="start" plain>
          {t('settings.sectionColor')}
        </Divider>
        <Flex gap={8} wrap align="center" data-testid="setting-colors">
          {PRESET_COLORS.map((color) => (
            <Tooltip key={color} title={color}>
              <button
                type="button"
                className="settings-swatch"
                style={{ background: color }}
                aria-label={t('settings.presetColor', { color })}
                aria-pressed={settings.primaryColor === color}
                data-color={color}
                onClick={() => update({ primaryColor: color })}
              >
                {settings.primaryColor === color ? <CheckOutlined /> : null}
              </button>
            </Tooltip>
          ))}
          <ColorPicker
            size="small"
            disabledAlpha
            value={settings.primaryColor}
            onChangeComplete={(color) => update({ primaryColor: color.toHexString() })}
          >
            <Button size="small" type={isPreset ? 'default' : 'primary'} data-testid="setting-custom-color">
              {t('settings.customColor')}
            </Button>
          </ColorPicker>
        </Flex>

        <Divider titlePlacement="start" plain>
          {t('settings.sectionDisplay')}
        </Divider>
        {SWITCHES.map((key) => (
          <Row key={key} label={t(`settings.${key}`)}>
            <Switch
              size="small"
              data-testid={`setting-${key}`}
              checked={settings[key]}
              onChange={(checked) => update({ [key]: checked })}
            />
          </Row>
        ))}

        <Divider titlePlacement="start" plain>
          {t('settings.sectionTabs')}
        </Divider>
        <Row label={t('settings.showTabs')}>
          <Switch
            size="small"
            data-testid="setting-showTabs"
            checked={settings.showTabs}
            onChange={(showTabs) => update({ showTabs })}
          />
        </Row>
        <Row label={t('settings.tabStyle.label')}>
          <Segmented
            size="small"
            data-testid="setting-tabStyle"
            value={settings.tabStyle}
            options={options(TAB_STYLES, 'tabStyle')}
            onChange={(tabStyle) => update({ tabStyle })}
          />
        </Row>
        <Row label={t('settings.transition.label')}>
          <Select
            size="small"
            style={{ width: 130 }}
            data-testid="setting-transition"
            value={settings.transition}
            options={options(TRANSITIONS, 'transition')}
            onChange={(transition) => update({ transition })}
          />
        </Row>
      </Flex>
    </Drawer>
  );
}
