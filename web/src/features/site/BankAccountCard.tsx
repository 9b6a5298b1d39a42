import type { BankAccount } from '@onsite/contracts';
import { Alert, Button, Card, Col, Flex, Form, Input, Popconfirm, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { useSaveSiteBankAccount, useSiteBankAccount } from './siteSettings.api';
import '#web/features/site/siteSettings.strings';

/**
 * The account the site's customers pay offline bank transfers to (payBankOrder). Without one the pay box
 * offers no bank transfer.
 */
export function BankAccountCard() {
  const { t } = useTranslation();
  const account = useSiteBankAccount();
  const save = useSaveSiteBankAccount();
  const [form] = Form.useForm<BankAccount>();

  useEffect(() => {
    if (account.data) form.setFieldsValue(account.data);
    else if (account.data === null) form.resetFields();
  }, [account.data, form]);

  const submit = async (values: BankAccount) => {
    const saved = await save.mutateAsync(values);
    // what the server kept (the number without spaces); the cache may keep the same object when unchanged
    if (saved) form.setFieldsValue(saved);
    feedback.success(t('siteSettings.bank.saved'));
  };
  const required = { required: true, whitespace: true, message: t('siteSettings.required') };

  return (
    <Card
      title={t('siteSettings.bank.title')}
      data-testid="site-bank-account"
      extra={
        <Flex gap={8}>
          {account.data ? (
            <Popconfirm
              title={t('siteSettings.bank.clearConfirm')}
              onConfirm={async () => {
                await save.mutateAsync({ clear: 1 });
                feedback.success(t('siteSettings.bank.cleared'));
              }}
            >
              <Button danger>{t('siteSettings.bank.clear')}</Button>
            </Popconfirm>
          ) : null}
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="site-bank-save"
          >
            {t('siteSettings.bank.save')}
          </Button>
        </Flex>
      }
    >
      {account.isPending ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Alert
            type={account.data ? 'success' : 'info'}
            showIcon
            title={account.data ? t('siteSettings.bank.enabled') : t('siteSettings.bank.disabled')}
          />
          <Form<BankAccount> form={form} layout="vertical" onFinish={submit}>
            <Row gutter={24}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="account_name"
                  label={t('siteSettings.bank.accountName')}
                  rules={[required, { max: 100 }]}
                >
                  <Input maxLength={100} data-testid="site-bank-account-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="bank_name"
                  label={t('siteSettings.bank.bankName')}
                  rules={[required, { max: 100 }]}
                >
                  <Input maxLength={100} data-testid="site-bank-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="account_no"
                  label={t('siteSettings.bank.accountNo')}
                  rules={[
                    required,
                    { pattern: /^[0-9 ]{8,32}$/, message: t('siteSettings.bank.accountNoInvalid') },
                  ]}
                >
                  <Input maxLength={32} inputMode="numeric" data-testid="site-bank-account-no" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Flex>
      )}
    </Card>
  );
}
