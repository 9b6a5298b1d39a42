import { InputNumber, type InputNumberProps } from 'antd';

/**
 * An amount of money typed in yuan (two decimals, never negative, the field's width); the request takes
 * cents, so a form converts on submit (`Math.round(yuan * 100)`).
 */
export function YuanInput(props: InputNumberProps<number>) {
  return <InputNumber<number> min={0} precision={2} prefix="¥" style={{ width: '100%' }} {...props} />;
}
