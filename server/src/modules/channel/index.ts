/**
 * What other modules may use of the channel module: the sign-up through an invite link or a customer's own
 * invitation (customer-auth); the staff a console assigns follow-ups to and their names (scrm's lead owners
 * and history authors).
 */
export { channelRoutes } from './channel.routes.ts';
export { recordReferral, referralForSignup } from './customer-invite.service.ts';
export { authorName as staffName } from './enquiry.repository.ts';
export { assignees as staffOptions } from './enquiry.service.ts';
export { inviteForSignup, recordSignup } from './invite.service.ts';
