import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Grid, Input, Row, Select, Space } from 'antd';
import {
  cloneElement,
  isValidElement,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from './DateRangeField';

// antd's range picker and dayjs (~31 KB gzipped) load with the first form that shows a date range, its
// number input (~7 KB) with the first that shows a number
const DateRangeField = lazy(() => import('./DateRangeField'));
const NumberField = lazy(() => import('./NumberField'));

interface SearchFieldBase {
  label: ReactNode;
  placeholder?: string;
  /** the test id of the field's wrapper (default `${tableTestId}-field-${name}`) */
  testId?: string;
}

/** A field of the query form above a table; `name` is a filter of the table's route. */
export type SearchField<Key extends string = string> =
  | (SearchFieldBase & { kind: 'text' | 'number'; name: Key })
  | (SearchFieldBase & {
      kind: 'select';
      name: Key;
      options: { value: string | number; label: ReactNode }[];
      /** type to narrow a long list */
      showSearch?: boolean;
    })
  /** two filters, the range's start and end day (`start_date`, `end_date`) */
  | (SearchFieldBase & { kind: 'dateRange'; name: readonly [Key, Key]; format?: string })
  /** any control taking `value` and `onChange` (a cascader, a remote select) */
  | (SearchFieldBase & { kind: 'custom'; name: Key; render: () => ReactNode });

const DAY = 'YYYY-MM-DD';
const fieldId = (field: SearchField) => (field.kind === 'dateRange' ? field.name.join('~') : field.name);

/** The filters the form's fields set (the two of a date range apart). */
export const filterKeysOf = (fields: readonly SearchField[]): string[] =>
  fields.flatMap((field) => (field.kind === 'dateRange' ? [...field.name] : [field.name]));

type FormValues = Record<string, unknown>;

function toFormValues(fields: readonly SearchField[], filters: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const [start, end] = field.name.map((key) => filters[key]);
      const day = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      values[fieldId(field)] = start || end ? ([day(start), day(end)] satisfies DayRange) : undefined;
    } else values[field.name] = filters[field.name];
  }
  return values;
}

function toFilters(fields: readonly SearchField[], values: FormValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[fieldId(field)];
    if (field.kind === 'dateRange') {
      const range = (value ?? []) as Partial<DayRange>;
      field.name.forEach((key, index) => {
        filters[key] = range[index] || undefined;
      });
    } else if (typeof value === 'string') filters[field.name] = value.trim() || undefined;
    else filters[field.name] = value ?? undefined;
  }
  return filters;
}

/** How many fields share a row at the current width (ProTable's grid). */
function useFieldsPerRow(): number {
  const screens = Grid.useBreakpoint();
  if (screens.xxl) return 4;
  if (screens.lg) return 3;
  if (screens.sm) return 2;
  return 1;
}

/**
 * What a field whose control loads on use (a date range, a number) shows until it is there: the control's
 * size and placeholder, so the form does not move when it loads.
 */
function StandIn({ placeholder }: { placeholder: string }) {
  return <Input readOnly placeholder={placeholder} style={{ width: '100%' }} />;
}

/** What Form.Item hands its child. */
interface ControlProps {
  value?: unknown;
  onChange?: (...args: never[]) => void;
  id?: string;
}

/**
 * One field's control, in a wrapper that carries the test id (a control's own `data-testid` lands on
 * different elements from one antd input to another); Form.Item's `value`/`onChange` go to the control.
 */
function FieldControl({ field, testId, ...control }: { field: SearchField; testId: string } & ControlProps) {
  const { t } = useTranslation();
  const placeholder = field.placeholder;
  const props = control as Record<string, never>;
  let input: ReactNode;
  switch (field.kind) {
    case 'text':
      input = <Input allowClear placeholder={placeholder ?? t('table.placeholderText')} {...props} />;
      break;
    case 'number': {
      const shown = placeholder ?? t('table.placeholderText');
      input = (
        <Suspense fallback={<StandIn placeholder={shown} />}>
          <NumberField placeholder={shown} {...props} />
        </Suspense>
      );
      break;
    }
    case 'select':
      input = (
        <Select
          allowClear
          showSearch={field.showSearch ? { optionFilterProp: 'label' } : false}
          placeholder={placeholder ?? t('table.placeholderSelect')}
          options={field.options}
          {...props}
        />
      );
      break;
    case 'dateRange': {
      const range: [string, string] = [t('table.dateStart'), t('table.dateEnd')];
      input = (
        <Suspense fallback={<StandIn placeholder={range.join(' → ')} />}>
          <DateRangeField format={field.format ?? DAY} placeholder={range} {...props} />
        </Suspense>
      );
      break;
    }
    case 'custom': {
      const custom = field.render();
      input = isValidElement(custom) ? cloneElement(custom as ReactElement<ControlProps>, control) : custom;
      break;
    }
  }
  return <div data-testid={testId}>{input}</div>;
}

export interface SearchFormProps {
  fields: readonly SearchField[];
  /** the filters in force (the URL's): the form shows them, and follows the back button */
  filters: Record<string, unknown>;
  onSearch: (filters: Record<string, unknown>) => void;
  onReset: () => void;
  testId: string;
}

/**
 * The query form above a table: the fields in a responsive grid, "search" and "reset" at the end of the
 * last row, and "expand/collapse" when the fields need more than a row. Enter in a field searches.
 */
export function SearchForm({ fields, filters, onSearch, onReset, testId }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const perRow = useFieldsPerRow();
  const span = 24 / perRow;
  // folded, the first row shows its fields but the last column (the buttons'), and one field at least
  const foldedCount = Math.max(perRow - 1, 1);
  const foldable = fields.length > foldedCount;
  // a filter set in a folded field (a shared link) opens the form, so nothing in force is out of sight
  const [expanded, setExpanded] = useState(() =>
    fields.slice(foldedCount).some((field) => filterKeysOf([field]).some((key) => key in filters)),
  );
  const shown = foldable && !expanded ? foldedCount : fields.length;
  const values = useMemo(() => toFormValues(fields, filters), [fields, filters]);
  const valuesKey = JSON.stringify(values);

  // the URL changed under the form (back button, "clear filters"): show what is in force now
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by value
  useEffect(() => {
    form.setFieldsValue(values);
  }, [form, valuesKey]);

  const buttonsOffset = (perRow - 1 - (shown % perRow)) * span;
  return (
    <Form<FormValues>
      form={form}
      initialValues={values}
      onFinish={(submitted) => onSearch(toFilters(fields, submitted))}
      style={{ marginBottom: 16 }}
      data-testid={`${testId}-form`}
    >
      <Row gutter={[16, 0]}>
        {fields.map((field, index) => {
          const name = fieldId(field);
          return (
            <Col key={name} span={span} style={index < shown ? undefined : { display: 'none' }}>
              <Form.Item name={name} label={field.label} style={{ marginBottom: 16 }}>
                <FieldControl field={field} testId={field.testId ?? `${testId}-field-${name}`} />
              </Form.Item>
            </Col>
          );
        })}
        <Col span={span} offset={buttonsOffset} style={{ textAlign: 'right', marginBottom: 16 }}>
          <Space wrap>
            <Button
              onClick={() => {
                form.setFieldsValue(Object.fromEntries(fields.map((field) => [fieldId(field), undefined])));
                onReset();
              }}
              data-testid={`${testId}-reset`}
            >
              {t('table.reset')}
            </Button>
            <Button type="primary" htmlType="submit" data-testid={`${testId}-search`}>
              {t('table.search')}
            </Button>
            {foldable ? (
              <Button
                type="link"
                style={{ paddingInline: 0 }}
                onClick={() => setExpanded(!expanded)}
                data-testid={`${testId}-expand`}
              >
                {expanded ? t('table.collapse') : t('table.expand')}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
