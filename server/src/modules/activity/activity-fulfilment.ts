import { ActivityOrderType } from '@onsite/contracts';
import { registerFulfilment } from '#server/modules/order/index.ts';
import { applyActivityOrder } from './activity-purchase.service.ts';

/** Called once at start (app.ts): what paying an activity order (create, renew, expand) does. */
export function registerActivityFulfilment(): void {
  registerFulfilment(Object.values(ActivityOrderType), applyActivityOrder);
}
