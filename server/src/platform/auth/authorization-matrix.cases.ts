import type { Db } from '#server/db/database.ts';

/**
 * The reviewed classification behind authorization-matrix.test.ts. A new route that is public, or that takes
 * an id-like input, fails that test until it is listed here (CONTRIBUTING.md, "Add an endpoint").
 */

/** The sandbox WeCom's external-contact API: answered only with a valid access token of the sandbox corp. */
const SANDBOX_WECOM_LINK =
  "a link of the sandbox WeCom, as its url carries it (a visitor's page, like WeCom's own link pages)";
const SANDBOX_WECOM_API =
  "sandbox WeCom API: WeCom's own authentication, an access token from gettoken for the sandbox corp (40014 / 41001 / 42001 otherwise); answers only that corp's sandbox state";

/** Routes anyone may call without a session, each with why. A public route not listed here fails the matrix. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'liveness and readiness probe',
  'POST /api/auth/login': 'staff sign-in',
  'GET /api/auth/captcha': 'captcha of the staff sign-in form (after repeated failures) and of /forget',
  'POST /api/auth/forget/sendCode':
    'staff /forget: a code to the account email (the same answer for any account)',
  'POST /api/auth/forget/reset': 'staff /forget: a new password with the emailed code',
  'GET /api/auth/setPassword/getInfo':
    'the admin set-password page: which account an emailed link is for, proven by its token (rate limited)',
  'POST /api/auth/setPassword/submit':
    'the admin set-password page: the first password of a staff account, proven by its token (rate limited)',
  'GET /api/agent/invite/getInfo':
    'the /invite page: what an invitation link offers, proven by its token (rate limited)',
  'POST /api/agent/invite/register':
    'the /invite page: a new agent user signs up with the invitation token and joins (rate limited)',
  'POST /api/auth/twoFactor/verify':
    'staff sign-in, code step: authorised by the signed, 5-minute challenge of the password step',
  'POST /api/auth/twoFactor/enrolStart':
    'staff sign-in of a role requiring two factors: authorised by the signed challenge of the password step',
  'POST /api/auth/twoFactor/enrolConfirm':
    'staff sign-in of a role requiring two factors: authorised by the signed challenge of the password step',
  'POST /api/customer/login/index': 'customer sign-in',
  'POST /api/customer/support/claim':
    'a support link\'s page ("log in as"): proven by the link\'s one-time 256-bit code, which the call spends',
  'GET /api/customer/login/getCaptcha': 'captcha of the sign-in forms',
  'GET /api/customer/login/getInfo': 'the sign-in page of the site chosen by the host',
  'GET /api/customer/login/getWechatQrcode': 'WeChat scan sign-in: the QR',
  'GET /api/customer/login/getWechatQrcodeLoginStatus': 'WeChat scan sign-in: polled by the sign-in page',
  'POST /api/customer/login/postBindCustomerAccount': 'WeChat scan sign-in: binds a phone, proven by a code',
  'POST /api/customer/login/postEmailVerifyCode': 'sends a sign-up or reset code (rate limited)',
  'POST /api/customer/login/postVerifyCode': 'sends a sign-up or reset code (rate limited)',
  'POST /api/customer/login/postRegister': 'customer sign-up, proven by a code',
  'POST /api/customer/login/resetPassword': 'password reset, proven by a code',
  'GET /api/customer/invite/open':
    "an invite link (an agent's, or a customer's own) on a poster or QR: counts the visit and redirects to the site's sign-up (rate limited)",
  'POST /api/customer/enquiry/submit':
    "a visitor's enquiry on the host's site, with the graphic captcha (rate limited)",
  'GET /api/customer/Product/getList': 'public tool catalogue',
  'GET /api/h5/activity/getInfo':
    "an activity's attendees' h5 page, by the unguessable code of its QR (activity-screen.routes.test.ts)",
  'POST /api/h5/activity/openScreen':
    "a venue opens an activity's big screen with its access password (rate limited per activity and IP)",
  'GET /api/h5/activity/getScreen':
    'the big screen a venue opened, by the signed ticket openScreen gave (activity-screen.routes.test.ts)',
  'POST /api/device/pbsign/getState':
    "a sign-in kiosk's own page, proven by its serial and its 192-bit device key (rate limited per IP and serial)",
  'POST /api/device/pbsign/signIn':
    'a sign-in kiosk signs an attendee in, proven by its serial and device key (rate limited per IP and serial)',
  'POST /api/h5/activity/signIn':
    'an attendee signs in with name and phone, by the code of the QR (rate limited per IP and phone)',
  'GET /api/a/addons/design/design/detail':
    "the help panel's published help design of the visitor's site (the activity's agent, else the host's, else the platform's), or -10 (help.routes.test.ts)",
  'GET /api/a/addons/design/help/entry':
    "a help entry of the visitor's site or of the platform that its help page links to (help.routes.test.ts)",
  'GET /api/customer/Product/getSceneCategory': 'public programme categories',
  'GET /api/customer/Product/getSceneIntroduce': 'public tool introductions',
  'GET /api/customer/Product/getSceneIntroduceDetail': 'public programme page',
  'GET /api/customer/Product/getSoftwareList':
    "public /tool/software page: the software the host's site sells, at its agent's prices",
  'GET /api/customer/Product/getCopyrightList':
    "public licensed content the host's site sells (or a signed-in customer's own site), at its agent's prices",
  'GET /api/customer/Product/getTheme': 'public programme theme of the platform or this site',
  'GET /api/customer/Product/getThemeList': 'public programme themes of the platform or this site',
  'GET /api/customer/Product/getSubstance':
    "the platform's shown projects, tags in use and published topics: the same on every site",
  'GET /api/customer/Product/getTopic': "a published topic of the platform's: the same on every site",
  'GET /api/customer/common/getAbout': "the site's about page",
  'GET /api/customer/common/getAgentService': "the site's footer services",
  'GET /api/customer/common/getArticleDetail': 'articles of the platform or of this site',
  'GET /api/customer/common/getData': 'the white-label site data of the host',
  'GET /api/customer/customerOrder/getVipList': "the site's VIP plans (price list)",
  'GET /api/customer/customerOrder/payType': 'the payment methods the site offers',
  'GET /api/open/v1/activities':
    'open API: authenticated by an API credential (app key + signature), not a session',
  'GET /api/open/v1/profile':
    'open API: authenticated by an API credential (app key + signature), not a session',
  'POST /api/pay/notify/sandbox': 'payment notify: authenticated by the gateway signature',
  'GET /api/sandbox/pay/cashier': 'sandbox cashier page: authorised by its signed payment token',
  'POST /api/sandbox/pay/cashier': 'sandbox cashier page: authorised by its signed payment token',
  'GET /api/sandbox/wechat/authorize': 'sandbox WeChat page: authorised by its ticket',
  'POST /api/sandbox/wechat/authorize': 'sandbox WeChat page: authorised by its ticket',
  'GET /api/sandbox/wechat/bind': 'sandbox WeChat page: authorised by its ticket',
  'POST /api/sandbox/wechat/bind': 'sandbox WeChat page: authorised by its ticket',
  'GET /api/sandbox/wechat/confirm': 'sandbox WeChat page: authorised by its ticket',
  'POST /api/sandbox/wechat/confirm': 'sandbox WeChat page: authorised by its ticket',
  'GET /api/sandbox/wechat/staffBind':
    'sandbox WeChat / WeCom page of an agent user bind QR: authorised by its ticket',
  'POST /api/sandbox/wechat/staffBind':
    'sandbox WeChat / WeCom page of an agent user bind QR: authorised by its ticket',
  'GET /api/wecom/callback':
    "WeCom's URL verification of an agent's callback: authenticated by msg_signature with the binding's token and an echostr encrypted with its EncodingAESKey for its corp (refused with a 4xx otherwise)",
  'GET /api/sandbox/wechat/mp/authorize': 'sandbox WeChat page: authorised by its ticket',
  'POST /api/sandbox/wechat/mp/authorize': 'sandbox WeChat page: authorised by its ticket',
  'GET /api/sandbox/wechat/mp/follow':
    "sandbox WeChat profile page of an authorised official account (its public name): the sandbox phone's own openid follows it",
  'POST /api/sandbox/wechat/mp/follow':
    "sandbox WeChat: the sandbox phone follows or unfollows an account; writes only the sandbox WeChat's own table",
  'GET /api/sandbox/wechat/mp/cgi-bin/token':
    "sandbox WeChat cgi-bin/token: WeChat's JSON and errcodes, a signed token for the sandbox AppSecret; holds no tenant data",
  'GET /api/sandbox/wechat/mp/cgi-bin/user/get':
    "sandbox WeChat user/get: authenticated by the account's signed access token, answers the sandbox WeChat's own followers",
  'POST /api/sandbox/wechat/mp/cgi-bin/user/info/batchget':
    "sandbox WeChat batchget: authenticated by the account's signed access token, answers the sandbox WeChat's own followers",
  'POST /api/sandbox/wechat/mp/cgi-bin/menu/create':
    "sandbox WeChat menu/create: authenticated by the account's signed access token, writes the sandbox WeChat's own menu",
  'GET /api/sandbox/wechat/mp/cgi-bin/get_current_selfmenu_info':
    "sandbox WeChat get_current_selfmenu_info: authenticated by the account's signed access token",
  'GET /api/sandbox/wecom/cgi-bin/gettoken':
    "sandbox WeCom gettoken: answers WeCom's JSON for the one documented sandbox corp id and secret, errcodes for anything else; holds no tenant data",
  'POST /api/wecom/callback':
    "WeCom's event push to an agent's callback: authenticated by msg_signature with the binding's token and a message encrypted with its EncodingAESKey for its corp (refused with a 4xx, nothing written, otherwise)",
  'GET /api/sandbox/wecom/cgi-bin/user/simplelist': SANDBOX_WECOM_API,
  'POST /api/sandbox/wecom/cgi-bin/externalcontact/customer_acquisition/create_link': SANDBOX_WECOM_API,
  'POST /api/sandbox/wecom/cgi-bin/externalcontact/customer_acquisition/list_link': SANDBOX_WECOM_API,
  'POST /api/sandbox/wecom/cgi-bin/externalcontact/customer_acquisition/delete_link': SANDBOX_WECOM_API,
  'GET /api/sandbox/wecom/cgi-bin/externalcontact/list': SANDBOX_WECOM_API,
  'GET /api/sandbox/wecom/cgi-bin/externalcontact/get': SANDBOX_WECOM_API,
  'POST /api/sandbox/wecom/cgi-bin/externalcontact/get_corp_tag_list': SANDBOX_WECOM_API,
  'POST /api/sandbox/wecom/cgi-bin/externalcontact/add_corp_tag': SANDBOX_WECOM_API,
  'POST /api/sandbox/wecom/cgi-bin/externalcontact/mark_tag': SANDBOX_WECOM_API,
  'GET /api/sandbox/wecom/ca':
    "sandbox WeCom acquisition link page: a visitor's page of the sandbox WeCom, named by the link id its url carries; shows the link's member only",
  'POST /api/sandbox/wecom/ca':
    "sandbox WeCom acquisition link page: the visitor adds the link's member as WeCom would; the sandbox then posts the signed, encrypted event to the corp's verified callback URLs (rate-limited per address)",
};

const VIP_LEVEL = 'a VIP level (1, 2 …): a number of the catalogue, not an object of a tenant';
const VIP_PLAN =
  "a VIP plan of the platform's catalogue: the same for every tenant, managed only by admins (an agent's site sells it through an offer)";

const PLUGIN = "a plugin of the platform's catalogue: the same for every tenant, managed only by admins";
const PLUGIN_ENABLEMENT =
  "a plugin enabled for an agent, reached only by admins with admin.plugin.service.manage (which sees every agent's); a team reads its own through its principal";
const SCREEN_ACID =
  "an activity's big screen opened by a venue: the access password (openScreen) or the ticket it gave (getScreen) is what admits, tested in activity-screen.routes.test.ts";
const PRICE_VERSION =
  "a version of the platform's activity prices or fee rates: the same for every tenant, managed only by admins";
const CDKEY_BATCH =
  "a cdkey batch: the platform's (admin.product.cdkey), the same for every tenant; a customer reaches a key only by its code (cdkey.routes.test.ts)";
const DEVICE =
  "a sign-in device model or unit of the platform's catalogue: the same for every tenant, managed only by admins";
const ACTIVITY_MENU =
  "an entry of the activity workspace's menus (admin.menu.activity): the platform's, the same for every tenant; a customer reads its own activity's through the activity's id";
const SUBSTANCE =
  "a project, tag or topic of the platform's substance (admin › 内容): the same for every site, managed only by admins (sites' articles carry its tags)";
const SUBSTANCE_ARTICLE =
  "a page of the platform's own (agent_id null): an agent's article is not found (substance.routes.test.ts)";
const SOFTWARE =
  "a software product of the platform's catalogue: the same for every tenant, managed only by admins";
const COPYRIGHT =
  "a copyright item of the platform's catalogue: the same for every tenant, managed only by admins";
/** An agent's own article (admin › partner › articles); another agent's is not found through this agent's id. */
const AGENT_ARTICLE =
  "an article of the agent named by agent_id: another agent's article is not found (site-content.routes.test.ts)";

/** The platform's own page (agent_id null, admin › website); an agent's page is not found there. */
const PLATFORM_ARTICLE =
  "a page of the platform's own (agent_id null), edited with admin.website; an agent's page is not found";

/** A help design, category or entry: its owner's (the platform's own or one agent's site's), by principal. */
const HELP_ROW =
  "a help design, category or entry of the caller's own help centre (the platform's own, agent_id null, or the team's site's): another owner's answers 404 (help.routes.test.ts)";
const HELP_SITE =
  "the visitor's site's help, or the platform's: another site's design or entry is absent (-10) or not found (help.routes.test.ts)";
const HELP_ACID =
  "an activity only names whose site's help to show (its agent's): help designs are public pages (help.routes.test.ts)";

/** An agent (tenant) as the platform manages it: admin.partner sees every agent. */
const PLATFORM_AGENT = 'an agent managed by the platform (admin.partner), which sees every agent';
const MP_ACCOUNT =
  "an official account of the platform or an agent itself, managed by the platform, which sees every owner's (admin.scrm.wechat)";
const WECOM_LINK =
  "an acquisition link of the corp named by agent_id: another corp's link is not found (404, wecom-contacts.routes.test.ts)";
const WECOM_TAG =
  "a corp tag's id in WeCom: checked against the corp's own tags in WeCom (400 otherwise), or a list filter within the corp's contacts";

/** A template (skin) of the platform's catalogue: the same for every tenant; who may pick one is a rule. */
const TEMPLATE =
  "a template of the platform's catalogue (admin.skin), the same for every agent; which ones a customer may pick is its agent's choice (template.routes.test.ts)";
const TEMPLATE_INPUT = {
  name: '矩阵模板',
  tool_id: 1,
  primary_color: '#1677ff',
  background_color: '#ffffff',
  tier: 'free',
};

/** Input fields that may name an object: `id`, `ids`, `*_id`, `opid`, `acid`, `order_no`, the cashier's `t`. */
export const ID_FIELD = /(^|_|op|ac)ids?$|^order_no$|^t$/;

/**
 * What an id field names. Objects of a kind are created for every tenant; which of them a caller may reach is
 * decided by the kind's visibility in the test (own tenant, own account, own subtree, own site, own teams).
 */
export type ObjectKind =
  | 'activity'
  | 'activity-group'
  | 'api-credential'
  | 'audit-log'
  | 'article'
  | 'bank-transfer'
  | 'customer'
  /** a sign-in device bound to one of a customer's activities (i18-pbsign) */
  | 'device-binding'
  | 'enquiry'
  | 'export-job'
  | 'file'
  | 'file-category'
  | 'import-job'
  | 'invite-link'
  | 'invoice'
  | 'ledger-entry'
  /** an SCRM lead: the platform's own pipeline (agent_id null) or one agent's (issue 17) */
  | 'lead'
  | 'notice'
  | 'official-account'
  | 'order'
  /** an order named by its row id (the consoles' refunds) */
  | 'order-id'
  /** an agent's request to be paid its settlement balance (issue 16) */
  | 'payout-request'
  /** a copyright licence the customer bought (issue 16) */
  | 'copyright-licence'
  /** a copyright item offered to one agent, switched on (its site sells it) */
  | 'copyright-offer'
  /** a software licence the customer bought (issue 16) */
  | 'software-licence'
  /** a software product offered to one agent, switched on (its site sells it) */
  | 'software-offer'
  | 'team'
  | 'team-invitation'
  | 'team-member'
  | 'team-role'
  | 'ticket-bind'
  | 'ticket-official-account'
  | 'vip-plan'
  | 'withdrawal';

/** The message of the 404 each kind answers: a 404 for another reason (a wrong extra input) fails the matrix. */
export const NOT_FOUND: Record<ObjectKind, string> = {
  activity: 'activity not found',
  'activity-group': 'group not found',
  'api-credential': 'credential not found',
  'audit-log': 'audit record not found',
  article: 'page not found',
  'bank-transfer': 'transfer not found',
  customer: 'customer not found',
  'device-binding': 'device binding not found',
  enquiry: 'enquiry not found',
  'export-job': 'export job not found',
  file: 'file not found',
  'file-category': 'category not found',
  'import-job': 'import job not found',
  'invite-link': 'invite link not found',
  invoice: 'invoice not found',
  'ledger-entry': 'record not found',
  lead: 'lead not found',
  notice: 'notice not found',
  'official-account': 'official account not found',
  order: 'order not found',
  'order-id': 'order not found',
  'payout-request': 'payout request not found',
  'copyright-licence': 'licence not found',
  'copyright-offer': 'product does not exist',
  'software-licence': 'licence not found',
  'software-offer': 'product does not exist',
  team: 'team not found',
  'team-invitation': 'invitation not found',
  'team-member': 'member not found',
  'team-role': 'role not found',
  'ticket-bind': 'not found',
  'ticket-official-account': 'not found',
  'vip-plan': 'product does not exist',
  withdrawal: 'withdrawal not found',
};

/** Further input of a case: a value, or one read from the database (a seeded row's id). */
export type Extra = Record<string, unknown | ((db: Db) => Promise<unknown>)>;

export type FieldClass =
  /**
   * A tenant object. `notFound` (the default): another tenant's object answers 404 and nothing changes.
   * `filter`: a list filter; another tenant's object selects nothing (code 0, no rows). `export`: an export
   * filter; the export runs in the caller's scope and its file holds no row.
   */
  | { kind: ObjectKind; expect?: 'notFound' | 'filter' | 'export'; extra?: Extra }
  /** not a tenant object, with why */
  | { notTenant: string };

export interface IdRoute {
  fields: Record<string, FieldClass>;
  /** further input so the request passes validation and reaches the lookup (a 400 fails the matrix) */
  extra?: Extra;
  /** call once more with the caller's own object and expect code 0 (only where that changes nothing) */
  own?: boolean;
}

/** A resource pack: the platform's catalogue, sold on every site (resource-pack.routes.test.ts). */
const RESOURCE_PACK = 'a resource pack of the platform catalogue, the same for every tenant';
const STAFF_LICENCE =
  "a customer's software licence, which the platform (admin.product.software.revoke) reaches on every site";

const CATALOGUE = 'a public catalogue id (tools, programmes): the same for every tenant';
const IGNORED_ACID = "accepted for the old client and not read: the change goes by the caller's own file ids";
/** An agent's console reads its own team's ledger: naming another agent is not found (settlement.routes.test.ts). */
const OWN_LEDGER = "the team's own ledger: another agent's id is answered 'agent not found'";

const PLATFORM_AGENT_FILTER =
  "read only in the platform's scope (which sees every agent); an agent's or customer's export stays in its own scope";

const PLATFORM_NOTICE =
  "a notice the platform sent: its own, changed only by its admins with admin.notice.send (recipients' reads go by their own scope)";
const ADMIN_ACCOUNT = "an admin account: the platform's own, reached only by admins with admin.system.user";
/** A session id: matched against the account's own sessions (the caller's, or the admin account named by `id`). */
const OWN_SESSION =
  "a session of one account: only that account's sessions are matched, another's is not found (404)";
const ADMIN_ROLE = 'an admin role: the platform’s own, the same for every admin';
const ADMIN_MENU =
  "an admin console menu: the product's, the same for every admin (another console's is refused)";
const SHARED_TEAM_ROLE =
  "a role every agent team shares (agent_id null): the platform's, managed only with admin.team.role; a team's own role is not found";

const MENU_ENTRY =
  "a menu entry or permission string of a console: the product's, the same for every tenant; only admins with admin.system.menu edit them";
const AGENT_MENU =
  "an agent console menu: the product's catalogue, the same for every team (another console's is refused)";
const CHANNEL_AGENT_FILTER =
  "a filter within the caller's scope: the platform's picks any agent, a team's by another agent selects nothing";
const ENQUIRY_ASSIGNEE =
  "a staff member of the caller's own console: an active admin (platform) or a member of the caller's team; anyone else is refused (400)";
const LEAD_OWNER =
  "a staff member of the pipeline's console (an active admin for the platform, a member of the caller's team): anyone else is refused (400); as a list filter it selects within the caller's own leads";
const OWN_BIND =
  "a WeChat / WeCom bind QR of the signed-in agent user's own account (not a team's): looked up by account, another account's answers 404";

const audiences = ['admin', 'agent', 'customer'] as const;
type Console = (typeof audiences)[number];
const each = (declare: (console: Console) => Record<string, IdRoute>): Record<string, IdRoute> =>
  Object.assign({}, ...audiences.map(declare));

/** Every route whose input has an id-like field, keyed `METHOD /path` as the route table spells it. */
export const ID_ROUTES: Record<string, IdRoute> = {
  // the help centre (issue 17), the platform's own and each team's
  ...Object.assign(
    {},
    ...(['admin', 'agent'] as const).map(
      (c): Record<string, IdRoute> => ({
        [`GET /api/${c}/help/design/getInfo`]: { fields: { id: { notTenant: HELP_ROW } } },
        [`POST /api/${c}/help/design/save`]: { fields: { id: { notTenant: HELP_ROW } } },
        [`POST /api/${c}/help/design/publish`]: { fields: { id: { notTenant: HELP_ROW } } },
        [`POST /api/${c}/help/design/delete`]: { fields: { id: { notTenant: HELP_ROW } } },
        [`POST /api/${c}/help/category/save`]: { fields: { id: { notTenant: HELP_ROW } } },
        [`POST /api/${c}/help/category/delete`]: { fields: { id: { notTenant: HELP_ROW } } },
        [`GET /api/${c}/help/entry/getList`]: { fields: { category_id: { notTenant: HELP_ROW } } },
        [`POST /api/${c}/help/entry/save`]: {
          fields: {
            id: { notTenant: HELP_ROW },
            category_id: { notTenant: HELP_ROW },
            design_id: { notTenant: HELP_ROW },
          },
        },
        [`POST /api/${c}/help/entry/delete`]: { fields: { id: { notTenant: HELP_ROW } } },
      }),
    ),
  ),
  'GET /api/a/addons/design/design/detail': {
    fields: { id: { notTenant: HELP_SITE }, acid: { notTenant: HELP_ACID } },
  },
  'GET /api/a/addons/design/help/entry': {
    fields: { id: { notTenant: HELP_SITE }, acid: { notTenant: HELP_ACID } },
  },
  // material library and uploads, under each console's prefix
  ...each(
    (c): Record<string, IdRoute> => ({
      [`GET /api/${c}/Upload/getList`]: { fields: { acid: { kind: 'activity', expect: 'filter' } } },
      [`GET /api/${c}/Upload/getToken`]: { fields: { acid: { kind: 'activity' } }, extra: { name: 'a.png' } },
      [`POST /api/${c}/Upload/postAdd`]: {
        fields: { acid: { kind: 'activity' } },
        extra: { files: [{ name: 'a.png', url: `${c}/none/a.png`, size: 1, type: 'image/png' }] },
      },
      [`POST /api/${c}/Upload/postDelete`]: {
        fields: { ids: { kind: 'file' }, acid: { notTenant: IGNORED_ACID } },
      },
      [`POST /api/${c}/Upload/edit`]: {
        fields: {
          id: { kind: 'file' },
          category_id: { kind: 'file-category' },
          acid: { notTenant: IGNORED_ACID },
        },
        extra: { name: 'renamed by the matrix' },
      },
      [`POST /api/${c}/Upload/editCategory`]: {
        fields: { id: { kind: 'file-category' } },
        extra: { name: 'renamed by the matrix' },
      },
      [`POST /api/${c}/Upload/deleteCategory`]: { fields: { id: { kind: 'file-category' } } },
      [`GET /api/${c}/export/getStatus`]: { fields: { log_id: { kind: 'export-job' } }, own: true },
      [`GET /api/${c}/import/getStatus`]: { fields: { log_id: { kind: 'import-job' } }, own: true },
      [`POST /api/${c}/export/postDelete`]: { fields: { ids: { kind: 'export-job' } } },
      [`POST /api/${c}/import/postDelete`]: { fields: { ids: { kind: 'import-job' } } },
      [`POST /api/${c}/notice/markRead`]: { fields: { ids: { kind: 'notice' } } },
    }),
  ),
  'POST /api/customer/Upload/getToken': { fields: { acid: { kind: 'activity' } }, extra: { name: 'a.png' } },
  // "log in as": the platform reaches every customer, an agent owner its own team's
  'POST /api/admin/customer/loginAs': { fields: { id: { kind: 'customer' } } },
  'POST /api/agent/customer/loginAs': { fields: { id: { kind: 'customer' } } },
  'GET /api/admin/system/user/getList': { fields: { role_id: { notTenant: ADMIN_ROLE } } },
  'POST /api/admin/system/user/create': { fields: { role_ids: { notTenant: ADMIN_ROLE } } },
  'POST /api/admin/system/user/update': {
    fields: { id: { notTenant: ADMIN_ACCOUNT }, role_ids: { notTenant: ADMIN_ROLE } },
  },
  'POST /api/admin/system/user/setStatus': { fields: { id: { notTenant: ADMIN_ACCOUNT } } },
  'POST /api/admin/system/user/resetPassword': { fields: { id: { notTenant: ADMIN_ACCOUNT } } },
  'POST /api/admin/system/user/delete': { fields: { id: { notTenant: ADMIN_ACCOUNT } } },
  'POST /api/admin/system/user/sendPasswordLink': { fields: { id: { notTenant: ADMIN_ACCOUNT } } },
  'GET /api/admin/system/user/explain': { fields: { id: { notTenant: ADMIN_ACCOUNT } } },
  'GET /api/admin/system/user/sessions': { fields: { id: { notTenant: ADMIN_ACCOUNT } } },
  'POST /api/admin/system/user/revokeSession': {
    fields: { id: { notTenant: ADMIN_ACCOUNT }, session_id: { notTenant: OWN_SESSION } },
  },
  'POST /api/admin/system/user/revokeAllSessions': { fields: { id: { notTenant: ADMIN_ACCOUNT } } },
  'POST /api/admin/system/user/resetTwoFactor': { fields: { id: { notTenant: ADMIN_ACCOUNT } } },
  'POST /api/auth/sessions/revoke': { fields: { id: { notTenant: OWN_SESSION } } },
  'GET /api/admin/system/role/getInfo': { fields: { id: { notTenant: ADMIN_ROLE } } },
  'POST /api/admin/system/role/create': { fields: { menu_ids: { notTenant: ADMIN_MENU } } },
  'POST /api/admin/system/role/update': {
    fields: { id: { notTenant: ADMIN_ROLE }, menu_ids: { notTenant: ADMIN_MENU } },
  },
  'POST /api/admin/system/role/delete': { fields: { id: { notTenant: ADMIN_ROLE } } },
  'GET /api/admin/team/role/getInfo': { fields: { id: { notTenant: SHARED_TEAM_ROLE } } },
  'POST /api/admin/team/role/create': { fields: { menu_ids: { notTenant: AGENT_MENU } } },
  'POST /api/admin/team/role/update': {
    fields: { id: { notTenant: SHARED_TEAM_ROLE }, menu_ids: { notTenant: AGENT_MENU } },
  },
  'POST /api/admin/team/role/delete': { fields: { id: { notTenant: SHARED_TEAM_ROLE } } },
  'POST /api/admin/system/menu/create': { fields: { parent_id: { notTenant: MENU_ENTRY } } },
  'POST /api/admin/system/menu/update': {
    fields: { id: { notTenant: MENU_ENTRY }, parent_id: { notTenant: MENU_ENTRY } },
  },
  'POST /api/admin/system/menu/delete': { fields: { id: { notTenant: MENU_ENTRY } } },
  ...Object.assign(
    {},
    ...(['admin', 'agent'] as const).map((c) => ({
      [`GET /api/${c}/audit/getInfo`]: { fields: { id: { kind: 'audit-log' } }, own: true },
      [`GET /api/${c}/audit/getList`]: {
        fields: { agent_id: { notTenant: "read only in the platform's scope; a team's log stays its own" } },
      },
    })),
  ),
  'GET /api/admin/export/exportData': {
    fields: {
      ids: { kind: 'customer', expect: 'export' },
      agent_id: { notTenant: PLATFORM_AGENT_FILTER },
      activity_id: { notTenant: 'read only by the customer console’s VIP-person export' },
      tool_id: { notTenant: CATALOGUE },
      batch_id: { notTenant: CDKEY_BATCH },
      device_id: { notTenant: DEVICE },
    },
    extra: { symbol: 'customer' },
  },
  'GET /api/agent/export/exportData': {
    fields: {
      ids: { kind: 'customer', expect: 'export' },
      agent_id: { notTenant: PLATFORM_AGENT_FILTER },
      activity_id: { notTenant: 'read only by the customer console’s VIP-person export' },
      tool_id: { notTenant: CATALOGUE },
      batch_id: { notTenant: CDKEY_BATCH },
      device_id: { notTenant: DEVICE },
    },
    extra: { symbol: 'customer' },
  },
  'GET /api/customer/export/exportData': {
    fields: {
      ids: { kind: 'activity', expect: 'export', extra: { symbol: 'activity' } },
      agent_id: { notTenant: PLATFORM_AGENT_FILTER },
      activity_id: { kind: 'activity', extra: { symbol: 'vip_person' } },
      tool_id: { notTenant: CATALOGUE },
      batch_id: { notTenant: CDKEY_BATCH },
      device_id: { notTenant: DEVICE },
    },
  },
  'POST /api/admin/material/edit': {
    fields: {
      id: { notTenant: "the platform's system materials (official default images), not a tenant's" },
      file_id: { kind: 'file' },
    },
    // a seeded system material (the file is looked up after it)
    extra: {
      id: async (db: Db) =>
        (await db.selectFrom('system_materials').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    },
  },
  'POST /api/admin/material/reset': {
    fields: {
      id: { notTenant: "the platform's system materials (official default images), not a tenant's" },
    },
  },
  'POST /api/admin/notice/send': {
    fields: {
      agent_id: { notTenant: 'the platform addresses any agent: the addressee, not an object in a scope' },
      customer_id: {
        notTenant: 'the platform addresses any customer: the addressee, not an object in a scope',
      },
    },
  },
  'POST /api/agent/BasicInfo/changeTeam': { fields: { opid: { kind: 'team' } } },
  // the team's members, roles and invitations (issue 14)
  'GET /api/agent/team/member/getList': { fields: { role_id: { kind: 'team-role', expect: 'filter' } } },
  'POST /api/agent/team/member/changeRole': {
    fields: { id: { kind: 'team-member' }, role_id: { kind: 'team-role' } },
  },
  'POST /api/agent/team/member/remove': { fields: { id: { kind: 'team-member' } } },
  'GET /api/agent/team/role/getInfo': { fields: { id: { kind: 'team-role' } }, own: true },
  'POST /api/agent/team/role/create': { fields: { menu_ids: { notTenant: AGENT_MENU } } },
  'POST /api/agent/team/role/update': {
    fields: { id: { kind: 'team-role' }, menu_ids: { notTenant: AGENT_MENU } },
    extra: { role_name: 'renamed by the matrix', menu_ids: [] },
  },
  'POST /api/agent/team/role/delete': { fields: { id: { kind: 'team-role' } } },
  'POST /api/agent/team/invitation/create': { fields: { role_id: { kind: 'team-role' } } },
  'POST /api/agent/team/invitation/revoke': { fields: { id: { kind: 'team-invitation' } } },
  'POST /api/agent/team/invitation/resend': { fields: { id: { kind: 'team-invitation' } } },
  'POST /api/admin/team/organization/update': {
    fields: {
      id: {
        notTenant: 'an agent team edited by the platform (admin.team.organization), which sees every team',
      },
    },
    extra: { corporate_name: '矩阵团队' },
  },
  // the consoles' activities (issue 15): the admin's every tenant's, an agent's its own customers'
  'GET /api/admin/activity/getList': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT_FILTER }, tool_id: { notTenant: CATALOGUE } },
  },
  'GET /api/agent/activity/getList': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT_FILTER }, tool_id: { notTenant: CATALOGUE } },
  },
  'GET /api/admin/activity/getInfo': { fields: { id: { kind: 'activity' } } },
  'GET /api/agent/activity/getInfo': { fields: { id: { kind: 'activity' } } },
  'GET /api/customer/activity/getScreen': { fields: { id: { kind: 'activity' } } },
  'POST /api/h5/activity/openScreen': { fields: { acid: { notTenant: SCREEN_ACID } } },
  'GET /api/h5/activity/getScreen': { fields: { acid: { notTenant: SCREEN_ACID } } },
  'POST /api/admin/activity/postOver': { fields: { id: { kind: 'activity' } } },
  ...Object.fromEntries(
    (['admin', 'agent'] as const).map((c) => [
      `POST /api/${c}/activity/postAbolish`,
      { fields: { id: { kind: 'activity' } }, extra: { refund: { reason: '矩阵' } } },
    ]),
  ),
  'POST /api/admin/activity/postRestore': { fields: { id: { kind: 'activity' } } },
  // the notices the platform sent (issue 15): its own, read and changed by its admins only
  'POST /api/admin/notice/update': {
    fields: { id: { notTenant: PLATFORM_NOTICE } },
    extra: { title: 'matrix', content: 'matrix' },
  },
  'POST /api/admin/notice/withdraw': { fields: { id: { notTenant: PLATFORM_NOTICE } } },
  // customers managed from the consoles (issue 15): an agent's own, the platform's every agent's
  ...Object.assign(
    {},
    ...(['admin', 'agent'] as const).map(
      (c): Record<string, IdRoute> => ({
        [`GET /api/${c}/customer/detail`]: { fields: { id: { kind: 'customer' } } },
        [`POST /api/${c}/customer/update`]: {
          fields: { id: { kind: 'customer' } },
          extra: { nickname: '矩阵客户', email: 'matrix-customer@example.com' },
        },
        [`POST /api/${c}/customer/setStatus`]: { fields: { id: { kind: 'customer' } }, extra: { status: 1 } },
        [`POST /api/${c}/customer/resetPassword`]: {
          fields: { id: { kind: 'customer' } },
          extra: { password: 'Matrix-Customer-Pass-2026' },
        },
      }),
    ),
  ),
  'POST /api/admin/customer/create': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT } },
    extra: {
      nickname: '矩阵客户',
      email: 'matrix-new-customer@example.com',
      password: 'Matrix-Customer-Pass-2026',
    },
  },
  'POST /api/admin/customer/move': {
    fields: { id: { kind: 'customer' }, agent_id: { notTenant: PLATFORM_AGENT } },
  },
  // admin › partner (issue 15): the platform's agents, every one of them visible to admin.partner
  'GET /api/admin/partner/detail': { fields: { id: { notTenant: PLATFORM_AGENT } } },
  // plugins (issue 17): the catalogue is the platform's; an enablement is reached by the platform only (the
  // agent console reads its own list, scoped by its principal, without ids)
  'GET /api/admin/addons_list/getList': { fields: { tool_id: { notTenant: CATALOGUE } } },
  'POST /api/admin/addons_list/create': {
    fields: { tool_ids: { notTenant: CATALOGUE } },
    extra: { mark: 'matrix_plugin', name: '矩阵插件' },
  },
  'POST /api/admin/addons_list/update': {
    fields: { id: { notTenant: PLUGIN }, tool_ids: { notTenant: CATALOGUE } },
    extra: { name: '矩阵插件' },
  },
  'POST /api/admin/addons_list/setStatus': { fields: { id: { notTenant: PLUGIN } }, extra: { status: 1 } },
  'GET /api/admin/addons/getList': {
    fields: { plugin_id: { notTenant: PLUGIN }, agent_id: { notTenant: PLATFORM_AGENT } },
  },
  'POST /api/admin/addons/disable': { fields: { id: { notTenant: PLUGIN_ENABLEMENT } } },
  // activity menus (issue 17): the platform's, per tool
  'GET /api/admin/menu/activity/getList': { fields: { tool_id: { notTenant: CATALOGUE } } },
  'POST /api/admin/menu/activity/update': {
    fields: { id: { notTenant: ACTIVITY_MENU } },
    extra: { title: '矩阵菜单' },
  },
  'POST /api/admin/menu/activity/reorder': {
    fields: { tool_id: { notTenant: CATALOGUE }, ids: { notTenant: ACTIVITY_MENU } },
  },
  'GET /api/admin/partner/addons/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  // SCRM › 公众号 (issue 17): the platform manages every owner's official account (its own and the agents')
  'GET /api/admin/scrm/wechat/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/scrm/wechat/authorize': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'GET /api/admin/scrm/wechat/authorizeStatus': {
    fields: { auth_id: { notTenant: "the admin's own authorisation: another admin's is 'not found'" } },
  },
  'POST /api/admin/scrm/wechat/unbind': { fields: { id: { notTenant: MP_ACCOUNT } } },
  'GET /api/admin/scrm/wechat/getFollowers': { fields: { account_id: { notTenant: MP_ACCOUNT } } },
  'POST /api/admin/scrm/wechat/sync': { fields: { account_id: { notTenant: MP_ACCOUNT } } },
  'GET /api/admin/scrm/wechat/syncStatus': {
    fields: { log_id: { notTenant: "a follower sync of an account the platform manages (every owner's)" } },
  },
  'GET /api/admin/scrm/wechat/lastSync': { fields: { account_id: { notTenant: MP_ACCOUNT } } },
  'GET /api/admin/scrm/wechat_custom/getAccounts': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'GET /api/admin/scrm/wechat_custom/getMenu': { fields: { account_id: { notTenant: MP_ACCOUNT } } },
  'GET /api/admin/scrm/wechat_custom/getLive': { fields: { account_id: { notTenant: MP_ACCOUNT } } },
  'POST /api/admin/scrm/wechat_custom/saveDraft': { fields: { account_id: { notTenant: MP_ACCOUNT } } },
  'POST /api/admin/scrm/wechat_custom/publish': { fields: { account_id: { notTenant: MP_ACCOUNT } } },
  'GET /api/admin/partner/wework/detail': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/wework/save': {
    fields: {
      agent_id: { notTenant: PLATFORM_AGENT },
      corp_id: { notTenant: "a WeCom corp's id at WeCom, stored as given: it names nothing of ours" },
      app_agent_id: {
        notTenant: "a WeCom app's AgentId at WeCom, stored as given: it names nothing of ours",
      },
    },
  },
  'POST /api/admin/partner/wework/verify': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/wework/delete': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/wework/sandboxCallback': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  // SCRM › 企微客户: the platform works any bound corp; a link is found only under its own corp
  'GET /api/admin/scrm/weWork_custom/members': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'GET /api/admin/scrm/weWork_custom/tags': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/scrm/weWork_custom/addTag': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'GET /api/admin/scrm/weWork_custom/links': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/scrm/weWork_custom/createLink': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, tag_ids: { notTenant: WECOM_TAG } },
  },
  'POST /api/admin/scrm/weWork_custom/deleteLink': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, id: { notTenant: WECOM_LINK } },
  },
  'GET /api/admin/scrm/weWork_custom/contacts': {
    fields: {
      agent_id: { notTenant: PLATFORM_AGENT },
      link_id: { notTenant: WECOM_LINK },
      tag_id: { notTenant: WECOM_TAG },
    },
  },
  'POST /api/admin/scrm/weWork_custom/sync': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'GET /api/admin/scrm/weWork_custom/syncStatus': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'GET /api/sandbox/wecom/cgi-bin/user/simplelist': {
    fields: { department_id: { notTenant: SANDBOX_WECOM_API } },
  },
  'GET /api/sandbox/wecom/ca': { fields: { link_id: { notTenant: SANDBOX_WECOM_LINK } } },
  'POST /api/sandbox/wecom/ca': { fields: { link_id: { notTenant: SANDBOX_WECOM_LINK } } },
  'POST /api/wecom/callback': {
    fields: {
      agent_id: {
        notTenant:
          "the agent whose WeCom app posts an event: nothing is read or changed unless WeCom's signature with that agent's token holds (wecom-contacts.routes.test.ts)",
      },
    },
  },
  'GET /api/wecom/callback': {
    fields: {
      agent_id: {
        notTenant:
          "the agent whose WeCom app calls back: nothing is read or changed unless WeCom's signature with that agent's token holds (wecom.routes.test.ts)",
      },
    },
  },
  'POST /api/admin/partner/addons/setEnabled': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, plugin_id: { notTenant: PLUGIN } },
    extra: { enabled: false },
  },
  'GET /api/agent/addons/getList': {
    fields: { tool_id: { notTenant: CATALOGUE } },
  },
  // software (i15-soft): the catalogue is the platform's; an offer is reached by the platform only, through
  // the agent's id (the agent console reads its own list, scoped by its principal, without ids)
  'POST /api/admin/software/update': {
    fields: { id: { notTenant: SOFTWARE } },
    extra: { name: '矩阵软件' },
  },
  'POST /api/admin/software/setStatus': { fields: { id: { notTenant: SOFTWARE } }, extra: { status: 1 } },
  'POST /api/admin/software/delete': { fields: { id: { notTenant: SOFTWARE } } },
  // copyright (issue 16): as software
  'POST /api/admin/copyright/update': {
    fields: { id: { notTenant: COPYRIGHT } },
    extra: { title: '矩阵版权', content_type: 'music', terms: '矩阵条款' },
  },
  'POST /api/admin/copyright/setStatus': { fields: { id: { notTenant: COPYRIGHT } }, extra: { status: 1 } },
  'POST /api/admin/copyright/delete': { fields: { id: { notTenant: COPYRIGHT } } },
  // cost settings (issue 16): activity price versions are the platform's, per tool of the catalogue
  // sign-in devices (i18-pbsign): the catalogue is the platform's; a binding and its sign-ins the customer's
  'POST /api/admin/device/update': { fields: { id: { notTenant: DEVICE } }, extra: { name: '矩阵设备' } },
  'POST /api/admin/device/setStatus': { fields: { id: { notTenant: DEVICE } }, extra: { status: 1 } },
  'GET /api/admin/device/getUnits': { fields: { product_id: { notTenant: DEVICE } } },
  'POST /api/admin/device/addUnit': { fields: { product_id: { notTenant: DEVICE } } },
  'POST /api/admin/device/retireUnit': { fields: { id: { notTenant: DEVICE } } },
  'POST /api/customer/pbsign/bind': {
    fields: { activity_id: { kind: 'activity' } },
    extra: { serial: 'MATRIX-NONE' },
  },
  'GET /api/customer/pbsign/getQuote': {
    fields: { activity_id: { kind: 'activity' } },
    extra: { serial: 'MATRIX-NONE' },
  },
  'POST /api/customer/pbsign/unbind': { fields: { id: { kind: 'device-binding' } } },
  'GET /api/customer/pbsign/getLogs': {
    fields: { activity_id: { kind: 'activity', expect: 'filter' }, device_id: { notTenant: DEVICE } },
  },
  // substance (issue 17): the platform's projects, tags and topics over its programmes and its own articles
  'POST /api/admin/substance/project/update': {
    fields: { id: { notTenant: SUBSTANCE } },
    extra: { name: '矩阵项目' },
  },
  'POST /api/admin/substance/project/setStatus': {
    fields: { id: { notTenant: SUBSTANCE } },
    extra: { status: 1 },
  },
  'POST /api/admin/substance/project/delete': { fields: { id: { notTenant: SUBSTANCE } } },
  'POST /api/admin/substance/tag/update': {
    fields: { id: { notTenant: SUBSTANCE } },
    extra: { name_zh_cn: '矩阵标签' },
  },
  'POST /api/admin/substance/tag/delete': { fields: { id: { notTenant: SUBSTANCE } } },
  'POST /api/admin/substance/topic/update': {
    fields: { id: { notTenant: SUBSTANCE } },
    extra: { title: '矩阵专题' },
  },
  'POST /api/admin/substance/topic/setStatus': {
    fields: { id: { notTenant: SUBSTANCE } },
    extra: { status: 1 },
  },
  'POST /api/admin/substance/topic/delete': { fields: { id: { notTenant: SUBSTANCE } } },
  'GET /api/admin/substance/topic/getItems': { fields: { topic_id: { notTenant: SUBSTANCE } } },
  'POST /api/admin/substance/topic/addItem': {
    fields: { topic_id: { notTenant: SUBSTANCE }, item_id: { notTenant: SUBSTANCE_ARTICLE } },
    extra: { kind: 'article' },
  },
  'POST /api/admin/substance/topic/removeItem': {
    fields: { topic_id: { notTenant: SUBSTANCE }, id: { notTenant: SUBSTANCE } },
  },
  'POST /api/admin/substance/topic/sortItems': {
    fields: { topic_id: { notTenant: SUBSTANCE }, ids: { notTenant: SUBSTANCE } },
  },
  'GET /api/admin/cost/activityPrice/getList': { fields: { tool_id: { notTenant: CATALOGUE } } },
  'POST /api/admin/cost/activityPrice/create': { fields: { tool_id: { notTenant: CATALOGUE } } },
  'POST /api/admin/cost/activityPrice/delete': { fields: { id: { notTenant: PRICE_VERSION } } },
  'POST /api/admin/cost/feeRate/delete': { fields: { id: { notTenant: PRICE_VERSION } } },
  'GET /api/admin/partner/software/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/software/setOffer': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, software_id: { notTenant: SOFTWARE } },
    extra: { offered: false },
  },
  'GET /api/admin/partner/device/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/device/setOffer': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, device_id: { notTenant: DEVICE } },
    extra: { offered: false },
  },
  'GET /api/admin/partner/copyright/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/copyright/setOffer': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, copyright_id: { notTenant: COPYRIGHT } },
    extra: { offered: false },
  },
  // VIP plans (i16-vip): the catalogue is the platform's; an offer is reached by the platform only, through
  // the agent's id (a customer site reads its own agent's offers, scoped by the host)
  'POST /api/admin/vipPlan/create': { fields: { vip_id: { notTenant: VIP_LEVEL } } },
  // resource packs (issue 16): the platform's catalogue, the same on every site
  'POST /api/admin/resourcePack/update': {
    fields: { id: { notTenant: RESOURCE_PACK } },
    extra: { name: '矩阵资源包', kind: 'sms', quantity: 1, price: 1 },
  },
  'POST /api/admin/resourcePack/setStatus': {
    fields: { id: { notTenant: RESOURCE_PACK } },
    extra: { status: 1 },
  },
  'POST /api/admin/resourcePack/delete': { fields: { id: { notTenant: RESOURCE_PACK } } },
  'GET /api/admin/partner/resourcePack/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/customer/resource/buyPack': {
    fields: { pack_id: { notTenant: RESOURCE_PACK } },
    extra: { price: 1 },
  },
  'POST /api/admin/vipPlan/update': {
    fields: { id: { notTenant: VIP_PLAN }, vip_id: { notTenant: VIP_LEVEL } },
    extra: { title: '矩阵套餐', scenes: ['screen'] },
  },
  'POST /api/admin/vipPlan/setStatus': { fields: { id: { notTenant: VIP_PLAN } }, extra: { status: 1 } },
  'POST /api/admin/vipPlan/delete': { fields: { id: { notTenant: VIP_PLAN } } },
  'GET /api/admin/partner/vip/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/vip/setOffer': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, plan_id: { notTenant: VIP_PLAN } },
    extra: { offered: false },
  },
  // cdkey (i16-cdkey): batches are the platform's; a VIP batch's plan and a batch's agent are chosen by the
  // platform, which sees every agent's
  'GET /api/admin/cdkey/getInfo': { fields: { id: { notTenant: CDKEY_BATCH } } },
  'GET /api/admin/cdkey/getKeys': { fields: { batch_id: { notTenant: CDKEY_BATCH } } },
  'POST /api/admin/cdkey/void': { fields: { id: { notTenant: CDKEY_BATCH } } },
  'POST /api/admin/cdkey/create': {
    fields: {
      vip_plan_id: {
        notTenant:
          "a VIP plan of any agent, chosen by the platform: the batch's keys are then that agent's customers'",
      },
      agent_id: { notTenant: PLATFORM_AGENT },
    },
    extra: { name: '矩阵兑换码', count: 1, grant_type: 'credit', credit_kind: 'sms', credit_amount: 1 },
  },
  'POST /api/customer/cdkey/redeem': {
    fields: {
      activity_id: {
        notTenant:
          "read in the caller's scope only after a valid key is claimed (a made-up key is refused first); another customer's activity is a 404 and the key stays unused (cdkey.routes.test.ts)",
      },
    },
  },
  // activation codes: the same batches, the code page's own (a redeem key batch is not found there)
  'GET /api/admin/code/getInfo': { fields: { id: { notTenant: CDKEY_BATCH } } },
  'GET /api/admin/code/getKeys': { fields: { batch_id: { notTenant: CDKEY_BATCH } } },
  'POST /api/admin/code/void': { fields: { id: { notTenant: CDKEY_BATCH } } },
  'POST /api/admin/code/create': {
    fields: { tool_id: { notTenant: CATALOGUE }, agent_id: { notTenant: PLATFORM_AGENT } },
    extra: { name: '矩阵激活码', count: 1 },
  },
  // templates (skins): the platform's catalogue, an agent's choice of it, a customer's pick
  'GET /api/admin/skin/getList': { fields: { tool_id: { notTenant: CATALOGUE } } },
  'POST /api/admin/skin/create': { fields: { tool_id: { notTenant: CATALOGUE } }, extra: TEMPLATE_INPUT },
  'POST /api/admin/skin/update': {
    fields: { id: { notTenant: TEMPLATE }, tool_id: { notTenant: CATALOGUE } },
    extra: TEMPLATE_INPUT,
  },
  'POST /api/admin/skin/setStatus': { fields: { id: { notTenant: TEMPLATE } }, extra: { enabled: true } },
  'GET /api/admin/partner/skin/get': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/skin/save': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, template_ids: { notTenant: TEMPLATE } },
    extra: { mode: 'all' },
  },
  'GET /api/agent/skin/getList': { fields: { tool_id: { notTenant: CATALOGUE } } },
  'GET /api/ym/ActiveSetting/getTemplates': { fields: { id: { kind: 'activity' } }, own: true },
  // i15-content: an agent's site and articles, edited by the platform: it names the agent; an article is
  // reached only through its own agent's id
  'GET /api/admin/partner/site/getSetting': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/site/saveSetting': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'GET /api/admin/partner/article/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/partner/article/save': {
    fields: {
      agent_id: { notTenant: PLATFORM_AGENT },
      id: { notTenant: AGENT_ARTICLE },
      tag_ids: { notTenant: SUBSTANCE },
    },
  },
  'POST /api/admin/partner/article/delete': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, id: { notTenant: AGENT_ARTICLE } },
  },
  'POST /api/admin/website/article/save': {
    fields: { id: { notTenant: PLATFORM_ARTICLE }, tag_ids: { notTenant: SUBSTANCE } },
  },
  'POST /api/admin/website/article/delete': { fields: { id: { notTenant: PLATFORM_ARTICLE } } },
  // issue 17: an article's versions, reached through the article as its save is
  'GET /api/admin/partner/article/getVersions': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, id: { notTenant: AGENT_ARTICLE } },
  },
  'GET /api/admin/partner/article/getVersion': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, id: { notTenant: AGENT_ARTICLE } },
    extra: { number: 1 },
  },
  'POST /api/admin/partner/article/restore': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT }, id: { notTenant: AGENT_ARTICLE } },
    extra: { number: 1 },
  },
  'GET /api/admin/website/article/getVersions': { fields: { id: { notTenant: PLATFORM_ARTICLE } } },
  'GET /api/admin/website/article/getVersion': {
    fields: { id: { notTenant: PLATFORM_ARTICLE } },
    extra: { number: 1 },
  },
  'POST /api/admin/website/article/restore': {
    fields: { id: { notTenant: PLATFORM_ARTICLE } },
    extra: { number: 1 },
  },
  // the platform's programme catalogue, the same on every site
  'GET /api/admin/scheme/getList': { fields: { category_id: { notTenant: CATALOGUE } } },
  'POST /api/admin/scheme/save': {
    fields: {
      id: { notTenant: CATALOGUE },
      category_id: { notTenant: CATALOGUE },
      project_id: { notTenant: SUBSTANCE },
      tag_ids: { notTenant: SUBSTANCE },
    },
  },
  'POST /api/admin/scheme/delete': { fields: { id: { notTenant: CATALOGUE } } },
  'POST /api/admin/scheme/category/save': { fields: { id: { notTenant: CATALOGUE } } },
  'POST /api/admin/scheme/category/delete': { fields: { id: { notTenant: CATALOGUE } } },
  'POST /api/admin/partner/update': {
    fields: { id: { notTenant: PLATFORM_AGENT } },
    extra: { corporate_name: '矩阵代理商', domains: ['matrix-partner.example.com'] },
  },
  'POST /api/admin/partner/setStatus': {
    fields: { id: { notTenant: PLATFORM_AGENT } },
    extra: { enabled: true },
  },
  'POST /api/admin/team/attestation/review': {
    fields: {
      id: {
        notTenant:
          "a team's attestation submission, reviewed only by the platform (admin.team.attestation), which sees every team",
      },
    },
    extra: { action: 'approve' },
  },
  // invite links and enquiries (issue 15): the platform's every agent's, a team's its own
  'POST /api/admin/invite/create': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  ...Object.assign(
    {},
    ...(['admin', 'agent'] as const).map((c) => ({
      [`GET /api/${c}/invite/getList`]: { fields: { agent_id: { notTenant: CHANNEL_AGENT_FILTER } } },
      [`POST /api/${c}/invite/update`]: {
        fields: { id: { kind: 'invite-link' } },
        extra: { title: 'renamed by the matrix' },
      },
      [`POST /api/${c}/invite/setEnabled`]: {
        fields: { id: { kind: 'invite-link' } },
        extra: { enabled: true },
      },
      [`GET /api/${c}/enquiry/getList`]: { fields: { agent_id: { notTenant: CHANNEL_AGENT_FILTER } } },
      // the platform owns no enquiry of its own: its callers' "own" case is the agent console's
      [`GET /api/${c}/enquiry/getInfo`]: { fields: { id: { kind: 'enquiry' } }, own: c === 'agent' },
      [`POST /api/${c}/enquiry/assign`]: {
        fields: { id: { kind: 'enquiry' }, assignee_id: { notTenant: ENQUIRY_ASSIGNEE } },
        extra: { assignee_id: null },
      },
      [`POST /api/${c}/enquiry/addNote`]: {
        fields: { id: { kind: 'enquiry' } },
        extra: { body: 'noted by the matrix' },
      },
      [`POST /api/${c}/enquiry/setStatus`]: {
        fields: { id: { kind: 'enquiry' } },
        extra: { status: 'closed' },
      },
    })),
  ),
  // SCRM leads (issue 17): each console works its own pipeline; another's lead is not found there
  ...Object.assign(
    {},
    ...(['admin', 'agent'] as const).map(
      (c): Record<string, IdRoute> => ({
        [`GET /api/${c}/scrm/business/getList`]: { fields: { owner_id: { notTenant: LEAD_OWNER } } },
        [`GET /api/${c}/scrm/business/getInfo`]: { fields: { id: { kind: 'lead' } }, own: true },
        [`POST /api/${c}/scrm/business/create`]: {
          fields: { owner_id: { notTenant: LEAD_OWNER } },
          extra: { name: '矩阵' },
        },
        [`POST /api/${c}/scrm/business/assign`]: {
          fields: { id: { kind: 'lead' }, owner_id: { notTenant: LEAD_OWNER } },
          extra: { owner_id: null },
        },
        [`POST /api/${c}/scrm/business/setStage`]: {
          fields: { id: { kind: 'lead' } },
          extra: { stage: 'contacted' },
        },
        [`POST /api/${c}/scrm/business/addNote`]: {
          fields: { id: { kind: 'lead' } },
          extra: { body: 'noted by the matrix' },
        },
      }),
    ),
  ),
  // the signed-in agent user's own bind QRs: another account's ticket is not found (basic-info.routes.test.ts)
  'GET /api/agent/BasicInfo/getBindStatus': { fields: { bind_id: { notTenant: OWN_BIND } } },
  'POST /api/agent/BasicInfo/updateWxOpenid': { fields: { bind_id: { notTenant: OWN_BIND } } },
  'POST /api/agent/BasicInfo/updateQyOpenid': { fields: { bind_id: { notTenant: OWN_BIND } } },
  ...Object.fromEntries(
    (['admin', 'agent'] as const).map((c) => [
      `POST /api/${c}/order/reviewBankTransfer`,
      { fields: { id: { kind: 'bank-transfer' } }, extra: { action: 'reject' } } satisfies IdRoute,
    ]),
  ),
  // customer invoices (issue 15): the platform answers every customer's, an agent its customers'
  ...Object.assign(
    {},
    ...(['admin', 'agent'] as const).map(
      (c): Record<string, IdRoute> => ({
        [`POST /api/${c}/customer/invoice/issue`]: {
          fields: { id: { kind: 'invoice' } },
          extra: { source: 'generate' },
        },
        [`POST /api/${c}/customer/invoice/reject`]: {
          fields: { id: { kind: 'invoice' } },
          extra: { reason: '矩阵' },
        },
        [`GET /api/${c}/customer/invoice/getFile`]: { fields: { id: { kind: 'invoice' } } },
      }),
    ),
  ),
  // withdrawal review (issue 16): the platform decides every customer's; an agent lists its customers' only
  'GET /api/admin/fund/withdrawal/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT_FILTER } } },
  'GET /api/agent/customer/withdrawal/getList': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT_FILTER } },
  },
  // the payment fund (issue 16): every tenant's payments, read by the platform only
  'GET /api/admin/fund/payment/getList': { fields: { agent_id: { notTenant: PLATFORM_AGENT_FILTER } } },
  'GET /api/admin/fund/payment/getSummary': { fields: { agent_id: { notTenant: PLATFORM_AGENT_FILTER } } },
  // refunds (i16-refund): the platform refunds any order, an agent its customers' (another's: not found)
  ...Object.fromEntries(
    (['admin', 'agent'] as const).flatMap((c) => [
      [
        `POST /api/${c}/order/refund`,
        { fields: { id: { kind: 'order-id' } }, extra: { amount: 1, reason: '矩阵' } },
      ],
      [`GET /api/${c}/order/getRefunds`, { fields: { id: { kind: 'order-id' } } }],
      // the abolish dialog's refundable orders of an activity (i16-abolish)
      [`GET /api/${c}/activity/getRefundable`, { fields: { id: { kind: 'activity' } } }],
    ]),
  ),
  // a customer's refunds of its own order (i16-abolish)
  'GET /api/customer/customerOrder/getRefunds': { fields: { order_no: { kind: 'order' } }, own: true },
  'POST /api/admin/fund/withdrawal/approve': { fields: { id: { kind: 'withdrawal' } } },
  'POST /api/admin/fund/withdrawal/reject': {
    fields: { id: { kind: 'withdrawal' } },
    extra: { reason: '矩阵' },
  },
  'POST /api/admin/fund/withdrawal/pay': {
    fields: { id: { kind: 'withdrawal' } },
    extra: { reference: 'MATRIX' },
  },
  // the reseller ledger (issue 16): the platform reads any agent's and records payments; a team its own only
  ...Object.fromEntries(
    ['getAccount', 'getEntries', 'getMonths'].flatMap((call) => [
      [`GET /api/admin/fund/settlement/${call}`, { fields: { agent_id: { notTenant: PLATFORM_AGENT } } }],
      [`GET /api/agent/settlement/${call}`, { fields: { agent_id: { notTenant: OWN_LEDGER } } }],
    ]),
  ),
  'POST /api/admin/fund/settlement/payout': {
    fields: { agent_id: { notTenant: PLATFORM_AGENT } },
    extra: { direction: 'to_agent', amount: 1, reference: 'MATRIX' },
  },
  // agents' payout requests: the platform pays or rejects any agent's, a team cancels its own
  'GET /api/admin/fund/settlement/getRequests': { fields: { agent_id: { notTenant: PLATFORM_AGENT } } },
  'POST /api/admin/fund/settlement/payRequest': {
    fields: { id: { kind: 'payout-request' } },
    extra: { reference: 'MATRIX' },
  },
  'POST /api/admin/fund/settlement/rejectRequest': {
    fields: { id: { kind: 'payout-request' } },
    extra: { reason: '矩阵' },
  },
  'POST /api/agent/settlement/cancelRequest': { fields: { id: { kind: 'payout-request' } } },
  'GET /api/agent/settlement/getRequests': {
    fields: {
      agent_id: { notTenant: 'accepted by the shared query and not read: a team lists its own requests' },
    },
  },
  // the customer site (public): the host chooses the site
  'GET /api/customer/common/getArticleDetail': { fields: { id: { kind: 'article' } }, own: true },
  // i15-content: the team's own articles; another site's is not found and stays unchanged
  'POST /api/agent/site/article/save': {
    fields: { id: { kind: 'article' }, tag_ids: { notTenant: SUBSTANCE } },
    extra: { title: '矩阵文章', content: '<p>矩阵</p>' },
  },
  'POST /api/agent/site/article/delete': { fields: { id: { kind: 'article' } } },
  'GET /api/agent/site/article/getVersions': { fields: { id: { kind: 'article' } } },
  'GET /api/agent/site/article/getVersion': { fields: { id: { kind: 'article' } }, extra: { number: 1 } },
  'POST /api/agent/site/article/restore': { fields: { id: { kind: 'article' } }, extra: { number: 1 } },
  'GET /api/customer/common/getAgentService': {
    fields: { id: { notTenant: "a position in the host site's own footer services (agents.bottom_data)" } },
  },
  'GET /api/customer/Product/getSceneIntroduce': { fields: { id: { notTenant: CATALOGUE } } },
  'GET /api/customer/Product/getSceneIntroduceDetail': { fields: { id: { notTenant: CATALOGUE } } },
  'GET /api/customer/Product/getTopic': { fields: { id: { notTenant: SUBSTANCE } } },
  'GET /api/customer/Product/getTheme': {
    fields: {
      id: {
        notTenant: "a programme category id (public catalogue); the theme is the site's or the platform's",
      },
    },
  },
  'GET /api/sandbox/pay/cashier': {
    fields: { t: { notTenant: 'a signed, expiring payment token: it names its order itself' } },
  },
  'POST /api/sandbox/pay/cashier': {
    fields: { t: { notTenant: 'a signed, expiring payment token: it names its order itself' } },
  },
  // customer account
  'GET /api/customer/customer/getWechatBindStatus': {
    fields: { bind_id: { kind: 'ticket-bind' } },
    own: true,
  },
  'GET /api/customer/officialAccount/getAuthorizeStatus': {
    fields: { auth_id: { kind: 'ticket-official-account' } },
    own: true,
  },
  'POST /api/customer/officialAccount/refresh': { fields: { id: { kind: 'official-account' } } },
  'POST /api/customer/officialAccount/unbind': { fields: { id: { kind: 'official-account' } } },
  'POST /api/customer/customerApi/revoke': { fields: { id: { kind: 'api-credential' } } },
  // orders
  'GET /api/customer/customerOrder/getOrderInfo': { fields: { order_no: { kind: 'order' } }, own: true },
  'GET /api/customer/customerOrder/getPayStatus': { fields: { order_no: { kind: 'order' } }, own: true },
  'POST /api/customer/customerOrder/payOrder': { fields: { order_no: { kind: 'order' } } },
  'POST /api/customer/customerOrder/payBankOrder': {
    fields: { order_no: { kind: 'order' } },
    extra: { payer_name: '矩阵', account_tail: '1234' },
  },
  'POST /api/customer/customerOrder/postInvoice': {
    fields: { order_no: { kind: 'order' } },
    extra: { title: '矩阵测试', type: 1, email: 'matrix@example.com' },
  },
  // the customer's issued invoice PDF (issue 15): another customer's order is not found
  'GET /api/customer/customerOrder/getInvoiceFile': { fields: { order_no: { kind: 'order' } } },
  // the team's products (i16-retail): a plan offered to another agent is not found from this team (the list
  // takes no id: the principal's team scopes it)
  'POST /api/agent/product/update': {
    fields: { id: { kind: 'vip-plan', extra: { kind: 'vip', enabled: true } } },
  },
  'POST /api/customer/customerOrder/payVipOrder': {
    fields: { vip_id: { kind: 'vip-plan' } },
    extra: { order_type: 17, amount: 1, pay_amount: 1 },
  },
  // software licences (issue 16): a product only another agent's site sells does not exist; another
  // customer's licence is not found
  'POST /api/customer/Product/buySoftware': {
    fields: { software_id: { kind: 'software-offer' } },
    extra: { quantity: 1, amount: 100, pay_amount: 100 },
  },
  'GET /api/customer/Product/getSoftwareInstaller': {
    fields: { id: { kind: 'software-licence' } },
    own: true,
  },
  // issued licences for staff (i16-licences): the platform sees and revokes every one; an agent sees its
  // customers' (another agent's customer's licence is not found)
  'GET /api/admin/software/licence/getList': {
    fields: { software_id: { notTenant: SOFTWARE }, agent_id: { notTenant: PLATFORM_AGENT } },
  },
  'POST /api/admin/software/licence/revoke': { fields: { id: { notTenant: STAFF_LICENCE } } },
  'GET /api/agent/software/licence/getList': { fields: { software_id: { notTenant: SOFTWARE } } },
  'GET /api/agent/software/licence/getInfo': { fields: { id: { kind: 'software-licence' } } },
  // copyright licences (issue 16): as software's
  'POST /api/customer/Product/buyCopyright': {
    fields: { copyright_id: { kind: 'copyright-offer' } },
    extra: { amount: 100, pay_amount: 100 },
  },
  'GET /api/customer/Product/getCopyrightAsset': {
    fields: { id: { kind: 'copyright-licence' } },
    own: true,
  },
  // resource account
  'GET /api/customer/resource/getEntryInfo': { fields: { id: { kind: 'ledger-entry' } }, own: true },
  'GET /api/customer/resource/getWithdrawalInfo': { fields: { id: { kind: 'withdrawal' } }, own: true },
  // activities
  'GET /api/customer/Product/getProductInfo': { fields: { id: { notTenant: CATALOGUE } } },
  'GET /api/customer/Product/getOrderInfo': {
    fields: { id: { kind: 'activity' } },
    // 22 = extend an activity (21, a new activity, takes a tool id)
    extra: { order_type: 22, days: 1 },
    own: true,
  },
  'GET /api/ym/Active/getList': {
    fields: { group_id: { kind: 'activity-group', expect: 'filter' }, tool_id: { notTenant: CATALOGUE } },
  },
  'POST /api/ym/Active/create': {
    fields: { tool_id: { notTenant: CATALOGUE }, programme_id: { notTenant: CATALOGUE } },
  },
  'GET /api/ym/Active/getActiveInfo': { fields: { id: { kind: 'activity' } }, own: true },
  'GET /api/ym/Active/getNewAddons': { fields: { id: { kind: 'activity' } }, own: true },
  'GET /api/ym/Active/getMenus': { fields: { id: { kind: 'activity' } }, own: true },
  'GET /api/ym/Active/getSourceInfo': { fields: { id: { kind: 'activity' } }, own: true },
  'GET /api/ym/Active/getVipInfo': { fields: { id: { kind: 'activity' } }, own: true },
  'GET /api/ym/ActiveSetting/getAppearance': { fields: { id: { kind: 'activity' } }, own: true },
  'POST /api/ym/ActiveSetting/editAppearance': {
    fields: { id: { kind: 'activity' }, template_id: { notTenant: TEMPLATE } },
  },
  'POST /api/ym/ActiveSetting/editPassword': {
    fields: { id: { kind: 'activity' } },
    extra: { password: '1234' },
  },
  'POST /api/ym/Active/addVipPerson': {
    fields: { id: { kind: 'activity' } },
    extra: { name: '矩阵', mobile: '13900000000' },
  },
  'POST /api/ym/Active/copy': { fields: { id: { kind: 'activity' } } },
  'POST /api/ym/Active/deleteRecycle': { fields: { ids: { kind: 'activity' } } },
  'POST /api/ym/Active/editActName': { fields: { id: { kind: 'activity' } }, extra: { title: '矩阵' } },
  'POST /api/ym/Active/editGroup': { fields: { id: { kind: 'activity' } }, extra: { group_title: '矩阵' } },
  'POST /api/ym/Active/postAbolish': { fields: { id: { kind: 'activity' } } },
  'POST /api/ym/Active/postCancel': { fields: { id: { kind: 'activity' } } },
  'POST /api/ym/Active/postExpand': { fields: { id: { kind: 'activity' } }, extra: { persons: 100 } },
  'POST /api/ym/Active/postOver': { fields: { id: { kind: 'activity' } } },
  'POST /api/ym/active/postRenew': { fields: { id: { kind: 'activity' } }, extra: { days: 1 } },
  'POST /api/ym/active/postRestore': { fields: { id: { kind: 'activity' } } },
  'POST /api/ym/Active/updateBeginTime': {
    fields: { id: { kind: 'activity' } },
    extra: { begin_time: '2030-01-01 10:00:00', end_time: '2030-01-01 12:00:00' },
  },
  'POST /api/ym/Active/updateProduct': {
    fields: { id: { kind: 'activity' }, tool_id: { notTenant: CATALOGUE } },
    extra: { tool_id: 1 },
  },
  'POST /api/ym/Active/updateVipLastTime': {
    fields: { id: { kind: 'activity' } },
    extra: { vip_last_time: '2030-01-01 09:00:00' },
  },
};
