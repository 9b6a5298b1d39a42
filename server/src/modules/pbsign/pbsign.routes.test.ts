import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { exportAndRead } from '#server/modules/transfer/transfer.test-helpers.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { pbsignCalls } from './pbsign.test-helpers.ts';

const ctx = useTestContext();

/** Activities of the demo customer of agent 1, 年度客户答谢会, an hour ago to 3 hours from now by default. */
const { get, post, activity, organiser } = pbsignCalls(ctx, { title: '年度客户答谢会', endIn: 3 });

/** A device model and one unit of it (admin): the unit's serial and key. */
async function newUnit(serial = '') {
  const admin = await ctx.loginAdmin();
  const model = await post('/api/admin/device/create', admin, {
    name: '签到一体机 S1',
    description: '21.5 寸触摸屏，支持扫码与手输签到。',
    cover: 'https://cdn.example.com/device/s1.png',
  });
  expect(model.body.code, model.body.msg).toBe(0);
  const unit = await post('/api/admin/device/addUnit', admin, { product_id: model.body.data.id, serial });
  expect(unit.body.code, unit.body.msg).toBe(0);
  return {
    admin,
    productId: model.body.data.id as number,
    unitId: unit.body.data.id as number,
    serial: unit.body.data.serial as string,
    key: unit.body.data.key as string,
  };
}

describe('the sign-in device catalogue (admin /product/device)', () => {
  it('adds a model and units with entered or generated serials, keys shown once; lists states; retires a free unit', async () => {
    const { admin, productId, serial, key, unitId } = await newUnit('s1-0001');
    expect(serial).toBe('S1-0001');
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const generated = await post('/api/admin/device/addUnit', admin, { product_id: productId });
    expect(generated.body.data.serial).toMatch(/^PB-[A-Z0-9]{8}$/);
    const taken = await post('/api/admin/device/addUnit', admin, {
      product_id: productId,
      serial: 'S1-0001',
    });
    expect([taken.status, taken.body.msg]).toEqual([400, 'a device with this serial number already exists']);
    const stored = await ctx.db
      .selectFrom('device_units')
      .select('key_hash')
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(key);

    const models = await get('/api/admin/device/getList?keyword=S1', admin);
    expect(models.body.data).toEqual([
      expect.objectContaining({ id: productId, units: 2, bound: 0, status: 1 }),
    ]);
    const units = await get(`/api/admin/device/getUnits?product_id=${productId}`, admin);
    expect(units.body.data.map((row: { serial: string; state: string }) => row.state)).toEqual([
      'stock',
      'stock',
    ]);
    expect(units.body.data[0]).not.toHaveProperty('key');

    const retired = await post('/api/admin/device/retireUnit', admin, { id: generated.body.data.id });
    expect(retired.body.code, retired.body.msg).toBe(0);
    const after = await get(`/api/admin/device/getUnits?product_id=${productId}&keyword=PB-`, admin);
    expect(after.body.data).toEqual([expect.objectContaining({ state: 'retired' })]);
    const saved = await post('/api/admin/device/update', admin, { id: productId, name: '签到一体机 S2' });
    expect(saved.body.data).toMatchObject({ name: '签到一体机 S2', units: 1 });
    const off = await post('/api/admin/device/setStatus', admin, { id: productId, status: 0 });
    expect(off.body).toMatchObject({ code: 0, data: { status: 0 } });
  });

  it('refuses without a session, from other consoles, without the grant, unknown ids and bad input, writing nothing', async () => {
    const { productId } = await newUnit();
    const admin = await ctx.loginAdmin();
    const before = [await countRows(ctx.db, 'device_products'), await countRows(ctx.db, 'device_units')];
    expect((await get('/api/admin/device/getList')).status).toBe(401);
    expect((await post('/api/admin/device/create', undefined, { name: 'x' })).status).toBe(401);
    for (const token of [await ctx.loginAgent(), await organiser()]) {
      expect((await get('/api/admin/device/getList', token)).status).toBe(403);
      expect((await post('/api/admin/device/addUnit', token, { product_id: productId })).status).toBe(403);
    }
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.deviceManage);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`/api/admin/device/getUnits?product_id=${productId}`, viewer)).body.code).toBe(0);
    expect((await post('/api/admin/device/create', viewer, { name: '签到机' })).status).toBe(403);
    expect((await post('/api/admin/device/addUnit', viewer, { product_id: productId })).status).toBe(403);
    expect((await post('/api/admin/device/retireUnit', viewer, { id: 1 })).status).toBe(403);
    const missing = await post('/api/admin/device/addUnit', admin, { product_id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'device model not found']);
    expect((await post('/api/admin/device/retireUnit', admin, { id: 999_999 })).status).toBe(404);
    expect((await get('/api/admin/device/getUnits?product_id=999999', admin)).status).toBe(404);
    const bad: [string, Record<string, unknown>, string][] = [
      ['create', { name: ' ' }, 'the device name is required'],
      ['create', { name: 'x'.repeat(61) }, 'the device name is at most 60 characters'],
      [
        'create',
        { name: '签到机', cover: 'nobody/x.png' },
        'the cover must be an uploaded image or an http(s) link',
      ],
      ['create', { name: '签到机', status: 2 }, 'status must be 0 (off sale) or 1 (on sale)'],
      [
        'addUnit',
        { product_id: productId, serial: 'ab' },
        'the serial number is 4 to 32 letters, digits or dashes',
      ],
      [
        'addUnit',
        { product_id: productId, serial: '序列号1234' },
        'the serial number is 4 to 32 letters, digits or dashes',
      ],
    ];
    for (const [route, payload, message] of bad) {
      const refused = await post(`/api/admin/device/${route}`, admin, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.msg).toContain(message);
    }
    expect([await countRows(ctx.db, 'device_products'), await countRows(ctx.db, 'device_units')]).toEqual(
      before,
    );
  });
});

describe('binding a device to an activity (/my/tool/pbsign)', () => {
  it('binds by serial for the activity period, refuses an overlapping one, unbinds; the admin sees the unit bound', async () => {
    const { admin, productId, serial } = await newUnit();
    const first = await activity({ beginIn: -1, endIn: 3 });
    const overlapping = await activity({ beginIn: 2, endIn: 6 });
    const later = await activity({ beginIn: 5, endIn: 8 });
    const token = await organiser();
    const listed = await get('/api/customer/pbsign/getActivities', token);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([first, overlapping, later]),
    );

    const bound = await post('/api/customer/pbsign/bind', token, {
      activity_id: first,
      serial: serial.toLowerCase(),
    });
    expect(bound.body, bound.body.msg).toMatchObject({
      code: 0,
      msg: 'device bound',
      data: {
        binding: { activity_id: first, serial, signins: 0, state: 'active', order_no: '' },
        payment: null,
      },
    });
    const again = await post('/api/customer/pbsign/bind', token, { activity_id: first, serial });
    expect([again.status, again.body.msg]).toEqual([400, 'this device is already bound to this activity']);
    const clash = await post('/api/customer/pbsign/bind', token, { activity_id: overlapping, serial });
    expect([clash.status, clash.body.msg]).toEqual([
      400,
      'this device is bound to another activity at that time',
    ]);
    const other = await activity({
      agentId: ctx.ids.agent2Id,
      customerId: ctx.ids.customers.agent2Phone,
      beginIn: 0,
      endIn: 2,
    });
    const foreignClash = await post(
      '/api/customer/pbsign/bind',
      await ctx.loginCustomer(DEMO.agent2Customers.phone),
      { activity_id: other, serial },
    );
    expect(foreignClash.body.msg).toBe('this device is bound to another activity at that time');
    expect((await post('/api/customer/pbsign/bind', token, { activity_id: later, serial })).body.code).toBe(
      0,
    );

    const units = await get(`/api/admin/device/getUnits?product_id=${productId}`, admin);
    expect(units.body.data[0]).toMatchObject({
      state: 'bound',
      activity_title: '年度客户答谢会',
      customer_name: expect.any(String),
      binding_state: 'active',
    });
    const retire = await post('/api/admin/device/retireUnit', admin, { id: units.body.data[0].id });
    expect(retire.status).toBe(400);

    const bindings = await get('/api/customer/pbsign/getBindings', token);
    expect(bindings.body.data.map((row: { activity_id: number }) => row.activity_id)).toEqual([later, first]);
    const unbound = await post('/api/customer/pbsign/unbind', token, { id: bound.body.data.binding.id });
    expect(unbound.body).toMatchObject({ code: 0, msg: 'device unbound' });
    expect(
      (await post('/api/customer/pbsign/bind', token, { activity_id: overlapping, serial })).status,
    ).toBe(400);
  });

  it('refuses without a session, from staff consoles, another customer’s activity or binding, and bad input, writing nothing', async () => {
    const { serial } = await newUnit();
    const mine = await activity();
    const ended = await activity({ beginIn: -5, endIn: -1 });
    const token = await organiser();
    const binding = (await post('/api/customer/pbsign/bind', token, { activity_id: mine, serial })).body.data
      .binding.id;
    const before = await countRows(ctx.db, 'device_bindings');
    expect((await post('/api/customer/pbsign/bind', undefined, { activity_id: mine, serial })).status).toBe(
      401,
    );
    expect((await get('/api/customer/pbsign/getLogs')).status).toBe(401);
    for (const staff of [await ctx.loginAdmin(), await ctx.loginAgent()]) {
      expect((await get('/api/customer/pbsign/getBindings', staff)).status).toBe(403);
      expect((await post('/api/customer/pbsign/unbind', staff, { id: binding })).status).toBe(403);
    }
    for (const other of [DEMO.agent1Customers.email, DEMO.agent2Customers.phone]) {
      const stranger = await ctx.loginCustomer(other);
      const foreign = await post('/api/customer/pbsign/bind', stranger, {
        activity_id: mine,
        serial: 'NEW-0001',
      });
      expect([foreign.status, foreign.body.msg]).toEqual([404, 'activity not found']);
      const unbind = await post('/api/customer/pbsign/unbind', stranger, { id: binding });
      expect([unbind.status, unbind.body.msg]).toEqual([404, 'device binding not found']);
      expect((await get('/api/customer/pbsign/getBindings', stranger)).body.data).toEqual([]);
      expect((await get(`/api/customer/pbsign/getLogs?activity_id=${mine}`, stranger)).body.data).toEqual([]);
    }
    const over = await post('/api/customer/pbsign/bind', token, { activity_id: ended, serial });
    expect([over.status, over.body.msg]).toEqual([
      400,
      'a device can only be bound to an activity that is paid and not over',
    ]);
    const unknown = await post('/api/customer/pbsign/bind', token, {
      activity_id: mine,
      serial: 'NO-SUCH-1',
    });
    expect([unknown.status, unknown.body.msg]).toEqual([
      404,
      'no device with this serial number can be bound',
    ]);
    for (const [payload, message] of [
      [{ serial }, 'choose an activity'],
      [{ activity_id: mine, serial: '!!' }, 'the serial number is 4 to 32 letters, digits or dashes'],
    ] as const) {
      const refused = await post('/api/customer/pbsign/bind', token, payload);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain(message);
    }
    expect((await get('/api/customer/pbsign/getLogs?start_date=2026-13-01', token)).status).toBe(400);
    expect(await countRows(ctx.db, 'device_bindings')).toBe(before);
  });
});

describe('the kiosk (/my/tool/pbsign/device)', () => {
  const state = (serial: string, key: string) =>
    post('/api/device/pbsign/getState', undefined, { serial, key });
  const signIn = (payload: Record<string, unknown>) => post('/api/device/pbsign/signIn', undefined, payload);

  it('shows its activity now and signs attendees in once per phone; the log and the big screen count them; export', async () => {
    const { serial, key } = await newUnit();
    expect((await state(serial, key)).body.data).toMatchObject({
      serial,
      device_name: '签到一体机 S1',
      activity: null,
    });
    const refusedUnbound = await signIn({ serial, key, name: '李雷', mobile: '13912345678' });
    expect([refusedUnbound.status, refusedUnbound.body.msg]).toEqual([
      400,
      'this device is not bound to an activity now',
    ]);

    const id = await activity();
    const token = await organiser();
    await post('/api/customer/pbsign/bind', token, { activity_id: id, serial });
    expect((await state(serial, key)).body.data.activity).toMatchObject({
      title: '年度客户答谢会',
      signins: 0,
    });
    const first = await signIn({ serial, key, name: '李雷', mobile: '13912345678' });
    expect(first.body).toMatchObject({ code: 0, msg: 'signed in', data: { first_time: true, signins: 1 } });
    const twice = await signIn({ serial, key, name: '李雷', mobile: '13912345678' });
    expect(twice.body).toMatchObject({
      code: 0,
      msg: 'already signed in',
      data: { first_time: false, signins: 1 },
    });
    await signIn({ serial, key, name: '韩梅梅', mobile: '13912345679' });

    const logs = await get(`/api/customer/pbsign/getLogs?activity_id=${id}&keyword=李`, token);
    expect(logs.body.data).toEqual([
      expect.objectContaining({ name: '李雷', mobile: '139****5678', serial, activity_id: id }),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    const all = await get(`/api/customer/pbsign/getLogs?start_date=2020-01-01&end_date=2099-12-31`, token);
    expect(all.body.count).toBeGreaterThanOrEqual(2);
    expect((await get('/api/customer/pbsign/getLogs?end_date=2020-01-01', token)).body.data).toEqual([]);
    expect(day).toMatch(/^\d{4}-/);
    const screen = await get(`/api/customer/activity/getScreen?id=${id}`, token);
    expect(screen.body.data.signins).toBe(2);
    const bindings = await get('/api/customer/pbsign/getBindings', token);
    expect(bindings.body.data[0]).toMatchObject({ activity_id: id, signins: 2 });

    const rows = await exportAndRead(ctx, 'customer', token, `symbol=pbsign_log&activity_id=${id}`);
    expect(rows[0]).toEqual(['ID', 'Activity', 'Name', 'Mobile', 'Device serial number', 'Signed in at']);
    expect(rows.slice(1).map((row) => [row[2], row[3], row[4]])).toEqual([
      ['李雷', '13912345678', serial],
      ['韩梅梅', '13912345679', serial],
    ]);
    const stranger = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const none = await exportAndRead(ctx, 'customer', stranger, `symbol=pbsign_log&activity_id=${id}`);
    expect(none.length).toBe(1);
  });

  it('refuses a wrong key or retired unit, bad input writing nothing, and stops a source guessing after 10 wrong keys', async () => {
    const { serial, key } = await newUnit();
    await post('/api/customer/pbsign/bind', await organiser(), { activity_id: await activity(), serial });
    const before = await countRows(ctx.db, 'activity_signins');
    const wrong = await state(serial, 'x'.repeat(32));
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'wrong device serial number or key']);
    expect((await state('NO-SUCH-1', key)).body.msg).toBe('wrong device serial number or key');
    const retired = await newUnit();
    await post('/api/admin/device/retireUnit', retired.admin, { id: retired.unitId });
    expect((await state(retired.serial, retired.key)).body.msg).toBe('wrong device serial number or key');
    for (const [payload, message] of [
      [{ serial, key, name: '', mobile: '13912345678' }, 'name is required'],
      [{ serial, key, name: '李雷', mobile: '123' }, 'please enter a valid phone number'],
      [{ serial, key: 'short', name: '李雷', mobile: '13912345678' }, 'wrong device serial number or key'],
    ] as const) {
      const refused = await signIn(payload);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain(message);
    }
    expect(await countRows(ctx.db, 'activity_signins')).toBe(before);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      statuses.push((await state(serial, `${'y'.repeat(31)}${attempt}`)).status);
    // three wrong before, seven here: the source's eleventh wrong try is refused, its right key too
    expect(statuses.slice(0, 7).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(7)).toEqual([429, 429, 429]);
    expect((await state(serial, key)).status).toBe(429);
  });
});
