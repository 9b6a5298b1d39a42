/** What other modules may use of the SCRM module: its routes, and the one way a channel brings a lead. */
export {
  type ChannelPerson,
  type ChannelSource,
  leadScopeOfChannel,
  recordChannelLead,
} from './channel-lead.repository.ts';
export { scrmRoutes } from './scrm.routes.ts';
