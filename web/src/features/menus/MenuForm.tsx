import {
  type Audience,
  type MenuEditorItem,
  MenuType,
  type MenuUpdateRequest,
  menuCreateRequest,
  menuEditorApi,
  menuUpdateRequest,
  pageKeysOf,
} from '@onsite/contracts';
import { Alert, Col, Form, Input, InputNumber, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { IconInput } from '#web/features/material/NamedIcon';
import { translateMenuTitle } from '#web/i18n';
import type { Language } from '#web/i18n/languages';
import { BadgeFields } from './BadgeFields';
import { keepsParent, type MenuNode, nestMenus, subtreeIds } from './menuTree';
import { useMenuMutation, useMenuTree } from './useMenuMutation';
import '#web/features/menus/menuEditor.strings';

type Values = Required<Omit<MenuUpdateRequest, 'id'>>;

interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}

/** The form's view of a 0/1 flag: a switch. */
const flagProps = {
  valuePropName: 'checked',
  getValueProps: (value: number) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
} as const;

const DEFAULTS: Values = {
  parent_id: 0,
  permission_name: '',
  permission_mark: '',
  component: '',
  route: '',
  icon: '',
  hide: 0,
  menu_type: MenuType.menu,
  sort: 0,
  badge: '',
  badge_color: '',
  keep_alive: 0,
  requires_partner: 0,
};

/**
 * Create or edit one entry of a console: every field of spec §3. A built-in entry (the product's) shows its
 * mark, type, component and route read-only: the operator changes its presentation, which the start-up
 * sync keeps. A permission string has a mark but no component, route or icon.
 */
export function MenuForm({
  audience,
  editing,
  parentId,
  open,
  onClose,
}: {
  audience: Audience;
  /** the entry edited; null creates one (under `parentId`) */
  editing: MenuEditorItem | null;
  parentId?: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const tree = useMenuTree(audience);
  const menuType = Form.useWatch('menu_type', form) ?? editing?.menu_type ?? MenuType.menu;
  const isPermission = menuType === MenuType.permission;
  const builtIn = editing?.built_in === true;
  const save = useMenuMutation((api, values: Values) =>
    editing
      ? api.call(menuEditorApi.update, { ...values, id: editing.id })
      : api.call(menuEditorApi.create, { ...values, audience }),
  );

  // Parents: the console's menus, less the entry itself and what is under it.
  const parents = useMemo(() => {
    const items = tree.data ?? [];
    const excluded = editing ? subtreeIds(items, editing.id) : new Set<number>();
    const toOption = (node: MenuNode): ParentOption => ({
      value: node.id,
      title: translateMenuTitle(node.permission_mark, node.permission_name, i18n.language as Language),
      children: node.children?.filter((child) => child.menu_type === MenuType.menu).map(toOption),
    });
    const menus = items.filter((item) => item.menu_type === MenuType.menu && !excluded.has(item.id));
    return [{ value: 0, title: t('menuEditor.topLevel') }, ...nestMenus(menus).map(toOption)];
  }, [tree.data, editing, t, i18n.language]);
  const pages = pageKeysOf(audience).map((key) => ({ value: key, label: key }));
  const parentFixed = editing !== null && keepsParent(editing);

  return (
    <CrudForm
      open={open}
      mode="drawer"
      width={640}
      form={form}
      title={
        editing
          ? t('menuEditor.editTitle', { name: editing.permission_name })
          : t('menuEditor.createTitle', { console: t(`menuEditor.console.${audience}`) })
      }
      schema={editing ? menuUpdateRequest.omit({ id: true }) : menuCreateRequest.omit({ audience: true })}
      initialValues={editing ? ({ ...editing } as Values) : { ...DEFAULTS, parent_id: parentId ?? 0 }}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="menu-form"
      onClose={onClose}
      onSubmit={async (values: Values) => {
        // fields the form does not show (a permission string's route…) keep the entry's or the defaults
        const merged = { ...DEFAULTS, ...editing, ...values } as Values;
        const fields = Object.fromEntries(
          (Object.keys(DEFAULTS) as (keyof Values)[]).map((key) => [key, merged[key]]),
        ) as Values;
        if (fields.menu_type === MenuType.permission) {
          Object.assign(fields, { component: '', route: '', icon: '', keep_alive: 0 });
        }
        await save.mutateAsync(fields);
        feedback.success(editing ? t('menuEditor.saved') : t('menuEditor.created'));
        onClose();
      }}
    >
      {builtIn ? (
        <Alert type="info" showIcon title={t('menuEditor.builtInHelp')} style={{ marginBottom: 16 }} />
      ) : null}
      <ContractField name="menu_type" label={t('menuEditor.type.label')}>
        <Radio.Group disabled={builtIn} data-testid="menu-type">
          <Radio.Button value={MenuType.menu}>{t('menuEditor.type.0')}</Radio.Button>
          <Radio.Button value={MenuType.permission}>{t('menuEditor.type.1')}</Radio.Button>
          {audience === 'customer' ? (
            <Radio.Button value={MenuType.programme}>{t('menuEditor.type.4')}</Radio.Button>
          ) : null}
        </Radio.Group>
      </ContractField>
      <ContractField name="parent_id" label={t('menuEditor.parent')}>
        <TreeSelect
          treeData={parents}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          disabled={parentFixed}
          loading={tree.isPending}
          data-testid="menu-parent"
        />
      </ContractField>
      <Row gutter={16}>
        <Col span={12}>
          <ContractField name="permission_name" label={t('menuEditor.name')}>
            <Input maxLength={50} data-testid="menu-name" />
          </ContractField>
        </Col>
        <Col span={12}>
          <ContractField name="permission_mark" label={t('menuEditor.mark')} extra={t('menuEditor.markHelp')}>
            <Input maxLength={100} disabled={builtIn} data-testid="menu-mark" />
          </ContractField>
        </Col>
      </Row>
      {isPermission ? null : (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <ContractField name="route" label={t('menuEditor.route')}>
                <Input maxLength={200} placeholder="/path" disabled={builtIn} data-testid="menu-route" />
              </ContractField>
            </Col>
            <Col span={12}>
              <ContractField
                name="component"
                label={t('menuEditor.component')}
                extra={t('menuEditor.componentHelp')}
              >
                <Select
                  allowClear
                  showSearch
                  options={pages}
                  disabled={builtIn}
                  placeholder={t('menuEditor.noComponent')}
                  onClear={() => form.setFieldValue('component', '')}
                  data-testid="menu-component"
                />
              </ContractField>
            </Col>
          </Row>
          <ContractField name="icon" label={t('menuEditor.icon')}>
            <IconInput sets={['basic']} noneText={t('menuEditor.noIcon')} data-testid="menu-icon" />
          </ContractField>
        </>
      )}
      <Row gutter={16}>
        <Col span={8}>
          <ContractField name="sort" label={t('menuEditor.sort')} extra={t('menuEditor.sortHelp')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="menu-sort" />
          </ContractField>
        </Col>
        <Col span={8}>
          <ContractField name="hide" label={t('menuEditor.hide')} {...flagProps}>
            <Switch data-testid="menu-hide" />
          </ContractField>
        </Col>
        {isPermission ? null : (
          <Col span={8}>
            <ContractField name="keep_alive" label={t('menuEditor.keepAlive')} {...flagProps}>
              <Switch data-testid="menu-keep-alive" />
            </ContractField>
          </Col>
        )}
      </Row>
      {isPermission ? null : (
        <BadgeFields
          badgeLabel={t('menuEditor.badge')}
          colorLabel={t('menuEditor.badgeColor')}
          maxLength={16}
          placeholder="New"
          testId="menu-badge"
        />
      )}
      {audience === 'customer' && !isPermission ? (
        <ContractField
          name="requires_partner"
          label={t('menuEditor.requiresPartner')}
          extra={t('menuEditor.requiresPartnerHelp')}
          {...flagProps}
        >
          <Switch disabled={builtIn} />
        </ContractField>
      ) : null}
    </CrudForm>
  );
}
