import type { AgentSiteData } from '@onsite/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Spec §9: page-builder content (base width 750) is shown 388 wide in the help panel. */
export { HELP_PANEL_WIDTH } from '@onsite/contracts';

/** The panel and its page renderer load when the visitor first opens it (the site's first load stays small). */
const HelpDrawer = lazy(() => import('./HelpDrawer'));

/**
 * The right bar's in-page help panel (rightData.on_self = 1, docs/decisions.md 22): mounted once first
 * opened, and kept (closing slides it out; its stages start over at the help home).
 */
export function HelpPanel({
  open,
  onClose,
  right,
}: {
  open: boolean;
  onClose: () => void;
  right: AgentSiteData['rightData'];
}) {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <HelpDrawer open={open} onClose={onClose} right={right} />
    </Suspense>
  );
}
