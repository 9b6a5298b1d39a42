/**
 * What other modules may use of the channel module: the sign-up through an invite link or a customer's own
 * invitation (customer-auth).
 */
export { channelRoutes } from './channel.routes.ts';
export { recordReferral, referralForSignup } from './customer-invite.service.ts';
export { inviteForSignup, recordSignup } from './invite.service.ts';
