import type { CollectionSetting } from '@onsite/contracts';
import { Alert, Button, Card, Divider, Form, Input, Radio, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import type { PageProps } from '#web/shell/pageProps';
import { usePaymentSetting, useSavePaymentSetting } from './resource.api';

/** The customer's own collection settings: where withdrawals are paid (bank card, WeChat), and the default. */
export function PaymentSettingsForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CollectionSetting>();
  const setting = usePaymentSetting();
  const save = useSavePaymentSetting();
  const channel = Form.useWatch('default_channel', form);

  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);

  if (setting.isPending) return <Skeleton active />;
  const needed = (which: 'bank' | 'wechat') =>
    channel === which ? [{ required: true, whitespace: true, message: t('resource.payment.required') }] : [];

  return (
    <Form<CollectionSetting>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      style={{ maxWidth: 620 }}
      data-testid="payment-settings"
      onFinish={(values) =>
        void save
          .mutateAsync(values)
          .then(() => feedback.success(t('resource.payment.saved')))
          .catch(() => undefined)
      }
    >
      <Alert type="info" showIcon title={t('resource.payment.intro')} style={{ marginBottom: 16 }} />
      <Form.Item name="default_channel" label={t('resource.payment.default')}>
        <Radio.Group
          options={(['bank', 'wechat'] as const).map((value) => ({
            value,
            label: t(`resource.channel.${value}`),
          }))}
        />
      </Form.Item>
      <Divider titlePlacement="start">{t('resource.channel.bank')}</Divider>
      <Form.Item
        name="bank_account_name"
        label={t('resource.payment.bankAccountName')}
        rules={needed('bank')}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="bank_name" label={t('resource.payment.bankName')} rules={needed('bank')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="bank_branch" label={t('resource.payment.bankBranch')}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item
        name="bank_account_no"
        label={t('resource.payment.bankAccountNo')}
        rules={[...needed('bank'), { pattern: /^\d{12,30}$/, message: t('resource.cardInvalid') }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Divider titlePlacement="start">{t('resource.channel.wechat')}</Divider>
      <Form.Item name="wechat_name" label={t('resource.payment.wechatName')} rules={needed('wechat')}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="wechat_account" label={t('resource.payment.wechatAccount')} rules={needed('wechat')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="payment-save">
          {t('resource.payment.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /resource/payment: the collection settings page. */
export default function PaymentSettingsPage({ title }: PageProps) {
  return (
    <Card title={title} data-testid="payment-settings-page">
      <PaymentSettingsForm />
    </Card>
  );
}
