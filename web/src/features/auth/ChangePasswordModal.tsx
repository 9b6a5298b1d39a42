import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { clearToken } from '../../api/tokenStore';
import { feedback } from '../../app/feedback';
import { useConsole } from '../../shell/console';

interface PasswordForm {
  oldPassword: string;
  password: string;
  password2: string;
}

const nothing = { parse: () => null };
const STAFF_ENDPOINT = { path: '/auth/password', method: 'PUT' } as const;

/**
 * Change own password (admin and agent; spec §5): the three fields with the spec's messages and our
 * 8–64 / not-common policy, PUT /auth/password, then "changed, please log in again" and the login page
 * (the server ends every session of the account).
 */
export function ChangePasswordModal({
  open,
  onClose,
  endpoint = STAFF_ENDPOINT,
}: {
  open: boolean;
  onClose: () => void;
  /** where the three fields go: staff PUT /auth/password; customers POST /customer/customer/postPassword */
  endpoint?: { path: string; method: 'PUT' | 'POST' };
}) {
  const { t } = useTranslation();
  const { definition, api } = useConsole();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: PasswordForm) => {
    setSaving(true);
    try {
      await api.request(endpoint.path, nothing, { method: endpoint.method, body: values, silent: true });
      onClose();
      await navigate('/login', { replace: true, flushSync: true });
      clearToken(definition.audience);
      queryClient.removeQueries();
      feedback.success(t('password.changed'));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('password.failed');
      if (message.startsWith('oldPassword:')) {
        form.setFields([{ name: 'oldPassword', errors: [t('password.oldWrong')] }]);
      } else {
        feedback.error(message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={420}
      title={t('password.title')}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'password-submit' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} preserve={false}>
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          extra={t('password.policy', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          rules={[
            { required: true, message: t('password.newRequired') },
            {
              min: PASSWORD_MIN,
              max: PASSWORD_MAX,
              message: t('password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
            },
            {
              validator: async (_rule, value: string) => {
                if (value && isCommonPassword(value)) throw new Error(t('password.common'));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password2"
          label={t('password.again')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.againRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
