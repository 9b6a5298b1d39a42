import { type NoticeType, noticeApi, type SendNoticeRequest } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/errors';
import { feedback } from '#web/app/feedback';
import { IconInput } from '#web/features/material/NamedIcon';
import { ImagePicker, RichTextEditor, storageSrc, textOf, useStorageUrl } from '#web/features/upload';
import { useApi } from '#web/shell/console';
import { invalidateNotices, NOTICE_TYPES } from './notice.api';

type SendNoticeForm = Pick<
  SendNoticeRequest,
  'type' | 'audience' | 'title' | 'content' | 'description' | 'icon'
> & {
  status?: 0 | 1 | 2;
  /** the cover image's storage key (the picker's value); sent as its public URL in `avatar` */
  cover?: string;
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
 * An admin sends a notice, letter or todo to one audience (POST /admin/notice/send); the server's "sent"
 * comes back in the UI language. Shown only to holders of `Permission.admin.noticeSend`.
 */
export default function SendNoticeModal({
  open,
  defaultType,
  onClose,
}: {
  open: boolean;
  defaultType: NoticeType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SendNoticeForm>();
  const [sending, setSending] = useState(false);
  const type = Form.useWatch('type', form);
  const storageUrl = useStorageUrl();

  const submit = async ({ cover, ...values }: SendNoticeForm) => {
    setSending(true);
    try {
      const response = await api.envelope(
        noticeApi.send,
        {
          ...values,
          avatar: cover ? storageSrc(cover, storageUrl) : '',
          status: values.type === 'todo' ? (values.status ?? 0) : 0,
        },
        { silent: true },
      );
      feedback.success(response.msg);
      form.resetFields();
      onClose();
      await invalidateNotices(queryClient, api.audience);
    } catch (error) {
      if (error instanceof ApiError && !error.notified) feedback.error(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('noticeSend.title')}
      okText={t('noticeSend.submit')}
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
        initialValues={{ type: defaultType, audience: 'admin', description: '', icon: '', status: 0 }}
        onFinish={submit}
      >
        <Form.Item name="type" label={t('noticeSend.type')}>
          <Select options={NOTICE_TYPES.map((value) => ({ value, label: t(`notice.tab.${value}`) }))} />
        </Form.Item>
        <Form.Item name="audience" label={t('noticeSend.audience')}>
          <Select options={AUDIENCES.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))} />
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
        <Form.Item name="cover" label={t('noticeSend.cover')}>
          <ImagePicker crop data-testid="notice-send-cover" />
        </Form.Item>
        <Form.Item name="icon" label={t('noticeSend.icon')}>
          <IconInput data-testid="notice-send-icon" />
        </Form.Item>
        <Form.Item name="description" label={t('noticeSend.description')}>
          <Input maxLength={200} />
        </Form.Item>
        {type === 'todo' ? (
          <Form.Item name="status" label={t('noticeSend.status')}>
            <Select options={STATUSES.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
