import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/** A row's red "delete" link that asks first (a danger-styled confirmation) and then runs `onConfirm`. */
export function DeleteAction({
  confirm,
  onConfirm,
  children,
  testId,
}: {
  confirm: ReactNode;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Popconfirm title={confirm} okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button type="link" size="small" danger data-testid={testId}>
        {children}
      </Button>
    </Popconfirm>
  );
}
