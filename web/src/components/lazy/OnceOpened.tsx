import { Spin } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a lazily loaded dialog or drawer (React.lazy) once it is first opened, and keeps it mounted after,
 * so that it closes with its own animation and keeps its state as before. Until its chunk is there, the page
 * shows a full-screen spinner (nothing moves on the page). A page thus fetches the dialogs it shows on
 * demand only when they are asked for (issue 19: ≤ 100 KB per lazy route).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={open ? <Spin fullscreen /> : null}>{children}</Suspense>;
}
