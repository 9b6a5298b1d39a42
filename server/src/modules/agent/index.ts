/** What other modules may use of the agent module; everything else in this folder is its own. */
export { switchTeam } from './agent.repository.ts';
export { teamProfileOf, updateTeamProfileOf } from './agent.service.ts';
export { createAgent, type NewAgent } from './new-agent.service.ts';
