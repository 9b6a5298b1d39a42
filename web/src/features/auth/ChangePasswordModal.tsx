import {
  authApi,
  type changePasswordRequest,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type RouteDef,
  type RouteReply,
} from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '#web/api/errors';
import { clearToken } from '#web/api/tokenStore';
import { feedback } from '#web/app/feedback';
import { useConsole } from '#web/shell/console';
import { newPasswordRules } from './passwordRules';

interface PasswordForm {
  oldPassword: string;
  password: string;
  password2: string;
}

/** A route that takes the three password fields (staff PUT /api/auth/password, customers' postPassword). */
export type PasswordRoute = RouteDef<undefined, typeof changePasswordRequest, RouteReply>;

/**
 * Change own password (admin and agent; spec §5): the three fields with the spec's messages and our
 * 8–64 / not-common policy, PUT /api/auth/password, then "changed, please log in again" and the login page
 * (the server ends every session of the account).
 */
export function ChangePasswordModal({
  open,
  onClose,
  endpoint = authApi.password,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  /** where the three fields go: staff PUT /api/auth/password; customers their postPassword route */
  endpoint?: PasswordRoute;
  /**
   * For an endpoint that keeps this session (the agent's updateBasicPassword ends only the others): called
   * instead of signing out and going to the login page.
   */
  onChanged?: () => void;
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
      await api.call(endpoint, values, { silent: true });
      onClose();
      if (onChanged) {
        onChanged();
        return;
      }
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
          rules={newPasswordRules(t)}
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
