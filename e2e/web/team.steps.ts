import type { Page } from 'playwright-core';
import { callApi, clickWhenSettled } from '../fixtures.ts';

/** Steps of the team and role journeys: the grant tree, and acting in a named team. */

/** Ticks the grant tree's checkbox of the entry whose test id is `testId`. */
export async function grant(page: Page, testId: string) {
  const node = page.locator('.ant-tree-treenode').filter({ has: page.getByTestId(testId) });
  await clickWhenSettled(node.locator('.ant-tree-checkbox'));
}

/** Moves the agent session `token` to the team named `teamName` (one of the user's); answers its opid. */
export async function actInTeam(baseUrl: string, token: string, teamName: string): Promise<number> {
  const info = await callApi<{ teams: { opid: number; corporate_name: string }[] }>(
    baseUrl,
    '/api/agent/BasicInfo/getInfo',
    { token },
  );
  const team = info.body.data.teams.find((candidate) => candidate.corporate_name === teamName);
  if (!team) throw new Error(`the agent user is not in ${teamName}`);
  await callApi(baseUrl, '/api/agent/BasicInfo/changeTeam', { token, body: { opid: team.opid } });
  return team.opid;
}
