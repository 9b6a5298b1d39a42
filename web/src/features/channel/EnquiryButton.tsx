import { CustomerServiceOutlined } from '@ant-design/icons';
import { type EnquirySubmitRequest, enquiryApi, enquirySubmitRequest } from '@onsite/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { feedback } from '#web/app/feedback';
import { rulesFor } from '#web/components/form/contractRules';
import { CaptchaField } from '#web/features/auth/CaptchaField';
import { useCaptcha } from '#web/features/customer-auth/customerAuth.api';
import { phoneRules } from '#web/features/customer-auth/fieldRules';
import { useApi } from '#web/shell/console';
import '#web/features/channel/enquiry.strings';

type Values = Pick<EnquirySubmitRequest, 'name' | 'phone' | 'need' | 'captcha_code'>;

/** The enquiry form: name, phone, need and the graphic code (a new one after every attempt). */
function EnquiryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const [form] = Form.useForm<Values>();
  const [nonce, setNonce] = useState(0);
  const captcha = useCaptcha(nonce);
  const submit = useMutation({
    mutationFn: (values: Values) =>
      api.envelope(enquiryApi.submit, {
        ...values,
        // the page it was left on: what the visitor was looking at
        page: `${location.pathname}${location.search}`.slice(0, 200),
        captcha_key: captcha.data?.key ?? '',
      }),
  });
  const refresh = () => {
    form.setFieldValue('captcha_code', '');
    setNonce((value) => value + 1);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={async (values) => {
        try {
          const answer = await submit.mutateAsync(values);
          feedback.success(answer.msg);
          onDone();
        } catch {
          // the client has shown the server's message; the captcha was spent
          refresh();
        }
      }}
    >
      <Typography.Paragraph type="secondary">{t('enquiry.formIntro')}</Typography.Paragraph>
      <Form.Item
        name="name"
        label={t('enquiry.yourName')}
        rules={rulesFor(enquirySubmitRequest, 'name', t('enquiry.yourName'))}
      >
        <Input maxLength={30} autoComplete="name" data-testid="enquiry-form-name" />
      </Form.Item>
      <Form.Item name="phone" label={t('enquiry.phone')} rules={phoneRules(t)}>
        <Input maxLength={11} autoComplete="tel" data-testid="enquiry-form-phone" />
      </Form.Item>
      <Form.Item
        name="need"
        label={t('enquiry.need')}
        rules={rulesFor(enquirySubmitRequest, 'need', t('enquiry.need'))}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          placeholder={t('enquiry.needPlaceholder')}
          data-testid="enquiry-form-need"
        />
      </Form.Item>
      <CaptchaField
        img={captcha.data?.img}
        failed={captcha.isError}
        onRefresh={refresh}
        rules={rulesFor(enquirySubmitRequest, 'captcha_code', t('customerAuth.captcha'))}
      />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={submit.isPending}
        data-testid="enquiry-form-submit"
      >
        {t('enquiry.submit')}
      </Button>
    </Form>
  );
}

/**
 * "Ask us" on the customer site's programme and tool pages: a visitor leaves a name, a phone and what they
 * need; the enquiry goes to the agent whose site this is.
 */
export function EnquiryButton(props: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<CustomerServiceOutlined />}
        onClick={() => setOpen(true)}
        data-testid="enquiry-button"
        {...props}
      >
        {t('enquiry.ask')}
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        title={t('enquiry.formTitle')}
        destroyOnHidden
        width={480}
      >
        <div data-testid="enquiry-form">
          <EnquiryForm onDone={() => setOpen(false)} />
        </div>
      </Modal>
    </>
  );
}
