import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonModalProps {
  open: boolean;
  title: ReactNode;
  okText: ReactNode;
  label: ReactNode;
  /** shown under the field (who reads the reason) */
  hint?: ReactNode;
  requiredMessage: string;
  maxMessage: string;
  /** the longest reason (the contract's limit) */
  max?: number;
  pending: boolean;
  /** runs with the trimmed reason; the modal closes when it resolves */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  testIds: { field: string; submit: string };
}

/** A refusal that needs its reason (reject an attestation, an invoice request…): a danger OK button. */
export function ReasonModal(props: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const max = props.max ?? 200;
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: true, ...({ 'data-testid': props.testIds.submit } as Record<string, string>) }}
      cancelText={t('shell.cancel')}
      confirmLoading={props.pending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={async (values) => {
          await props.onSubmit(values.reason.trim());
          props.onClose();
        }}
      >
        <Form.Item
          name="reason"
          label={props.label}
          extra={props.hint}
          rules={[
            { required: true, whitespace: true, message: props.requiredMessage },
            { max, message: props.maxMessage },
          ]}
        >
          <Input.TextArea rows={3} maxLength={max} showCount data-testid={props.testIds.field} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
