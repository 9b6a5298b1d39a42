import { z } from 'zod';
import { calendarDay } from './audit-filter.ts';
import { pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * The staff side of the customers' invoice requests (issue 15; spec §2 admin customer › invoice, the agent
 * console's customers): list them, issue one (a PDF the server generates, or one staff uploaded) or reject
 * it with a reason the customer reads on /order. The customer downloads its own issued PDF.
 */

/** 0 requested, 1 issued, 2 rejected (the customer's request is the row; see orderApi.postInvoice). */
export const INVOICE_STATUS = { requested: 0, issued: 1, rejected: 2 } as const;

export const invoiceItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  order_title: z.string(),
  /** what the customer paid, in cents */
  pay_amount: z.number().int(),
  customer_id: z.number().int(),
  customer_nickname: z.string(),
  customer_mobile: z.string(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  title: z.string(),
  tax_number: z.string(),
  /** 1 personal, 2 company */
  type: z.number().int(),
  email: z.string(),
  status: z.number().int(),
  /** why it was rejected ('' otherwise) */
  reject_reason: z.string(),
  /** '' until issued */
  invoice_no: z.string(),
  /** how the PDF was made: generated, uploaded, or '' until issued */
  file_source: z.string(),
  create_time: z.string(),
  /** '' until issued or rejected */
  decide_time: z.string(),
  /** who issued or rejected it ('' until then) */
  decided_by: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const invoiceListQuery = pageQuery.extend({
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2)], { error: 'status must be 0, 1 or 2' })
    .optional(),
  /** invoice title, tax number or order number */
  keyword: z.string().trim().max(64, { error: 'the keyword is at most 64 characters' }).optional(),
  /** requested on or after this day */
  start_date: calendarDay.optional(),
  /** requested on or before this day */
  end_date: calendarDay.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** Issue: `generate` a PDF with the platform's fields, or attach a PDF staff `upload`ed (its storage key). */
export const issueInvoiceRequest = z
  .object({
    id: rowId('id is required'),
    source: z.enum(['generate', 'upload'], { error: 'source must be generate or upload' }),
    file: z.string().trim().max(255, { error: 'please upload the invoice PDF' }).default(''),
  })
  .refine((body) => body.source === 'generate' || body.file.length > 0, {
    error: 'please upload the invoice PDF',
    path: ['file'],
  });
export type IssueInvoiceRequest = z.input<typeof issueInvoiceRequest>;

export const rejectInvoiceRequest = z.object({
  id: rowId('id is required'),
  reason: z
    .string({ error: 'please give the reason for the rejection' })
    .trim()
    .min(1, { error: 'please give the reason for the rejection' })
    .max(200, { error: 'the reason is at most 200 characters' }),
});
export type RejectInvoiceRequest = z.infer<typeof rejectInvoiceRequest>;

export const invoiceIdQuery = z.object({ id: rowId('id is required') });
export const invoiceOrderQuery = z.object({
  order_no: z.string({ error: 'order_no is required' }).trim().min(1, { error: 'order_no is required' }),
});

const tags = ['invoice'];
const STAFF = ['admin', 'agent'] as const;
const LIST = { admin: Permission.admin.customerInvoice, agent: Permission.agent.customerInvoice } as const;
const REVIEW = {
  admin: Permission.admin.customerInvoiceReview,
  agent: Permission.agent.customerInvoiceReview,
} as const;
const WHOSE = { admin: "every customer's", agent: "the team's customers'" } as const;

export const invoiceApi = {
  getList: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/customer/invoice/getList`,
      access: { audience, permission: LIST[audience] },
      tags,
      summary: `Invoice requests of ${WHOSE[audience]} orders, newest first, by status, day and keyword`,
      query: invoiceListQuery,
      reply: reply.list(invoiceItem),
    }),
  ),
  issue: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/customer/invoice/issue`,
      access: { audience, permission: REVIEW[audience] },
      tags,
      summary: 'Issue a requested invoice: generate its PDF, or attach an uploaded one; the customer is told',
      body: issueInvoiceRequest,
      reply: reply.data(invoiceItem),
    }),
  ),
  reject: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/customer/invoice/reject`,
      access: { audience, permission: REVIEW[audience] },
      tags,
      summary: 'Reject a requested invoice with the reason the customer reads; the customer is told',
      body: rejectInvoiceRequest,
      reply: reply.data(invoiceItem),
    }),
  ),
  getFile: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/customer/invoice/getFile`,
      access: { audience, permission: LIST[audience] },
      tags,
      summary: 'The PDF of an issued invoice',
      query: invoiceIdQuery,
      reply: reply.file(),
    }),
  ),
  /** The customer's own issued invoice (another customer's order is not found). */
  download: defineRoute({
    method: 'GET',
    path: '/api/customer/customerOrder/getInvoiceFile',
    access: { audience: 'customer' },
    tags,
    summary: "The PDF of the invoice issued for one of the customer's orders",
    query: invoiceOrderQuery,
    reply: reply.file(),
  }),
};
