/** What other modules may use of the pbsign module: its routes and the device sign-ins its export reads. */

export { endRental, registerDeviceRental } from './device-rental.service.ts';
export { deviceSignins, type LogFilter, logColumns } from './pbsign.repository.ts';
export { pbsignRoutes } from './pbsign.routes.ts';
