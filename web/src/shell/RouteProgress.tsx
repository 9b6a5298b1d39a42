import { theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLoadingCount } from './routeProgress';

/** Spec §9: the bar finishes 200 ms after the route has settled. */
const FINISH_MS = 200;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The thin bar at the top of the window while a route loads. It appears only when loading lasts longer than
 * `delayMs` (300 ms in the admin console), so quick navigations do not flash it.
 */
export function RouteProgress({ delayMs }: { delayMs: number }) {
  const { token } = theme.useToken();
  const location = useLocation();
  const loading = useLoadingCount() > 0;
  const [phase, setPhase] = useState<Phase>('idle');
  const [navigating, setNavigating] = useState(false);
  const firstRender = useRef(true);

  // A navigation counts as loading until the next commit has shown the new route.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, keyed on location.key
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setNavigating(true);
    const settle = setTimeout(() => setNavigating(false), 0);
    return () => clearTimeout(settle);
  }, [location.key]);

  const busy = loading || navigating;
  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('running'), delayMs);
      return () => clearTimeout(show);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    const hide = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(hide);
  }, [busy, delayMs]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`route-progress route-progress-${phase}`}
      data-testid="route-progress"
      role="progressbar"
      aria-busy={phase === 'running'}
      style={{ background: token.colorPrimary, boxShadow: `0 0 8px ${token.colorPrimary}` }}
    />
  );
}
