/** What other modules may use of the software module. */

export { licenceStaffRoutes } from './licence-staff.routes.ts';
export { softwareRoutes } from './software.routes.ts';
export { softwarePurchaseRoutes } from './software-purchase.routes.ts';
export { registerSoftwareFulfilment, revokeLicences } from './software-purchase.service.ts';
