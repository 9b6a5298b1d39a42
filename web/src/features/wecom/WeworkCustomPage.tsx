import { CopyOutlined, PlusOutlined, QrcodeOutlined, SyncOutlined } from '@ant-design/icons';
import {
  Permission,
  type WecomContactItem,
  type WecomCorpOption,
  type WecomLinkItem,
  wecomContactsApi,
  wecomLinkCreateRequest,
} from '@onsite/contracts';
import {
  Alert,
  Button,
  Card,
  Divider,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Progress,
  Select,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { when } from '#web/features/lists/timeCell';
import { copyText, QrDialog } from '#web/features/material/QrDialog';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import {
  useWecomCorps,
  useWecomLinkOptions,
  useWecomMembers,
  useWecomMutation,
  useWecomSync,
  useWecomTags,
} from './wecomContacts.api';
import '#web/features/wecom/wework.strings';
import '#web/features/wecom/weworkCustom.strings';

const linkForm = wecomLinkCreateRequest.omit({ agent_id: true });
type LinkValues = { link_name: string; user_list: string[]; tag_ids?: string[] };

function TagList({ tags }: { tags: { id: string; name: string }[] }) {
  if (tags.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {tags.map((tag) => (
        <Tag key={tag.id} color="cyan" data-testid="wecom-tag">
          {tag.name}
        </Tag>
      ))}
    </Space>
  );
}

/** A select of the corp's tags; with the manage permission, a new tag is created in WeCom from its menu. */
function TagSelect({
  agentId,
  canManage,
  value,
  onChange,
}: {
  agentId: number;
  canManage: boolean;
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const tags = useWecomTags(agentId, true);
  const [name, setName] = useState('');
  const add = useWecomMutation((tag: string) =>
    api.call(wecomContactsApi.addTag, { agent_id: agentId, name: tag }),
  );
  const create = async () => {
    const tag = name.trim();
    if (!tag) return;
    const created = await add.mutateAsync(tag);
    feedback.success(t('weworkCustom.tagCreated'));
    setName('');
    onChange?.([...(value ?? []), created.id]);
  };
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={tags.isPending}
      placeholder={t('weworkCustom.tagsPlaceholder')}
      optionFilterProp="label"
      options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
      notFoundContent={t('weworkCustom.noTags')}
      data-testid="wecom-link-tags"
      popupRender={(menu) => (
        <>
          {menu}
          {canManage ? (
            <>
              <Divider style={{ margin: '8px 0' }} />
              <Space style={{ padding: '0 8px 4px' }}>
                <Input
                  value={name}
                  maxLength={30}
                  placeholder={t('weworkCustom.newTag')}
                  onChange={(event) => setName(event.target.value)}
                  onKeyDown={(event) => event.stopPropagation()}
                  data-testid="wecom-new-tag"
                />
                <Button
                  icon={<PlusOutlined />}
                  loading={add.isPending}
                  disabled={!name.trim()}
                  onClick={() => void create()}
                  data-testid="wecom-new-tag-add"
                >
                  {t('weworkCustom.addTag')}
                </Button>
              </Space>
            </>
          ) : null}
        </>
      )}
    />
  );
}

function LinkForm({ agentId, open, onClose }: { agentId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const members = useWecomMembers(agentId, open);
  const create = useWecomMutation((values: LinkValues) =>
    api.call(wecomContactsApi.createLink, { agent_id: agentId, ...values, tag_ids: values.tag_ids ?? [] }),
  );
  return (
    <CrudForm
      open={open}
      mode="drawer"
      width={520}
      title={t('weworkCustom.createLink')}
      schema={linkForm}
      initialValues={{ link_name: '', user_list: [], tag_ids: [] }}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="wecom-link-form"
      onClose={onClose}
      onSubmit={async (values: LinkValues) => {
        await create.mutateAsync(values);
        feedback.success(t('weworkCustom.linkCreated'));
        onClose();
      }}
    >
      <ContractField
        name="link_name"
        label={t('weworkCustom.linkName')}
        extra={t('weworkCustom.linkNameHint')}
      >
        <Input maxLength={30} showCount data-testid="wecom-link-name" />
      </ContractField>
      <ContractField name="user_list" label={t('weworkCustom.members')} extra={t('weworkCustom.membersHint')}>
        <Select
          mode="multiple"
          loading={members.isPending}
          optionFilterProp="label"
          placeholder={t('weworkCustom.membersPlaceholder')}
          options={(members.data ?? []).map((member) => ({
            value: member.userid,
            label: `${member.name} (${member.userid})`,
          }))}
          data-testid="wecom-link-members"
        />
      </ContractField>
      <ContractField name="tag_ids" label={t('weworkCustom.tags')} extra={t('weworkCustom.tagsHint')}>
        <TagSelect agentId={agentId} canManage />
      </ContractField>
    </CrudForm>
  );
}

function LinksTab({ corp, canManage }: { corp: WecomCorpOption; canManage: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const [creating, setCreating] = useState(false);
  const [qr, setQr] = useState<WecomLinkItem | null>(null);
  const remove = useWecomMutation((id: number) =>
    api.call(wecomContactsApi.deleteLink, { agent_id: corp.agent_id, id }),
  );
  const copy = async (url: string) => {
    if (await copyText(url)) feedback.success(t('weworkCustom.copied'));
    else feedback.error(t('weworkCustom.copyFailed'));
  };
  const columns: DataColumn<WecomLinkItem>[] = [
    {
      title: t('weworkCustom.linkName'),
      dataIndex: 'link_name',
      hideable: false,
      width: 180,
      render: (value: string) => (
        <Typography.Text strong data-testid="wecom-link-row-name">
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('weworkCustom.members'),
      dataIndex: 'members',
      width: 140,
      render: (members: WecomLinkItem['members']) =>
        members.map((member) => member.name || member.userid).join('、'),
    },
    {
      title: t('weworkCustom.tags'),
      dataIndex: 'tags',
      width: 200,
      render: (tags: WecomLinkItem['tags']) => <TagList tags={tags} />,
    },
    {
      title: t('weworkCustom.contactsBrought'),
      dataIndex: 'contacts',
      width: 100,
      align: 'right',
      render: (value: number) => <span data-testid="wecom-link-contacts">{value}</span>,
    },
    {
      title: t('weworkCustom.url'),
      dataIndex: 'url',
      width: 220,
      ellipsis: true,
      render: (value: string) => (
        <Typography.Text copyable={false} ellipsis={{ tooltip: value }} data-testid="wecom-link-url">
          {value}
        </Typography.Text>
      ),
    },
    { title: t('weworkCustom.createdAt'), dataIndex: 'create_time', width: 150, render: when },
  ];
  return (
    <>
      <DataTable
        route={wecomContactsApi.links}
        queryOptions={{ fixed: { agent_id: corp.agent_id }, prefix: 'links' }}
        testId="wecom-links"
        tableId="wecom-links"
        rowKey="id"
        columns={columns}
        actions={
          canManage ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="wecom-link-create"
            >
              {t('weworkCustom.createLink')}
            </Button>
          ) : null
        }
        rowActionsWidth={210}
        rowActions={(row) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              icon={<CopyOutlined />}
              onClick={() => void copy(row.url)}
              data-testid="wecom-link-copy"
            >
              {t('weworkCustom.copy')}
            </Button>
            <Button
              type="link"
              size="small"
              icon={<QrcodeOutlined />}
              onClick={() => setQr(row)}
              data-testid="wecom-link-qr"
            >
              {t('weworkCustom.qr')}
            </Button>
            {canManage ? (
              <Popconfirm
                title={t('weworkCustom.deleteConfirm')}
                okText={t('shell.ok')}
                cancelText={t('shell.cancel')}
                onConfirm={async () => {
                  await remove.mutateAsync(row.id);
                  feedback.success(t('weworkCustom.linkDeleted'));
                }}
              >
                <Button type="link" size="small" danger data-testid="wecom-link-delete">
                  {t('weworkCustom.delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        )}
        emptyText={t('weworkCustom.linksEmpty')}
        noMatchText={t('weworkCustom.linksEmpty')}
        totalText={(total) => t('weworkCustom.linksTotal', { total })}
        tableProps={{ scroll: { x: 1200 } }}
      />
      {creating ? (
        <LinkForm agentId={corp.agent_id} open={creating} onClose={() => setCreating(false)} />
      ) : null}
      <QrDialog
        open={qr !== null}
        onClose={() => setQr(null)}
        url={qr?.url ?? ''}
        title={qr?.link_name}
        size={200}
        downloadName={qr ? `${qr.link_name}.png` : undefined}
      />
    </>
  );
}

/** The sync button, the running sync's progress and when the last one finished. */
function SyncBar({ agentId, canManage }: { agentId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const sync = useWecomSync(agentId);
  const start = useWecomMutation(() => api.call(wecomContactsApi.sync, { agent_id: agentId }));
  const status = sync.data;
  const busy = status?.state === 'waiting' || status?.state === 'running';
  return (
    <Space data-testid="wecom-sync">
      {busy ? (
        <Progress
          percent={status.percentage}
          size="small"
          style={{ width: 160 }}
          data-testid="wecom-sync-progress"
        />
      ) : status?.state === 'failed' ? (
        <Typography.Text type="danger" data-testid="wecom-sync-error">
          {t('weworkCustom.syncFailed', { error: status.error })}
        </Typography.Text>
      ) : status?.state === 'done' ? (
        <Typography.Text type="secondary" data-testid="wecom-sync-last">
          {t('weworkCustom.syncLast', { time: when(status.finish_time), created: status.created })}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('weworkCustom.syncNever')}</Typography.Text>
      )}
      {canManage ? (
        <Button
          icon={<SyncOutlined spin={busy} />}
          loading={start.isPending}
          disabled={busy}
          onClick={async () => {
            await start.mutateAsync(undefined);
            feedback.success(t('weworkCustom.syncQueued'));
          }}
          data-testid="wecom-sync-start"
        >
          {t('weworkCustom.sync')}
        </Button>
      ) : null}
    </Space>
  );
}

function ContactsTab({ corp, canManage }: { corp: WecomCorpOption; canManage: boolean }) {
  const { t } = useTranslation();
  const tags = useWecomTags(corp.agent_id, corp.status === 'verified');
  const links = useWecomLinkOptions(corp.agent_id);
  const members = useWecomMembers(corp.agent_id, corp.status === 'verified');
  const memberName = (userid: string) =>
    members.data?.find((member) => member.userid === userid)?.name ?? userid;
  const columns: DataColumn<WecomContactItem>[] = [
    {
      title: t('weworkCustom.contactName'),
      dataIndex: 'name',
      hideable: false,
      width: 180,
      render: (value: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong data-testid="wecom-contact-name">
            {value}
          </Typography.Text>
          {row.corp_name ? <Typography.Text type="secondary">{row.corp_name}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('weworkCustom.member'),
      dataIndex: 'member_userid',
      width: 120,
      render: (value: string) => (value ? memberName(value) : '—'),
    },
    {
      title: t('weworkCustom.tags'),
      dataIndex: 'tags',
      width: 220,
      render: (value: WecomContactItem['tags']) => <TagList tags={value} />,
    },
    {
      title: t('weworkCustom.via'),
      dataIndex: 'link_name',
      width: 180,
      render: (value: string) =>
        value ? (
          <span data-testid="wecom-contact-link">{value}</span>
        ) : (
          <Typography.Text type="secondary">{t('weworkCustom.viaOther')}</Typography.Text>
        ),
    },
    { title: t('weworkCustom.addedAt'), dataIndex: 'add_time', width: 150, render: when },
  ];
  const searchFields: SearchField<'keyword' | 'tag_id' | 'link_id'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('weworkCustom.contactSearch'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'tag_id',
      label: t('weworkCustom.tags'),
      placeholder: t('weworkCustom.anyTag'),
      showSearch: true,
      options: (tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name })),
    },
    {
      kind: 'select',
      name: 'link_id',
      label: t('weworkCustom.via'),
      placeholder: t('weworkCustom.anyLink'),
      showSearch: true,
      options: (links.data ?? []).map((link) => ({ value: link.id, label: link.link_name })),
    },
  ];
  return (
    <DataTable
      route={wecomContactsApi.contacts}
      queryOptions={{ fixed: { agent_id: corp.agent_id }, prefix: 'contacts' }}
      testId="wecom-contacts"
      tableId="wecom-contacts"
      rowKey="id"
      columns={columns}
      searchFields={searchFields}
      actions={corp.status === 'verified' ? <SyncBar agentId={corp.agent_id} canManage={canManage} /> : null}
      emptyText={t('weworkCustom.contactsEmpty')}
      noMatchText={t('weworkCustom.contactsNoMatch')}
      totalText={(total) => t('weworkCustom.contactsTotal', { total })}
      tableProps={{ scroll: { x: 900 } }}
    />
  );
}

/**
 * SCRM › 企微客户 (/scrm/weWork_custom): one bound WeCom corp at a time (the platform's own first) — its
 * external contacts (with their tags and the link that brought them; synced from WeCom as a job) and its
 * customer-acquisition links (created in WeCom with members and tags; their url and QR code, the contacts
 * each brought). A corp not yet verified says so and links to the agent's WeCom tab.
 */
export default function WeworkCustomPage({ title }: PageProps) {
  const { t } = useTranslation();
  const corps = useWecomCorps();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.scrmWeworkCustomManage] } });
  const canOpenAgent = useCan({ authorities: { allOf: [Permission.admin.partner] } });
  const [picked, setPicked] = useState<number | null>(null);
  const [tab, setTab] = useState('contacts');
  const list = corps.data ?? [];
  const corp = list.find((one) => one.agent_id === picked) ?? list[0];

  let body: React.ReactNode;
  if (corps.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (corps.error)
    body = (
      <Alert
        type="error"
        message={t('table.loadFailed')}
        action={<Button onClick={() => void corps.refetch()}>{t('table.retry')}</Button>}
      />
    );
  else if (!corp)
    body = (
      <Empty description={t('weworkCustom.noCorp')} data-testid="wecom-custom-empty">
        {canOpenAgent ? <Link to="/scrm/wework">{t('weworkCustom.toOverview')}</Link> : null}
      </Empty>
    );
  else
    body = (
      <>
        {corp.status !== 'verified' ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('weworkCustom.notVerified')}
            action={
              canOpenAgent ? (
                <Link to={`/partner?detail=${corp.agent_id}`} data-testid="wecom-custom-verify">
                  {t('weworkCustom.verifyThere')}
                </Link>
              ) : null
            }
            data-testid="wecom-custom-unverified"
          />
        ) : !corp.callback_verified ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('weworkCustom.callbackNotVerified')}
            action={
              canOpenAgent ? (
                <Link to={`/partner?detail=${corp.agent_id}`}>{t('weworkCustom.verifyThere')}</Link>
              ) : null
            }
          />
        ) : null}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          data-testid="wecom-custom-tabs"
          items={[
            {
              key: 'contacts',
              label: t('weworkCustom.contactsTab'),
              children: <ContactsTab key={corp.agent_id} corp={corp} canManage={canManage} />,
            },
            {
              key: 'links',
              label: t('weworkCustom.linksTab'),
              children:
                corp.status === 'verified' ? (
                  <LinksTab key={corp.agent_id} corp={corp} canManage={canManage} />
                ) : (
                  <Empty description={t('weworkCustom.notVerified')} />
                ),
            },
          ]}
        />
      </>
    );

  return (
    <Card
      title={title}
      data-testid="wecom-custom"
      extra={
        list.length > 0 ? (
          <Flex align="center" gap={8}>
            <Typography.Text type="secondary">{t('weworkCustom.corp')}</Typography.Text>
            <Select
              style={{ minWidth: 280 }}
              value={corp?.agent_id}
              onChange={(value: number) => setPicked(value)}
              data-testid="wecom-custom-corp"
              options={list.map((one) => ({
                value: one.agent_id,
                label: (
                  <Space size={4}>
                    {one.agent_name}
                    <Typography.Text type="secondary">{one.corp_id}</Typography.Text>
                    {one.is_platform ? <Tag color="blue">{t('wework.platformOwn')}</Tag> : null}
                  </Space>
                ),
              }))}
            />
          </Flex>
        ) : null
      }
    >
      {body}
    </Card>
  );
}
