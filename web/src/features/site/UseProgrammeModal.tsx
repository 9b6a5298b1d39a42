import type { ProgrammeDetail } from '@onsite/contracts';
import { Button, DatePicker, Flex, Form, Input, Modal, QRCode, Result, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateActivity } from '#web/features/activity/activity.api';
import { QR_SIZE } from '#web/features/material/qrSize';
import { formatYuan } from '#web/features/order/money';
import { useOrderInfo } from '#web/features/order/order.api';
import { PayBox } from '#web/features/order/PayBox';
import { useConsole } from '#web/shell/console';
import '#web/features/site/site.strings';

type Range = [Dayjs, Dayjs];
const WALL_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The next whole hour, for two hours: a sensible default time for a new activity. */
function defaultRange(): Range {
  const begin = dayjs().add(1, 'hour').startOf('hour');
  return [begin, begin.add(2, 'hour')];
}

/**
 * "Use this programme" (spec §2 programme popup and result): a popup that creates an activity from the
 * programme, then the result — the activity's code (its big screen's QR) and, when the customer's VIP
 * quota does not cover it, the order to pay in the pay box.
 */
export function UseProgrammeModal({
  programme,
  open,
  onClose,
}: {
  programme: ProgrammeDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { definition } = useConsole();
  const [form] = Form.useForm<{ title: string; range: Range }>();
  const create = useCreateActivity();
  const [created, setCreated] = useState<{ id: number; order_no: string } | null>(null);
  const [paid, setPaid] = useState(false);
  const [paying, setPaying] = useState(false);
  const order = useOrderInfo(created?.order_no || null);

  const close = () => {
    setCreated(null);
    setPaid(false);
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields();
    const result = await create.mutateAsync({
      programme_id: programme.id,
      title: values.title.trim(),
      begin_time: values.range[0].format(WALL_TIME),
      end_time: values.range[1].format(WALL_TIME),
    });
    setCreated(result);
  };

  const screenUrl = created
    ? `${window.location.origin}${definition.basename}/tool/screen?acid=${created.id}`
    : '';
  const unpaid = Boolean(created?.order_no) && !paid && order.data?.is_pay !== 1;
  return (
    <>
      <Modal
        open={open}
        onCancel={close}
        title={t('site.use.title', { title: programme.title })}
        destroyOnHidden
        data-testid="use-programme"
        okText={t('site.use.submit')}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={create.isPending}
        okButtonProps={{ 'data-testid': 'use-programme-submit' }}
        footer={created ? null : undefined}
      >
        {created ? (
          <Result
            status={unpaid ? 'info' : 'success'}
            title={unpaid ? t('site.use.createdUnpaid') : t('site.use.created')}
            subTitle={
              unpaid && order.data
                ? t('site.use.toPay', { amount: formatYuan(order.data.pay_amount) })
                : t('site.use.codeHint')
            }
            data-testid="use-programme-result"
          >
            <Flex vertical align="center" gap={24}>
              {unpaid ? null : (
                <Flex vertical align="center" gap={8} data-testid="use-programme-code">
                  <QRCode value={screenUrl} size={QR_SIZE * 1.5} bordered={false} />
                  <Typography.Paragraph copyable={{ text: screenUrl }} style={{ margin: 0 }}>
                    <Typography.Link href={screenUrl} target="_blank">
                      {t('site.use.screenLink')}
                    </Typography.Link>
                  </Typography.Paragraph>
                </Flex>
              )}
              <Flex gap={8} justify="center" wrap>
                {unpaid ? (
                  <Button
                    type="primary"
                    disabled={!order.data}
                    onClick={() => setPaying(true)}
                    data-testid="use-programme-pay"
                  >
                    {t('site.use.payNow')}
                  </Button>
                ) : null}
                <Button
                  type={unpaid ? 'default' : 'primary'}
                  onClick={() => {
                    close();
                    void navigate('/activity');
                  }}
                >
                  {t('site.use.toActivities')}
                </Button>
              </Flex>
            </Flex>
          </Result>
        ) : (
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ title: programme.title, range: defaultRange() }}
          >
            <Form.Item
              name="title"
              label={t('activity.fields.title')}
              rules={[
                { required: true, whitespace: true, message: t('site.use.titleRequired') },
                { max: 50 },
              ]}
            >
              <Input maxLength={50} showCount data-testid="use-programme-name" />
            </Form.Item>
            <Form.Item
              name="range"
              label={t('activity.fields.time')}
              rules={[
                { required: true, message: t('activity.time.required') },
                {
                  validator: (_: unknown, value: Range | null) =>
                    !value || value[0].isBefore(value[1])
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('activity.time.beginBeforeEnd'))),
                },
              ]}
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
      <PayBox
        order={paying ? (order.data ?? null) : null}
        onClose={() => {
          setPaying(false);
          void order.refetch().then((result) => {
            if (result.data?.is_pay === 1) setPaid(true);
          });
        }}
      />
    </>
  );
}
