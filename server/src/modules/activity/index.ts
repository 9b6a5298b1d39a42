/** What other modules may use of the activity module; everything else in this folder is its own. */

export { groupIdFor } from './activity.repository.ts';
export { insertActivity } from './activity-purchase.service.ts';
export { assertAllowed } from './activity-state.ts';
export { zonedToInstant } from './zoned-time.ts';
