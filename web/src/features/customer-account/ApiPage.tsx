import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  API_SCOPES,
  type ApiCredential,
  type CreateApiCredentialRequest,
  createApiCredentialRequest,
  customerAccountApi,
  type SaveServiceRequest,
  SEARCH_ENGINES,
  searchEngineConfig,
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
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { ContractField, ContractSchema, CrudForm } from '#web/components/form/CrudForm';
import type { PageProps } from '#web/shell/pageProps';
import { useCreateCredential, useRevokeCredential, useSaveService, useServices } from './account.api';

const when = (iso: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** Create a credential: name and scopes, with the contract's rules; the secret is answered once. */
function CreateCredentialForm({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { app_key: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCredential();
  return (
    <CrudForm<typeof createApiCredentialRequest, CreateApiCredentialRequest>
      open={open}
      title={t('customerAccount.api.createTitle')}
      schema={createApiCredentialRequest}
      initialValues={{ scopes: ['profile.read'] }}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="credential"
      onClose={onClose}
      onSubmit={async (values) =>
        onCreated(await create.mutateAsync({ name: values.name.trim(), scopes: values.scopes }))
      }
    >
      <ContractField name="name" label={t('customerAccount.api.name')}>
        <Input maxLength={50} data-testid="credential-name" />
      </ContractField>
      <ContractField name="scopes" label={t('customerAccount.api.scopes')}>
        <Checkbox.Group
          options={API_SCOPES.map((scope) => ({
            value: scope,
            label: t(`customerAccount.api.scope.${scope}`),
          }))}
        />
      </ContractField>
    </CrudForm>
  );
}

function CredentialsTab() {
  const { t } = useTranslation();
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

  const columns: DataColumn<ApiCredential>[] = [
    { title: t('customerAccount.api.name'), dataIndex: 'name', hideable: false },
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
  ];

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('customerAccount.api.usage')}
        description={
          <Typography.Text code copyable>
            {`curl -H "x-app-key: <app_key>" -H "x-app-secret: <secret>" ${window.location.origin}${customerAccountApi.openProfile.path}`}
          </Typography.Text>
        }
      />
      <DataTable
        route={customerAccountApi.credentialList}
        embedded
        testId="credential-list"
        tableId="api-credentials"
        rowKey="id"
        columns={columns}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="credential-create"
          >
            {t('customerAccount.api.create')}
          </Button>
        }
        rowActions={(credential) =>
          credential.revoked_time ? null : (
            <Button
              type="link"
              danger
              size="small"
              onClick={() => void confirmRevoke(credential)}
              data-testid="credential-revoke"
            >
              {t('customerAccount.api.revoke')}
            </Button>
          )
        }
        emptyText={t('customerAccount.api.empty')}
      />
      <CreateCredentialForm open={creating} onClose={() => setCreating(false)} onCreated={setSecret} />
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
        {/* engine and site take their rules from the contract; the token's depend on whether one is kept */}
        <ContractSchema schema={searchEngineConfig}>
          <ContractField name="engine" label={t('customerAccount.api.engine')}>
            <Select
              options={SEARCH_ENGINES.map((engine) => ({
                value: engine,
                label: t(`customerAccount.api.engines.${engine}`),
              }))}
            />
          </ContractField>
          <ContractField name="site" label={t('customerAccount.api.site')}>
            <Input placeholder="https://www.example.com" maxLength={200} data-testid="service-site" />
          </ContractField>
        </ContractSchema>
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
