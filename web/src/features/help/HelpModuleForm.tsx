import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { HelpModuleInput, ModuleStyle } from '@onsite/contracts';
import {
  Button,
  Card,
  ColorPicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  Tabs,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconInput } from '#web/features/material/NamedIcon';
import { ImageSourceField } from '#web/features/template/ImageSourceField';
import { VideoPicker } from '#web/features/upload/VideoPicker';
import { useHelpEntries } from './help.api';
import '#web/features/help/help.strings';

/** A link of a menu item or of "more": none, a web address (iframe stage) or one of the owner's help entries. */
function LinkInput({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const entries = useHelpEntries();
  const kind = value.startsWith('entry:') ? 'entry' : value ? 'url' : 'none';
  const [mode, setMode] = useState<'none' | 'url' | 'entry'>(kind);
  useEffect(() => {
    if (value) setMode(kind);
  }, [value, kind]);
  return (
    <Flex vertical gap={6} data-testid={testId}>
      <Radio.Group
        size="small"
        value={mode}
        onChange={(event) => {
          setMode(event.target.value);
          onChange('');
        }}
        options={[
          { value: 'none', label: t('help.linkNone') },
          { value: 'url', label: t('help.linkUrl') },
          { value: 'entry', label: t('help.linkEntry') },
        ]}
      />
      {mode === 'url' ? (
        <Input
          value={value}
          placeholder={t('help.linkUrlPlaceholder')}
          onChange={(event) => onChange(event.target.value.trim())}
          data-testid={`${testId}-url`}
        />
      ) : null}
      {mode === 'entry' ? (
        <Select
          value={value || undefined}
          placeholder={t('help.linkEntry')}
          loading={entries.isPending}
          onChange={onChange}
          data-testid={`${testId}-entry`}
          options={(entries.data ?? []).map((entry) => ({
            value: `entry:${entry.id}`,
            label: `${entry.category_name} / ${entry.title}`,
          }))}
        />
      ) : null}
    </Flex>
  );
}

const Field = ({ label, children, extra }: { label: string; children: ReactNode; extra?: string }) => (
  <Form.Item label={label} extra={extra} style={{ marginBottom: 12 }}>
    {children}
  </Form.Item>
);

function ParamsForm({
  module,
  set,
}: {
  module: HelpModuleInput;
  set: (params: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  switch (module.type) {
    case 'blank':
      return (
        <Field label={t('help.height')}>
          <InputNumber
            min={0}
            max={100}
            value={module.params?.height ?? 30}
            onChange={(height) => set({ height: height ?? 0 })}
          />
        </Field>
      );
    case 'picture':
      return (
        <Field label={t('help.image')}>
          <ImageSourceField
            value={module.params.imgUrl}
            onChange={(imgUrl) => set({ imgUrl })}
            testId="help-picture-image"
          />
        </Field>
      );
    case 'listMenu': {
      const items = module.params.items;
      const setItem = (index: number, change: Partial<(typeof items)[number]>) =>
        set({ items: items.map((item, at) => (at === index ? { ...item, ...change } : item)) });
      return (
        <Flex vertical gap={8}>
          {items.map((item, index) => (
            <Card
              // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place, by position
              key={index}
              size="small"
              data-testid="help-menu-item-form"
              title={`${t('help.items')} ${index + 1}`}
              extra={
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={items.length === 1}
                  onClick={() => set({ items: items.filter((_, at) => at !== index) })}
                  aria-label={t('help.delete')}
                />
              }
            >
              <Field label={t('help.itemTitle')}>
                <Input
                  value={item.title}
                  maxLength={40}
                  onChange={(event) => setItem(index, { title: event.target.value })}
                  data-testid="help-menu-item-title"
                />
              </Field>
              <Field label={t('help.icon')}>
                <IconInput
                  value={item.icon}
                  onChange={(icon) => setItem(index, { icon })}
                  data-testid="help-menu-item-icon"
                />
              </Field>
              <Field label={t('help.link')}>
                <LinkInput
                  value={item.link ?? ''}
                  onChange={(link) => setItem(index, { link })}
                  testId="help-menu-item-link"
                />
              </Field>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={items.length >= 30}
            onClick={() => set({ items: [...items, { title: '', icon: '', link: '' }] })}
            data-testid="help-menu-add-item"
          >
            {t('help.addItem')}
          </Button>
        </Flex>
      );
    }
    case 'title': {
      const p = module.params;
      return (
        <>
          <Field label={t('help.titleText')}>
            <Input
              value={p.title_text}
              maxLength={60}
              onChange={(event) => set({ title_text: event.target.value })}
              data-testid="help-title-text"
            />
          </Field>
          <Field label={t('help.titleType')}>
            <Radio.Group
              value={p.title_type ?? 1}
              onChange={(event) => set({ title_type: event.target.value })}
              data-testid="help-title-type"
              options={[
                { value: 1, label: t('help.titleUnderline') },
                { value: 2, label: t('help.titleIcon') },
              ]}
            />
          </Field>
          {p.title_type === 2 ? (
            <Field label={t('help.titleIcon')}>
              <IconInput
                value={p.title_icon}
                onChange={(title_icon) => set({ title_icon })}
                data-testid="help-title-icon"
              />
            </Field>
          ) : null}
          <Field label={t('help.titleColor')}>
            <ColorPicker
              value={p.title_color || undefined}
              allowClear
              onChange={(color) => set({ title_color: color.cleared ? '' : color.toHexString() })}
            />
          </Field>
          <Field label={t('help.subtitleShow')}>
            <Switch checked={p.subtitle_show === 1} onChange={(on) => set({ subtitle_show: on ? 1 : 0 })} />
          </Field>
          {p.subtitle_show === 1 ? (
            <>
              <Field label={t('help.subtitleType')}>
                <Radio.Group
                  value={p.subtitle_type ?? 1}
                  onChange={(event) => set({ subtitle_type: event.target.value })}
                  options={[
                    { value: 1, label: t('help.subtitleBelow') },
                    { value: 2, label: t('help.subtitleBeside') },
                  ]}
                />
              </Field>
              <Field label={t('help.subtitleText')}>
                <Input
                  value={p.subtitle_text}
                  maxLength={100}
                  onChange={(event) => set({ subtitle_text: event.target.value })}
                />
              </Field>
            </>
          ) : null}
          <Field label={t('help.moreShow')}>
            <Switch checked={p.more_show === 1} onChange={(on) => set({ more_show: on ? 1 : 0 })} />
          </Field>
          {p.more_show === 1 ? (
            <>
              <Field label={t('help.moreText')}>
                <Input
                  value={p.more_text}
                  maxLength={20}
                  onChange={(event) => set({ more_text: event.target.value })}
                />
              </Field>
              <Field label={t('help.moreIcon')}>
                <IconInput
                  value={p.more_icon}
                  onChange={(more_icon) => set({ more_icon })}
                  data-testid="help-more-icon"
                />
              </Field>
              <Field label={t('help.moreLink')}>
                <LinkInput
                  value={p.more_link ?? ''}
                  onChange={(more_link) => set({ more_link })}
                  testId="help-more-link"
                />
              </Field>
            </>
          ) : null}
        </>
      );
    }
    case 'video': {
      const p = module.params;
      return (
        <>
          <Field label={t('help.videoType')}>
            <Radio.Group
              value={p.videoType}
              onChange={(event) => set({ videoType: event.target.value })}
              data-testid="help-video-type"
              options={[
                { value: 1, label: t('help.videoUploaded') },
                { value: 2, label: t('help.videoLinkType') },
                { value: 3, label: t('help.videoEmbed') },
              ]}
            />
          </Field>
          {p.videoType === 1 ? (
            <Field label={t('help.videoUploaded')}>
              <VideoPicker value={p.videoUrl} onChange={(videoUrl) => set({ videoUrl })} />
            </Field>
          ) : null}
          {p.videoType === 2 ? (
            <Field label={t('help.videoLink')} extra={t('help.videoLinkHelp')}>
              <Input
                value={p.videoLink}
                placeholder="https://…"
                onChange={(event) => set({ videoLink: event.target.value.trim() })}
                data-testid="help-video-link"
              />
            </Field>
          ) : null}
          {p.videoType === 3 ? (
            <Field label={t('help.videoCode')} extra={t('help.videoCodeHelp')}>
              <Input.TextArea
                rows={4}
                value={p.videoCode}
                maxLength={2000}
                onChange={(event) => set({ videoCode: event.target.value })}
                data-testid="help-video-code"
              />
            </Field>
          ) : null}
          <Field label={t('help.videoPoster')}>
            <ImageSourceField
              value={p.videoPoster}
              onChange={(videoPoster) => set({ videoPoster })}
              testId="help-video-poster"
            />
          </Field>
          <Field label={t('help.videoRatio')}>
            <Select
              value={p.videoRatio ?? 1}
              onChange={(videoRatio) => set({ videoRatio })}
              data-testid="help-video-ratio"
              options={[
                { value: 1, label: t('help.ratio169') },
                { value: 2, label: t('help.ratio916') },
                { value: 3, label: t('help.ratio43') },
                { value: 4, label: t('help.ratioSquare') },
              ]}
            />
          </Field>
        </>
      );
    }
  }
}

const SPACING: (keyof Omit<ModuleStyle, 'bgColor'>)[] = [
  'paddingTop',
  'paddingLeft',
  'paddingBottom',
  'topRadius',
  'bottomRadius',
];

function StyleForm({
  style,
  set,
}: {
  style: Partial<ModuleStyle>;
  set: (style: Partial<ModuleStyle>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('help.bgColor')}>
        <ColorPicker
          value={style.bgColor || undefined}
          allowClear
          showText
          onChange={(color) => set({ bgColor: color.cleared ? '' : color.toHexString() })}
          data-testid="help-style-bg"
        />
      </Field>
      {SPACING.map((name) => (
        <Field key={name} label={t(`help.${name}`)}>
          <InputNumber
            min={0}
            max={100}
            precision={0}
            addonAfter="px"
            value={style[name] ?? 0}
            onChange={(value) => set({ [name]: value ?? 0 })}
            data-testid={`help-style-${name}`}
          />
        </Field>
      ))}
    </>
  );
}

/**
 * The selected module's params and style (issue 17, spec §3), with the material pickers: loaded apart from
 * the editor's canvas so neither chunk grows past the bundle budget.
 */
export default function HelpModuleForm({
  module,
  title,
  setParams,
  setStyle,
}: {
  module: HelpModuleInput;
  title: string;
  setParams: (params: Record<string, unknown>) => void;
  setStyle: (style: Partial<ModuleStyle>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Tabs
        items={[
          {
            key: 'params',
            label: t('help.params'),
            children: <ParamsForm module={module} set={setParams} />,
          },
          {
            key: 'style',
            label: <span data-testid="help-style-tab">{t('help.style')}</span>,
            children: <StyleForm style={module.style ?? {}} set={setStyle} />,
          },
        ]}
      />
    </Form>
  );
}
