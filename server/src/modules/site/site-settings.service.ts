import type { AgentSiteSettings } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './site.repository.ts';
import { editableSettings } from './site-text.ts';

/**
 * An image of the site: empty, an upload under the agent's own storage prefix, or an http(s) link; the
 * platform editing a site on its behalf may also use its own uploads (platform/).
 */
function checkImage(field: string, value: string, site: AgentScope, platformUploads: boolean): void {
  if (!value || /^https?:\/\//.test(value) || value.startsWith(`agent/${site.agentId}/`)) return;
  if (platformUploads && value.startsWith('platform/')) return;
  throw badRequest('{field}: an image must be an upload of this site or an http(s) link', { field });
}

export async function settingsOf(db: Db, site: AgentScope) {
  const { agent, domains } = await repository.findSettings(db, site);
  return { name: agent.corporate_name, ...editableSettings(agent), domains };
}

/**
 * Saves the site's header, footer, right bar and page data; only the agent's own site. The platform
 * (site-content.service) also sets the login switches and may use its own uploads.
 */
export async function saveSettings(
  db: Db,
  site: AgentScope,
  input: AgentSiteSettings,
  platform?: { login: { phone_on: number; on_wechat_login: number }; platformUploads: boolean },
) {
  const uploads = platform?.platformUploads ?? false;
  checkImage('bottomData.logo', input.bottomData.logo, site, uploads);
  checkImage('bottomData.footer_wx_kefu_img', input.bottomData.footer_wx_kefu_img, site, uploads);
  checkImage('bottomData.footer_wx_public_img', input.bottomData.footer_wx_public_img, site, uploads);
  checkImage('websiteData.url_ico', input.websiteData.url_ico, site, uploads);
  await repository.saveSettings(db, site, {
    bottom_data: JSON.stringify(input.bottomData),
    right_data: JSON.stringify(input.rightData),
    website_data: JSON.stringify(input.websiteData),
    ...platform?.login,
  });
  return settingsOf(db, site);
}
