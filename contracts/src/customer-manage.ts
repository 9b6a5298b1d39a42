import { z } from 'zod';
import { isPhone } from './customer.ts';
import { CITY_MAX, COMPANY_NAME_MAX, NICKNAME_MAX } from './customer-account.ts';
import { emptyData } from './envelope.ts';
import { rowId } from './input.ts';
import { newPassword } from './password.ts';
import { Permission } from './permissions.ts';
import { RESOURCE_KINDS } from './resource.ts';
import { defineRoute, perAudience, reply } from './route.ts';
import { optionalEmail } from './staff.ts';

/**
 * Customers as staff manage them (issue 15 "Customers"): the admin console's customer list (every agent's)
 * and the agent console's (its team's). A customer of another team is not found (404).
 */

const id = rowId('id is required');

/** How many rows of each list the detail drawer holds (the newest; the counts say how many there are). */
export const CUSTOMER_DETAIL_ROWS = 10;

/** A phone that may be left empty ('' = none); a customer keeps a phone or an email (needsLogin). */
const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || isPhone(value), { error: 'phone is not a valid mobile number' })
  .default('');

const profileFields = {
  nickname: z
    .string({ error: 'please enter a nickname' })
    .trim()
    .min(1, { error: 'please enter a nickname' })
    .max(NICKNAME_MAX, { error: `nickname: at most ${NICKNAME_MAX} characters` }),
  mobile: optionalPhone,
  email: optionalEmail,
  company_name: z
    .string()
    .trim()
    .max(COMPANY_NAME_MAX, { error: `company is at most ${COMPANY_NAME_MAX} characters` })
    .default(''),
  city: z
    .string()
    .trim()
    .max(CITY_MAX, { error: `city is at most ${CITY_MAX} characters` })
    .default(''),
};

/** A customer signs in with its phone or its email: one of them is needed. */
const needsLogin = (value: { mobile: string; email: string }, context: z.RefinementCtx) => {
  if (value.mobile === '' && value.email === '')
    context.addIssue({ code: 'custom', path: ['mobile'], message: 'give a mobile number or an email' });
};

/** An agent's new customer: profile and a first password the staff member hands over. */
export const customerCreateRequest = z
  .object({ ...profileFields, password: newPassword })
  .superRefine(needsLogin);
export type CustomerCreateRequest = z.input<typeof customerCreateRequest>;

/** The platform's new customer: the same, for the agent it chooses. */
export const adminCustomerCreateRequest = z
  .object({ ...profileFields, password: newPassword, agent_id: rowId('choose the agent') })
  .superRefine(needsLogin);
export type AdminCustomerCreateRequest = z.input<typeof adminCustomerCreateRequest>;

export const customerUpdateRequest = z.object({ id, ...profileFields }).superRefine(needsLogin);
export type CustomerUpdateRequest = z.input<typeof customerUpdateRequest>;

export const customerStatusRequest = z.object({
  id,
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }),
});
export const customerPasswordRequest = z.object({ id, password: newPassword });
export const customerMoveRequest = z.object({ id, agent_id: rowId('choose the agent') });

export const customerDetailQuery = z.object({ id });

/** An agent the platform may put a customer under (the create and move forms' choices). */
export const customerAgentOption = z.object({
  id: z.number().int(),
  name: z.string(),
  is_platform_default: z.boolean(),
});
export type CustomerAgentOption = z.infer<typeof customerAgentOption>;
export const customerAgentOptionsQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
});

/** The drawer's lists are the newest rows; each comes with the total it is taken from. */
export const customerDetail = z.object({
  profile: z.object({
    id: z.number().int(),
    nickname: z.string(),
    mobile: z.string(),
    email: z.string(),
    company_name: z.string(),
    city: z.string(),
    avatar: z.string(),
    /** 1 active, 0 disabled (cannot sign in) */
    status: z.number().int(),
    /** false: imported or WeChat-only, it signs in only after a password is set */
    has_password: z.boolean(),
    create_time: z.string(),
  }),
  agent: z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() }),
  vip: z.object({
    title: z.string(),
    /** '' when the customer has no membership */
    expires_time: z.string(),
    active: z.boolean(),
  }),
  activities: z.object({
    count: z.number().int(),
    rows: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        tool: z.string(),
        /** unpaid, paid, abolished, or binned (in the recycle bin) */
        state: z.enum(['unpaid', 'paid', 'abolished', 'binned']),
        begin_time: z.string(),
        end_time: z.string(),
        create_time: z.string(),
      }),
    ),
  }),
  orders: z.object({
    count: z.number().int(),
    paid: z.number().int(),
    rows: z.array(
      z.object({
        order_no: z.string(),
        title: z.string(),
        order_type: z.number().int(),
        /** cents */
        pay_amount: z.number().int(),
        is_pay: z.number().int(),
        pay_time: z.string(),
        create_time: z.string(),
      }),
    ),
  }),
  invoices: z.object({
    count: z.number().int(),
    rows: z.array(
      z.object({
        id: z.number().int(),
        order_no: z.string(),
        title: z.string(),
        type: z.number().int(),
        /** 0 requested, 1 issued, 2 rejected */
        status: z.number().int(),
        create_time: z.string(),
      }),
    ),
  }),
  resource: z.object({
    /** every kind, 0 when the customer has no account of it (cents; sms counts messages) */
    balances: z.array(z.object({ kind: z.enum(RESOURCE_KINDS), balance: z.number().int() })),
    count: z.number().int(),
    rows: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(RESOURCE_KINDS),
        type: z.string(),
        amount: z.number().int(),
        balance_after: z.number().int(),
        create_time: z.string(),
      }),
    ),
  }),
  /** the customer's sign-ins (each is a session): where from, and whether it is still live */
  sign_ins: z.object({
    count: z.number().int(),
    rows: z.array(
      z.object({
        id: z.number().int(),
        create_time: z.string(),
        ip: z.string(),
        device: z.string(),
        user_agent: z.string(),
        last_seen_time: z.string(),
        /** '' while live; else when it ended (signed out, expired, or ended by staff) */
        end_time: z.string(),
        live: z.boolean(),
      }),
    ),
  }),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

/** The row the list shows again after a change. */
export const customerSaved = z.object({ id: z.number().int(), status: z.number().int() });

const CONSOLES = {
  admin: {
    view: Permission.admin.customerList,
    manage: Permission.admin.customerUpdate,
    who: "any agent's customer",
  },
  agent: {
    view: Permission.agent.customerList,
    manage: Permission.agent.customerManage,
    who: 'own customer',
  },
} as const;
const tags = ['customer'];

export const customerManageApi = {
  detail: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/customer/detail`,
      access: { audience, permission: CONSOLES[audience].view },
      tags,
      summary: `A ${CONSOLES[audience].who}: profile, VIP, the newest activities, orders, invoices, ledger entries and sign-ins with their counts`,
      query: customerDetailQuery,
      reply: reply.data(customerDetail),
    }),
  ),
  create: {
    admin: defineRoute({
      method: 'POST',
      path: '/api/admin/customer/create',
      access: { audience: 'admin', permission: CONSOLES.admin.manage },
      tags,
      summary:
        'Create a customer of the chosen agent with a first password (phone and email unique platform-wide)',
      body: adminCustomerCreateRequest,
      reply: reply.data(customerSaved),
    }),
    agent: defineRoute({
      method: 'POST',
      path: '/api/agent/customer/create',
      access: { audience: 'agent', permission: CONSOLES.agent.manage },
      tags,
      summary: 'Create a customer of the team with a first password (phone and email unique platform-wide)',
      body: customerCreateRequest,
      reply: reply.data(customerSaved),
    }),
  },
  update: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/customer/update`,
      access: { audience, permission: CONSOLES[audience].manage },
      tags,
      summary: `Change an ${CONSOLES[audience].who}'s nickname, phone, email, company and city`,
      body: customerUpdateRequest,
      reply: reply.data(customerSaved),
    }),
  ),
  setStatus: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/customer/setStatus`,
      access: { audience, permission: CONSOLES[audience].manage },
      tags,
      summary: `Disable (its sessions end at once, it cannot sign in) or enable an ${CONSOLES[audience].who}`,
      body: customerStatusRequest,
      reply: reply.data(customerSaved),
    }),
  ),
  resetPassword: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/customer/resetPassword`,
      access: { audience, permission: CONSOLES[audience].manage },
      tags,
      summary: `Set a new password for an ${CONSOLES[audience].who} (its sessions end)`,
      body: customerPasswordRequest,
      reply: reply.data(emptyData),
    }),
  ),
  move: defineRoute({
    method: 'POST',
    path: '/api/admin/customer/move',
    access: { audience: 'admin', permission: Permission.admin.customerMove },
    tags,
    summary:
      'Move a customer with its activities, orders, invoices, ledger and files to another agent (its sessions end)',
    body: customerMoveRequest,
    reply: reply.data(customerSaved),
  }),
  agentOptions: defineRoute({
    method: 'GET',
    path: '/api/admin/customer/agentOptions',
    access: { audience: 'admin', permission: Permission.admin.customerList },
    tags,
    summary: 'The agents a customer may be created under or moved to (enabled ones, by name, at most 50)',
    query: customerAgentOptionsQuery,
    reply: reply.data(z.array(customerAgentOption)),
  }),
};
