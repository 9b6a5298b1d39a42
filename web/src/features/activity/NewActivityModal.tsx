import type { ActivityPurchase } from '@onsite/contracts';
import { Alert, Flex, Form, Input, Modal, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { useProgrammes } from '#web/features/site/site.api';
import { useCreateActivity, useProductInfo, useTools } from './activity.api';
import { type Range, RangeItem, WALL_TIME } from './activityDialogParts';

/** New activity: from a tool or a programme, with a title and its time; answers the order to pay, if any. */
export function NewActivityModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (result: ActivityPurchase) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ source: number; title: string; range: Range }>();
  const [kind, setKind] = useState<'tool' | 'programme'>('tool');
  const tools = useTools();
  const programmes = useProgrammes({ page: 1, limit: 100 });
  const create = useCreateActivity();
  const source = Form.useWatch('source', form) as number | undefined;
  const toolId =
    kind === 'tool' ? source : programmes.data?.items.find((item) => item.id === source)?.tools[0]?.id;

  const submit = async () => {
    const values = await form.validateFields();
    const result = await create.mutateAsync({
      ...(kind === 'tool' ? { tool_id: values.source } : { programme_id: values.source }),
      title: values.title?.trim() ?? '',
      begin_time: values.range[0].format(WALL_TIME),
      end_time: values.range[1].format(WALL_TIME),
    });
    form.resetFields();
    onCreated(result);
  };

  return (
    <Modal
      open={open}
      title={t('activity.new.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('activity.new.submit')}
      confirmLoading={create.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'activity-new-submit' }}
    >
      <Flex vertical gap={16}>
        <Segmented<'tool' | 'programme'>
          block
          value={kind}
          onChange={(value) => {
            setKind(value);
            form.setFieldValue('source', undefined);
          }}
          options={[
            { value: 'tool', label: t('activity.new.fromTool') },
            { value: 'programme', label: t('activity.new.fromProgramme') },
          ]}
        />
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="source"
            label={kind === 'tool' ? t('activity.new.tool') : t('activity.new.programme')}
            rules={[{ required: true, message: t('activity.new.sourceRequired') }]}
          >
            <Select
              data-testid="activity-new-source"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('activity.new.sourcePlaceholder')}
              loading={kind === 'tool' ? tools.isLoading : programmes.isLoading}
              options={
                kind === 'tool'
                  ? (tools.data ?? []).map((tool) => ({ value: tool.id, label: tool.title }))
                  : (programmes.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))
              }
            />
          </Form.Item>
          <Form.Item name="title" label={t('activity.fields.title')} rules={[{ max: 50 }]}>
            <Input
              data-testid="activity-new-name"
              placeholder={t('activity.new.titlePlaceholder')}
              maxLength={50}
              showCount
            />
          </Form.Item>
          <RangeItem testId="activity-new-range" />
        </Form>
        {toolId ? <PriceHint toolId={toolId} /> : null}
      </Flex>
    </Modal>
  );
}

/** Whether the new activity is free from the VIP plan (free_num left, showings_num) or goes to the pay dialog. */
function PriceHint({ toolId }: { toolId: number }) {
  const { t } = useTranslation();
  const product = useProductInfo(toolId);
  if (!product.data) return null;
  const info = product.data;
  return info.pay_amount === 0 ? (
    <Alert
      type="success"
      showIcon
      data-testid="activity-new-price"
      title={t('activity.new.free', { left: info.free_left, showings: info.showings })}
    />
  ) : (
    <Alert
      type="info"
      showIcon
      data-testid="activity-new-price"
      title={t('activity.new.price', { price: formatYuan(info.pay_amount), showings: info.showings })}
      description={info.vip_covered ? t('activity.new.quotaUsed', { count: info.free_num }) : undefined}
    />
  );
}
