import { ErrorCode } from '@onsite/contracts';
import { lazy } from 'react';
import { isApiError } from '#web/api/errors';

/** Whether the site data failed because the platform disabled the agent of this host (410, site closed). */
export const isSiteClosed = (error: unknown) => isApiError(error) && error.code === ErrorCode.siteClosed;

/** The "site closed" page (SiteClosed.tsx), fetched when shown: render it inside Suspense. */
export const SiteClosed = lazy(() => import('./SiteClosed'));
