import type { Page1, WechatMenu } from '@onsite/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamptz with a database default: optional on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type Audience = 'admin' | 'agent' | 'customer';

export interface AdminTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nickname: string;
  avatar: Generated<string>;
  is_admin: Generated<number>;
  status: Generated<number>;
  email: Generated<string>;
  phone: Generated<string>;
  /** created with an emailed set-password link that was not used yet: no password can sign in */
  password_pending: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An agent organisation (a "team" in the agent console). The platform's own default agent has is_platform_default. */
export interface AgentTable {
  id: Generated<number>;
  corporate_name: string;
  corporate_brief: Generated<string>;
  corporate_avatar: Generated<string>;
  /** the team's contact person and phone (agent team profile) */
  contact_name: Generated<string>;
  contact_phone: Generated<string>;
  /** 1 = verified */
  status: Generated<number>;
  is_platform_default: Generated<boolean>;
  phone_on: Generated<number>;
  on_wechat_login: Generated<number>;
  bottom_data: Json<AgentBottomData>;
  right_data: Json<AgentRightData>;
  website_data: Json<AgentWebsiteData>;
  /** set when the platform disabled the agent (site closed, staff cannot sign in); null = enabled */
  disabled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * The en / zh_TW values beside a zh_CN text of a site (issue 17, decisions "i17-sitelang"): absent in rows
 * saved before they existed, and '' when not given; both read as the zh_CN text.
 */
export type SiteTextLanguages<K extends string> = { [P in `${K}_en` | `${K}_zh_tw`]?: string };
type SiteTitle = { title: string } & SiteTextLanguages<'title'>;
export interface AgentBottomData extends SiteTextLanguages<'footer_copyright'> {
  logo: string;
  footer_wx_kefu_img: string;
  footer_wx_public_img: string;
  links: (SiteTitle & { link: string; children: (SiteTitle & { link: string })[] })[];
  services: (SiteTitle & { type: number; link: string; id: number })[];
  bottom_links: (SiteTitle & { mark: string })[];
  on_footer_feedback: number;
  footer_feedback_url: string;
  footer_copyright: string;
  footer_ipc: string;
}
export interface AgentRightData {
  on_help_center: number;
  help_center_url: string;
  on_customer_service: number;
  on_feedback: number;
  feedback_url: string;
  on_self: number;
  help_default: number;
  on_vip_more: number;
  vip_more_url: string;
}
export interface AgentWebsiteData
  extends SiteTextLanguages<'title'>,
    SiteTextLanguages<'keyword'>,
    SiteTextLanguages<'description'> {
  title: string;
  keyword: string;
  description: string;
  url_ico: string;
}

export interface AgentDomainTable {
  domain: string;
  agent_id: number;
}

export interface AgentUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  avatar: Generated<string>;
  phone: Generated<string>;
  /** 0 unknown, 1 male, 2 female (updateBasicGender) */
  gender: Generated<number>;
  /** the bound WeChat / WeCom identities (updateWxOpenid / updateQyOpenid), each unique */
  wx_openid: string | null;
  qy_openid: string | null;
  last_team_id: number | null;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A link that brings new customers to an agent's site sign-up (migration 0039). */
export interface InviteLinkTable {
  id: Generated<number>;
  agent_id: number;
  code: string;
  title: string;
  /** where the link is shared (a note for the staff) */
  channel: Generated<string>;
  enabled: Generated<boolean>;
  /** openings of the public link */
  visits: Generated<number>;
  created_by_audience: 'admin' | 'agent';
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A customer who signed up through an invite link (one row per customer). */
export interface InviteSignupTable {
  customer_id: number;
  invite_link_id: number;
  agent_id: number;
  created_at: Timestamp;
}

/** A customer's own invite code (issue 18; 12 characters, apart from the agent link codes). */
export interface CustomerInviteCodeTable {
  customer_id: number;
  agent_id: number;
  code: string;
  visits: Generated<number>;
  created_at: Timestamp;
}

/** A customer who signed up through another customer's code, and what its inviter was credited. */
export interface CustomerReferralTable {
  invitee_id: number;
  inviter_id: number;
  agent_id: number;
  reward_sms: Generated<number>;
  reward_balance: Generated<number>;
  created_at: Timestamp;
}

/** The platform's reward per sign-up through a customer's code (one row, id 1; 0 = none). */
export interface InviteRewardTable {
  id: number;
  sms: Generated<number>;
  balance: Generated<number>;
  updated_by: number | null;
  updated_at: Timestamp;
}

export type EnquiryStatus = 'new' | 'following' | 'closed';

/** A visitor's enquiry on an agent's customer site (migration 0039). */
export interface EnquiryTable {
  id: Generated<number>;
  agent_id: number;
  name: string;
  phone: string;
  need: string;
  /** the site page it was left on */
  page: Generated<string>;
  status: ColumnType<EnquiryStatus, EnquiryStatus | undefined, EnquiryStatus>;
  assignee_admin_id: ColumnType<number | null, number | null | undefined, number | null>;
  assignee_agent_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  ip: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One entry of an enquiry's append-only history: a note, an assignment or a status change. */
export interface EnquiryNoteTable {
  id: Generated<number>;
  enquiry_id: number;
  agent_id: number;
  kind: 'note' | 'assign' | 'status';
  body: string;
  author_audience: 'admin' | 'agent';
  author_id: number;
  author_name: string;
  created_at: Timestamp;
}

/** An invitation link to a team (migration 0031): only the token's SHA-256 is kept. */
export interface AgentInvitationTable {
  id: Generated<number>;
  agent_id: number;
  token_hash: string;
  /** the role the new member gets: a shared agent role or one of the team's own */
  role_id: number;
  /** '' = anyone with the link; otherwise only the account with this email may use it */
  email: Generated<string>;
  invited_by: number | null;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: ColumnType<number | null, number | null | undefined, number | null>;
  revoked_at: NullableTimestamp;
  /** the last time the invitation was mailed to its email (null: never) */
  emailed_at: NullableTimestamp;
}

/** A team's attestation submission: 0 waiting, 1 approved (the team is verified), 2 rejected (reason). */
export interface AgentAttestationTable {
  id: Generated<number>;
  agent_id: number;
  licence_image: string;
  contact_name: string;
  contact_phone: string;
  status: Generated<number>;
  reason: Generated<string>;
  submitted_by: number | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Timestamp;
}

/** A WeChat / WeCom bind QR of an agent user: pending → confirmed (scanned, openid known) → done (bound). */
export interface AgentUserBindTable {
  id: Generated<number>;
  agent_user_id: number;
  kind: 'wechat' | 'wework';
  ticket_hash: string;
  openid: string | null;
  status: Generated<'pending' | 'confirmed' | 'done'>;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

export interface AgentMembershipTable {
  agent_user_id: number;
  agent_id: number;
  role_id: number;
  is_admin: Generated<number>;
  created_at: Timestamp;
}

export interface CustomerTable {
  id: Generated<number>;
  agent_id: number;
  mobile: string | null;
  email: string | null;
  password_hash: string;
  nickname: string;
  avatar: Generated<string>;
  company_name: Generated<string>;
  city: Generated<string>;
  from_admin: Generated<number>;
  from_agent: Generated<number>;
  customer_vip_id: Generated<number>;
  vip_id: Generated<number>;
  vip_title: Generated<string>;
  vip_expires_at: NullableTimestamp;
  /** maintained by the activity module when activities are created or removed */
  activity_total: Generated<number>;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the WeChat identity bound by scan login + bind phone (migration 0007); null = not bound */
  wechat_openid: Generated<string | null>;
}

export interface RoleTable {
  id: Generated<number>;
  audience: Audience;
  role_code: string;
  role_name: string;
  created_at: Timestamp;
  /** one of the catalogue's roles (menu-catalogue.ts): the start-up sync keeps its grants of catalogue marks */
  built_in: Generated<boolean>;
  /** null: shared (admin roles, the built-in agent roles); a team's id: that team's own role (migration 0031) */
  agent_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** holders must sign in with a TOTP code (enrol first if they have none) */
  require_totp: Generated<boolean>;
}

/** Spec §3 "Menu item from server"; the primary key is the spec's opid. */
export interface MenuTable {
  id: Generated<number>;
  audience: Audience;
  parent_id: Generated<number>;
  permission_name: string;
  permission_mark: string;
  component: Generated<string>;
  route: Generated<string>;
  icon: Generated<string>;
  hide: Generated<number>;
  menu_type: Generated<number>;
  sort: Generated<number>;
  badge: Generated<string>;
  badge_color: Generated<string>;
  keep_alive: Generated<number>;
  /** customer menus only shown when from_admin or from_agent = 1 (spec §6 third-party interfaces) */
  requires_partner: Generated<number>;
  create_time: Timestamp;
  update_time: Timestamp;
  /** an entry of the menu catalogue (menu-catalogue.ts), kept in step at every start; false: an operator's */
  built_in: Generated<boolean>;
  /** the fields of a built-in entry an operator changed in the menu editor: the catalogue sync keeps them */
  operator_fields: ColumnType<string[], string | undefined, string>;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface AdminRoleTable {
  admin_id: number;
  role_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  audience: Audience;
  subject_id: number;
  /** agent sessions: the team acted in; customer sessions: the customer's agent */
  agent_id: number | null;
  remember: boolean;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  /** where the session signed in from (migration 0030) */
  ip: Generated<string>;
  user_agent: Generated<string>;
  /** the last request, written at most once a minute (null: none since sign-in) */
  last_seen_at: NullableTimestamp;
  /** a customer session opened for support ("log in as", migration 0040): who opened it; null otherwise */
  support_audience: Generated<'admin' | 'agent' | null>;
  support_subject_id: Generated<number | null>;
}

/** A staff account's TOTP authenticator (migration 0030); enabled_at null = set up, not yet confirmed. */
export interface StaffTotpTable {
  audience: 'admin' | 'agent';
  subject_id: number;
  /** the base32 secret, sealed with AES-256-GCM (modules/auth/totp-crypto.ts) */
  secret_sealed: string;
  enabled_at: NullableTimestamp;
  /** the last time step a code was accepted for: a code is not taken twice */
  last_step: Generated<number>;
  created_at: Timestamp;
}

/** One-time recovery codes of a staff account's two-factor sign-in, stored hashed. */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  audience: 'admin' | 'agent';
  subject_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** An emailed set-password link of a staff account: only the token's hash; a newer link voids it. */
export interface StaffPasswordLinkTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  voided_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  request_id: string;
  audience: string;
  actor_id: number | null;
  agent_id: number | null;
  customer_id: number | null;
  method: string;
  route: string;
  status_code: number;
  ip: string;
  user_agent: Generated<string>;
  /** the call's query and JSON body, secrets removed, at most 2,000 characters (audit-summary.ts) */
  summary: Generated<string>;
  /** what happened beyond the call itself (a login lockout starting); null for ordinary calls */
  event: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export type NoticeType = 'notice' | 'letter' | 'todo';

/** A notice, letter or todo for one audience; agent_id null = every tenant of it, customer_id = one customer. */
export interface NoticeTable {
  id: Generated<number>;
  type: NoticeType;
  title: string;
  content: Generated<string>;
  description: Generated<string>;
  icon: Generated<string>;
  avatar: Generated<string>;
  /** todo state: 0 not started, 1 due soon, 2 in progress */
  status: Generated<number>;
  audience: Audience;
  agent_id: number | null;
  customer_id: number | null;
  created_by_admin_id: number | null;
  created_at: Timestamp;
  /** recipients see it from this instant (its send time; migration 0038) */
  visible_from: Timestamp;
  /** withdrawn by the platform: recipients no longer see it */
  withdrawn_at: NullableTimestamp;
  /** its last edit */
  updated_at: NullableTimestamp;
}

/** One reader has read one notice; reader_id is the admin, agent user or customer id of the audience. */
export interface NoticeReadTable {
  notice_id: number;
  audience: Audience;
  reader_id: number;
  read_at: Timestamp;
}

export type FileKind = 'image' | 'video' | 'audio' | 'file';

/**
 * An upload token the server issued (migration 0021), kept until its file is registered or cleaned up: the
 * record of its one write (local store) and what it holds of its tenant's quota.
 */
export interface UploadGrantTable {
  storage_key: string;
  agent_id: number | null;
  customer_id: number | null;
  audience: Audience;
  user_id: number;
  driver: 'local' | 's3';
  max_bytes: number;
  /** bytes stored once known (0 = nothing), null = not known yet */
  size: ColumnType<number | null, number | null | undefined, number | null>;
  written_at: NullableTimestamp;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
  cleaning_at: NullableTimestamp;
}

/** A registered upload; the owner is the tenant: platform (no agent), agent, or customer (agent + customer). */
export interface FileTable {
  id: Generated<number>;
  agent_id: number | null;
  customer_id: number | null;
  uploader_audience: Audience;
  uploader_id: number;
  activity_id: number | null;
  kind: FileKind;
  name: string;
  storage_key: string;
  size: number;
  mime: string;
  created_at: Timestamp;
  /** the owner's category (file_categories, migration 0005), null = uncategorised */
  category_id: ColumnType<number | null, number | null | undefined, number | null>;
}

// Material library (migration 0005): tenant categories of files, the platform's system materials.

/** A tenant's folder of its files; owned like files. */
export interface FileCategoryTable {
  id: Generated<number>;
  agent_id: number | null;
  customer_id: number | null;
  name: string;
  created_at: Timestamp;
}

export type MaterialHook = 'background' | 'avatar' | 'banner' | 'share';

export interface SystemMaterialCategoryTable {
  id: Generated<number>;
  hook: MaterialHook;
  name: string;
  sort: Generated<number>;
}

/** An official default material of the platform; the default_* columns are what a reset restores. */
export interface SystemMaterialTable {
  id: Generated<number>;
  hook: MaterialHook;
  category_id: number | null;
  kind: FileKind;
  name: string;
  storage_key: string;
  size: number;
  mime: string;
  default_name: string;
  default_storage_key: string;
  default_size: number;
  default_mime: string;
  sort: Generated<number>;
  updated_at: Timestamp;
}

// Customer sign-in (migration 0007): captchas, verification codes, the message outbox, WeChat scan logins.

/** A graphic captcha: single use (deleted when checked), answer hashed with its key. */
export interface CaptchaTable {
  id: Generated<number>;
  key_hash: string;
  answer_hash: string;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

export type MessageChannel = 'sms' | 'email';

/** The live verification code of one phone or email; a new send replaces it. */
export interface VerificationCodeTable {
  id: Generated<number>;
  channel: MessageChannel;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

/** Every SMS and email sent, whatever the driver: 'sent' (delivered to SMTP), 'recorded' (outbox driver), 'failed'. */
export interface MessageOutboxTable {
  id: Generated<number>;
  channel: MessageChannel;
  agent_id: number | null;
  recipient: string;
  subject: Generated<string>;
  body: string;
  driver: string;
  status: 'sent' | 'recorded' | 'failed';
  error: Generated<string>;
  created_at: Timestamp;
}

/** A WeChat scan login: pending → confirmed (the phone confirmed, openid known) → done (session issued). */
export interface WechatLoginTable {
  id: Generated<number>;
  agent_id: number;
  token_hash: string;
  ticket_hash: string;
  openid: string | null;
  status: Generated<'pending' | 'confirmed' | 'done'>;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

// Durable jobs (migration 0006): spreadsheet imports and exports run by the job worker.

/** import / export: a user's spreadsheet job; maintenance: periodic platform work (symbol = the task). */
export type JobKind = 'import' | 'export' | 'maintenance' | 'wechat_sync' | 'wecom_sync';
export type JobState = 'waiting' | 'running' | 'done' | 'failed';

export interface JobTable {
  id: Generated<number>;
  kind: JobKind;
  symbol: string;
  audience: Audience;
  user_id: number;
  agent_id: number | null;
  customer_id: number | null;
  state: Generated<JobState>;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  language: Generated<string>;
  file_name: Generated<string>;
  source_key: string | null;
  result_key: Generated<string | null>;
  total_num: Generated<number>;
  /** import: rows handled so far (the resume cursor) */
  processed_num: Generated<number>;
  success_num: Generated<number>;
  error_num: Generated<number>;
  percentage: Generated<number>;
  error: Generated<string>;
  attempts: Generated<number>;
  locked_by: Generated<string | null>;
  locked_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface JobFailureTable {
  job_id: number;
  row_number: number;
  cells: Json<string[]>;
  reason: string;
}

// Orders and payments (migration 0008). Money in cents.

/** A VIP plan of the platform's catalogue (migration 0050): price in cents, status 1 on sale, 0 off. */
export interface VipPlanTable {
  id: Generated<number>;
  vip_id: number;
  title: string;
  /** '' = shown as the zh_CN title (migration 0074) */
  title_en: Generated<string>;
  title_zh_tw: Generated<string>;
  /** the platform's price, cents (an agent's offer is never below it) */
  price: number;
  duration: number;
  /** 2 = days, otherwise years */
  duration_unit: number;
  scene: Generated<string>;
  scene_name: Generated<string>;
  showings_num: Generated<number>;
  free_num: Generated<number>;
  sort: Generated<number>;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A VIP plan an agent's site sells, at the agent's price in cents (migration 0050). */
export interface VipPlanOfferTable {
  id: Generated<number>;
  agent_id: number;
  plan_id: number;
  /** the wholesale price the platform sets, cents */
  price: number;
  /** the agent's retail price, cents, never below `price` (migration 0053) */
  retail_price: number;
  /** the agent's own switch: off, its site neither shows nor sells it */
  enabled: Generated<boolean>;
  offered_at: Timestamp;
  offered_by: number | null;
  updated_at: Timestamp;
}

export interface OrderTable {
  id: Generated<number>;
  order_no: string;
  agent_id: number;
  customer_id: number;
  order_type: number;
  subject_id: number;
  title: string;
  duration: Generated<number>;
  duration_unit: Generated<number>;
  amount: number;
  original_amount: number;
  pay_amount: number;
  pay_type: Generated<string>;
  is_pay: Generated<number>;
  paid_at: NullableTimestamp;
  transaction_id: string | null;
  created_at: Timestamp;
  /** what staff refunded of it (migration 0052), never above pay_amount */
  refunded_amount: Generated<number>;
  /** the platform's part of the sale (migration 0057); null: not a sale of ours (a recharge, an import) */
  wholesale_amount: number | null;
  /** how many of the subject the order bought (migration 0059: software licences; 1 otherwise) */
  quantity: Generated<number>;
}

/** An agent's running settlement balance: what the platform owes it (migration 0057). */
export interface AgentBalanceTable {
  agent_id: number;
  balance: Generated<number>;
  updated_at: Timestamp;
}

/** The reseller ledger (migration 0057): append-only money events between the platform and an agent. */
/** An agent's request to be paid its balance (migration 0072). */
export interface PayoutRequestTable {
  id: Generated<number>;
  agent_id: number;
  amount: number;
  account: string;
  note: Generated<string>;
  status: ColumnType<
    'pending' | 'paid' | 'rejected' | 'cancelled',
    'pending' | undefined,
    'paid' | 'rejected' | 'cancelled'
  >;
  requested_by: number | null;
  reason: Generated<string>;
  ledger_id: number | null;
  decided_by_admin: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AgentLedgerTable {
  id: Generated<number>;
  agent_id: number;
  kind: 'sale' | 'refund' | 'payout';
  order_id: number | null;
  refund_id: number | null;
  gross: number;
  wholesale: number;
  margin: number;
  collected_by: 'platform' | 'agent' | null;
  amount: number;
  balance_after: number;
  reference: Generated<string>;
  note: Generated<string>;
  created_by_admin: number | null;
  created_at: Timestamp;
}

/** A refund of a paid order by staff (migration 0052). */
export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  agent_id: number;
  refund_no: string;
  amount: number;
  reason: string;
  full: boolean;
  channel: 'gateway' | 'balance';
  gateway_refund_id: Generated<string>;
  status: Generated<string>;
  created_by: number;
  created_by_audience: 'admin' | 'agent';
  created_at: Timestamp;
}

export interface CustomerVipTable {
  id: Generated<number>;
  customer_id: number;
  /** the paid order it came from, or null when a redeemed key granted it (migration 0049: exactly one) */
  order_id: number | null;
  cdkey_id: Generated<number | null>;
  plan_id: number;
  vip_id: number;
  title: string;
  starts_at: RequiredTimestamp;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

export interface PaymentNotifyTable {
  id: Generated<number>;
  provider: string;
  order_no: string;
  transaction_id: string;
  amount: number;
  outcome: string;
  payload: string;
  received_at: Timestamp;
}

/** A signed-in customer opened the VIP popup that day (migration 0063): the dashboards' funnel. */
/**
 * The home pages' rollups (migration 0071), kept by triggers in the writing transaction: agent 0 is the
 * platform's total, agent -1 rows without an agent; days in the platform's time zone.
 */
export interface DashboardOrderDayTable {
  agent_id: number;
  day: string;
  pay_type: string;
  order_type: number;
  /** the activity's tool for activity orders, else 0 */
  tool_id: number;
  revenue: number;
  orders: number;
}

export interface DashboardAgentMonthTable {
  agent_id: number;
  /** the month's first day */
  month: string;
  revenue: number;
  orders: number;
}

export interface DashboardCountDayTable {
  agent_id: number;
  day: string;
  count: number;
}

export interface VipPopupViewTable {
  id: Generated<number>;
  agent_id: number;
  customer_id: number;
  /** YYYY-MM-DD on the platform's calendar */
  day: ColumnType<string, string, string>;
  first_at: Timestamp;
}

/** A section of the activity workspace of a tool (migration 0064): the customer's navigation. */
export interface ActivityMenuTable {
  id: Generated<number>;
  /** the spec §2 tool menu id */
  tool_id: number;
  /** contracts ACTIVITY_MENU_SECTIONS */
  section: string;
  /** zh_CN, required */
  title: string;
  /** '' = the zh_CN title */
  title_en: Generated<string>;
  title_zh_tw: Generated<string>;
  icon: Generated<string>;
  sort: Generated<number>;
  hidden: Generated<number>;
  badge: Generated<string>;
  badge_color: Generated<string>;
  updated_at: Timestamp;
}

export type LeadSource = 'manual' | 'wechat_follower' | 'wecom_contact' | 'acquisition_link';
export type LeadStage = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';

/** An SCRM lead (migration 0067): the platform's (agent_id null) or an agent's, from one of its channels. */
export interface ScrmLeadTable {
  id: Generated<number>;
  agent_id: number | null;
  name: string;
  phone: Generated<string>;
  company: Generated<string>;
  need: Generated<string>;
  source: LeadSource;
  /** the follower's openid, the contact's external_userid, the link's id; '' for a manual lead */
  source_ref: Generated<string>;
  stage: ColumnType<LeadStage, LeadStage | undefined, LeadStage>;
  owner_admin_id: ColumnType<number | null, number | null | undefined, number | null>;
  owner_agent_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One entry of a lead's append-only history. */
export interface ScrmLeadNoteTable {
  id: Generated<number>;
  lead_id: number;
  agent_id: number | null;
  kind: 'created' | 'note' | 'assign' | 'stage';
  body: string;
  author_audience: 'admin' | 'agent' | 'system';
  author_id: number | null;
  author_name: Generated<string>;
  created_at: Timestamp;
}

/** A credit pack of the catalogue (migration 0062). */
export interface ResourcePackTable {
  id: Generated<number>;
  name: string;
  kind: 'sms' | 'redpacket';
  quantity: number;
  price: number;
  status: Generated<number>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a pack order bought, fixed when it was made (migration 0062). */
export interface ResourcePackOrderTable {
  order_id: number;
  pack_id: number;
  kind: 'sms' | 'redpacket';
  quantity: number;
}

/**
 * An agent's retail price and switch of a resource pack (migration 0070); no row: the pack's price, on.
 * `price` is the pack's price kept in step with it, so that retail_price >= price holds in the database.
 */
export interface AgentResourcePackOfferTable {
  id: Generated<number>;
  agent_id: number;
  pack_id: number;
  /** the wholesale: the pack's price, cents */
  price: number;
  /** the agent's retail price, cents, never below `price` */
  retail_price: number;
  /** the agent's own switch: off, its site neither shows nor sells the pack */
  enabled: Generated<boolean>;
  updated_at: Timestamp;
}

/** How the platform dealt with one reconciliation item (migration 0060): one row per item key. */
export interface ReconcileResolutionTable {
  id: Generated<number>;
  item_key: string;
  kind: 'paid_twice' | 'orphan_notify' | 'stale_pending';
  action: 'refund' | 'returned' | 'dismiss';
  amount: number;
  reference: string;
  note: string;
  resolved_by: number;
  created_at: Timestamp;
}

/** Refused notifies beyond the stored sample, counted per provider, outcome and minute (migration 0025). */
export interface PaymentNotifyDropTable {
  provider: string;
  outcome: string;
  window_start: RequiredTimestamp;
  dropped: number;
  updated_at: Timestamp;
}

export interface InvoiceTable {
  id: Generated<number>;
  order_id: number;
  agent_id: number;
  customer_id: number;
  title: string;
  tax_number: Generated<string>;
  type: number;
  email: string;
  /** 0 requested, 1 issued, 2 rejected */
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** why staff rejected it, shown to the customer ('' otherwise; migration 0037) */
  reject_reason: Generated<string>;
  /** the issued invoice's number (unique) */
  invoice_no: string | null;
  /** the issued PDF's private storage key (…/invoices/…) */
  file_key: string | null;
  file_source: 'generated' | 'uploaded' | null;
  issued_at: NullableTimestamp;
  /** who issued or rejected it: an admin or an agent user id of that audience */
  decided_by_audience: 'admin' | 'agent' | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
}

// Customer activities (migration 0010, modules/activity).

export interface ActivityGroupTable {
  id: Generated<number>;
  agent_id: number;
  customer_id: number;
  title: string;
  created_at: Timestamp;
}

export interface ActivityTable {
  id: Generated<number>;
  agent_id: number;
  customer_id: number;
  title: string;
  tool_id: number;
  programme_id: number | null;
  group_id: number | null;
  lifecycle: 'unpaid' | 'paid' | 'abolished';
  cancelled_at: NullableTimestamp;
  begin_time: RequiredTimestamp;
  end_time: RequiredTimestamp;
  capacity: number;
  showings: number;
  vip_count: Generated<number>;
  vip_last_time: NullableTimestamp;
  /** 'code': paid by an activation code (migration 0068) */
  charge: 'vip' | 'order' | 'code';
  customer_vip_id: Generated<number>;
  order_no: Generated<string>;
  /** the code of the activity's h5 link (migration 0056) */
  h5_code: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An attendee signed in on the activity's h5 page (migration 0056); one per phone and activity. */
/** A licence a paid software order issued (migration 0059); the customer's, revoked by a full refund. */
export interface SoftwareLicenceTable {
  id: Generated<number>;
  agent_id: number;
  customer_id: number;
  order_id: number;
  software_id: number;
  /** 1..quantity within the order */
  n: number;
  licence_key: string;
  seats: number;
  status: Generated<'active' | 'revoked'>;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface ActivitySigninTable {
  id: Generated<number>;
  activity_id: number;
  agent_id: number;
  customer_id: number;
  name: string;
  phone: string;
  /** the sign-in device that recorded it (migration 0061); null = the h5 page */
  device_id: Generated<number | null>;
  created_at: Timestamp;
}

/** A sign-in device model of the platform's catalogue (migration 0061). */
export interface DeviceProductTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  cover: Generated<string>;
  /** 1 on sale, 0 off */
  status: Generated<number>;
  sort: Generated<number>;
  /** the platform's rental price per day, cents; 0 = free (migration 0073) */
  day_price: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A device model an agent rents out (migration 0073): the shape of agent_copyright_offers, per day. */
export interface AgentDeviceOfferTable {
  id: Generated<number>;
  agent_id: number;
  device_id: number;
  /** the wholesale day price the platform sets, cents */
  price: number;
  /** the agent's retail day price, cents, never below `price` */
  retail_price: number;
  enabled: Generated<boolean>;
  offered_at: Timestamp;
  offered_by: number | null;
  updated_at: Timestamp;
}

/** One kiosk of a device model: serial and the SHA-256 of its device key (migration 0061). */
export interface DeviceUnitTable {
  id: Generated<number>;
  product_id: number;
  serial: string;
  key_hash: string;
  retired_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A unit bound to a customer's activity for the activity's period (migration 0061). */
export interface DeviceBindingTable {
  id: Generated<number>;
  unit_id: number;
  activity_id: number;
  agent_id: number;
  customer_id: number;
  begins_at: Date;
  ends_at: Date;
  created_at: Timestamp;
  /** pending (a rental awaiting payment, reserving the unit until expires_at), active, ended (migration 0073) */
  state: Generated<'pending' | 'active' | 'ended'>;
  /** the rental's order (type 20); null = a free binding */
  order_id: number | null;
  expires_at: Date | null;
  ended_at: Date | null;
}

export interface ActivityVipPersonTable {
  id: Generated<number>;
  activity_id: number;
  name: string;
  mobile: string;
  created_at: Timestamp;
}

export interface ActivitySettingTable {
  activity_id: number;
  password_hash: string | null;
  updated_at: Timestamp;
}

/** The big screen's look (migration 0018): storage keys; no row = the defaults. */
export interface ActivityAppearanceTable {
  activity_id: number;
  cover: Generated<string>;
  music: Generated<string>;
  video: Generated<string>;
  gallery_on: Generated<boolean>;
  gallery: ColumnType<string[], string | undefined, string>;
  updated_at: Timestamp;
  /** the template (skin) the customer picked; null = none (migration 0042) */
  template_id: Generated<number | null>;
}

/** An activity template (skin) of the platform's catalogue, for one tool (migration 0042). */
export interface TemplateTable {
  id: Generated<number>;
  name: string;
  tool_id: number;
  /** a storage key of an admin's image or an http(s) link; '' = drawn from the colours */
  cover: Generated<string>;
  primary_color: string;
  background_color: string;
  background_image: Generated<string>;
  tier: Generated<'free' | 'vip'>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An agent that chose its customers' templates; no row = every template that is on (migration 0042). */
export interface AgentTemplateScopeTable {
  agent_id: number;
  mode: 'all' | 'chosen';
  updated_at: Timestamp;
}

/** A template an agent with mode 'chosen' offers its customers (migration 0042). */
export interface AgentTemplateTable {
  agent_id: number;
  template_id: number;
}

/** The places an expand order (type 23) adds once paid (migration 0016). */
export interface ActivityExpansionTable {
  order_no: string;
  activity_id: number;
  persons: number;
  created_at: Timestamp;
}

// Customer site content (migration 0009).

export interface ToolTable {
  id: number;
  mark: string;
  title: string;
  /** '' = shown as the zh_CN title (migration 0074) */
  title_en: Generated<string>;
  title_zh_tw: Generated<string>;
  slogan: Generated<string>;
  intro: Generated<string>;
  features: Json<{ title: string; description: string }[]>;
  scenarios: Json<string[]>;
  is_new: Generated<number>;
  sort: Generated<number>;
}

export interface ProgrammeCategoryTable {
  id: Generated<number>;
  mark: string;
  title: string;
  sort: Generated<number>;
}

export interface ProgrammeTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  summary: Generated<string>;
  content: Generated<string>;
  cover_from: Generated<string>;
  cover_to: Generated<string>;
  tools: Generated<string>;
  views: Generated<number>;
  sort: Generated<number>;
  created_at: Timestamp;
  /** the substance project the programme belongs to (migration 0065); null = none */
  project_id: ColumnType<number | null, number | null | undefined, number | null>;
}

// Substance (migration 0065): the platform's projects, tags and topics over programmes and its own articles.

export interface SubstanceProjectTable {
  id: Generated<number>;
  name: string;
  cover: Generated<string>;
  intro: Generated<string>;
  sort: Generated<number>;
  /** 1 shown on the sites, 0 hidden */
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubstanceTagTable {
  id: Generated<number>;
  name_zh_cn: string;
  /** '' = shown as name_zh_cn */
  name_en: Generated<string>;
  name_zh_tw: Generated<string>;
  colour: Generated<string>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubstanceTagProgrammeTable {
  tag_id: number;
  programme_id: number;
}

export interface SubstanceTagArticleTable {
  tag_id: number;
  article_id: number;
}

export interface SubstanceTopicTable {
  id: Generated<number>;
  title: string;
  banner: Generated<string>;
  intro: Generated<string>;
  sort: Generated<number>;
  /** 1 published (within its window), 0 hidden */
  status: Generated<number>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One item of a topic: a programme or a platform article (exactly one of the two). */
export interface SubstanceTopicItemTable {
  id: Generated<number>;
  topic_id: number;
  programme_id: number | null;
  article_id: number | null;
  sort: Generated<number>;
}

export interface ArticleTable {
  id: Generated<number>;
  agent_id: number | null;
  mark: Generated<string>;
  kind: 'essay' | 'service' | 'article';
  title: string;
  content: string;
  /** migration 0075: the other languages ('' = the zh_CN one) and the current version's number */
  title_en: Generated<string>;
  title_zh_tw: Generated<string>;
  content_en: Generated<string>;
  content_zh_tw: Generated<string>;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** One saved version of an article (migration 0075): append-only, a restore appends another. */
export interface ArticleVersionTable {
  id: Generated<number>;
  article_id: number;
  number: number;
  title: string;
  title_en: Generated<string>;
  title_zh_tw: Generated<string>;
  content: string;
  content_en: Generated<string>;
  content_zh_tw: Generated<string>;
  /** who saved it (admins.id or agent_users.id by audience); null: written before versions existed */
  saved_by_audience: 'admin' | 'agent' | null;
  saved_by: number | null;
  /** the version number it restored, when it is a restore */
  restored_from: number | null;
  created_at: Timestamp;
}

// The resource account (migration 0011): ledger per customer and kind, cents (the sms kind counts messages).

export type ResourceKindColumn = 'balance' | 'profit' | 'redpacket' | 'special' | 'sms';

export interface ResourceAccountTable {
  customer_id: number;
  agent_id: number;
  kind: ResourceKindColumn;
  balance: Generated<number>;
  updated_at: Timestamp;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  customer_id: number;
  agent_id: number;
  kind: ResourceKindColumn;
  type: string;
  amount: number;
  balance_after: number;
  /** a message-catalogue key, translated with `reason_params` when answered */
  reason: string;
  reason_params: ColumnType<Record<string, string | number>, string | undefined, string>;
  order_no: string | null;
  activity_id: number | null;
  withdrawal_id: number | null;
  created_at: Timestamp;
}

export interface FeeRateTable {
  id: Generated<number>;
  agent_id: number;
  code: string;
  name: string;
  mode: 'percent' | 'unit';
  rate: number;
  min_fee: Generated<number>;
  description: Generated<string>;
  sort: Generated<number>;
}

export interface WithdrawalTable {
  id: Generated<number>;
  customer_id: number;
  agent_id: number;
  kind: 'balance' | 'profit';
  amount: number;
  fee: number;
  channel: 'bank' | 'wechat';
  account_name: string;
  bank_name: Generated<string>;
  account_no: string;
  status: Generated<'pending' | 'approved' | 'rejected' | 'paid'>;
  remark: Generated<string>;
  review_note: Generated<string>;
  reviewed_at: NullableTimestamp;
  /** the admin who approved or rejected it (migration 0043) */
  reviewed_by: number | null;
  /** the transfer's reference once paid */
  paid_reference: Generated<string>;
  paid_by: number | null;
  paid_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface CollectionSettingTable {
  customer_id: number;
  agent_id: number;
  default_channel: Generated<'bank' | 'wechat'>;
  bank_account_name: Generated<string>;
  bank_name: Generated<string>;
  bank_branch: Generated<string>;
  bank_account_no: Generated<string>;
  wechat_name: Generated<string>;
  wechat_account: Generated<string>;
  updated_at: Timestamp;
}

export interface Database {
  admins: AdminTable;
  agents: AgentTable;
  agent_domains: AgentDomainTable;
  agent_users: AgentUserTable;
  agent_memberships: AgentMembershipTable;
  agent_invitations: AgentInvitationTable;
  invite_links: InviteLinkTable;
  invite_signups: InviteSignupTable;
  customer_invite_codes: CustomerInviteCodeTable;
  customer_referrals: CustomerReferralTable;
  invite_rewards: InviteRewardTable;
  enquiries: EnquiryTable;
  enquiry_notes: EnquiryNoteTable;
  agent_user_binds: AgentUserBindTable;
  agent_attestations: AgentAttestationTable;
  customers: CustomerTable;
  roles: RoleTable;
  menus: MenuTable;
  role_menus: RoleMenuTable;
  admin_roles: AdminRoleTable;
  sessions: SessionTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_password_links: StaffPasswordLinkTable;
  audit_logs: AuditLogTable;
  notices: NoticeTable;
  notice_reads: NoticeReadTable;
  files: FileTable;
  upload_grants: UploadGrantTable;
  file_categories: FileCategoryTable;
  system_material_categories: SystemMaterialCategoryTable;
  system_materials: SystemMaterialTable;
  vip_plans: VipPlanTable;
  vip_plan_offers: VipPlanOfferTable;
  tools: ToolTable;
  programme_categories: ProgrammeCategoryTable;
  programmes: ProgrammeTable;
  articles: ArticleTable;
  article_versions: ArticleVersionTable;
  substance_projects: SubstanceProjectTable;
  substance_tags: SubstanceTagTable;
  substance_tag_programmes: SubstanceTagProgrammeTable;
  substance_tag_articles: SubstanceTagArticleTable;
  substance_topics: SubstanceTopicTable;
  substance_topic_items: SubstanceTopicItemTable;
  orders: OrderTable;
  customer_vips: CustomerVipTable;
  refunds: RefundTable;
  agent_balances: AgentBalanceTable;
  agent_ledger: AgentLedgerTable;
  payment_notifies: PaymentNotifyTable;
  payment_notify_drops: PaymentNotifyDropTable;
  reconcile_resolutions: ReconcileResolutionTable;
  resource_packs: ResourcePackTable;
  scrm_leads: ScrmLeadTable;
  scrm_lead_notes: ScrmLeadNoteTable;
  vip_popup_views: VipPopupViewTable;
  payout_requests: PayoutRequestTable;
  dashboard_order_days: DashboardOrderDayTable;
  dashboard_agent_months: DashboardAgentMonthTable;
  dashboard_customer_days: DashboardCountDayTable;
  dashboard_activity_days: DashboardCountDayTable;
  activity_menus: ActivityMenuTable;
  resource_pack_orders: ResourcePackOrderTable;
  agent_resource_pack_offers: AgentResourcePackOfferTable;
  invoices: InvoiceTable;
  jobs: JobTable;
  job_failures: JobFailureTable;
  captchas: CaptchaTable;
  verification_codes: VerificationCodeTable;
  message_outbox: MessageOutboxTable;
  wechat_logins: WechatLoginTable;
  activity_groups: ActivityGroupTable;
  activities: ActivityTable;
  activity_vip_persons: ActivityVipPersonTable;
  activity_settings: ActivitySettingTable;
  activity_expansions: ActivityExpansionTable;
  activity_appearances: ActivityAppearanceTable;
  templates: TemplateTable;
  agent_template_scopes: AgentTemplateScopeTable;
  agent_templates: AgentTemplateTable;
  resource_accounts: ResourceAccountTable;
  ledger_entries: LedgerEntryTable;
  fee_rates: FeeRateTable;
  withdrawals: WithdrawalTable;
  collection_settings: CollectionSettingTable;
  customer_wechat_tickets: CustomerWechatTicketTable;
  official_accounts: OfficialAccountTable;
  customer_api_credentials: CustomerApiCredentialTable;
  customer_service_settings: CustomerServiceSettingTable;
  programme_themes: ProgrammeThemeTable;
  agent_bank_accounts: AgentBankAccountTable;
  bank_transfers: BankTransferTable;
  plugins: PluginTable;
  plugin_tools: PluginToolTable;
  agent_plugins: AgentPluginTable;
  software_products: SoftwareProductTable;
  device_products: DeviceProductTable;
  device_units: DeviceUnitTable;
  device_bindings: DeviceBindingTable;
  agent_device_offers: AgentDeviceOfferTable;
  activity_prices: ActivityPriceTable;
  fee_rate_versions: FeeRateVersionTable;
  activity_signins: ActivitySigninTable;
  software_licences: SoftwareLicenceTable;
  agent_software_offers: AgentSoftwareOfferTable;
  copyright_products: CopyrightProductTable;
  agent_copyright_offers: AgentCopyrightOfferTable;
  copyright_licences: CopyrightLicenceTable;
  wecom_bindings: WecomBindingTable;
  wecom_links: WecomLinkTable;
  wecom_contacts: WecomContactTable;
  wecom_events: WecomEventTable;
  wecom_sandbox_links: WecomSandboxLinkTable;
  wecom_sandbox_contacts: WecomSandboxContactTable;
  wecom_sandbox_tags: WecomSandboxTagTable;
  cdkey_batches: CdkeyBatchTable;
  cdkeys: CdkeyTable;
  help_designs: HelpDesignTable;
  help_categories: HelpCategoryTable;
  help_entries: HelpEntryTable;
  wechat_mp_accounts: WechatMpAccountTable;
  wechat_mp_tickets: WechatMpTicketTable;
  wechat_followers: WechatFollowerTable;
  sandbox_wechat_mp_followers: SandboxWechatMpFollowerTable;
  sandbox_wechat_mp_menus: SandboxWechatMpMenuTable;
}

/** A help page design of the platform (agent_id null) or of an agent's site (migration 0066). */
export interface HelpDesignTable {
  id: Generated<number>;
  agent_id: number | null;
  title: string;
  /** page1 JSON (contracts/src/help.ts) being edited */
  draft: Json<Page1>;
  /** page1 JSON the help panel shows; null until first published */
  published: ColumnType<Page1 | null, string | null | undefined, string | null>;
  is_home: Generated<boolean>;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A category of help entries of the platform or of one agent's site (migration 0066). */
export interface HelpCategoryTable {
  id: Generated<number>;
  agent_id: number | null;
  name: string;
  sort: Generated<number>;
  created_at: Timestamp;
}

/** A help entry: 1 a design, 2 an iframe link, 3 a rich-text detail (migration 0066). */
export interface HelpEntryTable {
  id: Generated<number>;
  agent_id: number | null;
  category_id: number;
  title: string;
  help_type: number;
  design_id: number | null;
  help_link: Generated<string>;
  content: Generated<string>;
  sort: Generated<number>;
  updated_at: Timestamp;
}

/**
 * A batch of redeemable keys (migration 0049): each key grants `vip_days` of a VIP plan (grant_type 'vip') or
 * `credit_amount` of a resource account kind (grant_type 'credit'); agent_id null = any customer may redeem.
 */
export interface CdkeyBatchTable {
  id: Generated<number>;
  name: string;
  prefix: Generated<string>;
  grant_type: 'vip' | 'credit' | 'activity';
  vip_plan_id: number | null;
  vip_days: number | null;
  credit_kind: 'balance' | 'sms' | null;
  credit_amount: number | null;
  /** 'activity' (migration 0068): the tool whose activity a key pays for */
  tool_id: Generated<number | null>;
  agent_id: number | null;
  expires_at: NullableTimestamp;
  key_count: number;
  created_by: number | null;
  created_at: Timestamp;
  voided_at: NullableTimestamp;
  voided_by: number | null;
}

/** One key of a batch (migration 0049): `code` normalised (upper case, no separators), unique; used once. */
export interface CdkeyTable {
  id: Generated<number>;
  batch_id: number;
  code: string;
  customer_id: number | null;
  used_at: NullableTimestamp;
  /** the activity a redeemed activation code paid for (migration 0068) */
  activity_id: Generated<number | null>;
}

/** A plugin of the platform's catalogue (migration 0041): status 1 on sale, 0 off; price in cents. */
export interface PluginTable {
  id: Generated<number>;
  mark: string;
  name: string;
  description: Generated<string>;
  /** a storage key of an image the platform uploaded, or an http(s) link; '' = none */
  icon: Generated<string>;
  price: Generated<number>;
  status: Generated<number>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A tool (spec §2 tool menu id) a plugin works with (migration 0041). */
export interface PluginToolTable {
  plugin_id: number;
  tool_id: number;
}

/** A plugin enabled for an agent (migration 0041); enabled_by: the admin who enabled it. */
export interface AgentPluginTable {
  id: Generated<number>;
  agent_id: number;
  plugin_id: number;
  enabled_at: Timestamp;
  enabled_by: number | null;
}

/**
 * A PC software product of the platform's catalogue (migration 0046): seats per licence, price in cents,
 * installer a storage key ('' = none), status 1 on sale, 0 off.
 */
export interface SoftwareProductTable {
  id: Generated<number>;
  name: string;
  version: Generated<string>;
  description: Generated<string>;
  /** a storage key of an image the platform uploaded, or an http(s) link; '' = none */
  cover: Generated<string>;
  seats: Generated<number>;
  price: Generated<number>;
  installer: Generated<string>;
  status: Generated<number>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A software product an agent may sell, at its price in cents (migration 0046); offered_by: the admin. */
export interface AgentSoftwareOfferTable {
  id: Generated<number>;
  agent_id: number;
  software_id: number;
  /** the wholesale price the platform sets, cents */
  price: number;
  /** the agent's retail price, cents, never below `price` (migration 0053) */
  retail_price: number;
  /** the agent's own switch: off, its site neither shows nor sells it */
  enabled: Generated<boolean>;
  offered_at: Timestamp;
  offered_by: number | null;
  updated_at: Timestamp;
}

/**
 * A licensed content item of the platform's catalogue (migration 0069, the "copyright" kind): terms customers
 * accept, term in months (null = perpetual), the asset a storage key ('' = none), price in cents.
 */
export interface CopyrightProductTable {
  id: Generated<number>;
  title: string;
  title_en: Generated<string>;
  title_zh_tw: Generated<string>;
  content_type: 'music' | 'template' | 'font' | 'image';
  licensor: Generated<string>;
  terms: string;
  term_months: number | null;
  commercial: Generated<boolean>;
  asset: Generated<string>;
  price: Generated<number>;
  status: Generated<number>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A copyright item an agent may sell (migration 0069): wholesale `price`, its retail price and switch. */
export interface AgentCopyrightOfferTable {
  id: Generated<number>;
  agent_id: number;
  copyright_id: number;
  /** the wholesale price the platform sets, cents */
  price: number;
  /** the agent's retail price, cents, never below `price` */
  retail_price: number;
  enabled: Generated<boolean>;
  offered_at: Timestamp;
  offered_by: number | null;
  updated_at: Timestamp;
}

/** The licence a paid copyright order issued (migration 0069), one per order; revoked by a full refund. */
export interface CopyrightLicenceTable {
  id: Generated<number>;
  agent_id: number;
  customer_id: number;
  order_id: number;
  copyright_id: number;
  /** the terms as the customer bought them */
  terms: string;
  commercial: boolean;
  valid_from: Date;
  /** null = perpetual */
  valid_until: Date | null;
  status: Generated<'active' | 'revoked'>;
  revoked_at: NullableTimestamp;
}

/** A curated landing of a programme category; agent_id null = the platform's (migration 0017). */
export interface ProgrammeThemeTable {
  id: Generated<number>;
  agent_id: number | null;
  category_id: number;
  title: string;
  subtitle: Generated<string>;
  description: Generated<string>;
  hero_from: Generated<string>;
  hero_to: Generated<string>;
  sort: Generated<number>;
  created_at: Timestamp;
}

/** The account an agent site receives offline bank transfers on (migration 0017). */
export interface AgentBankAccountTable {
  agent_id: number;
  account_name: string;
  bank_name: string;
  account_no: string;
  updated_at: Timestamp;
}

/** A customer's offline transfer for an unpaid order, awaiting the agent's confirmation (migration 0017). */
export interface BankTransferTable {
  id: Generated<number>;
  order_id: number;
  agent_id: number;
  customer_id: number;
  amount: number;
  payer_name: string;
  account_tail: string;
  voucher: Generated<string>;
  /** closed: the order was paid another way first (close_reason says how; migration 0026) */
  status: Generated<'pending' | 'confirmed' | 'rejected' | 'closed'>;
  /** the agent user who decided; reviewed_by_admin the platform admin (migration 0054) */
  reviewed_by: number | null;
  reviewed_by_admin: number | null;
  reviewed_at: NullableTimestamp;
  close_reason: 'paid_by_other_payment' | null;
  closed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Sandbox WeChat tickets of "bind WeChat" and the official-account authorisation (migration 0012). */
export interface CustomerWechatTicketTable {
  id: Generated<number>;
  purpose: 'bind' | 'official_account';
  agent_id: number;
  customer_id: number;
  ticket_hash: string;
  status: Generated<'pending' | 'done' | 'failed'>;
  result: Generated<string>;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

/** A WeChat official account the customer authorised (migration 0012). */
export interface OfficialAccountTable {
  id: Generated<number>;
  agent_id: number;
  customer_id: number;
  appid: string;
  nick_name: string;
  head_img: Generated<string>;
  principal_name: Generated<string>;
  service_type: Generated<number>;
  verify_type: Generated<number>;
  authorized_at: Timestamp;
  refreshed_at: Timestamp;
  token_expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

/** A customer's API credential; the secret is kept as a SHA-256 hash only (migration 0012). */
export interface CustomerApiCredentialTable {
  id: Generated<number>;
  agent_id: number;
  customer_id: number;
  name: string;
  app_key: string;
  secret_hash: string;
  scopes: string;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A customer's third-party service settings, one row per service (migration 0012). */
export interface CustomerServiceSettingTable {
  id: Generated<number>;
  agent_id: number;
  customer_id: number;
  service: string;
  enabled: Generated<number>;
  config: ColumnType<Record<string, unknown>, string | undefined, string>;
  updated_at: Timestamp;
}

export type Admin = Selectable<AdminTable>;
export type Agent = Selectable<AgentTable>;
export type AgentUser = Selectable<AgentUserTable>;
export type Customer = Selectable<CustomerTable>;
export type Menu = Selectable<MenuTable>;
export type NewMenu = Insertable<MenuTable>;
export type Session = Selectable<SessionTable>;
export type Notice = Selectable<NoticeTable>;
export type StoredFile = Selectable<FileTable>;
export type FileCategory = Selectable<FileCategoryTable>;
export type SystemMaterial = Selectable<SystemMaterialTable>;
export type Job = Selectable<JobTable>;

/** An agent's WeCom binding (migration 0047): one per agent; the app secret only sealed. */
export interface WecomBindingTable {
  agent_id: number;
  corp_id: string;
  /** the self-built app's AgentId */
  app_agent_id: number;
  /** the app secret sealed with WECOM_SECRET_KEY (platform/secret-box.ts); never sent to a browser */
  secret_sealed: string;
  /** the secret's last four characters, to show which one is set */
  secret_tail: string;
  callback_token: string;
  encoding_aes_key: string;
  status: Generated<'unverified' | 'verified' | 'failed'>;
  verified_at: NullableTimestamp;
  /** the last check's failure, a message key ('' = none) */
  last_error: Generated<string>;
  last_errcode: number | null;
  callback_verified_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A version of one of the platform's fee rates (migration 0055): never updated; the latest in force wins. */
export interface FeeRateVersionTable {
  id: Generated<number>;
  code: string;
  /** basis points (percent codes) or cents per unit (unit codes), as the code's fee_rates row */
  rate: number;
  min_fee: number;
  description: Generated<string>;
  effective_at: RequiredTimestamp;
  note: Generated<string>;
  created_by: number | null;
  created_at: Timestamp;
}

export interface ActivityPriceTable {
  id: Generated<number>;
  /** 0 = the default every tool without versions of its own follows */
  tool_id: number;
  create_price: number;
  renew_per_day: number;
  expand_per_block: number;
  effective_at: RequiredTimestamp;
  note: Generated<string>;
  created_by: number | null;
  created_at: Timestamp;
}

// SCRM › 公众号 / 自定义菜单 (migration 0076)

/** An official account of the platform or an agent itself (owner = the agent row; the platform's = its default site's). */
export interface WechatMpAccountTable {
  id: Generated<number>;
  agent_id: number;
  appid: string;
  nick_name: string;
  head_img: Generated<string>;
  principal_name: Generated<string>;
  service_type: Generated<number>;
  verify_type: Generated<number>;
  authorized_at: Timestamp;
  followers_synced_at: NullableTimestamp;
  menu_draft: ColumnType<WechatMenu | null, string | null | undefined, string | null>;
  menu_published: ColumnType<WechatMenu | null, string | null | undefined, string | null>;
  menu_published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An authorisation an admin opened for an owner's account (the sandbox page holds the ticket). */
export interface WechatMpTicketTable {
  id: Generated<number>;
  agent_id: number;
  admin_id: number;
  ticket_hash: string;
  status: Generated<'pending' | 'done'>;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

/** A follower of an owner's official account, as the last sync saw it. */
export interface WechatFollowerTable {
  id: Generated<number>;
  account_id: number;
  agent_id: number;
  openid: string;
  nickname: Generated<string>;
  subscribe_time: NullableTimestamp;
  subscribed: Generated<boolean>;
  remark: Generated<string>;
  synced_at: Timestamp;
  created_at: Timestamp;
}

/** The sandbox WeChat: a sandbox person following (or no longer following) a sandbox account. */
export interface SandboxWechatMpFollowerTable {
  appid: string;
  openid: string;
  nickname: Generated<string>;
  subscribed: Generated<boolean>;
  subscribe_time: Timestamp;
}

/** The sandbox WeChat: the menu live on a sandbox account. */
export interface SandboxWechatMpMenuTable {
  appid: string;
  menu: ColumnType<WechatMenu, string, string>;
  updated_at: Timestamp;
}

// SCRM › 企微客户 (migration 0077): a corp's acquisition links and external contacts, the callback events
// received, and the sandbox WeCom's own state.

/** A corp tag as stored with a link or a contact: WeCom's tag id and its name when it was applied. */
export interface WecomTagRef {
  id: string;
  name: string;
}

export interface WecomLinkTable {
  id: Generated<number>;
  agent_id: number;
  corp_id: string;
  /** WeCom's link_id */
  link_id: string;
  link_name: string;
  url: string;
  /** the customer_channel WeCom's add_external_contact event carries back as State */
  state: string;
  /** the members a visitor adds (WeCom's userid, and the name when the link was made) */
  user_list: Json<{ userid: string; name: string }[]>;
  tags: Json<WecomTagRef[]>;
  created_at: Timestamp;
}

export interface WecomContactTable {
  id: Generated<number>;
  agent_id: number;
  external_userid: string;
  name: Generated<string>;
  corp_name: Generated<string>;
  /** 1 a WeChat user, 2 a WeCom user */
  type: Generated<number>;
  gender: Generated<number>;
  /** the member (userid) who added it */
  member_userid: Generated<string>;
  /** the acquisition link that brought it (null: added otherwise) */
  link_id: number | null;
  tags: Json<WecomTagRef[]>;
  added_at: RequiredTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WecomEventTable {
  id: Generated<number>;
  agent_id: number;
  digest: string;
  event: string;
  change_type: Generated<string>;
  message: string;
  received_at: Timestamp;
}

export interface WecomSandboxLinkTable {
  link_id: string;
  corp_id: string;
  link_name: string;
  user_list: Json<string[]>;
  created_at: Timestamp;
}

export interface WecomSandboxContactTable {
  corp_id: string;
  external_userid: string;
  userid: string;
  name: string;
  type: Generated<number>;
  gender: Generated<number>;
  state: Generated<string>;
  /** tag ids */
  tags: Json<string[]>;
  created_at: Timestamp;
}

export interface WecomSandboxTagTable {
  tag_id: string;
  corp_id: string;
  group_name: string;
  name: string;
  created_at: Timestamp;
}
