import type { OrderInfo } from '@onsite/contracts';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { useSaveInvoice } from './order.api';

interface InvoiceForm {
  type: 1 | 2;
  title: string;
  tax_number: string;
  email: string;
}

const TAX_NUMBER = /^[0-9A-Z]{15,20}$/;

/** Request an invoice for a paid order, or change a request not yet issued (title, tax number, type, email). */
export function InvoiceModal({ order, onClose }: { order: OrderInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InvoiceForm>();
  const save = useSaveInvoice();
  const type = Form.useWatch('type', form);

  useEffect(() => {
    if (!order) return;
    form.setFieldsValue(
      order.invoice
        ? {
            type: order.invoice.type === 2 ? 2 : 1,
            title: order.invoice.title,
            tax_number: order.invoice.tax_number,
            email: order.invoice.email,
          }
        : { type: 1, title: '', tax_number: '', email: '' },
    );
  }, [order, form]);

  const submit = async (values: InvoiceForm) => {
    if (!order) return;
    await save.mutateAsync({ order_no: order.order_no, ...values, tax_number: values.tax_number ?? '' });
    feedback.success(t('order.invoiceSaved'));
    onClose();
  };

  return (
    <Modal
      open={Boolean(order)}
      onCancel={onClose}
      title={order?.invoice ? t('order.invoiceEdit') : t('order.invoiceRequest')}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {order?.invoice?.status === 2 ? (
        <Alert
          type="warning"
          showIcon
          title={t('order.invoiceRejected')}
          description={
            order.invoice.reject_reason
              ? t('order.invoiceReason', { reason: order.invoice.reject_reason })
              : null
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values).catch(() => undefined)}
        data-testid="invoice-form"
      >
        <Form.Item name="type" label={t('order.invoice.type')} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 1, label: t('order.invoice.personal') },
              { value: 2, label: t('order.invoice.company') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('order.invoice.title')}
          rules={[
            { required: true, whitespace: true, message: t('order.invoice.titleRequired') },
            { max: 100 },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        {type === 2 ? (
          <Form.Item
            name="tax_number"
            label={t('order.invoice.taxNumber')}
            rules={[
              { required: true, message: t('order.invoice.taxNumberRequired') },
              { pattern: TAX_NUMBER, message: t('order.invoice.taxNumberInvalid') },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="email"
          label={t('order.invoice.email')}
          rules={[
            { required: true, message: t('order.invoice.emailRequired') },
            { type: 'email', message: t('order.invoice.emailInvalid') },
          ]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
