/** What other modules may use of the channel module: the sign-up through an invite link (customer-auth). */
export { channelRoutes } from './channel.routes.ts';
export { inviteForSignup, recordSignup } from './invite.service.ts';
