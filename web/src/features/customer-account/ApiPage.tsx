import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  API_SCOPES,
  type ApiCredential,
  type ApiScope,
  type SaveServiceRequest,
  SEARCH_ENGINES,
} from '@onsite/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Select,
  Skeleton,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback';
import type { PageProps } from '../../shell/pageProps';
import {
  useCreateCredential,
  useCredentials,
  useRevokeCredential,
  useSaveService,
  useServices,
} from './account.api';

const PAGE_SIZE = 10;
const when = (iso: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

function CreateCredentialModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { app_key: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; scopes: ApiScope[] }>();
  const create = useCreateCredential();
  return (
    <Modal
      open={open}
      title={t('customerAccount.api.createTitle')}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'credential-submit' } as Record<string, string>}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ scopes: ['profile.read'] }}
        onFinish={async (values) => {
          try {
            const created = await create.mutateAsync({ name: values.name.trim(), scopes: values.scopes });
            onCreated(created);
          } catch {
            // the client has shown the server's message
          }
        }}
      >
        <Form.Item
          name="name"
          label={t('customerAccount.api.name')}
          rules={[
            { required: true, whitespace: true, message: t('customerAccount.api.nameRequired') },
            {
              max: 50,
              message: t('customerAccount.user.tooLong', { field: t('customerAccount.api.name'), max: 50 }),
            },
          ]}
        >
          <Input maxLength={50} data-testid="credential-name" />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={t('customerAccount.api.scopes')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('customerAccount.api.scopesRequired') },
          ]}
        >
          <Checkbox.Group
            options={API_SCOPES.map((scope) => ({
              value: scope,
              label: t(`customerAccount.api.scope.${scope}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CredentialsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const credentials = useCredentials({ page, limit: PAGE_SIZE });
  const revoke = useRevokeCredential();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ app_key: string; secret: string } | null>(null);

  const confirmRevoke = async (credential: ApiCredential) => {
    const confirmed = await feedback.confirm({
      title: t('customerAccount.api.revokeTitle'),
      content: t('customerAccount.api.revokeConfirm', { name: credential.name }),
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync(credential.id);
    } catch {
      // the client has shown the server's message
    }
  };

  return (
    <>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title={t('customerAccount.api.usage')}
          description={
            <Typography.Text code copyable>
              {`curl -H "x-app-key: <app_key>" -H "x-app-secret: <secret>" ${window.location.origin}/api/open/v1/profile`}
            </Typography.Text>
          }
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          data-testid="credential-create"
        >
          {t('customerAccount.api.create')}
        </Button>
        <Table<ApiCredential>
          rowKey="id"
          loading={credentials.isFetching}
          dataSource={credentials.data?.items ?? []}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty description={t('customerAccount.api.empty')} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: credentials.data?.count ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { title: t('customerAccount.api.name'), dataIndex: 'name' },
            {
              title: 'App key',
              dataIndex: 'app_key',
              width: 300,
              render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
            },
            {
              title: t('customerAccount.api.scopes'),
              dataIndex: 'scopes',
              render: (scopes: string[]) => scopes.map((scope) => <Tag key={scope}>{scope}</Tag>),
            },
            { title: t('customerAccount.api.created'), dataIndex: 'create_time', render: when },
            {
              title: t('customerAccount.api.lastUsed'),
              dataIndex: 'last_used_time',
              render: (value: string) => when(value) || t('customerAccount.api.never'),
            },
            {
              title: t('customerAccount.api.status'),
              key: 'status',
              render: (_value, credential) =>
                credential.revoked_time ? (
                  <Tag>{t('customerAccount.api.revoked')}</Tag>
                ) : (
                  <Tag color="success">{t('customerAccount.api.active')}</Tag>
                ),
            },
            {
              title: t('customerAccount.actions'),
              key: 'actions',
              fixed: 'right',
              render: (_value, credential) =>
                credential.revoked_time ? null : (
                  <Button
                    type="link"
                    danger
                    onClick={() => void confirmRevoke(credential)}
                    data-testid="credential-revoke"
                  >
                    {t('customerAccount.api.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      </Space>
      <CreateCredentialModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
        }}
      />
      <Modal
        open={Boolean(secret)}
        title={t('customerAccount.api.secretTitle')}
        onCancel={() => setSecret(null)}
        footer={
          <Button type="primary" onClick={() => setSecret(null)} data-testid="secret-done">
            {t('customerAccount.api.secretSaved')}
          </Button>
        }
        maskClosable={false}
      >
        <Alert
          type="warning"
          showIcon
          title={t('customerAccount.api.secretOnce')}
          style={{ marginBottom: 16 }}
        />
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'key',
              label: 'App key',
              children: <Typography.Text copyable>{secret?.app_key}</Typography.Text>,
            },
            {
              key: 'secret',
              label: 'Secret',
              children: (
                <Typography.Text copyable data-testid="credential-secret">
                  {secret?.secret}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}

interface ServiceForm {
  enabled: boolean;
  engine: (typeof SEARCH_ENGINES)[number];
  site: string;
  token: string;
}

function ServicesTab() {
  const { t } = useTranslation();
  const services = useServices();
  const save = useSaveService();
  const [form] = Form.useForm<ServiceForm>();
  const search = services.data?.find((service) => service.service === 'search_engine');
  if (services.isPending) return <Skeleton active />;
  if (!search) return <Empty />;
  return (
    <Card type="inner" title={t('customerAccount.api.searchEngine')} style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">
        {t('customerAccount.api.searchEngineHint')}
      </Typography.Paragraph>
      <Form<ServiceForm>
        form={form}
        layout="vertical"
        initialValues={{
          enabled: search.enabled === 1,
          engine: (SEARCH_ENGINES as readonly string[]).includes(search.config.engine)
            ? search.config.engine
            : 'baidu',
          site: search.config.site,
          token: '',
        }}
        onFinish={async (values) => {
          const body: SaveServiceRequest = {
            service: 'search_engine',
            enabled: values.enabled ? 1 : 0,
            config: { engine: values.engine, site: values.site.trim(), token: values.token.trim() },
          };
          try {
            await save.mutateAsync(body);
            form.setFieldValue('token', '');
          } catch {
            // the client has shown the server's message
          }
        }}
      >
        <Form.Item name="enabled" label={t('customerAccount.api.enabled')} valuePropName="checked">
          <Switch data-testid="service-enabled" />
        </Form.Item>
        <Form.Item name="engine" label={t('customerAccount.api.engine')} rules={[{ required: true }]}>
          <Select
            options={SEARCH_ENGINES.map((engine) => ({
              value: engine,
              label: t(`customerAccount.api.engines.${engine}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="site"
          label={t('customerAccount.api.site')}
          rules={[
            { required: true, whitespace: true, message: t('customerAccount.api.siteRequired') },
            { pattern: /^https?:\/\/\S+$/, message: t('customerAccount.api.siteInvalid') },
          ]}
        >
          <Input placeholder="https://www.example.com" maxLength={200} data-testid="service-site" />
        </Form.Item>
        <Form.Item
          name="token"
          label={t('customerAccount.api.token')}
          extra={
            search.config.token_tail
              ? t('customerAccount.api.tokenKept', { tail: search.config.token_tail })
              : undefined
          }
          rules={[
            {
              required: !search.config.token_tail,
              whitespace: true,
              message: t('customerAccount.api.tokenRequired'),
            },
            { min: 8, max: 128, message: t('customerAccount.api.tokenLength') },
          ]}
        >
          <Input.Password autoComplete="off" maxLength={128} data-testid="service-token" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="service-save">
          {t('customerAccount.api.save')}
        </Button>
        {search.update_time ? (
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            {t('customerAccount.api.savedAt', { time: when(search.update_time) })}
          </Typography.Text>
        ) : null}
      </Form>
    </Card>
  );
}

/**
 * Third-party interfaces (/api; only for customers with from_admin or from_agent = 1 — the server refuses
 * the others): API credentials (secret shown once) and third-party services such as the search engine.
 */
export default function ApiPage({ title }: PageProps) {
  const { t } = useTranslation();
  return (
    <Card title={title} data-testid="api-page">
      <Tabs
        items={[
          {
            key: 'credentials',
            label: (
              <Space size={6}>
                <KeyOutlined />
                {t('customerAccount.api.credentials')}
              </Space>
            ),
            children: <CredentialsTab />,
          },
          { key: 'services', label: t('customerAccount.api.services'), children: <ServicesTab /> },
        ]}
      />
    </Card>
  );
}
