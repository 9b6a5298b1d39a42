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
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An agent organisation (a "team" in the agent console). The platform's own default agent has is_platform_default. */
export interface AgentTable {
  id: Generated<number>;
  corporate_name: string;
  corporate_brief: Generated<string>;
  corporate_avatar: Generated<string>;
  /** 1 = verified */
  status: Generated<number>;
  is_platform_default: Generated<boolean>;
  phone_on: Generated<number>;
  on_wechat_login: Generated<number>;
  bottom_data: Json<AgentBottomData>;
  right_data: Json<AgentRightData>;
  website_data: Json<AgentWebsiteData>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AgentBottomData {
  logo: string;
  footer_wx_kefu_img: string;
  footer_wx_public_img: string;
  links: { title: string; link: string; children: { title: string; link: string }[] }[];
  services: { title: string; type: number; link: string; id: number }[];
  bottom_links: { title: string; mark: string }[];
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
export interface AgentWebsiteData {
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
  last_team_id: number | null;
  status: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
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
}

export interface RoleTable {
  id: Generated<number>;
  audience: Audience;
  role_code: string;
  role_name: string;
  created_at: Timestamp;
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
}

/** One reader has read one notice; reader_id is the admin, agent user or customer id of the audience. */
export interface NoticeReadTable {
  notice_id: number;
  audience: Audience;
  reader_id: number;
  read_at: Timestamp;
}

export type FileKind = 'image' | 'video' | 'audio' | 'file';

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
}

export interface Database {
  admins: AdminTable;
  agents: AgentTable;
  agent_domains: AgentDomainTable;
  agent_users: AgentUserTable;
  agent_memberships: AgentMembershipTable;
  customers: CustomerTable;
  roles: RoleTable;
  menus: MenuTable;
  role_menus: RoleMenuTable;
  admin_roles: AdminRoleTable;
  sessions: SessionTable;
  audit_logs: AuditLogTable;
  notices: NoticeTable;
  notice_reads: NoticeReadTable;
  files: FileTable;
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
