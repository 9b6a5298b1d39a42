import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmActionProps {
  confirm: ReactNode;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
  testId: string;
}

/** A row's link that asks first and then runs `onConfirm` (resend a mail, …); `danger` styles it red. */
export function ConfirmAction({
  confirm,
  onConfirm,
  children,
  testId,
  danger = false,
}: ConfirmActionProps & { danger?: boolean }) {
  return (
    <Popconfirm title={confirm} okButtonProps={{ danger }} onConfirm={onConfirm}>
      <Button type="link" size="small" danger={danger} data-testid={testId}>
        {children}
      </Button>
    </Popconfirm>
  );
}

/** A row's red "delete" link that asks first (a danger-styled confirmation) and then runs `onConfirm`. */
export function DeleteAction(props: ConfirmActionProps) {
  return <ConfirmAction {...props} danger />;
}
