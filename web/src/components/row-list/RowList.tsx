import { Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface RowListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
  /** shown above the rows, as a small heading */
  header?: ReactNode;
  /** a frame around the list (the account settings' look) */
  bordered?: boolean;
  loading?: boolean;
  /** row padding: small 8 px, default 12 px */
  size?: 'small' | 'default';
  'data-testid'?: string;
  style?: React.CSSProperties;
}

/**
 * Rows separated by hairlines, for short lists that are not tables (upcoming activities, earlier refunds,
 * account settings). antd 6.6 deprecates its List, and its successor Listy is for long virtual lists; this
 * keeps the look with plain markup and the theme's tokens.
 */
export function RowList<T>({
  items,
  keyOf,
  render,
  header,
  bordered,
  loading,
  size = 'default',
  style,
  'data-testid': testId,
}: RowListProps<T>) {
  const { token } = theme.useToken();
  const padding = size === 'small' ? token.paddingXS : token.paddingSM;
  const frame = bordered
    ? { border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }
    : {};
  return (
    <div style={{ ...frame, ...style }} data-testid={testId}>
      {header ? (
        <Typography.Text
          strong
          style={{ display: 'block', padding: `${padding}px ${bordered ? token.paddingLG : 0}px` }}
        >
          {header}
        </Typography.Text>
      ) : null}
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <li
              key={keyOf(item)}
              style={{
                padding: `${padding}px ${bordered ? token.paddingLG : 0}px`,
                borderTop: index > 0 || header ? `1px solid ${token.colorSplit}` : undefined,
              }}
            >
              {render(item)}
            </li>
          ))}
        </Flex>
      )}
    </div>
  );
}
