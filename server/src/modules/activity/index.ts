/** What other modules may use of the activity module; everything else in this folder is its own. */

export { groupIdFor } from './activity.repository.ts';
export { type CustomerPrincipal, ownActivity } from './activity-access.ts';
export { filteredActivities } from './activity-console.repository.ts';
export { type ConsoleFilterQuery, consoleFilterOf } from './activity-console.service.ts';
export { abolish as abolishActivity } from './activity-lifecycle.service.ts';
export { activateWithCode, insertActivity, reverseActivityOrder } from './activity-purchase.service.ts';
export { assertAllowed, statusOf } from './activity-state.ts';
export { zonedToInstant } from './zoned-time.ts';
