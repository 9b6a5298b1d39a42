import type { LibraryFile, MaterialCategory } from '@onsite/contracts';
import { App, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from './material.api';
import '#web/features/material/material.strings';

/** Renames a file (the library's own, or a system material): open while it has one; "renamed" once saved. */
export function RenameFileModal({
  file,
  testId,
  onClose,
  rename,
}: {
  file: { id: number; name: string } | null;
  testId: string;
  onClose: () => void;
  rename: (input: { id: number; name: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <NameModal
      open={file !== null}
      title={t('material.rename')}
      label={t('material.fileName')}
      initial={file?.name ?? ''}
      maxLength={255}
      testId={testId}
      onClose={onClose}
      onSubmit={async (name) => {
        if (!file) return;
        await rename({ id: file.id, name });
        void message.success(t('material.renamed'));
      }}
    />
  );
}

/** A one-field form in a dialog: a new file or category name. Stays open with the server's message on failure. */
export function NameModal({
  open,
  title,
  label,
  initial,
  maxLength,
  testId,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  testId: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch {
      // the API client has shown the server's message; the dialog stays for another try
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      okText={t('material.save')}
      cancelText={t('material.dialog.cancel')}
      okButtonProps={{ loading: saving, htmlType: 'submit', form: testId, 'data-testid': `${testId}-ok` }}
      destroyOnHidden
    >
      <Form form={form} id={testId} layout="vertical" onFinish={submit} initialValues={{ name: initial }}>
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('material.nameRequired') },
            { max: maxLength, message: t('material.nameTooLong', { max: maxLength }) },
          ]}
        >
          <Input autoFocus maxLength={maxLength} showCount data-testid={`${testId}-input`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Moves a file to a category, or out of every category. */
export function MoveFileModal({
  file,
  categories,
  onClose,
  onSubmit,
}: {
  file: LibraryFile | null;
  categories: MaterialCategory[];
  onClose: () => void;
  onSubmit: (categoryId: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setTarget(file?.category_id ?? 0);
  }, [file]);

  const submit = async () => {
    setSaving(true);
    try {
      await onSubmit(target);
      onClose();
    } catch {
      // the API client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={file !== null}
      title={t('material.move')}
      onCancel={onClose}
      onOk={submit}
      okText={t('material.save')}
      cancelText={t('material.dialog.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'move-file-ok' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{file?.name}</Typography.Paragraph>
      <Select
        style={{ width: '100%' }}
        value={target}
        onChange={setTarget}
        data-testid="move-file-category"
        options={[
          { value: 0, label: t('material.uncategorised') },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
    </Modal>
  );
}

/** Shows an image, plays a video or an audio file, or offers a file for download. */
export function PreviewModal({
  file,
  onClose,
}: {
  file: Pick<LibraryFile, 'name' | 'src' | 'kind' | 'size' | 'type'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={file !== null}
      title={file?.name}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      data-testid="preview-modal"
    >
      {file ? (
        <Flex vertical align="center" gap={12}>
          {file.kind === 'image' ? (
            <img
              src={file.src}
              alt={file.name}
              style={{ maxWidth: '100%', maxHeight: '70vh' }}
              data-testid="preview-image"
            />
          ) : file.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: user uploads come without caption tracks
            <video
              src={file.src}
              controls
              style={{ maxWidth: '100%', maxHeight: '70vh' }}
              data-testid="preview-video"
            />
          ) : file.kind === 'audio' ? (
            // biome-ignore lint/a11y/useMediaCaption: user uploads come without caption tracks
            <audio src={file.src} controls data-testid="preview-audio" />
          ) : (
            <Button href={file.src} target="_blank" rel="noopener noreferrer">
              {t('material.download')}
            </Button>
          )}
          <Typography.Text type="secondary">
            {file.type} · {formatSize(file.size)}
          </Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
}
