import { isEmail, isPhone } from '@onsite/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeFields } from '#web/features/customer-auth/CodeFields';
import { useProfileChange } from './account.api';

export interface TextField {
  /** the POST endpoint under /customer/customer */
  path: 'postNickname' | 'postCity' | 'postCompanyName';
  /** the request's field name */
  name: 'nickname' | 'city' | 'companyName';
  label: string;
  max: number;
  value: string;
}

/** Edits one text field of the profile (nickname, city, company name). */
export function TextFieldModal({ field, onClose }: { field: TextField | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const change = useProfileChange();
  return (
    <Modal
      open={Boolean(field)}
      title={field ? t('customerAccount.user.editTitle', { field: field.label }) : ''}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'field-submit' } as Record<string, string>}
    >
      {field ? (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ [field.name]: field.value }}
          onFinish={async (values) => {
            try {
              await change.mutateAsync({
                path: field.path,
                body: { [field.name]: values[field.name].trim() },
              });
              onClose();
            } catch {
              // the client has shown the server's message
            }
          }}
        >
          <Form.Item
            name={field.name}
            label={field.label}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('customerAccount.user.required', { field: field.label }),
              },
              {
                max: field.max,
                message: t('customerAccount.user.tooLong', { field: field.label, max: field.max }),
              },
            ]}
          >
            <Input data-testid={`field-${field.name}`} maxLength={field.max} showCount autoFocus />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/**
 * Binds a new email or phone: the code goes to the new address through the sign-in code calls (graphic
 * captcha first, 120 s countdown), then postEmail / postMobile checks it.
 */
export function ContactModal({ kind, onClose }: { kind: 'email' | 'mobile' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const change = useProfileChange();
  const field = kind ?? 'email';
  return (
    <Modal
      open={Boolean(kind)}
      title={kind === 'mobile' ? t('customerAccount.user.mobileTitle') : t('customerAccount.user.emailTitle')}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      {kind ? (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={async (values) => {
            try {
              await change.mutateAsync({
                path: kind === 'mobile' ? 'postMobile' : 'postEmail',
                body: { [field]: values[field].trim(), verify_code: values.verify_code.trim() },
              });
              onClose();
            } catch {
              // the client has shown the server's message
            }
          }}
        >
          <Form.Item
            name={field}
            required
            label={
              kind === 'mobile' ? t('customerAccount.user.newMobile') : t('customerAccount.user.newEmail')
            }
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const text = (value ?? '').trim();
                  if (kind === 'mobile' ? isPhone(text) : isEmail(text)) return;
                  throw new Error(
                    kind === 'mobile' ? t('customerAuth.phoneInvalid') : t('customerAuth.emailInvalid'),
                  );
                },
              },
            ]}
          >
            <Input data-testid={`contact-${field}`} autoComplete={kind === 'mobile' ? 'tel' : 'email'} />
          </Form.Item>
          <CodeFields targetField={field} channel={kind === 'mobile' ? 'sms' : 'email'} />
        </Form>
      ) : null}
    </Modal>
  );
}
