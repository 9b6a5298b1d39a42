import type { ActivityItem, ActivityPurchase } from '@onsite/contracts';
import { DatePicker, Flex, Form, type FormInstance, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the activity dialogs share: the time range and title fields, and the frame of a one-form dialog. */

/** The wall-time format the time dialogs send; the server reads it in the browser's time zone. */
export const WALL_TIME = 'YYYY-MM-DD HH:mm:ss';
export type Range = [Dayjs, Dayjs];

/** What a purchase dialog answers: the order to pay ('' when a VIP quota made it free). */
export type Purchased = (result: ActivityPurchase) => void;

/**
 * The range's rules: `required` when nothing is chosen (and only then), `order` when both ends are set and
 * the begin is not before the end. A range with one end only asks for both, like an empty one.
 */
export const rangeRules = (messages: { required: string; order: string }) => [
  { required: true, message: messages.required },
  {
    validator: (_: unknown, value: (Dayjs | null)[] | null | undefined) => {
      const [begin, end] = value ?? [];
      // nothing chosen: the required rule says so
      if (!begin && !end) return Promise.resolve();
      if (!begin || !end) return Promise.reject(new Error(messages.required));
      return begin.isBefore(end) ? Promise.resolve() : Promise.reject(new Error(messages.order));
    },
  },
];

/** The activity's time: a begin-before-end range picker, in the browser's time zone. */
export function RangeItem({ testId, extra }: { testId: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="range"
      label={t('activity.fields.time')}
      extra={extra}
      rules={rangeRules({
        required: t('activity.time.required'),
        order: t('activity.time.beginBeforeEnd'),
      })}
    >
      <DatePicker.RangePicker
        data-testid={testId}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** A required activity title (rename, copy). */
export function TitleItem({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="title"
      label={t('activity.fields.title')}
      rules={[{ required: true, whitespace: true, message: t('activity.rename.required') }]}
    >
      <Input data-testid={testId} maxLength={50} showCount />
    </Form.Item>
  );
}

/**
 * The frame of the one-form dialogs on an activity: open while it has one; OK validates the form,
 * sends it and hands the answer on (a failed check or call keeps the dialog open).
 */
export function ActivityFormModal<Values extends object, Result>({
  activity,
  form,
  title,
  okText,
  testId,
  pending,
  initialValues,
  intro,
  send,
  onDone,
  onClose,
  children,
}: {
  activity: ActivityItem | null;
  form: FormInstance<Values>;
  title: string;
  okText?: string;
  testId?: string;
  pending: boolean;
  initialValues?: Partial<Values>;
  /** Shown above the form. */
  intro?: ReactNode;
  send: (id: number, values: Values) => Promise<Result>;
  onDone: (result: Result) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const body = (
    <Form form={form} layout="vertical" preserve={false} initialValues={initialValues}>
      {children}
    </Form>
  );
  return (
    <Modal
      open={Boolean(activity)}
      title={title}
      onCancel={onClose}
      okText={okText}
      confirmLoading={pending}
      destroyOnHidden
      okButtonProps={testId ? { 'data-testid': testId } : undefined}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => send(activity?.id ?? 0, values))
          .then(onDone)
          .catch(() => undefined)
      }
    >
      {intro ? (
        <Flex vertical gap={12}>
          {intro}
          {body}
        </Flex>
      ) : (
        body
      )}
    </Modal>
  );
}
