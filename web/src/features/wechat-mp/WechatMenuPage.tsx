import { DeleteOutlined, HolderOutlined, PlusOutlined, WechatOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  MENU_BUTTON_TYPES,
  Permission,
  scrmWechatMenuApi,
  utf8Bytes,
  type WechatMenu,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '#web/app/feedback';
import { when } from '#web/features/lists/timeCell';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { blankButton, type EditButton, firstProblem, LIMITS, toEdit, toMenu } from './menu-model';
import '#web/features/wechat-mp/wechat.strings';

/** One row of the button list, dragged by its handle. */
function SortableButton({
  button,
  selected,
  nested,
  problem,
  onSelect,
  onRemove,
  children,
}: {
  button: EditButton;
  selected: boolean;
  nested?: boolean;
  problem: boolean;
  onSelect: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: button.id });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, marginInlineStart: nested ? 24 : 0 }}
    >
      <Flex
        align="center"
        gap={8}
        onClick={onSelect}
        data-testid={nested ? 'wechat-menu-sub' : 'wechat-menu-button'}
        style={{
          padding: '6px 8px',
          marginBottom: 6,
          borderRadius: 6,
          cursor: 'pointer',
          border: `1px solid ${problem ? 'var(--ant-color-error)' : selected ? 'var(--ant-color-primary)' : 'var(--ant-color-border)'}`,
          background: selected ? 'var(--ant-color-primary-bg)' : undefined,
        }}
      >
        <HolderOutlined
          style={{ cursor: 'grab' }}
          aria-label={t('wechatMenu.drag')}
          {...attributes}
          {...listeners}
        />
        <Typography.Text style={{ flex: 1 }} ellipsis>
          {button.name || t('wechatMenu.unnamed')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {!nested && button.sub.length
            ? t('wechatMenu.subCount', { count: button.sub.length })
            : t(`wechatMenu.type.${button.type}`)}
        </Typography.Text>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('wechatMenu.remove')}
          onClick={(event) => {
            event.stopPropagation();
            onRemove();
          }}
        />
      </Flex>
      {children}
    </div>
  );
}

/** A phone-shaped preview of the menu: the bottom bar, and the open button's sub-buttons above it. */
function PhonePreview({
  buttons,
  name,
  openId,
  onOpen,
}: {
  buttons: EditButton[];
  name: string;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="wechat-menu-phone"
      style={{
        width: 300,
        height: 540,
        border: '10px solid #222',
        borderRadius: 32,
        background: '#ededed',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        margin: '0 auto',
      }}
    >
      <div
        style={{
          padding: '14px 12px',
          background: '#f7f7f7',
          textAlign: 'center',
          fontWeight: 600,
          borderBottom: '1px solid #ddd',
        }}
      >
        {name}
      </div>
      <div style={{ flex: 1, position: 'relative' }}>
        {buttons.length === 0 ? (
          <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', marginTop: 160 }}>
            {t('wechatMenu.previewEmpty')}
          </Typography.Text>
        ) : null}
        {buttons.map((button, index) =>
          button.id === openId && button.sub.length ? (
            <div
              key={button.id}
              data-testid="wechat-menu-phone-subs"
              style={{
                position: 'absolute',
                bottom: 8,
                left: `${(index * 100) / buttons.length}%`,
                width: `${100 / buttons.length}%`,
                padding: '0 4px',
              }}
            >
              <div style={{ background: '#fff', border: '1px solid #ddd', borderRadius: 4 }}>
                {button.sub.map((sub) => (
                  <div
                    key={sub.id}
                    style={{
                      padding: '8px 4px',
                      textAlign: 'center',
                      borderBottom: '1px solid #eee',
                      fontSize: 13,
                    }}
                  >
                    {sub.name || t('wechatMenu.unnamed')}
                  </div>
                ))}
              </div>
            </div>
          ) : null,
        )}
      </div>
      <div style={{ display: 'flex', borderTop: '1px solid #ddd', background: '#fafafa', height: 48 }}>
        <div
          style={{
            width: 40,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderInlineEnd: '1px solid #ddd',
          }}
        >
          ⌨
        </div>
        {buttons.map((button) => (
          <button
            type="button"
            key={button.id}
            onClick={() => onOpen(button.id)}
            data-testid="wechat-menu-phone-button"
            style={{
              flex: 1,
              border: 0,
              borderInlineEnd: '1px solid #ddd',
              background: 'transparent',
              fontSize: 13,
              cursor: 'pointer',
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
            }}
          >
            {button.sub.length ? '≡ ' : ''}
            {button.name || t('wechatMenu.unnamed')}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The selected button's fields, with the byte counts WeChat measures. */
function ButtonForm({
  button,
  isSub,
  onChange,
}: {
  button: EditButton;
  isSub: boolean;
  onChange: (next: EditButton) => void;
}) {
  const { t } = useTranslation();
  const max = isSub ? LIMITS.subNameBytes : LIMITS.nameBytes;
  const bytes = utf8Bytes(button.name);
  const set = (changes: Partial<EditButton>) => onChange({ ...button, ...changes });
  const parent = !isSub && button.sub.length > 0;
  return (
    <Form layout="vertical" data-testid="wechat-menu-form">
      <Form.Item
        label={t('wechatMenu.name')}
        validateStatus={bytes > max || !button.name.trim() ? 'error' : undefined}
        help={t('wechatMenu.nameBytes', { bytes, max })}
      >
        <Input
          value={button.name}
          onChange={(event) => set({ name: event.target.value })}
          data-testid="wechat-menu-name"
        />
      </Form.Item>
      {parent ? (
        <Alert type="info" showIcon message={t('wechatMenu.parentHint')} />
      ) : (
        <>
          <Form.Item label={t('wechatMenu.typeLabel')}>
            <Radio.Group
              value={button.type}
              onChange={(event) => set({ type: event.target.value })}
              optionType="button"
              options={MENU_BUTTON_TYPES.map((type) => ({
                value: type,
                label: t(`wechatMenu.type.${type}`),
              }))}
              data-testid="wechat-menu-type"
            />
          </Form.Item>
          {button.type === 'click' ? (
            <Form.Item
              label="Key"
              help={t('wechatMenu.keyHint', { bytes: utf8Bytes(button.key), max: LIMITS.keyBytes })}
            >
              <Input
                value={button.key}
                onChange={(event) => set({ key: event.target.value })}
                data-testid="wechat-menu-key"
              />
            </Form.Item>
          ) : null}
          {button.type === 'miniprogram' ? (
            <>
              <Form.Item label={t('wechatMenu.appid')}>
                <Input
                  value={button.appid}
                  placeholder="wx…"
                  onChange={(event) => set({ appid: event.target.value })}
                />
              </Form.Item>
              <Form.Item label={t('wechatMenu.pagepath')}>
                <Input
                  value={button.pagepath}
                  placeholder="pages/index/index"
                  onChange={(event) => set({ pagepath: event.target.value })}
                />
              </Form.Item>
            </>
          ) : null}
          {button.type !== 'click' ? (
            <Form.Item
              label={button.type === 'view' ? t('wechatMenu.url') : t('wechatMenu.fallbackUrl')}
              help={t('wechatMenu.urlHint')}
            >
              <Input
                value={button.url}
                placeholder="https://"
                onChange={(event) => set({ url: event.target.value })}
                data-testid="wechat-menu-url"
              />
            </Form.Item>
          ) : null}
        </>
      )}
    </Form>
  );
}

/** The sortable list of the top buttons and each one's sub-buttons. */
function ButtonTree({
  buttons,
  selected,
  problemId,
  onSelect,
  onChange,
}: {
  buttons: EditButton[];
  selected: string | null;
  problemId: string | null;
  onSelect: (id: string) => void;
  onChange: (next: EditButton[]) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (list: EditButton[], { active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return null;
    const from = list.findIndex((button) => button.id === active.id);
    const to = list.findIndex((button) => button.id === over.id);
    return from < 0 || to < 0 ? null : arrayMove(list, from, to);
  };
  const addTop = () => {
    const button = blankButton(t('wechatMenu.newButton'));
    onChange([...buttons, button]);
    onSelect(button.id);
  };
  const addSub = (parent: EditButton) => {
    const sub = blankButton(t('wechatMenu.newSub'));
    onChange(
      buttons.map((button) => (button.id === parent.id ? { ...button, sub: [...button.sub, sub] } : button)),
    );
    onSelect(sub.id);
  };
  return (
    <div data-testid="wechat-menu-tree">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={(event) => {
          const moved = move(buttons, event);
          if (moved) onChange(moved);
        }}
      >
        <SortableContext items={buttons.map((button) => button.id)} strategy={verticalListSortingStrategy}>
          {buttons.map((button) => (
            <SortableButton
              key={button.id}
              button={button}
              selected={selected === button.id}
              problem={problemId === button.id}
              onSelect={() => onSelect(button.id)}
              onRemove={() => onChange(buttons.filter((other) => other.id !== button.id))}
            >
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={(event) => {
                  const moved = move(button.sub, event);
                  if (moved)
                    onChange(
                      buttons.map((other) => (other.id === button.id ? { ...other, sub: moved } : other)),
                    );
                }}
              >
                <SortableContext
                  items={button.sub.map((sub) => sub.id)}
                  strategy={verticalListSortingStrategy}
                >
                  {button.sub.map((sub) => (
                    <SortableButton
                      key={sub.id}
                      nested
                      button={sub}
                      selected={selected === sub.id}
                      problem={problemId === sub.id}
                      onSelect={() => onSelect(sub.id)}
                      onRemove={() =>
                        onChange(
                          buttons.map((other) =>
                            other.id === button.id
                              ? { ...other, sub: other.sub.filter((item) => item.id !== sub.id) }
                              : other,
                          ),
                        )
                      }
                    />
                  ))}
                </SortableContext>
              </DndContext>
              <Button
                size="small"
                type="dashed"
                icon={<PlusOutlined />}
                disabled={button.sub.length >= LIMITS.subButtons}
                onClick={() => addSub(button)}
                style={{ marginInlineStart: 24, marginBottom: 10 }}
                data-testid="wechat-menu-add-sub"
              >
                {t('wechatMenu.addSub', { count: button.sub.length, max: LIMITS.subButtons })}
              </Button>
            </SortableButton>
          ))}
        </SortableContext>
      </DndContext>
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        disabled={buttons.length >= LIMITS.buttons}
        onClick={addTop}
        data-testid="wechat-menu-add"
      >
        {t('wechatMenu.addButton', { count: buttons.length, max: LIMITS.buttons })}
      </Button>
    </div>
  );
}

function useMenu(accountId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['wechat-mp', 'menu', accountId],
    queryFn: () => api.call(scrmWechatMenuApi.getMenu, { account_id: accountId ?? 0 }),
    enabled: Boolean(accountId),
  });
}

/** The live menu as WeChat answers it, in a dialog. */
function LiveMenu({ accountId, onClose }: { accountId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const live = useQuery({
    queryKey: ['wechat-mp', 'live', accountId],
    queryFn: () => api.call(scrmWechatMenuApi.getLive, { account_id: accountId ?? 0 }),
    enabled: accountId !== null,
    gcTime: 0,
  });
  return (
    <Modal
      open={accountId !== null}
      onCancel={onClose}
      footer={null}
      title={t('wechatMenu.liveTitle')}
      destroyOnHidden
    >
      <div data-testid="wechat-menu-live">
        {live.isPending ? (
          <Spin />
        ) : live.data?.menu ? (
          live.data.menu.button.map((button) => (
            <div key={button.name} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{button.name}</Typography.Text>
              {button.sub_button?.length ? (
                <ul style={{ margin: '4px 0' }}>
                  {button.sub_button.map((sub) => (
                    <li key={sub.name}>{sub.name}</li>
                  ))}
                </ul>
              ) : (
                <Typography.Text type="secondary">
                  {' '}
                  · {t(`wechatMenu.type.${button.type ?? 'click'}`)}
                </Typography.Text>
              )}
            </div>
          ))
        ) : (
          <Empty description={t('wechatMenu.liveNone')} />
        )}
      </div>
    </Modal>
  );
}

/**
 * Admin › SCRM › 自定义菜单 (/scrm/wechat_custom): pick an official account and edit its menu — at most 3
 * buttons of at most 5 sub-buttons, reordered by drag and drop, named within WeChat's byte limits — with a
 * phone-shaped preview; save a draft, publish through WeChat's menu/create, and look at what is live.
 */
export default function WechatMenuPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.scrmWechatCustomManage] } });
  const accounts = useQuery({
    queryKey: ['wechat-mp', 'menu-accounts'],
    queryFn: () => api.page(scrmWechatMenuApi.getAccounts, { page: 1, limit: 100 }),
  });
  const list = accounts.data?.rows ?? [];
  const [accountId, setAccountId] = useState<number | undefined>();
  const chosen = accountId ?? list[0]?.id;
  const account = list.find((row) => row.id === chosen);
  const menu = useMenu(chosen);
  const [buttons, setButtons] = useState<EditButton[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [live, setLive] = useState<number | null>(null);

  useEffect(() => {
    if (!menu.data) return;
    const loaded = toEdit(menu.data.draft ?? menu.data.published);
    setButtons(loaded);
    setSelected(loaded[0]?.id ?? null);
  }, [menu.data]);

  const problem = useMemo(() => firstProblem(buttons), [buttons]);
  const save = useMutation({
    mutationFn: ({ publish, body }: { publish: boolean; body: WechatMenu }) =>
      api.call(publish ? scrmWechatMenuApi.publish : scrmWechatMenuApi.saveDraft, {
        account_id: chosen ?? 0,
        menu: body,
      }),
    onSuccess: (detail, { publish }) => {
      queryClient.setQueryData(['wechat-mp', 'menu', chosen], detail);
      feedback.success(publish ? t('wechatMenu.published') : t('wechatMenu.saved'));
    },
  });

  const found = (() => {
    for (const button of buttons) {
      if (button.id === selected) return { button, isSub: false };
      const sub = button.sub.find((item) => item.id === selected);
      if (sub) return { button: sub, isSub: true };
    }
    return null;
  })();
  const update = (next: EditButton) =>
    setButtons(
      buttons.map((button) =>
        button.id === next.id
          ? next
          : { ...button, sub: button.sub.map((sub) => (sub.id === next.id ? next : sub)) },
      ),
    );

  const publish = async () => {
    const ok = await feedback.confirm({
      title: t('wechatMenu.publishTitle'),
      content: t('wechatMenu.publishConfirm', { name: account?.nick_name ?? '' }),
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
    });
    if (ok) save.mutate({ publish: true, body: toMenu(buttons) });
  };

  if (accounts.isPending) return <Card title={title} loading />;
  if (list.length === 0)
    return (
      <Card title={title}>
        <Empty description={t('wechatMenu.noAccounts')} data-testid="wechat-menu-empty">
          <Link to="/scrm/wechat">{t('wechatMenu.toAccounts')}</Link>
        </Empty>
      </Card>
    );

  return (
    <Card
      title={title}
      data-testid="wechat-menu"
      extra={
        <Space wrap>
          <Select
            style={{ width: 260 }}
            value={chosen}
            onChange={(value) => setAccountId(value)}
            data-testid="wechat-menu-account"
            options={list.map((row) => ({
              value: row.id,
              label: row.is_platform
                ? `${row.nick_name}（${t('wechatMp.platformOwn')}）`
                : `${row.nick_name} · ${row.agent_name}`,
            }))}
            suffixIcon={<WechatOutlined />}
          />
          <Button onClick={() => setLive(chosen ?? null)} data-testid="wechat-menu-show-live">
            {t('wechatMenu.showLive')}
          </Button>
        </Space>
      }
    >
      {menu.isPending ? (
        <Spin />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={8}>
            <PhonePreview
              buttons={buttons}
              name={account?.nick_name ?? ''}
              openId={
                found
                  ? (buttons.find(
                      (button) => button.id === selected || button.sub.some((sub) => sub.id === selected),
                    )?.id ?? null)
                  : null
              }
              onOpen={setSelected}
            />
            <Typography.Paragraph
              type="secondary"
              style={{ textAlign: 'center', marginTop: 12 }}
              data-testid="wechat-menu-published"
            >
              {menu.data?.published_time
                ? t('wechatMenu.publishedAt', { time: when(menu.data.published_time) })
                : t('wechatMenu.neverPublished')}
            </Typography.Paragraph>
          </Col>
          <Col xs={24} lg={8}>
            <Typography.Title level={5}>{t('wechatMenu.buttons')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('wechatMenu.rulesHint')}</Typography.Paragraph>
            <ButtonTree
              buttons={buttons}
              selected={selected}
              problemId={problem?.buttonId ?? null}
              onSelect={setSelected}
              onChange={setButtons}
            />
          </Col>
          <Col xs={24} lg={8}>
            {found ? (
              <ButtonForm button={found.button} isSub={found.isSub} onChange={update} />
            ) : (
              <Empty description={t('wechatMenu.pickButton')} />
            )}
          </Col>
          <Col span={24}>
            {problem ? (
              <Alert
                type="warning"
                showIcon
                message={t(`wechatMenu.rule.${problem.rule}`)}
                data-testid="wechat-menu-problem"
                style={{ marginBottom: 12 }}
              />
            ) : null}
            {canManage ? (
              <Space>
                <Button
                  disabled={Boolean(problem)}
                  loading={save.isPending && !save.variables?.publish}
                  onClick={() => save.mutate({ publish: false, body: toMenu(buttons) })}
                  data-testid="wechat-menu-save"
                >
                  {t('wechatMenu.saveDraft')}
                </Button>
                <Button
                  type="primary"
                  disabled={Boolean(problem)}
                  loading={save.isPending && save.variables?.publish}
                  onClick={() => void publish()}
                  data-testid="wechat-menu-publish"
                >
                  {t('wechatMenu.publish')}
                </Button>
              </Space>
            ) : null}
          </Col>
        </Row>
      )}
      <LiveMenu accountId={live} onClose={() => setLive(null)} />
    </Card>
  );
}
