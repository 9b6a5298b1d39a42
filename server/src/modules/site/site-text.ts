import type { AgentSiteData, AgentSiteSettings } from '@onsite/contracts';
import type { Agent, SiteTextLanguages } from '#server/db/schema.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import { inLanguage } from '#server/platform/i18n/localised.ts';

/**
 * A site's visitor-facing texts in three languages (issue 17): the settings keep zh_CN in the spec's key
 * (`title`, `footer_copyright`…) and en / zh_TW beside it (`title_en`, `title_zh_tw`); rows saved before
 * the languages existed lack the latter, which read as ''.
 */
type Localised<K extends string> = { [P in K]: string } & SiteTextLanguages<K>;

/** The text of `key` in `language`: its zh_CN one where that language's is '' or absent. */
function textIn<K extends string>(language: ServerLanguage, record: Localised<K>, key: K): string {
  const languages: SiteTextLanguages<string> = record;
  return inLanguage(language, {
    zh_CN: record[key],
    en: languages[`${key}_en`] ?? '',
    zh_TW: languages[`${key}_zh_tw`] ?? '',
  });
}

/** The en / zh_TW values of `key`, absent ones as ''. */
function otherTexts<K extends string>(record: Localised<K>, key: K) {
  const languages: SiteTextLanguages<string> = record;
  return {
    [`${key}_en`]: languages[`${key}_en`] ?? '',
    [`${key}_zh_tw`]: languages[`${key}_zh_tw`] ?? '',
  } as { [P in `${K}_en` | `${K}_zh_tw`]: string };
}

/** The settings as the consoles edit them: every text with its three languages. */
export function editableSettings(
  agent: Pick<Agent, 'bottom_data' | 'right_data' | 'website_data'>,
): AgentSiteSettings {
  const bottom = agent.bottom_data;
  const website = agent.website_data;
  const titled = <T extends Localised<'title'>>(item: T) => ({ ...item, ...otherTexts(item, 'title') });
  return {
    bottomData: {
      ...bottom,
      links: bottom.links.map((group) => ({ ...titled(group), children: group.children.map(titled) })),
      services: bottom.services.map(titled),
      bottom_links: bottom.bottom_links.map(titled),
      ...otherTexts(bottom, 'footer_copyright'),
    },
    rightData: agent.right_data,
    websiteData: {
      ...website,
      ...otherTexts(website, 'title'),
      ...otherTexts(website, 'keyword'),
      ...otherTexts(website, 'description'),
    },
  };
}

/** The site as a visitor reading `language` sees it: each text in that language (getData). */
export function siteInLanguage(agent: Agent, language: ServerLanguage): AgentSiteData {
  const bottom = agent.bottom_data;
  const website = agent.website_data;
  const title = (item: Localised<'title'>) => textIn(language, item, 'title');
  return {
    status: agent.status,
    name: agent.corporate_name,
    bottomData: {
      logo: bottom.logo,
      footer_wx_kefu_img: bottom.footer_wx_kefu_img,
      footer_wx_public_img: bottom.footer_wx_public_img,
      links: bottom.links.map((group) => ({
        title: title(group),
        link: group.link,
        children: group.children.map((child) => ({ title: title(child), link: child.link })),
      })),
      services: bottom.services.map((service) => ({
        title: title(service),
        type: service.type,
        link: service.link,
        id: service.id,
      })),
      bottom_links: bottom.bottom_links.map((link) => ({ title: title(link), mark: link.mark })),
      on_footer_feedback: bottom.on_footer_feedback,
      footer_feedback_url: bottom.footer_feedback_url,
      footer_copyright: textIn(language, bottom, 'footer_copyright'),
      footer_ipc: bottom.footer_ipc,
    },
    rightData: agent.right_data,
    websiteData: {
      title: textIn(language, website, 'title'),
      keyword: textIn(language, website, 'keyword'),
      description: textIn(language, website, 'description'),
      url_ico: website.url_ico,
    },
  };
}
