import { createHash } from 'node:crypto';
import { ErrorCode } from '@onsite/contracts';

/**
 * The work GET /api/customer/customer/getInfo does, written plainly for the bare node:http and Express
 * baselines: bearer token → sha256 hex → sessions row by token_hash, revoked/expired check, then the
 * customer row with the same tenant conditions and the same two SQL statements our Kysely queries compile
 * to, answered in the same envelope. Both baselines call this, so they differ only in the HTTP layer.
 */

/** One round trip to the database: pg.Pool#query or PGlite#query, rows as objects. */
export type Query = (sql: string, params: unknown[]) => Promise<unknown[]>;

export interface Answer {
  status: number;
  payload: { code: number; msg: string; data: unknown };
}

interface SessionRow {
  id: number;
  audience: string;
  subject_id: number;
  agent_id: number | null;
  expires_at: Date;
  revoked_at: Date | null;
}

interface CustomerRow {
  id: number;
  nickname: string;
  mobile: string | null;
  email: string | null;
  avatar: string;
  customer_vip_id: number;
  vip_id: number;
  vip_title: string;
  vip_expires_at: Date | null;
  activity_total: number;
  from_admin: number;
  from_agent: number;
}

// What findSessionByToken and findCustomer (customer scope) compile to.
const SESSION_SQL = 'select * from "sessions" where "token_hash" = $1';
const CUSTOMER_SQL = 'select * from "customers" where "id" = $1 and "id" = $2 and "agent_id" = $3';

const PLEASE_LOG_IN: Answer = {
  status: 401,
  payload: { code: ErrorCode.customerUnauthenticated, msg: 'please log in', data: null },
};
const FORBIDDEN: Answer = {
  status: 403,
  payload: { code: ErrorCode.forbidden, msg: 'this account cannot use this endpoint', data: null },
};
const NOT_FOUND: Answer = {
  status: 404,
  payload: { code: ErrorCode.notFound, msg: 'account not found', data: null },
};

const BEARER = /^Bearer\s+(\S+)$/i;

export async function customerInfo(query: Query, authorization: string | undefined): Promise<Answer> {
  const token = authorization ? BEARER.exec(authorization)?.[1] : undefined;
  if (!token) return PLEASE_LOG_IN;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [session] = (await query(SESSION_SQL, [tokenHash])) as SessionRow[];
  if (!session || session.revoked_at || session.expires_at.getTime() <= Date.now()) return PLEASE_LOG_IN;
  if (session.audience !== 'customer') return FORBIDDEN;

  const agentId = session.agent_id ?? 0;
  const [customer] = (await query(CUSTOMER_SQL, [
    session.subject_id,
    session.subject_id,
    agentId,
  ])) as CustomerRow[];
  if (!customer) return NOT_FOUND;
  const vip =
    customer.customer_vip_id > 0 && (!customer.vip_expires_at || customer.vip_expires_at > new Date());
  return {
    status: 200,
    payload: {
      code: 0,
      // ours answers in the default language (zh_CN) a request that names none, as the load sends
      msg: '成功',
      data: {
        id: customer.id,
        nickname: customer.nickname,
        mobile: customer.mobile ?? '',
        email: customer.email ?? '',
        avatar: customer.avatar,
        customer_vip_id: vip ? customer.customer_vip_id : 0,
        vip_id: vip ? customer.vip_id : 0,
        vip_title: vip ? customer.vip_title : '',
        expires_time: vip && customer.vip_expires_at ? customer.vip_expires_at.toISOString() : '',
        activity_total: customer.activity_total,
        from_admin: customer.from_admin,
        from_agent: customer.from_agent,
        // the bench signs in as the customer, never through "log in as", so no support banner is due
        support: null,
      },
    },
  };
}
