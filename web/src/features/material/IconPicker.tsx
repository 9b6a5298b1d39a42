import { MaterialPaging } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Input, Modal, Pagination, Spin, Tabs, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { IconDrawing, loadIcons } from '#web/shell/iconSet';
import '#web/features/material/material.strings';

/** Spec §9: the icon picker's tabs; each list is a JSON file of antd icon names in static storage. */
export const ICON_SETS = ['basic', 'plugin'] as const;
export type IconSet = (typeof ICON_SETS)[number];

export const iconSetUrl = (storageUrl: string, set: IconSet) => `${storageUrl}platform/icons/${set}.json`;

async function fetchIconNames(url: string): Promise<string[]> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const names: unknown = await response.json();
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    throw new Error(`${url} is not a list of icon names`);
  }
  return names;
}

/** The icons of a page: names filtered by the search, 24 per page. */
export function pageOfIcons(
  names: readonly string[],
  search: string,
  page: number,
): { names: string[]; total: number } {
  const needle = search.trim().toLowerCase();
  const matching = needle ? names.filter((name) => name.toLowerCase().includes(needle)) : [...names];
  const start = (page - 1) * MaterialPaging.iconPicker;
  return { names: matching.slice(start, start + MaterialPaging.iconPicker), total: matching.length };
}

/** Picks one antd icon by name (spec §2 "icon picker"). */
export function IconPicker({
  open,
  onClose,
  onSelect,
  value,
  sets = ICON_SETS,
}: {
  open: boolean;
  onClose: () => void;
  onSelect: (name: string) => void;
  value?: string;
  /** the sets offered, each a tab (one set: no tabs) */
  sets?: readonly IconSet[];
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const storageUrl = useStorageUrl();
  const [set, setSet] = useState<IconSet>(sets[0] ?? 'basic');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const names = useQuery({
    queryKey: ['iconSet', storageUrl, set],
    queryFn: () => fetchIconNames(iconSetUrl(storageUrl, set)),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: open,
  });
  const shown = pageOfIcons(names.data ?? [], search, page);
  const icons = useQuery({
    queryKey: ['antdIcons', shown.names],
    queryFn: () => loadIcons(shown.names),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: open && shown.names.length > 0,
  });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('material.icon.title')}
      width={640}
      data-testid="icon-picker"
    >
      {sets.length > 1 ? (
        <Tabs
          activeKey={set}
          onChange={(key) => {
            setSet(key as IconSet);
            setPage(1);
          }}
          items={sets.map((key) => ({ key, label: t(`material.icon.${key}`) }))}
        />
      ) : null}
      <Input.Search
        allowClear
        placeholder={t('material.icon.search')}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        data-testid="icon-search"
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={names.isFetching || icons.isFetching}>
        {names.isError ? (
          <Empty description={t('material.icon.loadFailed')} />
        ) : shown.names.length === 0 && !names.isPending ? (
          <Empty description={t('material.icon.empty')} />
        ) : (
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(6, 1fr)',
              alignContent: 'start',
              gap: 8,
              minHeight: 200,
            }}
          >
            {shown.names.map((name) => {
              const icon = icons.data?.[name];
              return (
                <button
                  key={name}
                  type="button"
                  title={name}
                  data-testid="icon-option"
                  onClick={() => {
                    onSelect(name);
                    onClose();
                  }}
                  style={{
                    padding: 8,
                    cursor: 'pointer',
                    background: token.colorBgContainer,
                    border: `1px solid ${name === value ? token.colorPrimary : token.colorBorderSecondary}`,
                    borderRadius: token.borderRadius,
                  }}
                >
                  <Flex vertical align="center" gap={4}>
                    {icon ? (
                      <IconDrawing icon={icon} style={{ fontSize: 22 }} />
                    ) : (
                      <span style={{ height: 22 }} />
                    )}
                    <Typography.Text ellipsis style={{ fontSize: 10, maxWidth: '100%' }}>
                      {name.replace(/(Outlined|Filled|TwoTone)$/, '')}
                    </Typography.Text>
                  </Flex>
                </button>
              );
            })}
          </div>
        )}
      </Spin>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Pagination
          size="small"
          current={page}
          pageSize={MaterialPaging.iconPicker}
          total={shown.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={setPage}
        />
      </Flex>
    </Modal>
  );
}
