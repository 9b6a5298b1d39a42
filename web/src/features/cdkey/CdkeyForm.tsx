import {
  type CdkeyCreditKind,
  type CdkeyGrant,
  type CdkeyKind,
  cdkeyApi,
  cdkeyBatchCreateRequest,
  codeApi,
  codeBatchCreateRequest,
} from '@onsite/contracts';
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useApi } from '#web/shell/console';
import { useCdkeyMutation, useCdkeyOptions } from './cdkey.api';
import '#web/features/cdkey/cdkey.strings';

interface FormValues {
  name: string;
  prefix: string;
  count: number;
  grant_type: CdkeyGrant;
  vip_plan_id?: number;
  vip_days?: number;
  credit_kind?: CdkeyCreditKind;
  /** messages (sms) or yuan (balance); the server takes messages or cents */
  amount?: number;
  agent_id?: number;
  /** an activation code's tool */
  tool_id?: number;
  expires?: Dayjs | null;
}

/**
 * Generate a batch: name, prefix, how many, what a key grants (an activation code: the tool whose activity
 * it pays for), whose customers may redeem it, until when.
 */
export function CdkeyForm({
  kind,
  open,
  onClose,
  onCreated,
}: {
  kind: CdkeyKind;
  open: boolean;
  onClose: () => void;
  /** the new batch's id: the page opens its drawer (its keys, the export) */
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [form] = Form.useForm<FormValues>();
  const grant = Form.useWatch('grant_type', form) ?? 'vip';
  const creditKind = Form.useWatch('credit_kind', form) ?? 'sms';
  const [agentKeyword, setAgentKeyword] = useState('');
  const options = useCdkeyOptions(kind, agentKeyword, open);
  const isCode = kind === 'code';
  const create = useCdkeyMutation(kind, (values: FormValues) => {
    const batch = {
      name: values.name,
      prefix: values.prefix ?? '',
      count: values.count,
      // the key works through the whole chosen day, in the operator's time zone
      expires_at: values.expires ? values.expires.endOf('day').toISOString() : undefined,
    };
    if (isCode)
      return api.call(codeApi.create, { ...batch, tool_id: values.tool_id ?? 0, agent_id: values.agent_id });
    return api.call(cdkeyApi.create, {
      ...batch,
      grant_type: values.grant_type === 'vip' ? 'vip' : 'credit',
      ...(values.grant_type === 'vip'
        ? { vip_plan_id: values.vip_plan_id, vip_days: values.vip_days }
        : {
            credit_kind: values.credit_kind,
            credit_amount:
              values.credit_kind === 'balance' ? Math.round((values.amount ?? 0) * 100) : values.amount,
            agent_id: values.agent_id,
          }),
    });
  });
  const agentField = (
    <Form.Item name="agent_id" label={t('cdkey.agent')} extra={t('cdkey.agentHelp')}>
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setAgentKeyword }}
        placeholder={t('cdkey.anyAgent')}
        options={(options.data?.agents ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
        data-testid="cdkey-agent"
      />
    </Form.Item>
  );
  const required = (message: string) => [{ required: true, message }];

  return (
    <CrudForm
      open={open}
      mode="drawer"
      width={520}
      form={form}
      title={isCode ? t('cdkey.code.createTitle') : t('cdkey.createTitle')}
      schema={isCode ? codeBatchCreateRequest : cdkeyBatchCreateRequest}
      initialValues={{ prefix: '', count: 100, grant_type: 'vip', vip_days: 30, credit_kind: 'sms' }}
      okText={t('cdkey.generate')}
      cancelText={t('shell.cancel')}
      testId="cdkey-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        const batch = await create.mutateAsync(values);
        feedback.success(
          isCode
            ? t('cdkey.code.generated', { count: batch.total })
            : t('cdkey.generated', { count: batch.total }),
        );
        onCreated(batch.id);
      }}
    >
      <ContractField name="name" label={t('cdkey.name')}>
        <Input maxLength={60} placeholder={t('cdkey.namePlaceholder')} data-testid="cdkey-name" />
      </ContractField>
      <ContractField name="prefix" label={t('cdkey.prefix')} extra={t('cdkey.prefixHelp')}>
        <Input maxLength={8} style={{ textTransform: 'uppercase' }} data-testid="cdkey-prefix" />
      </ContractField>
      <ContractField
        name="count"
        label={t('cdkey.count')}
        extra={isCode ? t('cdkey.code.countHelp') : t('cdkey.countHelp')}
      >
        <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} data-testid="cdkey-count" />
      </ContractField>
      {isCode ? (
        <>
          <ContractField name="tool_id" label={t('cdkey.code.tool')} extra={t('cdkey.code.toolHelp')}>
            <Select
              loading={options.isPending}
              placeholder={t('cdkey.code.chooseTool')}
              options={(options.data?.tools ?? []).map((tool) => ({ value: tool.id, label: tool.title }))}
              data-testid="cdkey-tool"
            />
          </ContractField>
          {agentField}
        </>
      ) : (
        <>
          <ContractField name="grant_type" label={t('cdkey.grant')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'vip', label: t('cdkey.grantTypeVip') },
                { value: 'credit', label: t('cdkey.grantTypeCredit') },
              ]}
              data-testid="cdkey-grant"
            />
          </ContractField>
          {grant === 'vip' ? (
            <>
              <Form.Item
                name="vip_plan_id"
                label={t('cdkey.plan')}
                extra={t('cdkey.planHelp')}
                rules={required(t('cdkey.planRequired'))}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={options.isPending}
                  placeholder={t('cdkey.choosePlan')}
                  options={(options.data?.plans ?? []).map((plan) => ({
                    value: plan.id,
                    label: plan.title,
                  }))}
                  data-testid="cdkey-plan"
                />
              </Form.Item>
              <Form.Item name="vip_days" label={t('cdkey.days')} rules={required(t('cdkey.daysRequired'))}>
                <InputNumber
                  min={1}
                  max={3650}
                  precision={0}
                  suffix={t('cdkey.daysSuffix')}
                  style={{ width: '100%' }}
                  data-testid="cdkey-days"
                />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="credit_kind" label={t('cdkey.creditKind')}>
                <Radio.Group
                  options={[
                    { value: 'sms', label: t('resource.kind.sms') },
                    { value: 'balance', label: t('resource.kind.balance') },
                  ]}
                  data-testid="cdkey-credit-kind"
                />
              </Form.Item>
              <Form.Item
                name="amount"
                label={creditKind === 'sms' ? t('cdkey.smsAmount') : t('cdkey.balanceAmount')}
                rules={required(t('cdkey.amountRequired'))}
              >
                <InputNumber
                  min={creditKind === 'sms' ? 1 : 0.01}
                  precision={creditKind === 'sms' ? 0 : 2}
                  prefix={creditKind === 'balance' ? '¥' : undefined}
                  suffix={creditKind === 'sms' ? t('resource.note.countSuffix') : undefined}
                  style={{ width: '100%' }}
                  data-testid="cdkey-amount"
                />
              </Form.Item>
              {agentField}
            </>
          )}
        </>
      )}
      <Form.Item name="expires" label={t('cdkey.expires')} extra={t('cdkey.expiresHelp')}>
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={(day) => day.endOf('day').isBefore(Date.now())}
          data-testid="cdkey-expires"
        />
      </Form.Item>
    </CrudForm>
  );
}
