import fs from 'node:fs';
import path from 'node:path';
import { FAILED_DATA_FILE_NAME } from '@onsite/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JobRun, JobWorker } from '#server/platform/jobs/job-worker.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { createTransferHandlers } from './transfer.jobs.ts';
import {
  CUSTOMER_HEADERS_EN,
  drain,
  exportStatus,
  requestExport,
  sheetRows,
  storedFile,
  testJobLogger,
  uploadImport,
  workerFor,
  xlsOf,
  xlsxOf,
} from './transfer.test-helpers.ts';

const ctx = useTestContext();

let agent: string;
let admin: string;
let customer: string;
beforeAll(async () => {
  agent = await ctx.loginAgent();
  admin = await ctx.loginAdmin();
  customer = await ctx.loginCustomer();
});

const upload = (
  platform: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: { name: string; content: Buffer }[],
) => uploadImport(ctx, platform, token, fields, files);

/** The stored file behind a public storage URL. */
const stored = (url: string) => storedFile(ctx.storage, url);

const jobsCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const GOOD_AND_BAD = [
  CUSTOMER_HEADERS_EN,
  ['李一', '13911110001', 'li1@example.com', '一号公司', '北京'],
  ['李二', '', 'LI2@example.com', '', ''],
  ['', '13911110003', '', '', ''],
  ['王五', '12345', '', '', ''],
  ['赵六', '', '', '', ''],
  ['钱七', DEMO.agent2Customers.phone, '', '', ''],
  ['孙八', '', 'not-an-email', '', ''],
];

/** Runs the queued jobs, then answers the agent's import status of `logId`. */
async function importedStatus(logId: number) {
  await drain(workerFor(ctx.db, ctx.storage));
  return ctx.call({ method: 'GET', url: `/api/agent/import/getStatus?log_id=${logId}`, token: agent });
}

describe('import templates', () => {
  it('answers the customer template with the headers in the caller language and an example row', async () => {
    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/agent/import/getTemplate?symbol=customer',
      headers: { authorization: `Bearer ${agent}`, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(english.rawPayload);
    expect(rows[0]).toEqual(CUSTOMER_HEADERS_EN);
    expect(rows[1]?.[0]).toBe('张经理');
    const chinese = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/import/getTemplate?symbol=customer',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' },
    });
    expect((await sheetRows(chinese.rawPayload))[0]).toEqual(['昵称', '手机号', '邮箱', '公司名称', '城市']);
  });

  it('refuses a template of a dataset the console cannot import', async () => {
    const answer = await ctx.call({
      method: 'GET',
      url: '/api/customer/import/getTemplate?symbol=customer',
      token: customer,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('this dataset cannot be imported here');
  });
});

describe('importing customers', () => {
  let firstLogId: number;

  it('writes the good rows, refuses the bad ones with their reasons and offers them as the failed-data file', async () => {
    const before = await countRows(ctx.db, 'customers');
    const answer = await upload('agent', agent, { symbol: 'customer' }, [
      { name: 'customers.xlsx', content: await xlsxOf(GOOD_AND_BAD) },
    ]);
    expect(answer.body.code).toBe(0);
    firstLogId = answer.body.data.log_id;
    const waiting = await ctx.call({
      method: 'GET',
      url: `/api/agent/import/getStatus?log_id=${firstLogId}`,
      token: agent,
    });
    expect(waiting.body.data).toMatchObject({ status: 0, percentage: 0 });

    await drain(workerFor(ctx.db, ctx.storage));

    const status = await ctx.call({
      method: 'GET',
      url: `/api/agent/import/getStatus?log_id=${firstLogId}`,
      token: agent,
    });
    expect(status.body.data).toMatchObject({
      status: 1,
      percentage: 100,
      total_num: 7,
      success_num: 2,
      error_num: 5,
      file_name: 'customers.xlsx',
    });
    expect(status.body.data.excel_url).toMatch(
      new RegExp(
        `^/storage/agent/${ctx.ids.agent1Id}/jobs/.+/${FAILED_DATA_FILE_NAME}\\?expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );
    expect(await countRows(ctx.db, 'customers')).toBe(before + 2);
    const imported = await ctx.db
      .selectFrom('customers')
      .select(['agent_id', 'nickname', 'mobile', 'email', 'company_name', 'city'])
      .where('nickname', 'in', ['李一', '李二'])
      .orderBy('nickname')
      .execute();
    expect(imported).toEqual([
      {
        agent_id: ctx.ids.agent1Id,
        nickname: '李一',
        mobile: '13911110001',
        email: 'li1@example.com',
        company_name: '一号公司',
        city: '北京',
      },
      {
        agent_id: ctx.ids.agent1Id,
        nickname: '李二',
        mobile: null,
        email: 'li2@example.com',
        company_name: '',
        city: '',
      },
    ]);

    const failed = await sheetRows(stored(status.body.data.excel_url));
    expect(failed).toEqual([
      [...CUSTOMER_HEADERS_EN, 'Failure reason'],
      ['', '13911110003', '', '', '', 'nickname is required'],
      ['王五', '12345', '', '', '', 'mobile is not a valid phone number'],
      ['赵六', '', '', '', '', 'give a mobile number or an email'],
      [
        '钱七',
        DEMO.agent2Customers.phone,
        '',
        '',
        '',
        'the mobile number or email is used by a customer of another agent',
      ],
      ['孙八', '', 'not-an-email', '', '', 'email is not a valid email'],
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await countRows(ctx.db, 'customers');
    const answer = await upload('agent', agent, { symbol: 'customer' }, [
      { name: 'customers.xlsx', content: await xlsxOf(GOOD_AND_BAD) },
    ]);
    const status = await importedStatus(answer.body.data.log_id);
    expect(status.body.data).toMatchObject({ status: 1, total_num: 7, success_num: 2, error_num: 5 });
    expect(await countRows(ctx.db, 'customers')).toBe(before);
  });

  it('reads .xls files too, and a file with only good rows has no failed-data file', async () => {
    const answer = await upload('agent', agent, { symbol: 'customer' }, [
      {
        name: 'legacy.xls',
        content: xlsOf([
          ['昵称', '手机号', '邮箱', '公司名称', '城市'],
          ['老王', '13911110010', '', '旧公司', '广州'],
        ]),
      },
    ]);
    expect(answer.body.code).toBe(0);
    const status = await importedStatus(answer.body.data.log_id);
    expect(status.body.data).toMatchObject({
      status: 1,
      total_num: 1,
      success_num: 1,
      error_num: 0,
      excel_url: '',
    });
    const row = await ctx.db
      .selectFrom('customers')
      .select(['agent_id', 'city'])
      .where('mobile', '=', '13911110010')
      .executeTakeFirst();
    expect(row).toEqual({ agent_id: ctx.ids.agent1Id, city: '广州' });
  });

  it('imports into the agent an admin names, and refuses an unknown one', async () => {
    const rows = [CUSTOMER_HEADERS_EN, ['平台导入', '13911110020', '', '', '']];
    const unknown = await upload('admin', admin, { symbol: 'customer', agent_id: '999999' }, [
      { name: 'a.xlsx', content: await xlsxOf(rows) },
    ]);
    expect(unknown.status).toBe(404);
    const answer = await upload('admin', admin, { symbol: 'customer', agent_id: String(ctx.ids.agent2Id) }, [
      { name: 'a.xlsx', content: await xlsxOf(rows) },
    ]);
    expect(answer.body.code).toBe(0);
    await drain(workerFor(ctx.db, ctx.storage));
    const row = await ctx.db
      .selectFrom('customers')
      .select('agent_id')
      .where('mobile', '=', '13911110020')
      .executeTakeFirst();
    expect(row?.agent_id).toBe(ctx.ids.agent2Id);
  });

  it('reads the form fields as text like a query string: bounded ids, no hex, no NUL, writing nothing', async () => {
    const rows = [CUSTOMER_HEADERS_EN, ['平台导入', '13911110021', '', '', '']];
    const file = { name: 'a.xlsx', content: await xlsxOf(rows) };
    const jobsBefore = await jobsCount();
    // an id no integer column holds was a 500; a hex id was read as a number (0x2 = agent 2)
    const tooBig = await upload('admin', admin, { symbol: 'customer', agent_id: '2147483648' }, [file]);
    expect([tooBig.status, tooBig.body.msg]).toEqual([400, 'agent_id: must be at most 2147483647']);
    const hex = await upload('admin', admin, { symbol: 'customer', agent_id: `0x${ctx.ids.agent2Id}` }, [
      file,
    ]);
    expect([hex.status, hex.body.code]).toEqual([400, 400]);
    expect(hex.body.msg).toMatch(/^agent_id: /);
    const activity = await upload('customer', customer, { symbol: 'vip_person', activity_id: '9999999999' }, [
      file,
    ]);
    expect([activity.status, activity.body.msg]).toEqual([400, 'activity_id: must be at most 2147483647']);
    // a NUL in a field or in the file's name (which the job keeps) was a 500
    const nulField = await upload('admin', admin, { symbol: 'customer', note: 'a\u0000b' }, [file]);
    expect([nulField.status, nulField.body.msg]).toEqual([
      400,
      'note: must not contain a NUL character or an unpaired surrogate',
    ]);
    // a file name with a NUL comes as an RFC 5987 extended file name (busboy decodes it)
    const boundary = 'nul-name-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="symbol"\r\n\r\ncustomer\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%00.xlsx\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const nulName = await ctx.call({
      method: 'POST',
      url: '/api/agent/import/importData',
      token: agent,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([nulName.status, nulName.body.msg]).toEqual([
      400,
      'file: must not contain a NUL character or an unpaired surrogate',
    ]);
    expect(await jobsCount()).toBe(jobsBefore);
  });

  it('refuses a wrong extension, two files, no file, a corrupt xlsx and other headers, writing nothing', async () => {
    const good = await xlsxOf(GOOD_AND_BAD);
    const jobsBefore = await jobsCount();
    const cases: [Record<string, string>, { name: string; content: Buffer }[], string][] = [
      [
        { symbol: 'customer' },
        [{ name: 'customers.csv', content: Buffer.from('a,b\n1,2\n') }],
        'only .xls or .xlsx files can be imported',
      ],
      [
        { symbol: 'customer' },
        [
          { name: 'a.xlsx', content: good },
          { name: 'b.xlsx', content: good },
        ],
        'import one file at a time',
      ],
      [{ symbol: 'customer' }, [], 'choose a file to import'],
      [
        { symbol: 'customer' },
        [{ name: 'broken.xlsx', content: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]) }],
        'the file is not a readable spreadsheet',
      ],
      [
        { symbol: 'customer' },
        [{ name: 'renamed.xlsx', content: Buffer.from('just text') }],
        'the file is not a readable spreadsheet',
      ],
      [
        { symbol: 'customer' },
        [
          {
            name: 'other.xlsx',
            content: await xlsxOf([
              ['Name', 'Phone'],
              ['a', 'b'],
            ]),
          },
        ],
        'the columns do not match the template; download the template and fill it in',
      ],
      [
        { symbol: 'customer' },
        [{ name: 'empty.xlsx', content: await xlsxOf([CUSTOMER_HEADERS_EN]) }],
        'the file has no rows to import',
      ],
      [{ symbol: 'orders' }, [{ name: 'a.xlsx', content: good }], 'symbol: unknown dataset'],
    ];
    for (const [fields, files, message] of cases) {
      const answer = await upload('agent', agent, fields, files);
      expect(answer.status, message).toBe(400);
      expect(answer.body.msg).toBe(message);
    }
    expect(await jobsCount()).toBe(jobsBefore);
  });

  it('resolves a batch row after row: a later row updates a customer an earlier row added or the sheet names again', async () => {
    const before = await countRows(ctx.db, 'customers');
    const answer = await upload('agent', agent, { symbol: 'customer' }, [
      {
        name: 'repeats.xlsx',
        content: await xlsxOf([
          CUSTOMER_HEADERS_EN,
          ['新甲', '13922220001', '', '', ''],
          ['新甲二', '13922220001', 'jia@example.com', '甲公司', ''],
          ['冲突', '13922220001', 'li1@example.com', '', ''],
          ['李二', '13922220009', 'li2@example.com', '二号公司', '杭州'],
        ]),
      },
    ]);
    const status = await importedStatus(answer.body.data.log_id);
    expect(status.body.data).toMatchObject({ status: 1, total_num: 4, success_num: 3, error_num: 1 });
    expect(await countRows(ctx.db, 'customers')).toBe(before + 1);
    const rows = await ctx.db
      .selectFrom('customers')
      .select(['nickname', 'mobile', 'email', 'company_name', 'city'])
      .where('email', 'in', ['jia@example.com', 'li2@example.com'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      {
        nickname: '新甲二',
        mobile: '13922220001',
        email: 'jia@example.com',
        company_name: '甲公司',
        city: '',
      },
      {
        nickname: '李二',
        mobile: '13922220009',
        email: 'li2@example.com',
        company_name: '二号公司',
        city: '杭州',
      },
    ]);
    expect((await sheetRows(stored(status.body.data.excel_url))).slice(1)).toEqual([
      [
        '冲突',
        '13922220001',
        'li1@example.com',
        '',
        '',
        'the mobile number and the email belong to different customers',
      ],
    ]);
  });

  it('answers 401 without a session and 403 to another audience', async () => {
    const file = [{ name: 'a.xlsx', content: await xlsxOf(GOOD_AND_BAD) }];
    expect((await upload('agent', undefined, { symbol: 'customer' }, file)).status).toBe(401);
    expect((await upload('agent', customer, { symbol: 'customer' }, file)).status).toBe(403);
    const status = await ctx.call({
      method: 'GET',
      url: `/api/admin/import/getStatus?log_id=${firstLogId}`,
      token: agent,
    });
    expect(status.status).toBe(403);
  });

  it('does not let a customer import customers', async () => {
    const answer = await upload('customer', customer, { symbol: 'customer' }, [
      { name: 'a.xlsx', content: await xlsxOf(GOOD_AND_BAD) },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('this dataset cannot be imported here');
  });

  it("lists the caller's imports and keeps other accounts' jobs not found", async () => {
    const list = await ctx.call({
      method: 'GET',
      url: '/api/agent/import/getList?page=1&limit=2',
      token: agent,
    });
    expect(list.body.data.total).toBeGreaterThanOrEqual(3);
    expect(list.body.data.list).toHaveLength(2);
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const other = await ctx.call({
      method: 'GET',
      url: `/api/agent/import/getStatus?log_id=${firstLogId}`,
      token: staff,
    });
    expect(other.status).toBe(404);
    const adminSees = await ctx.call({
      method: 'GET',
      url: `/api/admin/import/getStatus?log_id=${firstLogId}`,
      token: admin,
    });
    expect(adminSees.status).toBe(404);
    const staffList = await ctx.call({ method: 'GET', url: '/api/agent/import/getList', token: staff });
    expect(staffList.body.data.total).toBe(0);
  });

  it('deletes own imports with their files; another account deleting them is not found and deletes nothing', async () => {
    const status = await ctx.call({
      method: 'GET',
      url: `/api/agent/import/getStatus?log_id=${firstLogId}`,
      token: agent,
    });
    const file = path.join(
      ctx.storage.dir,
      new URL(status.body.data.excel_url, 'http://localhost').pathname.replace(/^\/storage\//, ''),
    );
    expect(fs.existsSync(file)).toBe(true);
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const refused = await ctx.call({
      method: 'POST',
      url: '/api/agent/import/postDelete',
      token: staff,
      payload: { ids: [firstLogId] },
    });
    expect(refused.status).toBe(404);
    const bad = await ctx.call({
      method: 'POST',
      url: '/api/agent/import/postDelete',
      token: agent,
      payload: { ids: [] },
    });
    expect(bad.status).toBe(400);
    const deleted = await ctx.call({
      method: 'POST',
      url: '/api/agent/import/postDelete',
      token: agent,
      payload: { ids: [firstLogId] },
    });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'deleted', data: { deleted: 1 } });
    expect(fs.existsSync(file)).toBe(false);
    const gone = await ctx.call({
      method: 'GET',
      url: `/api/agent/import/getStatus?log_id=${firstLogId}`,
      token: agent,
    });
    expect(gone.status).toBe(404);
  });
});

describe('exporting customers', () => {
  const exportAndRead = async (token: string, platform: string, query: string) => {
    const queued = await requestExport(ctx, platform, token, `symbol=customer${query}`);
    expect(queued.body.code).toBe(0);
    const waiting = await exportStatus(ctx, platform, token, queued.body.data.log_id);
    expect(waiting.body.data).toMatchObject({ status: 0, file_url: '' });
    await drain(workerFor(ctx.db, ctx.storage));
    const done = await exportStatus(ctx, platform, token, queued.body.data.log_id);
    expect(done.body.data).toMatchObject({ status: 2, percentage: 100 });
    return sheetRows(stored(done.body.data.file_url));
  };

  it('answers "export: select data first" with neither ids nor filters, queueing nothing', async () => {
    const before = await jobsCount();
    const answer = await requestExport(ctx, 'agent', agent, 'symbol=customer');
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('export: select data first');
    const bad = await requestExport(ctx, 'agent', agent, 'symbol=customer&ids=1,x');
    expect(bad.status).toBe(400);
    // an id no integer column holds: refused, not a job that fails (the bad-input suite)
    const tooBig = await requestExport(ctx, 'agent', agent, 'symbol=customer&ids=1,2147483648');
    expect([tooBig.status, tooBig.body.msg]).toEqual([400, 'ids: ids must be comma-separated ids']);
    expect(await jobsCount()).toBe(before);
  });

  it('exports the selected rows, and never another agent’s even when their ids are given', async () => {
    const { customers } = ctx.ids;
    const rows = await exportAndRead(
      agent,
      'agent',
      `&ids=${customers.agent1Phone},${customers.agent2Phone},${customers.agent2Email}`,
    );
    expect(rows[0]).toEqual([
      'ID',
      'Nickname',
      'Mobile',
      'Email',
      'Company',
      'City',
      'VIP plan',
      'Activities',
      'Created',
    ]);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual([customers.agent1Phone]);
  });

  it('exports by the list filter within the tenant', async () => {
    const rows = await exportAndRead(agent, 'agent', '&keyword=139111100');
    expect(
      rows
        .slice(1)
        .map((row) => row[2])
        .sort(),
    ).toEqual(['13911110001', '13911110010']);
    const platformWide = await exportAndRead(admin, 'admin', '&keyword=139111100');
    expect(
      platformWide
        .slice(1)
        .map((row) => row[2])
        .sort(),
    ).toEqual(['13911110001', '13911110010', '13911110020']);
  });

  it('exports every matching row once, in id order, across pages and sparse id ranges', async () => {
    await sql`
      insert into customers (agent_id, nickname, mobile, password_hash)
      select ${ctx.ids.agent1Id}, '分页' || n, '1350000' || lpad(n::text, 4, '0'), '!test'
      from generate_series(1, 1500) as n
    `.execute(ctx.db);
    // gaps: every third of them removed, and a far-away id range
    await sql`delete from customers where nickname like '分页%' and id % 3 = 0`.execute(ctx.db);
    await sql`
      insert into customers (id, agent_id, nickname, mobile, password_hash)
      overriding system value values (900000, ${ctx.ids.agent1Id}, '分页远', '13500009999', '!test')
    `.execute(ctx.db);
    const expected = await ctx.db
      .selectFrom('customers')
      .select('id')
      .where('nickname', 'like', '分页%')
      .orderBy('id')
      .execute();
    const rows = await exportAndRead(agent, 'agent', `&keyword=${encodeURIComponent('分页')}`);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected.map((row) => row.id));
    expect(expected.length).toBeGreaterThan(1000);
  });

  it('lists exports per account, 401 without a session, 403 for another audience', async () => {
    const list = await ctx.call({ method: 'GET', url: '/api/agent/export/getList', token: agent });
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.list[0]).toMatchObject({ status: 2, symbol: 'customer' });
    expect((await ctx.call({ method: 'GET', url: '/api/agent/export/getList' })).status).toBe(401);
    expect((await requestExport(ctx, 'agent', customer, 'symbol=customer&ids=1')).status).toBe(403);
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const other = await ctx.call({
      method: 'POST',
      url: '/api/agent/export/postDelete',
      token: staff,
      payload: { ids: [list.body.data.list[0].log_id] },
    });
    expect(other.status).toBe(404);
  });
});

describe('the job worker', () => {
  const manyRows = (count: number, from: number) => [
    CUSTOMER_HEADERS_EN,
    ...Array.from({ length: count }, (_, index) => [
      `批量${from + index}`,
      `1370000${String(from + index).padStart(4, '0')}`,
      '',
      '',
      '',
    ]),
  ];

  it('resumes a job whose worker died mid-way, and the dead worker can no longer write', async () => {
    const before = await countRows(ctx.db, 'customers');
    const queued = await upload('agent', agent, { symbol: 'customer' }, [
      { name: 'many.xlsx', content: await xlsxOf(manyRows(450, 0)) },
    ]);
    const logId = queued.body.data.log_id as number;

    // Worker A (batches of 150: the size is the deployment's, see jobSizesFor) freezes like a killed
    // process right after its first batch is committed.
    let release: () => void = () => {};
    const frozen = new Promise<void>((resolve) => {
      release = resolve;
    });
    let batches = 0;
    const handlers = createTransferHandlers(ctx.db, ctx.storage, { importBatch: 150 });
    const dying = new JobWorker({
      db: ctx.db,
      logger: testJobLogger,
      workerId: 'worker-a',
      handlers: {
        import: (run: JobRun) =>
          handlers.import({
            ...run,
            withLease: async (work) => {
              const result = await run.withLease(work);
              batches += 1;
              if (batches === 2) await frozen;
              return result;
            },
          }),
      },
    });
    const aRun = dying.runOnce();
    await expect.poll(() => batches, { timeout: 10_000 }).toBe(2);
    const midway = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', logId)
      .executeTakeFirstOrThrow();
    expect(midway).toMatchObject({
      state: 'running',
      locked_by: 'worker-a',
      processed_num: 150,
      success_num: 150,
    });
    expect(await countRows(ctx.db, 'customers')).toBe(before + 150);

    // While A's lease holds, nobody else takes the job; once it has run out, worker B (batches of 200) resumes
    // after row 150.
    const rescuer = workerFor(ctx.db, ctx.storage, { workerId: 'worker-b' });
    expect(await rescuer.runOnce()).toBe(false);
    await ctx.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', logId)
      .execute();
    expect(await rescuer.runOnce()).toBe(true);

    // A wakes up: its next write finds the lease gone, so it writes nothing.
    release();
    await aRun;

    const done = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', logId)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({
      state: 'done',
      attempts: 2,
      processed_num: 450,
      success_num: 450,
      error_num: 0,
      percentage: 100,
    });
    expect(await countRows(ctx.db, 'customers')).toBe(before + 450);
    const duplicates = await sql<{
      count: number;
    }>`select count(*)::int as count from (select mobile from customers where mobile is not null group by mobile having count(*) > 1) d`.execute(
      ctx.db,
    );
    expect(duplicates.rows[0]?.count).toBe(0);
  });

  it('never gives one job to two workers claiming at the same time', async () => {
    const ids: number[] = [];
    for (const from of [500, 600]) {
      const queued = await upload('agent', agent, { symbol: 'customer' }, [
        { name: 'x.xlsx', content: await xlsxOf(manyRows(5, from)) },
      ]);
      ids.push(queued.body.data.log_id);
    }
    const first = workerFor(ctx.db, ctx.storage, { workerId: 'one' });
    const second = workerFor(ctx.db, ctx.storage, { workerId: 'two' });
    const claimed = await Promise.all([first.claim(), second.claim()]);
    expect(claimed.map((job) => job?.id).sort()).toEqual(ids.sort());
    expect(new Set(claimed.map((job) => job?.locked_by))).toEqual(new Set(['one', 'two']));
    // let the lease run out so a normal worker finishes them
    await ctx.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', 'in', ids)
      .execute();
    await drain(workerFor(ctx.db, ctx.storage));
    const jobs = await ctx.db
      .selectFrom('jobs')
      .select(['state', 'success_num'])
      .where('id', 'in', ids)
      .execute();
    expect(jobs).toEqual([
      { state: 'done', success_num: 5 },
      { state: 'done', success_num: 5 },
    ]);
  });

  it('fails a job cleanly once it has used up its attempts', async () => {
    const queued = await upload('agent', agent, { symbol: 'customer' }, [
      { name: 'x.xlsx', content: await xlsxOf(manyRows(1, 700)) },
    ]);
    const logId = queued.body.data.log_id as number;
    await ctx.db.updateTable('jobs').set({ attempts: 3 }).where('id', '=', logId).execute();
    await drain(workerFor(ctx.db, ctx.storage));
    const status = await ctx.call({
      method: 'GET',
      url: `/api/agent/import/getStatus?log_id=${logId}`,
      token: agent,
    });
    expect(status.body.data).toMatchObject({
      status: 2,
      success_num: 0,
      error_msg: 'the job stopped after 3 attempts',
    });
    expect(
      await ctx.db
        .selectFrom('customers')
        .select('id')
        .where('mobile', '=', '13700000700')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('the agent customer list', () => {
  it("pages and searches the team's own customers only", async () => {
    const page = await ctx.call({ method: 'GET', url: '/api/agent/customer/getList?limit=5', token: agent });
    expect(page.body.data).toHaveLength(5);
    expect(page.body.count).toBeGreaterThan(450);
    const found = await ctx.call({
      method: 'GET',
      url: `/api/agent/customer/getList?keyword=${DEMO.agent2Customers.phone}`,
      token: agent,
    });
    expect(found.body).toMatchObject({ code: 0, count: 0, data: [] });
    const own = await ctx.call({
      method: 'GET',
      url: '/api/agent/customer/getList?keyword=li1@',
      token: agent,
    });
    expect(own.body.data.map((row: { nickname: string }) => row.nickname)).toEqual(['李一']);
    expect((await ctx.call({ method: 'GET', url: '/api/agent/customer/getList' })).status).toBe(401);
    expect((await ctx.call({ method: 'GET', url: '/api/agent/customer/getList', token: admin })).status).toBe(
      403,
    );
    expect(
      (await ctx.call({ method: 'GET', url: '/api/agent/customer/getList?limit=1000', token: agent })).status,
    ).toBe(400);
  });
});
