import type { Db } from '#server/db/database.ts';
import type { AgentBottomData, AgentRightData, AgentWebsiteData } from '#server/db/schema.ts';
import { insertAgent } from './agent.repository.ts';

/**
 * What a new agent (team) needs to work: its row with the customer site's default settings (footer, right
 * bar, title and keywords) and its domains. The platform's agent management (admin › partner) and the seed
 * both create agents here, so a created agent is the same as a seeded one.
 */
export interface NewAgent {
  name: string;
  brief?: string;
  contactName?: string;
  contactPhone?: string;
  verified?: boolean;
  isPlatformDefault?: boolean;
  domains?: readonly string[];
  phoneOn?: boolean;
  wechatLogin?: boolean;
  /** the site's ICP filing number in the footer */
  filingNumber?: string;
}

export function createAgent(db: Db, input: NewAgent): Promise<number> {
  const brief = input.brief ?? '';
  return insertAgent(
    db,
    {
      corporate_name: input.name,
      corporate_brief: brief,
      contact_name: input.contactName ?? '',
      contact_phone: input.contactPhone ?? '',
      status: input.verified ? 1 : 0,
      is_platform_default: input.isPlatformDefault ?? false,
      phone_on: input.phoneOn === false ? 0 : 1,
      on_wechat_login: input.wechatLogin ? 1 : 0,
      bottom_data: siteBottom(input.name, input.filingNumber ?? ''),
      right_data: siteRight(),
      website_data: siteWebsite(input.name, brief),
    },
    input.domains ?? [],
  );
}

/** A default text of a new site in zh_CN, en and zh_TW (the operator edits them side by side). */
const texts = (title: string, titleEn: string, titleZhTw: string) => ({
  title,
  title_en: titleEn,
  title_zh_tw: titleZhTw,
});

function siteBottom(name: string, filingNumber: string): AgentBottomData {
  return {
    logo: '',
    footer_wx_kefu_img: '',
    footer_wx_public_img: '',
    links: [
      {
        ...texts('产品', 'Products', '產品'),
        link: '',
        children: [
          { ...texts('大屏互动', 'Big-screen interaction', '大螢幕互動'), link: '/my/tool/screen' },
          { ...texts('会议系统', 'Meeting system', '會議系統'), link: '/my/tool/meeting' },
        ],
      },
      {
        ...texts('支持', 'Support', '支援'),
        link: '',
        children: [{ ...texts('帮助中心', 'Help center', '幫助中心'), link: '/my/essay/help_center' }],
      },
    ],
    services: [{ ...texts('在线客服', 'Online service', '線上客服'), type: 1, link: '', id: 1 }],
    bottom_links: [
      { ...texts('用户协议', 'User agreement', '使用者協議'), mark: 'user_agreement' },
      { ...texts('隐私政策', 'Privacy policy', '隱私政策'), mark: 'privacy_policy' },
      { ...texts('关于我们', 'About us', '關於我們'), mark: 'about' },
    ],
    on_footer_feedback: 1,
    footer_feedback_url: '',
    footer_copyright: `© 2026 ${name}`,
    footer_ipc: filingNumber,
  };
}

function siteRight(): AgentRightData {
  return {
    on_help_center: 1,
    help_center_url: '',
    on_customer_service: 1,
    on_feedback: 1,
    feedback_url: '',
    on_self: 1,
    help_default: 1,
    on_vip_more: 0,
    vip_more_url: '',
  };
}

function siteWebsite(name: string, brief: string): AgentWebsiteData {
  return { title: name, keyword: `${name},活动,互动大屏,会议`, description: brief || name, url_ico: '' };
}
