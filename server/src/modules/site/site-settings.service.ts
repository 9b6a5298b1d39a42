import type { AgentSiteSettings } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { badRequest } from '#server/platform/http/errors.ts';

/** An image of the site: empty, an upload under the agent's own storage prefix, or an http(s) link. */
function checkImage(field: string, value: string, agentId: number): void {
  if (!value || /^https?:\/\//.test(value) || value.startsWith(`agent/${agentId}/`)) return;
  throw badRequest('{field}: an image must be an upload of this site or an http(s) link', { field });
}

export async function settingsOf(db: Db, agentId: number) {
  const agent = await db
    .selectFrom('agents')
    .select(['corporate_name', 'bottom_data', 'right_data', 'website_data'])
    .where('id', '=', agentId)
    .executeTakeFirstOrThrow();
  const domains = await db
    .selectFrom('agent_domains')
    .select('domain')
    .where('agent_id', '=', agentId)
    .execute();
  return {
    name: agent.corporate_name,
    bottomData: agent.bottom_data,
    rightData: agent.right_data,
    websiteData: agent.website_data,
    domains: domains.map((row) => row.domain),
  };
}

/** Saves the site's header, footer, right bar and page data; only the agent's own site. */
export async function saveSettings(db: Db, agentId: number, input: AgentSiteSettings) {
  checkImage('bottomData.logo', input.bottomData.logo, agentId);
  checkImage('bottomData.footer_wx_kefu_img', input.bottomData.footer_wx_kefu_img, agentId);
  checkImage('bottomData.footer_wx_public_img', input.bottomData.footer_wx_public_img, agentId);
  checkImage('websiteData.url_ico', input.websiteData.url_ico, agentId);
  await db
    .updateTable('agents')
    .set({
      bottom_data: JSON.stringify(input.bottomData),
      right_data: JSON.stringify(input.rightData),
      website_data: JSON.stringify(input.websiteData),
      updated_at: new Date(),
    })
    .where('id', '=', agentId)
    .execute();
  return settingsOf(db, agentId);
}
