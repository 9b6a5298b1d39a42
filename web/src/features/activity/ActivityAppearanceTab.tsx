import {
  ACTIVITY_ALLOWED,
  type ActivityAppearance,
  type ActivityItem,
  type ActivityStatusValue,
  APPEARANCE_GALLERY,
  DEFAULT_MUSIC_KEY,
} from '@onsite/contracts';
import { Alert, Button, Flex, Form, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { TemplatePicker } from '#web/features/template/TemplatePicker';
import { AudioPicker } from '#web/features/upload/AudioPicker';
import { ImagePicker, MultiImagePicker } from '#web/features/upload/LazyPickers';
import { joinKeys, splitKeys } from '#web/features/upload/uploadRules';
import { VideoPicker } from '#web/features/upload/VideoPicker';
import { when } from './activity.format';
import '#web/features/template/template.strings';
import { useAppearance, useEditAppearance } from './activityAppearance.api';

/** The form's values: the pickers speak comma-joined keys, the gallery included. */
interface Values {
  cover: string;
  music: string;
  video: string;
  gallery_on: boolean;
  gallery: string;
  template_id: number | null;
}

const toValues = (appearance: ActivityAppearance): Values => ({
  cover: appearance.cover,
  music: appearance.music,
  video: appearance.video,
  gallery_on: appearance.gallery_on,
  gallery: joinKeys(appearance.gallery),
  template_id: appearance.template_id,
});

/**
 * The audio picker with the default track to reset to. Wrapped: antd's Form.Item takes a child's
 * `defaultValue` for the field's own and warns, while here it is the picker's reset target.
 */
function MusicField(props: {
  value?: string;
  onChange?: (value: string) => void;
  acid: number;
  disabled: boolean;
}) {
  return <AudioPicker {...props} defaultValue={DEFAULT_MUSIC_KEY} />;
}

/**
 * The big screen's template (skin), cover (16:9 through the cropper), background music, promo video and
 * gallery.
 */
export function ActivityAppearanceTab({ activity }: { activity: ActivityItem }) {
  const { t } = useTranslation();
  const appearance = useAppearance(activity.id);
  if (!appearance.data) return <Skeleton active />;
  // a new key after each save: the form starts again from what the server answered
  return (
    <AppearanceForm
      key={appearance.data.update_time ?? 'defaults'}
      activity={activity}
      appearance={appearance.data}
      updated={
        appearance.data.update_time
          ? t('activity.appearance.updated', { time: when(appearance.data.update_time) })
          : t('activity.appearance.neverSaved')
      }
    />
  );
}

function AppearanceForm({
  activity,
  appearance,
  updated,
}: {
  activity: ActivityItem;
  appearance: ActivityAppearance;
  updated: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const edit = useEditAppearance();
  const editable = ACTIVITY_ALLOWED.editAppearance.includes(activity.status as ActivityStatusValue);
  const galleryOn = Form.useWatch('gallery_on', form) ?? appearance.gallery_on;
  const disabled = !editable || edit.isPending;

  const save = (values: Values) =>
    void edit
      .mutateAsync({
        id: activity.id,
        cover: values.cover,
        music: values.music,
        video: values.video,
        gallery_on: values.gallery_on,
        gallery: splitKeys(values.gallery),
        template_id: values.template_id ?? null,
      })
      .then(() => feedback.success(t('activity.appearance.saved')))
      .catch(() => undefined);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toValues(appearance)}
      onFinish={save}
      data-testid="activity-appearance"
    >
      <Typography.Paragraph type="secondary">{t('activity.appearance.hint')}</Typography.Paragraph>
      {editable ? null : (
        <Alert type="info" title={t('activity.appearance.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="template_id" label={t('template.picker')} extra={t('template.pickerHint')}>
        <TemplatePicker acid={activity.id} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="cover"
        label={t('activity.appearance.cover')}
        extra={t('activity.appearance.coverHint')}
      >
        <ImagePicker
          crop={{ aspect: 16 / 9 }}
          acid={activity.id}
          disabled={disabled}
          data-testid="appearance-cover"
        />
      </Form.Item>
      <Form.Item
        name="music"
        label={t('activity.appearance.music')}
        extra={t('activity.appearance.musicHint')}
      >
        <MusicField acid={activity.id} disabled={disabled} />
      </Form.Item>
      <Form.Item name="video" label={t('activity.appearance.video')}>
        <VideoPicker acid={activity.id} disabled={disabled} />
      </Form.Item>
      <Form.Item name="gallery_on" label={t('activity.appearance.galleryOn')} valuePropName="checked">
        <Switch disabled={disabled} data-testid="appearance-gallery-on" />
      </Form.Item>
      <Form.Item
        name="gallery"
        label={t('activity.appearance.gallery')}
        extra={t('activity.appearance.galleryHint', APPEARANCE_GALLERY)}
        hidden={!galleryOn}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              !form.getFieldValue('gallery_on') || splitKeys(value).length >= APPEARANCE_GALLERY.min
                ? Promise.resolve()
                : Promise.reject(new Error(t('activity.appearance.galleryMin', APPEARANCE_GALLERY))),
          },
        ]}
      >
        <MultiImagePicker
          min={galleryOn ? APPEARANCE_GALLERY.min : 0}
          max={APPEARANCE_GALLERY.max}
          acid={activity.id}
          disabled={disabled}
          data-testid="appearance-gallery"
        />
      </Form.Item>
      <Flex gap={12} align="center" wrap>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!editable}
          loading={edit.isPending}
          data-testid="appearance-save"
        >
          {t('activity.appearance.save')}
        </Button>
        <Typography.Text type="secondary" data-testid="appearance-updated">
          {updated}
        </Typography.Text>
      </Flex>
    </Form>
  );
}
