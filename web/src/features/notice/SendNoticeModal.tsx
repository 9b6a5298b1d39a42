import { type NoticeType, noticeApi, type SendNoticeRequest, type SentNoticeItem } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/errors';
import { feedback } from '#web/app/feedback';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { IconInput } from '#web/features/material/NamedIcon';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import { RichTextEditor } from '#web/features/upload/LazyRichTextEditor';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { textOf } from '#web/features/upload/sanitizeHtml';
import { storageSrc } from '#web/features/upload/uploadRules';
import { useApi } from '#web/shell/console';
import { invalidateNotices, NOTICE_TYPES } from './notice.api';
import '#web/features/notice/noticeSend.strings';
import '#web/features/notice/notice.strings';

type SendNoticeForm = Pick<
  SendNoticeRequest,
  'type' | 'audience' | 'title' | 'content' | 'description' | 'icon'
> & {
  status?: 0 | 1 | 2;
  /** the cover image's storage key (the picker's value); sent as its public URL in `avatar` */
  cover?: string;
  /** empty: now; a later time schedules it */
  send_time?: Dayjs | null;
};

/** contracts: content is at most 2000 characters — of HTML, so markup and image addresses count. */
const CONTENT_MAX = 2000;

/** The editor's HTML has content when it shows text, an image or a video. */
const hasContent = (html: string | undefined) =>
  Boolean(html) && (textOf(html ?? '').trim() !== '' || /<(img|video)\b/i.test(html ?? ''));

const AUDIENCES = [
  { value: 'admin', labelKey: 'noticeSend.audienceAdmin' },
  { value: 'agent', labelKey: 'noticeSend.audienceAgent' },
  { value: 'customer', labelKey: 'noticeSend.audienceCustomer' },
] as const;

const STATUSES = [
  { value: 0, labelKey: 'notice.status.notStarted' },
  { value: 1, labelKey: 'notice.status.dueSoon' },
  { value: 2, labelKey: 'notice.status.inProgress' },
] as const;

/**
 * An admin sends a notice, letter or todo to one audience (POST /admin/notice/send), now or at a later send
 * time; the server's "sent" comes back in the UI language. With `editing`, the same form changes a sent
 * notice's text (and a scheduled one's send time; its type and recipients stay). Shown only to holders of
 * `Permission.admin.noticeSend`.
 */
export default function SendNoticeModal({
  open,
  defaultType,
  onClose,
  editing = null,
}: {
  open: boolean;
  defaultType: NoticeType;
  onClose: () => void;
  editing?: SentNoticeItem | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SendNoticeForm>();
  const [sending, setSending] = useState(false);
  const type = Form.useWatch('type', form);
  const storageUrl = useStorageUrl();

  const scheduled = editing === null || editing.state === 'scheduled';

  const submit = async ({ cover, send_time: sendTime, ...values }: SendNoticeForm) => {
    setSending(true);
    try {
      const text = {
        title: values.title,
        content: values.content,
        description: values.description,
        icon: values.icon,
        avatar: cover ? storageSrc(cover, storageUrl) : (editing?.avatar ?? ''),
        status: values.type === 'todo' ? (values.status ?? 0) : 0,
        ...(sendTime && scheduled ? { send_time: sendTime.toISOString() } : {}),
      };
      const response = editing
        ? await api.envelope(noticeApi.update, { id: editing.id, ...text }, { silent: true })
        : await api.envelope(
            noticeApi.send,
            { ...text, type: values.type, audience: values.audience },
            { silent: true },
          );
      feedback.success(response.msg);
      form.resetFields();
      onClose();
      await Promise.all([
        invalidateNotices(queryClient, api.audience),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, noticeApi.getSentList) }),
      ]);
    } catch (error) {
      if (error instanceof ApiError && !error.notified) feedback.error(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? t('noticeSend.editTitle') : t('noticeSend.title')}
      okText={editing ? t('noticeSend.save') : t('noticeSend.submit')}
      cancelText={t('shell.cancel')}
      okButtonProps={{ loading: sending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<SendNoticeForm>
        form={form}
        layout="vertical"
        data-testid="notice-send-form"
        initialValues={
          editing
            ? {
                type: editing.type,
                audience: editing.audience,
                title: editing.title,
                content: editing.content,
                description: editing.description,
                icon: editing.icon,
                status: editing.status as 0 | 1 | 2,
                send_time: editing.state === 'scheduled' ? dayjs(editing.send_time) : null,
              }
            : { type: defaultType, audience: 'admin', description: '', icon: '', status: 0 }
        }
        onFinish={submit}
      >
        <Form.Item name="type" label={t('noticeSend.type')}>
          <Select
            disabled={editing !== null}
            options={NOTICE_TYPES.map((value) => ({ value, label: t(`notice.tab.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="audience" label={t('noticeSend.audience')}>
          <Select
            disabled={editing !== null}
            options={AUDIENCES.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('noticeSend.titleLabel')}
          rules={[{ required: true, whitespace: true, message: t('noticeSend.titleRequired') }]}
        >
          <Input maxLength={100} data-testid="notice-send-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('noticeSend.content')}
          rules={[
            {
              validator: async (_, html: string | undefined) => {
                if (!hasContent(html)) throw new Error(t('noticeSend.contentRequired'));
                if ((html ?? '').length > CONTENT_MAX) {
                  throw new Error(t('noticeSend.contentTooLong', { max: CONTENT_MAX }));
                }
              },
            },
          ]}
        >
          <RichTextEditor data-testid="notice-send-content" />
        </Form.Item>
        <Form.Item
          name="cover"
          label={t('noticeSend.cover')}
          extra={editing?.avatar ? t('noticeSend.coverKept') : undefined}
        >
          <ImagePicker crop data-testid="notice-send-cover" />
        </Form.Item>
        <Form.Item name="icon" label={t('noticeSend.icon')}>
          <IconInput data-testid="notice-send-icon" />
        </Form.Item>
        <Form.Item name="description" label={t('noticeSend.description')}>
          <Input maxLength={200} />
        </Form.Item>
        {scheduled ? (
          <Form.Item
            name="send_time"
            label={t('noticeSend.sendTime')}
            extra={t('noticeSend.sendTimeHint')}
            rules={[
              {
                validator: async (_, value: Dayjs | null | undefined) => {
                  if (value && !value.isAfter(dayjs())) throw new Error(t('noticeSend.sendTimePast'));
                },
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              placeholder={t('noticeSend.sendNow')}
              data-testid="notice-send-time"
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('noticeSend.sendTime')}>
            <Typography.Text>{dayjs(editing?.send_time).format('YYYY-MM-DD HH:mm')}</Typography.Text>
          </Form.Item>
        )}
        {type === 'todo' ? (
          <Form.Item name="status" label={t('noticeSend.status')}>
            <Select options={STATUSES.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
