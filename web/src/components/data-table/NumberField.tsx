import { InputNumber, type InputNumberProps } from 'antd';

/**
 * The input of a `number` search field, its own chunk (antd's InputNumber, ~7 KB gzipped): SearchForm loads
 * it when a form shows such a field, so the list kit's core does not carry it for the lists without one.
 */
export default function NumberField(props: InputNumberProps) {
  return <InputNumber style={{ width: '100%' }} {...props} />;
}
