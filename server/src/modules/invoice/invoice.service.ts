import type {
  InvoiceItem,
  InvoiceListQuery,
  IssueInvoiceRequest,
  RejectInvoiceRequest,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { insertNotice } from '#server/modules/notice/index.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import type { CustomerScope, StaffScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './invoice.repository.ts';
import {
  DEFAULT_INVOICE_FONT,
  fontAvailable,
  type InvoiceFont,
  invoiceDay,
  renderInvoicePdf,
} from './invoice-pdf.ts';

/** Who answers: the scope whose invoices they may touch, and the account, for the row and the audit. */
export interface Staff extends repository.Decision {
  scope: StaffScope;
}

export interface InvoiceDeps {
  db: Db;
  storage: ObjectStorage;
  font?: InvoiceFont;
}

/** Uploaded invoices are PDFs of at most the file limit of the upload rules (10 MB, 50 for is_admin). */
const UPLOADED_MAX_BYTES = 50 * 1024 * 1024;

export function present(row: NonNullable<Awaited<ReturnType<typeof repository.findInvoice>>>): InvoiceItem {
  return {
    id: row.id,
    order_no: row.order_no,
    order_title: row.order_title,
    pay_amount: row.pay_amount,
    customer_id: row.customer_id,
    customer_nickname: row.customer_nickname,
    customer_mobile: row.customer_mobile ?? '',
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    title: row.title,
    tax_number: row.tax_number,
    type: row.type,
    email: row.email,
    status: row.status,
    reject_reason: row.reject_reason,
    invoice_no: row.invoice_no ?? '',
    file_source: row.file_source ?? '',
    create_time: iso(row.created_at),
    decide_time: row.decided_at ? iso(row.decided_at) : '',
    decided_by: row.decider ?? '',
  };
}

export async function list(db: Db, scope: StaffScope, query: InvoiceListQuery) {
  const { page, limit, ...filter } = query;
  const { rows, total } = await repository.listInvoices(db, scope, filter, { page, limit });
  return { rows: rows.map(present), total };
}

async function requested(db: Db, scope: StaffScope, id: number) {
  const row = await repository.findInvoice(db, scope, id);
  if (!row) throw notFound('invoice not found');
  refuseDecided(row.status);
  return row;
}

function refuseDecided(status: number): void {
  if (status === 1) throw badRequest('this invoice has already been issued');
  if (status === 2) throw badRequest('this invoice request has already been rejected');
}

/** Invoice numbers: INV, the issue day, the row id (unique as the row is). */
const invoiceNumber = (id: number, at: Date) =>
  `INV${invoiceDay(at).replaceAll('-', '')}${String(id).padStart(8, '0')}`;

/** The PDF's private key, in the customer's storage (storage/private-files.ts: never served publicly). */
const fileKeyOf = (row: { agent_id: number; customer_id: number }, invoiceNo: string) =>
  `customer/${row.agent_id}/${row.customer_id}/invoices/${invoiceNo.toLowerCase()}.pdf`;

async function uploadedPdf(deps: InvoiceDeps, scope: StaffScope, key: string): Promise<Buffer> {
  const owned = key.toLowerCase().endsWith('.pdf') ? await ownFiles(deps.db, scope, [key], 'file') : [];
  if (owned.length === 0) throw badRequest('the invoice must be a PDF file uploaded here');
  const stream = await deps.storage.openRead(key);
  if (!stream) throw badRequest('the invoice must be a PDF file uploaded here');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > UPLOADED_MAX_BYTES) throw badRequest('the invoice must be a PDF file uploaded here');
    chunks.push(chunk as Buffer);
  }
  const pdf = Buffer.concat(chunks);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw badRequest('the invoice must be a PDF file uploaded here');
  }
  return pdf;
}

/**
 * Issues a requested invoice: its PDF (generated with the platform's fields, or the one staff uploaded) is
 * stored privately in the customer's storage, the row is marked issued exactly once, and the customer is
 * told. The PDF is written before the decision; a decision that loses a race removes it again.
 */
export async function issue(
  deps: InvoiceDeps,
  staff: Staff,
  input: IssueInvoiceRequest,
): Promise<InvoiceItem> {
  const { db, storage } = deps;
  const row = await requested(db, staff.scope, input.id);
  const font = deps.font ?? DEFAULT_INVOICE_FONT;
  const at = new Date();
  const invoiceNo = invoiceNumber(row.id, at);
  let pdf: Buffer;
  if (input.source === 'upload') {
    pdf = await uploadedPdf(deps, staff.scope, input.file ?? '');
  } else {
    if (!fontAvailable(font)) {
      throw badRequest(
        'the invoice PDF cannot be generated: the font INVOICE_FONT names is missing; upload the PDF instead',
      );
    }
    pdf = await renderInvoicePdf(
      {
        invoiceNo,
        issuedAt: at,
        seller: row.agent_name,
        buyerTitle: row.title,
        buyerTaxNumber: row.tax_number,
        orderNo: row.order_no,
        item: row.order_title,
        amount: row.pay_amount,
      },
      font,
    );
  }
  const fileKey = fileKeyOf(row, invoiceNo);
  await storage.put(fileKey, pdf, 'application/pdf');
  const issued = await inTransaction(db, async (trx) => {
    const locked = await repository.lockInvoice(trx, staff.scope, row.id);
    if (!locked) throw notFound('invoice not found');
    refuseDecided(locked.status);
    const done = await repository.decide(trx, staff.scope, row.id, {
      ...staff,
      at,
      values: {
        status: 1,
        invoice_no: invoiceNo,
        file_key: fileKey,
        file_source: input.source === 'upload' ? 'uploaded' : 'generated',
        issued_at: at,
      },
    });
    if (done) {
      await insertNotice(trx, {
        ...letterTo(row),
        title: translate('Your invoice has been issued', 'zh_CN'),
        content: translate(
          'The invoice {invoice_no} of order {order_no} has been issued; download it on the order page.',
          'zh_CN',
          { invoice_no: invoiceNo, order_no: row.order_no },
        ),
      });
    }
    return done;
  }).catch(async (error: unknown) => {
    await storage.delete(fileKey).catch(() => undefined);
    throw error;
  });
  if (!issued) throw badRequest('this invoice has already been issued');
  return presentOne(db, staff.scope, row.id);
}

/** Rejects a requested invoice with the reason the customer reads (on /order and in the notice). */
export async function reject(db: Db, staff: Staff, input: RejectInvoiceRequest): Promise<InvoiceItem> {
  const row = await requested(db, staff.scope, input.id);
  await inTransaction(db, async (trx) => {
    const locked = await repository.lockInvoice(trx, staff.scope, row.id);
    if (!locked) throw notFound('invoice not found');
    refuseDecided(locked.status);
    const at = new Date();
    // the row is locked and still requested: this decides it
    await repository.decide(trx, staff.scope, row.id, {
      ...staff,
      at,
      values: { status: 2, reject_reason: input.reason },
    });
    await insertNotice(trx, {
      ...letterTo(row),
      title: translate('Your invoice request was rejected', 'zh_CN'),
      content: translate('The invoice request of order {order_no} was rejected: {reason}', 'zh_CN', {
        order_no: row.order_no,
        reason: input.reason,
      }),
    });
  });
  return presentOne(db, staff.scope, row.id);
}

/** A letter to the invoice's customer (the message centre's "letter" tab), in the product's language. */
const letterTo = (row: { agent_id: number; customer_id: number }) => ({
  type: 'letter' as const,
  description: '',
  status: 0,
  audience: 'customer' as const,
  agentId: row.agent_id,
  customerId: row.customer_id,
  createdByAdminId: null,
  icon: 'FileDoneOutlined',
});

async function presentOne(db: Db, scope: StaffScope, id: number): Promise<InvoiceItem> {
  const row = await repository.findInvoice(db, scope, id);
  if (!row) throw notFound('invoice not found');
  return present(row);
}

/** An issued invoice's PDF, for staff of its tenant. */
export async function staffFile(deps: InvoiceDeps, scope: StaffScope, id: number) {
  const row = await repository.findInvoice(deps.db, scope, id);
  if (!row?.file_key || row.status !== 1) throw notFound('invoice not found');
  return openPdf(deps.storage, row.file_key, row.invoice_no ?? 'invoice');
}

/** The customer's own issued invoice's PDF (another customer's order, or one not issued: not found). */
export async function customerFile(deps: InvoiceDeps, scope: CustomerScope, orderNo: string) {
  const row = await repository.customerOrderInvoice(deps.db, scope, orderNo);
  if (!row) throw notFound('order not found');
  if (row.status !== 1 || !row.file_key) throw notFound('invoice not found');
  return openPdf(deps.storage, row.file_key, row.invoice_no ?? 'invoice');
}

async function openPdf(storage: ObjectStorage, key: string, invoiceNo: string) {
  const stream = await storage.openRead(key);
  if (!stream) throw notFound('invoice not found');
  return { stream, fileName: `${invoiceNo}.pdf` };
}
