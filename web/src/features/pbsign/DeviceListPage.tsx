import {
  type DeviceModel,
  type DeviceUnit,
  type DeviceUnitWithKey,
  deviceApi,
  deviceModelCreateRequest,
  deviceModelUpdateRequest,
  Permission,
} from '@onsite/contracts';
import { Button, Flex, Form, Input, InputNumber, Modal, QRCode, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { DetailDrawer, type DetailParam, parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { useDeviceMutation } from './pbsign.api';
import '#web/features/pbsign/pbsign.strings';

import { when } from '#web/features/activity/activity.format';

const STATE_COLOURS: Record<DeviceUnit['state'], string | undefined> = {
  stock: 'green',
  bound: 'blue',
  retired: undefined,
};

type ModelValues = Pick<DeviceModel, 'name' | 'description' | 'cover' | 'sort'> & { yuan: number };

/** Add a device model or edit one. */
function ModelForm({ editing, onClose }: { editing: DeviceModel | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const isNew = editing === 'new';
  const save = useDeviceMutation(({ yuan, ...rest }: ModelValues) => {
    const values = { ...rest, day_price: Math.round(yuan * 100) };
    return editing && editing !== 'new'
      ? api.call(deviceApi.update, { ...values, id: editing.id, status: editing.status === 0 ? 0 : 1 })
      : api.call(deviceApi.create, values);
  });
  return (
    <CrudForm
      open={editing !== null}
      mode="drawer"
      width={480}
      title={isNew ? t('pbsign.device.createTitle') : t('pbsign.device.editTitle')}
      schema={(isNew ? deviceModelCreateRequest : deviceModelUpdateRequest.omit({ id: true })).omit({
        status: true,
        day_price: true,
      })}
      initialValues={
        editing && editing !== 'new'
          ? { ...editing, yuan: editing.day_price / 100 }
          : { description: '', cover: '', sort: 0, yuan: 0 }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="device-form"
      onClose={onClose}
      onSubmit={async (values: ModelValues) => {
        await save.mutateAsync(values);
        feedback.success(isNew ? t('pbsign.device.created') : t('pbsign.device.saved'));
        onClose();
      }}
    >
      <ContractField name="name" label={t('pbsign.device.name')}>
        <Input maxLength={60} data-testid="device-name" />
      </ContractField>
      <ContractField name="description" label={t('pbsign.device.description')}>
        <Input.TextArea rows={3} maxLength={1000} showCount data-testid="device-description" />
      </ContractField>
      <ContractField name="cover" label={t('pbsign.device.cover')} extra={t('pbsign.device.coverHelp')}>
        <Input maxLength={500} placeholder="https://" data-testid="device-cover" />
      </ContractField>
      <ContractField
        name="yuan"
        label={t('pbsign.device.dayPrice')}
        extra={t('pbsign.device.dayPriceHelp')}
        rules={[{ required: true, message: t('pbsign.device.dayPriceRequired') }]}
      >
        <YuanInput data-testid="device-day-price" />
      </ContractField>
      <ContractField name="sort" label={t('pbsign.device.sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="device-sort" />
      </ContractField>
    </CrudForm>
  );
}

/** The kiosk's link: what its setup QR carries (serial and key). */
const kioskLink = (unit: DeviceUnitWithKey) =>
  `${window.location.origin}/my/tool/pbsign/device?serial=${encodeURIComponent(unit.serial)}&key=${encodeURIComponent(unit.key)}`;

/** A new unit's serial and key, shown this once, with the QR the kiosk is set up with. */
function NewUnitKey({ unit, onClose }: { unit: DeviceUnitWithKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={unit !== null}
      title={t('pbsign.unit.keyTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="unit-key-close">
          {t('pbsign.unit.keySaved')}
        </Button>
      }
      maskClosable={false}
    >
      {unit ? (
        <Flex vertical gap={12} align="center" data-testid="unit-key">
          <Typography.Paragraph type="warning" style={{ margin: 0 }}>
            {t('pbsign.unit.keyOnce')}
          </Typography.Paragraph>
          <QRCode value={kioskLink(unit)} size={200} />
          <Typography.Text>
            {t('pbsign.unit.serial')}：
            <Typography.Text code copyable data-testid="unit-key-serial">
              {unit.serial}
            </Typography.Text>
          </Typography.Text>
          <Typography.Text>
            {t('pbsign.unit.key')}：
            <Typography.Text code copyable data-testid="unit-key-key">
              {unit.key}
            </Typography.Text>
          </Typography.Text>
          <Typography.Text copyable={{ text: kioskLink(unit) }} type="secondary">
            {t('pbsign.unit.kioskLink')}
          </Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
}

/** A model's drawer (`?units=<id>`): its units, adding one (serial typed or generated), retiring one. */
function UnitsDrawer({ detail, model }: { detail: DetailParam<number>; model: DeviceModel | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.deviceManage] } });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<DeviceUnitWithKey | null>(null);
  const [form] = Form.useForm<{ serial: string }>();
  const add = useDeviceMutation((serial: string) =>
    api.call(deviceApi.addUnit, { product_id: detail.id ?? 0, serial }),
  );
  const retire = useDeviceMutation((row: DeviceUnit) => api.call(deviceApi.retireUnit, { id: row.id }));
  const columns: DataColumn<DeviceUnit>[] = [
    {
      title: t('pbsign.unit.serial'),
      dataIndex: 'serial',
      hideable: false,
      render: (value: string) => (
        <Typography.Text code copyable data-testid="unit-serial">
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('pbsign.unit.state'),
      dataIndex: 'state',
      width: 90,
      render: (value: DeviceUnit['state']) => (
        <Tag color={STATE_COLOURS[value]} data-testid="unit-state">
          {t(`pbsign.unit.states.${value}`)}
        </Tag>
      ),
    },
    {
      title: t('pbsign.unit.activity'),
      dataIndex: 'activity_title',
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    {
      title: t('pbsign.unit.rentedTo'),
      key: 'rented',
      width: 200,
      render: (_: unknown, row) =>
        row.customer_name ? (
          <Flex vertical data-testid="unit-rented-to">
            <Typography.Text>
              {row.customer_name}
              {row.binding_state === 'pending' ? (
                <Tag color="orange" style={{ marginInlineStart: 6 }}>
                  {t('pbsign.unit.pendingPayment')}
                </Tag>
              ) : null}
            </Typography.Text>
            <Typography.Text type="secondary">{row.agent_name}</Typography.Text>
          </Flex>
        ) : (
          '—'
        ),
    },
    { title: t('pbsign.unit.created'), dataIndex: 'create_time', width: 140, render: when },
  ];
  const searchFields: SearchField<'keyword'>[] = [
    { kind: 'text', name: 'keyword', label: t('pbsign.unit.serial'), placeholder: t('pbsign.unit.search') },
  ];
  return (
    <DetailDrawer
      open={detail.id !== null}
      onClose={detail.close}
      title={model ? t('pbsign.unit.title', { name: model.name }) : t('pbsign.unit.titlePlain')}
      loading={false}
      width={760}
      testId="units-drawer"
      extra={
        canManage ? (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="unit-add">
            {t('pbsign.unit.add')}
          </Button>
        ) : null
      }
    >
      {detail.id !== null ? (
        <DataTable
          route={deviceApi.getUnits}
          queryOptions={{ prefix: 'units.', fixed: { product_id: detail.id }, defaultLimit: 10 }}
          testId="device-units"
          rowKey="id"
          columns={columns}
          searchFields={searchFields}
          embedded
          rowActionsWidth={80}
          rowActions={(row) =>
            canManage && row.state === 'stock' ? (
              <ConfirmAction
                danger
                confirm={t('pbsign.unit.retireConfirm', { serial: row.serial })}
                onConfirm={async () => {
                  await retire.mutateAsync(row);
                  feedback.success(t('pbsign.unit.retired'));
                }}
                testId="unit-retire"
              >
                {t('pbsign.unit.retire')}
              </ConfirmAction>
            ) : null
          }
          emptyText={t('pbsign.unit.empty')}
          noMatchText={t('pbsign.unit.noMatch')}
          totalText={(total) => t('pbsign.unit.total', { total })}
        />
      ) : null}
      <Modal
        open={adding}
        title={t('pbsign.unit.add')}
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        confirmLoading={add.isPending}
        okButtonProps={{ 'data-testid': 'unit-add-submit' } as Record<string, string>}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={async ({ serial }) => {
            const unit = await add.mutateAsync((serial ?? '').trim());
            setAdding(false);
            setCreated(unit);
          }}
        >
          <Form.Item
            name="serial"
            label={t('pbsign.unit.serial')}
            extra={t('pbsign.unit.serialHelp')}
            rules={[{ pattern: /^[A-Za-z0-9-]{4,32}$/, message: t('pbsign.unit.serialInvalid') }]}
          >
            <Input
              maxLength={32}
              placeholder={t('pbsign.unit.serialPlaceholder')}
              data-testid="unit-serial-input"
            />
          </Form.Item>
        </Form>
      </Modal>
      <NewUnitKey unit={created} onClose={() => setCreated(null)} />
    </DetailDrawer>
  );
}

/**
 * Admin › products › sign-in devices (/product/device): the kiosk models the platform rents out for on-site
 * sign-in (pbsign) and their units — each a serial number and a device key shown once. Editing is
 * `admin.product.device.manage`.
 */
export default function DeviceListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.deviceManage] } });
  const [editing, setEditing] = useState<DeviceModel | 'new' | null>(null);
  const [current, setCurrent] = useState<DeviceModel>();
  const openUnits = (row: DeviceModel) => {
    setCurrent(row);
    units.open(row.id);
  };
  const units = useDetailParam('units', parseId);
  const toggle = useDeviceMutation((row: DeviceModel) =>
    api.call(deviceApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );

  const columns: DataColumn<DeviceModel>[] = [
    {
      title: t('pbsign.device.name'),
      dataIndex: 'name',
      hideable: false,
      width: 200,
      render: (value: string, row) => (
        <Button type="link" size="small" onClick={() => openUnits(row)} data-testid="device-row-name">
          {value}
        </Button>
      ),
    },
    {
      title: t('pbsign.device.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    {
      title: t('pbsign.device.dayPrice'),
      dataIndex: 'day_price',
      width: 110,
      align: 'right',
      render: (value: number, row) => (
        <Flex vertical align="end" data-testid="device-day-price-cell">
          <span>
            {value > 0 ? t('pbsign.device.perDay', { price: formatYuan(value) }) : t('pbsign.device.free')}
          </span>
          {row.agents > 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('pbsign.device.agents', { count: row.agents })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('pbsign.device.units'),
      key: 'units',
      width: 120,
      align: 'right',
      render: (_: unknown, row) => (
        <span data-testid="device-units-count">
          {t('pbsign.device.unitsOf', { bound: row.bound, units: row.units })}
        </span>
      ),
    },
    {
      title: t('pbsign.device.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: number) => (
        <Tag color={value === 1 ? 'green' : undefined}>
          {value === 1 ? t('pbsign.device.onSale') : t('pbsign.device.offSale')}
        </Tag>
      ),
    },
    { title: t('pbsign.device.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    { title: t('pbsign.device.updated'), dataIndex: 'update_time', width: 140, render: when },
  ];

  return (
    <>
      <DataTable
        route={deviceApi.getList}
        title={title}
        testId="device-list"
        tableId="device-list"
        rowKey="id"
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('table.keyword'),
            placeholder: t('pbsign.device.search'),
          },
        ]}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="device-create">
              {t('pbsign.device.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={200}
        rowActions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => openUnits(row)} data-testid="device-units">
              {t('pbsign.device.manageUnits')}
            </Button>
            {canManage ? (
              <>
                <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="device-edit">
                  {t('pbsign.device.edit')}
                </Button>
                <ConfirmAction
                  danger={row.status === 1}
                  confirm={
                    row.status === 1
                      ? t('pbsign.device.offConfirm', { name: row.name })
                      : t('pbsign.device.onConfirm', { name: row.name })
                  }
                  onConfirm={async () => {
                    await toggle.mutateAsync(row);
                    feedback.success(
                      row.status === 1 ? t('pbsign.device.turnedOff') : t('pbsign.device.turnedOn'),
                    );
                  }}
                  testId="device-toggle"
                >
                  {row.status === 1 ? t('pbsign.device.takeOff') : t('pbsign.device.putOn')}
                </ConfirmAction>
              </>
            ) : null}
          </Space>
        )}
        emptyText={t('pbsign.device.empty')}
        noMatchText={t('pbsign.device.noMatch')}
        totalText={(total) => t('pbsign.device.total', { total })}
        tableProps={{ scroll: { x: 1000 } }}
      />
      <ModelForm editing={editing} onClose={() => setEditing(null)} />
      <UnitsDrawer detail={units} model={current?.id === units.id ? current : undefined} />
    </>
  );
}
