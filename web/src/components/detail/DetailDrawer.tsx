import { Button, Descriptions, type DescriptionsProps, Drawer, Result, Skeleton, Tabs } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export interface DetailParam<Id> {
  /** the open row's id, or null when the drawer is closed */
  id: Id | null;
  open: (id: string | number) => void;
  close: () => void;
}

/** A positive whole number, or null: the usual id of a row. */
export const parseId = (raw: string): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The open detail's id in the URL (`?detail=12`), so a reload or a shared link reopens it and the back
 * button closes it. `parse` checks the raw value (a value it refuses reads as closed).
 */
export function useDetailParam(key?: string): DetailParam<string>;
export function useDetailParam<Id>(key: string, parse: (raw: string) => Id | null): DetailParam<Id>;
export function useDetailParam<Id>(
  key = 'detail',
  parse?: (raw: string) => Id | null,
): DetailParam<Id | string> {
  const [params, setParams] = useSearchParams();
  const raw = params.get(key);
  const id = raw === null || raw === '' ? null : parse ? parse(raw) : raw;
  const open = useCallback(
    (next: string | number) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(key, String(next));
        return updated;
      }),
    [key, setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.delete(key);
          return updated;
        },
        { replace: true },
      ),
    [key, setParams],
  );
  return { id, open, close };
}

export interface DetailDrawerProps {
  title?: ReactNode;
  open: boolean;
  onClose: () => void;
  /** the row is being fetched */
  loading?: boolean;
  /** the fetch failed: its message, with Retry when `onRetry` is given */
  error?: Error | null;
  onRetry?: () => void;
  /** the fields, as antd Descriptions items (one per row) */
  items?: DescriptionsProps['items'];
  /** buttons in the header (edit, delete…) */
  extra?: ReactNode;
  /** anything below the fields (a table of the row's children, a log) */
  children?: ReactNode;
  /** more tabs after the fields (the row's plans, its history…): the fields become the first tab, `itemsLabel` */
  tabs?: { key: string; label: ReactNode; children: ReactNode }[];
  itemsLabel?: ReactNode;
  width?: number;
  column?: DescriptionsProps['column'];
  testId?: string;
}

/** A row's detail: its fields in a bordered list, with the loading and error states of its fetch. */
export function DetailDrawer(props: DetailDrawerProps) {
  const { t } = useTranslation();
  const { testId = 'detail-drawer' } = props;
  let content: ReactNode;
  if (props.error) {
    content = (
      <Result
        status="error"
        title={t('table.loadFailed')}
        subTitle={props.error.message}
        data-testid={`${testId}-error`}
        extra={
          props.onRetry ? (
            <Button type="primary" onClick={props.onRetry} data-testid={`${testId}-retry`}>
              {t('table.retry')}
            </Button>
          ) : null
        }
      />
    );
  } else if (props.loading) content = <Skeleton active data-testid={`${testId}-loading`} />;
  else {
    const fields = (
      <>
        {props.items ? (
          <Descriptions
            bordered
            size="small"
            column={props.column ?? 1}
            items={props.items}
            data-testid={`${testId}-items`}
          />
        ) : null}
        {props.children}
      </>
    );
    content = props.tabs ? (
      <Tabs
        items={[
          { key: 'fields', label: props.itemsLabel ?? t('table.detailTitle'), children: fields },
          ...props.tabs,
        ]}
        data-testid={`${testId}-tabs`}
      />
    ) : (
      fields
    );
  }
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={props.title ?? t('table.detailTitle')}
      extra={props.extra}
      size={props.width ?? 520}
      data-testid={testId}
    >
      {content}
    </Drawer>
  );
}
