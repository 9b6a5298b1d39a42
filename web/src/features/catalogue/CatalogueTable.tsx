import { Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import type { FiltersOf, ListRoute, RowOf } from '#web/components/data-table/usePagedQuery';
import { formatYuan } from '#web/features/order/money';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import { SaleActions } from '#web/features/plugin/SaleActions';
import '#web/features/plugin/plugin.strings';

type Catalogue = 'software' | 'vipPlan' | 'resourcePack' | 'copyright';
/** `agents`: the catalogues sold through agents' offers (software, VIP plans) count them */
type SaleRow = { id: number; status: number; agents?: number; sort: number; update_time: string };

/**
 * The columns every sold catalogue shows (`<catalogue>.*` texts): the platform's price, on sale or off, the
 * agents selling it, the order and the last change.
 */
export function useSaleColumns<Row extends SaleRow & { price: number }>(catalogue: Catalogue) {
  const { t } = useTranslation();
  const column = (
    key: 'price' | 'status' | 'agents' | 'sort' | 'update_time',
    more: DataColumn<Row>,
  ): DataColumn<Row> => ({
    title: t(`${catalogue}.${key === 'update_time' ? 'updated' : key}`),
    dataIndex: key,
    ...more,
  });
  return {
    price: column('price', { width: 110, align: 'right', render: (value: number) => formatYuan(value) }),
    status: column('status', { width: 90, render: (value: number) => <PluginStatusTag status={value} /> }),
    agents: column('agents', { width: 90, align: 'right' }),
    sort: column('sort', { width: 70, align: 'right' }),
    updated: column('update_time', {
      width: 150,
      render: (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—'),
    }),
  };
}

/**
 * A platform catalogue's list page (software, VIP plans, resource packs): the DataTable with a keyword and an on-sale filter,
 * "new" for who may manage it, and per row edit, take off sale / put on sale and delete (the server refuses
 * to delete what is in use, with its reason). Texts are the `<catalogue>.*` ones, test ids `<testId>-…`.
 */
export function CatalogueTable<R extends ListRoute>({
  catalogue,
  route,
  title,
  testId,
  columns,
  canManage,
  nameOf,
  onCreate,
  onEdit,
  onToggle,
  onDelete,
  scrollX,
  filters = [],
}: {
  catalogue: Catalogue;
  route: R;
  title: string;
  testId: string;
  columns: DataColumn<RowOf<R>>[];
  canManage: boolean;
  nameOf: (row: RowOf<R>) => string;
  onCreate: () => void;
  onEdit: (row: RowOf<R>) => void;
  onToggle: (row: RowOf<R>) => Promise<unknown>;
  onDelete: (row: RowOf<R>) => Promise<unknown>;
  scrollX: number;
  /** the catalogue's own filters after the keyword and the status */
  filters?: readonly SearchField<keyof FiltersOf<R> & string>[];
}) {
  const { t } = useTranslation();
  // every catalogue's list query takes these two filters (contracts: `keyword`, `status`)
  type Filter = keyof FiltersOf<R> & string;
  return (
    <DataTable
      route={route}
      title={title}
      testId={`${testId}-list`}
      tableId={`${testId}-list`}
      rowKey="id"
      columns={columns}
      searchFields={[
        {
          kind: 'text',
          name: 'keyword' as Filter,
          label: t('table.keyword'),
          placeholder: t(`${catalogue}.search`),
          testId: 'list-search',
        },
        {
          kind: 'select',
          name: 'status' as Filter,
          label: t(`${catalogue}.status`),
          placeholder: t('plugin.allStatus'),
          options: [
            { value: 1, label: t('plugin.onSale') },
            { value: 0, label: t('plugin.offSale') },
          ],
        },
        ...filters,
      ]}
      actions={
        canManage ? (
          <Button type="primary" onClick={onCreate} data-testid={`${testId}-create`}>
            {t(`${catalogue}.create`)}
          </Button>
        ) : null
      }
      rowActionsWidth={190}
      rowActions={(row) =>
        canManage ? (
          <SaleActions
            catalogue={catalogue}
            status={(row as SaleRow).status}
            onEdit={() => onEdit(row)}
            onToggle={() => onToggle(row)}
          >
            <DeleteAction
              confirm={t(`${catalogue}.deleteConfirm`, { name: nameOf(row) })}
              onConfirm={async () => {
                await onDelete(row);
                feedback.success(t(`${catalogue}.deleted`));
              }}
              testId={`${testId}-delete`}
            >
              {t(`${catalogue}.delete`)}
            </DeleteAction>
          </SaleActions>
        ) : null
      }
      emptyText={t(`${catalogue}.empty`)}
      noMatchText={t(`${catalogue}.noMatch`)}
      totalText={(total) => t(`${catalogue}.total`, { total })}
      tableProps={{ scroll: { x: scrollX } }}
    />
  );
}
