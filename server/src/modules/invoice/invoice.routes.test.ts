import { Permission, type PermissionKey } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE, type RoleCode } from '#server/seed/menu-catalogue.ts';
import { seedRecharge } from '#server/seed/resource.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const ADMIN = '/api/admin/customer/invoice';
const AGENT = '/api/agent/customer/invoice';
const DOWNLOAD = '/api/customer/customerOrder/getInvoiceFile';
const post = (url: string, token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });
/** A download: the raw answer (a PDF body is not an envelope). */
const fetchFile = (url: string, token: string | undefined) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

let serial = 0;
/**
 * A paid order of the customer (seeded as a sandbox payment leaves it) and the customer's invoice request
 * for it through postInvoice; answers the order number and the invoice id.
 */
async function requestedInvoice(customer: { agentId: number; customerId: number; login: string }) {
  const orderNo = `2026112600${String(++serial).padStart(4, '0')}${String(customer.customerId).padStart(6, '0')}`;
  await seedRecharge(ctx.db, customer, { orderNo, amount: 12_345, payType: 'wechat', at: new Date() });
  const token = await ctx.loginCustomer(customer.login);
  const { body } = await post('/api/customer/customerOrder/postInvoice', token, {
    order_no: orderNo,
    title: '杭州星河活动科技有限公司',
    type: 2,
    tax_number: '91330100MA2H000001',
    email: 'finance@example.com',
  });
  expect(body.msg).toBe('invoice requested');
  const row = await ctx.db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .select('invoices.id')
    .where('orders.order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  return { orderNo, id: row.id, token };
}

const agent1Customer = () => ({
  agentId: ctx.ids.agent1Id,
  customerId: ctx.ids.customers.agent1Phone,
  login: DEMO.agent1Customers.phone,
});
const agent2Customer = () => ({
  agentId: ctx.ids.agent2Id,
  customerId: ctx.ids.customers.agent2Phone,
  login: DEMO.agent2Customers.phone,
});

const invoiceRow = (id: number) =>
  ctx.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lettersTo = async (customerId: number) =>
  ctx.db
    .selectFrom('notices')
    .select(['title', 'content'])
    .where('customer_id', '=', customerId)
    .where('type', '=', 'letter')
    .orderBy('id', 'desc')
    .execute();

/** Takes a permission away from a built-in role (its grant of the menu with that mark). */
async function withdraw(roleCode: RoleCode, permission: PermissionKey) {
  await ctx.db
    .deleteFrom('role_menus')
    .where('role_id', 'in', ctx.db.selectFrom('roles').select('id').where('role_code', '=', roleCode))
    .where('menu_id', 'in', ctx.db.selectFrom('menus').select('id').where('permission_mark', '=', permission))
    .execute();
}

describe('customer invoices (staff side)', () => {
  it('the admin issues a generated PDF: the customer reads it on /order, downloads it, and is told', async () => {
    const { orderNo, id, token } = await requestedInvoice(agent1Customer());
    const admin = await ctx.loginAdmin();

    const listed = await get(`${ADMIN}/getList?status=0&keyword=${orderNo}`, admin);
    expect(listed.body).toMatchObject({
      code: 0,
      count: 1,
      data: [
        {
          id,
          order_no: orderNo,
          pay_amount: 12_345,
          status: 0,
          title: '杭州星河活动科技有限公司',
          agent_name: DEMO.agent1.name,
          customer_nickname: '张经理',
        },
      ],
    });

    const issued = await post(`${ADMIN}/issue`, admin, { id, source: 'generate' });
    expect(issued.body).toMatchObject({
      code: 0,
      msg: 'the invoice is issued',
      data: { id, status: 1, file_source: 'generated', decided_by: expect.any(String) },
    });
    const invoiceNo: string = issued.body.data.invoice_no;
    expect(invoiceNo).toMatch(/^INV\d{8}\d{8}$/);
    const row = await invoiceRow(id);
    expect(row.file_key).toBe(
      `customer/${ctx.ids.agent1Id}/${ctx.ids.customers.agent1Phone}/invoices/${invoiceNo.toLowerCase()}.pdf`,
    );
    expect(row).toMatchObject({ decided_by_audience: 'admin', decided_by: ctx.ids.adminId });

    // the customer's order shows it, with the number; its PDF is the customer's to download
    const info = await get(`/api/customer/customerOrder/getOrderInfo?order_no=${orderNo}`, token);
    expect(info.body.data.invoice).toMatchObject({ status: 1, invoice_no: invoiceNo, reject_reason: '' });
    expect(info.body.data.invoice.issue_time).not.toBe('');
    const pdf = await fetchFile(`${DOWNLOAD}?order_no=${orderNo}`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // the CJK font is embedded (a subset), so the Chinese fields render
    expect(pdf.rawPayload.toString('latin1')).toMatch(/FontFile|NotoSansCJK/);
    // staff read the same file
    const staffPdf = await fetchFile(`${ADMIN}/getFile?id=${id}`, admin);
    expect(staffPdf.rawPayload.equals(pdf.rawPayload)).toBe(true);
    // the stored file is private: not served from /storage to anyone's session
    const direct = await fetchFile(`/storage/${row.file_key}`, token);
    expect(direct.statusCode).toBe(404);

    expect((await lettersTo(ctx.ids.customers.agent1Phone))[0]).toMatchObject({
      title: '您的发票已开具',
      content: expect.stringContaining(invoiceNo),
    });
  });

  it('issuing twice (or issuing a rejected one) is refused with a clear message and changes nothing', async () => {
    const { id } = await requestedInvoice(agent1Customer());
    const admin = await ctx.loginAdmin();
    expect((await post(`${ADMIN}/issue`, admin, { id, source: 'generate' })).body.code).toBe(0);
    const before = await invoiceRow(id);
    const notices = await countRows(ctx.db, 'notices');
    const again = await post(`${ADMIN}/issue`, admin, { id, source: 'generate' });
    expect([again.status, again.body.msg]).toEqual([400, 'this invoice has already been issued']);
    const reject = await post(`${ADMIN}/reject`, admin, { id, reason: '抬头有误' });
    expect([reject.status, reject.body.msg]).toEqual([400, 'this invoice has already been issued']);
    expect(await invoiceRow(id)).toEqual(before);
    expect(await countRows(ctx.db, 'notices')).toBe(notices);

    const second = await requestedInvoice(agent1Customer());
    expect((await post(`${ADMIN}/reject`, admin, { id: second.id, reason: '抬头有误' })).body.code).toBe(0);
    const issueRejected = await post(`${ADMIN}/issue`, admin, { id: second.id, source: 'generate' });
    expect(issueRejected.body.msg).toBe('this invoice request has already been rejected');
    // and in the customer's language
    const zh = await ctx.call({
      method: 'POST',
      url: `${ADMIN}/issue`,
      token: admin,
      payload: { id, source: 'generate' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.msg).toBe('该发票已开具，不能重复处理');
  });

  it("the agent rejects its customer's request with a reason the customer reads; a new request clears it", async () => {
    const { orderNo, id, token } = await requestedInvoice(agent1Customer());
    const owner = await ctx.loginAgent();
    const rejected = await post(`${AGENT}/reject`, owner, { id, reason: '税号与抬头不一致' });
    expect(rejected.body).toMatchObject({
      code: 0,
      msg: 'the invoice request is rejected',
      data: { status: 2, reject_reason: '税号与抬头不一致', decided_by: '代理商演示账号' },
    });
    const info = await get(`/api/customer/customerOrder/getOrderInfo?order_no=${orderNo}`, token);
    expect(info.body.data.invoice).toMatchObject({ status: 2, reject_reason: '税号与抬头不一致' });
    expect((await lettersTo(ctx.ids.customers.agent1Phone))[0]).toMatchObject({
      title: '您的发票申请被驳回',
      content: expect.stringContaining('税号与抬头不一致'),
    });
    // nothing to download
    expect((await get(`${DOWNLOAD}?order_no=${orderNo}`, token)).status).toBe(404);

    // the customer corrects the request: requested again, the reason gone; staff can issue it now
    await post('/api/customer/customerOrder/postInvoice', token, {
      order_no: orderNo,
      title: '张经理',
      type: 1,
      email: 'finance@example.com',
    });
    expect(await invoiceRow(id)).toMatchObject({ status: 0, reject_reason: '' });
    const issued = await post(`${AGENT}/issue`, owner, { id, source: 'generate' });
    expect(issued.body.data).toMatchObject({ status: 1, title: '张经理' });
  });

  it('issues an uploaded PDF of the team, refusing a file that is not one of its PDFs', async () => {
    const { orderNo, id, token } = await requestedInvoice(agent1Customer());
    const owner = await ctx.loginAgent();
    const pdfBytes = Buffer.from('%PDF-1.4\n% uploaded by staff\n%%EOF\n');
    const key = `agent/${ctx.ids.agent1Id}/2026/11/26/invoice-${id}.pdf`;
    await ctx.storage.put(key, pdfBytes, 'application/pdf');
    const register = (fileKey: string, agentId: number) =>
      ctx.db
        .insertInto('files')
        .values({
          agent_id: agentId,
          customer_id: null,
          uploader_audience: 'agent',
          uploader_id: ctx.ids.agentUserId,
          activity_id: null,
          kind: 'file',
          name: 'invoice.pdf',
          storage_key: fileKey,
          size: pdfBytes.length,
          mime: 'application/pdf',
        })
        .execute();
    // not registered (or another team's): refused, nothing changes
    const unregistered = await post(`${AGENT}/issue`, owner, { id, source: 'upload', file: key });
    expect([unregistered.status, unregistered.body.msg]).toEqual([
      400,
      'the invoice must be a PDF file uploaded here',
    ]);
    const otherKey = `agent/${ctx.ids.agent2Id}/2026/11/26/invoice-${id}.pdf`;
    await ctx.storage.put(otherKey, pdfBytes, 'application/pdf');
    await register(otherKey, ctx.ids.agent2Id);
    expect((await post(`${AGENT}/issue`, owner, { id, source: 'upload', file: otherKey })).status).toBe(400);
    expect(await invoiceRow(id)).toMatchObject({ status: 0, file_key: null });

    await register(key, ctx.ids.agent1Id);
    const issued = await post(`${AGENT}/issue`, owner, { id, source: 'upload', file: key });
    expect(issued.body.data).toMatchObject({ status: 1, file_source: 'uploaded' });
    const pdf = await fetchFile(`${DOWNLOAD}?order_no=${orderNo}`, token);
    expect(pdf.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it("an agent sees and answers only its own customers' invoices; another customer's PDF is not found", async () => {
    const mine = await requestedInvoice(agent1Customer());
    const theirs = await requestedInvoice(agent2Customer());
    const owner = await ctx.loginAgent(); // acting in team 1
    const list = (await get(`${AGENT}/getList?limit=100`, owner)).body.data as { agent_id: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => row.agent_id === ctx.ids.agent1Id)).toBe(true);
    for (const [url, payload] of [
      [`${AGENT}/issue`, { id: theirs.id, source: 'generate' }],
      [`${AGENT}/reject`, { id: theirs.id, reason: 'x' }],
    ] as const) {
      const answer = await post(url, owner, payload);
      expect([answer.status, answer.body.msg]).toEqual([404, 'invoice not found']);
    }
    expect((await get(`${AGENT}/getFile?id=${theirs.id}`, owner)).status).toBe(404);
    expect(await invoiceRow(theirs.id)).toMatchObject({ status: 0 });

    // the PDF of one customer's order is not found for another customer (of another agent, or the same)
    const admin = await ctx.loginAdmin();
    await post(`${ADMIN}/issue`, admin, { id: mine.id, source: 'generate' });
    expect((await get(`${DOWNLOAD}?order_no=${mine.orderNo}`, theirs.token)).status).toBe(404);
    const neighbour = await ctx.loginCustomer(DEMO.agent1Customers.email);
    expect((await get(`${DOWNLOAD}?order_no=${mine.orderNo}`, neighbour)).status).toBe(404);
    expect((await fetchFile(`${DOWNLOAD}?order_no=${mine.orderNo}`, mine.token)).statusCode).toBe(200);
  });

  it('filters by status, day and keyword (title, tax number, order number) and pages', async () => {
    const { orderNo, id } = await requestedInvoice(agent1Customer());
    const admin = await ctx.loginAdmin();
    const ids = async (query: string) =>
      ((await get(`${ADMIN}/getList?limit=100&${query}`, admin)).body.data as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await ids(`keyword=${orderNo}`)).toEqual([id]);
    expect(await ids('keyword=91330100MA2H000001')).toContain(id);
    expect(await ids(`keyword=${encodeURIComponent('星河活动')}`)).toContain(id);
    expect(await ids('status=1')).not.toContain(id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`start_date=${today}&end_date=${today}`)).toContain(id);
    expect(await ids('end_date=2020-01-01')).toEqual([]);
    const page = await get(`${ADMIN}/getList?limit=1&page=1`, admin);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.count).toBeGreaterThan(1);
  });

  it('bad input gets a translated message naming the field and writes nothing', async () => {
    const { id } = await requestedInvoice(agent1Customer());
    const admin = await ctx.loginAdmin();
    const before = await invoiceRow(id);
    const notices = await countRows(ctx.db, 'notices');
    const cases: [string, unknown, string][] = [
      [`${ADMIN}/reject`, { id }, 'please give the reason for the rejection'],
      [`${ADMIN}/reject`, { id, reason: '   ' }, 'please give the reason for the rejection'],
      [`${ADMIN}/reject`, { id, reason: 'x'.repeat(201) }, 'the reason is at most 200 characters'],
      [`${ADMIN}/reject`, { reason: 'x' }, 'id is required'],
      [`${ADMIN}/issue`, { id, source: 'print' }, 'source must be generate or upload'],
      [`${ADMIN}/issue`, { id, source: 'upload' }, 'please upload the invoice PDF'],
      [`${ADMIN}/issue`, { id, source: 'upload', file: 'platform/nothing.pdf' }, 'the invoice must be a PDF'],
      [`${ADMIN}/issue`, { id: 999_999, source: 'generate' }, 'invoice not found'],
    ];
    for (const [url, payload, message] of cases) {
      const { status, body } = await post(url, admin, payload);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.msg).toContain(message);
    }
    for (const query of ['status=7', 'start_date=2026-02-30', `keyword=${'k'.repeat(65)}`, 'page=0']) {
      expect((await get(`${ADMIN}/getList?${query}`, admin)).status).toBe(400);
    }
    const zh = await ctx.call({
      method: 'POST',
      url: `${ADMIN}/reject`,
      token: admin,
      payload: { id },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.msg).toContain('请填写驳回原因');
    expect(await invoiceRow(id)).toEqual(before);
    expect(await countRows(ctx.db, 'notices')).toBe(notices);
  });

  it('a missing font refuses generation clearly and writes nothing', async () => {
    const { id } = await requestedInvoice(agent1Customer());
    const admin = await ctx.loginAdmin();
    // the service with a font that is not there (INVOICE_FONT pointing nowhere)
    const { issue } = await import('./invoice.service.ts');
    await expect(
      issue(
        { db: ctx.db, storage: ctx.storage, font: { path: '/nonexistent/font.ttc', family: 'X' } },
        { scope: { kind: 'platform' }, audience: 'admin', userId: ctx.ids.adminId },
        { id, source: 'generate' },
      ),
    ).rejects.toMatchObject({ message: expect.stringContaining('INVOICE_FONT') });
    expect(await invoiceRow(id)).toMatchObject({ status: 0, file_key: null });
    expect((await get(`${ADMIN}/getList?status=0`, admin)).body.code).toBe(0);
  });

  it('answers 401 without a session, 403 to the wrong console and without the permission', async () => {
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const routes = [
      ['GET', `${ADMIN}/getList`],
      ['POST', `${ADMIN}/issue`],
      ['POST', `${ADMIN}/reject`],
      ['GET', `${ADMIN}/getFile?id=1`],
      ['GET', `${AGENT}/getList`],
      ['POST', `${AGENT}/issue`],
      ['POST', `${AGENT}/reject`],
      ['GET', `${AGENT}/getFile?id=1`],
    ] as const;
    for (const [method, url] of routes) {
      const call = (token?: string) =>
        ctx.call({ method, url, token, payload: method === 'POST' ? {} : undefined });
      expect((await call()).status).toBe(401);
      expect((await call(await ctx.loginCustomer())).status).toBe(403);
      expect(
        (await call(url.startsWith(AGENT) ? await ctx.loginAdmin() : await ctx.loginAgent())).status,
      ).toBe(403);
    }
    // agent staff see the team's invoices but do not answer them
    expect((await get(`${AGENT}/getList`, staff)).status).toBe(200);
    expect((await post(`${AGENT}/issue`, staff, {})).status).toBe(403);
    expect((await post(`${AGENT}/reject`, staff, {})).status).toBe(403);
    // the customer's download: no session, staff sessions
    expect((await get(`${DOWNLOAD}?order_no=x`, undefined)).body.code).toBe(-2);
    expect((await get(`${DOWNLOAD}?order_no=x`, await ctx.loginAdmin())).status).toBe(403);

    // a platform operator without the review permission lists but cannot answer
    await withdraw(ROLE.platformOperator, Permission.admin.customerInvoiceReview);
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${ADMIN}/getList`, operator)).status).toBe(200);
    expect((await post(`${ADMIN}/reject`, operator, { id: 1, reason: 'x' })).status).toBe(403);
    await withdraw(ROLE.platformOperator, Permission.admin.customerInvoice);
    expect((await get(`${ADMIN}/getList`, await ctx.loginAdmin(DEMO.operator))).status).toBe(403);
  });

  it('every decision is in the audit log', async () => {
    const { id } = await requestedInvoice(agent1Customer());
    const admin = await ctx.loginAdmin();
    await post(`${ADMIN}/reject`, admin, { id, reason: '抬头有误' });
    const owner = await ctx.loginAgent();
    const second = await requestedInvoice(agent1Customer());
    await post(`${AGENT}/issue`, owner, { id: second.id, source: 'generate' });
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'audience', 'actor_id', 'status_code', 'summary'])
      .where('route', 'in', [`${ADMIN}/reject`, `${AGENT}/issue`])
      .where('status_code', '=', 200)
      .where((eb) =>
        eb.or([eb('summary', 'like', `%"id":${id},%`), eb('summary', 'like', `%"id":${second.id},%`)]),
      )
      .orderBy('id')
      .execute();
    expect(audit).toMatchObject([
      { route: `${ADMIN}/reject`, audience: 'admin', actor_id: ctx.ids.adminId, status_code: 200 },
      { route: `${AGENT}/issue`, audience: 'agent', actor_id: ctx.ids.agentUserId, status_code: 200 },
    ]);
    expect(audit[0]?.summary).toContain('抬头有误');
  });
});
