/** What other modules may use of the cdkey module (the transfer module's export of a batch's keys). */
export { filteredKeys, type KeyFilter, keyColumns } from './cdkey.repository.ts';
export { cdkeyRoutes } from './cdkey.routes.ts';
