/** What other modules may use of the copyright module. */

export { copyrightRoutes } from './copyright.routes.ts';
export { registerCopyrightFulfilment, revokeCopyrightLicence } from './copyright-purchase.service.ts';
