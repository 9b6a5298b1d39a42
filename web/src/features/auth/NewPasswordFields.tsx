import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPasswordRules } from './passwordRules';

/**
 * A new password typed twice (fields `password` and `password2`) under the policy, in the forms of a page of
 * their own (/forget, the invitation sign-up). `testId` prefixes the inputs' test ids.
 */
export function NewPasswordFields({
  label,
  againLabel,
  testId,
}: {
  label: string;
  againLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={label} name="password" rules={newPasswordRules(t)}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          data-testid={`${testId}-password`}
        />
      </Form.Item>
      <Form.Item
        label={againLabel}
        name="password2"
        dependencies={['password']}
        rules={[
          { required: true, message: t('password.againRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          data-testid={`${testId}-password2`}
        />
      </Form.Item>
    </>
  );
}
