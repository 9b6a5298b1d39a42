import { DEFAULT_MUSIC_KEY } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import type { FileKind } from '#server/db/schema.ts';
import { type ActivitySeed, seedActivity } from '#server/seed/activities.ts';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const BASE = '/api/ym/ActiveSetting';

const customer = () => ctx.loginCustomer(DEMO.agent1Customers.phone);
const otherCustomer = () => ctx.loginCustomer(DEMO.agent2Customers.phone);
const save = (payload: object, token?: string) =>
  ctx.call({ method: 'POST', url: `${BASE}/editAppearance`, payload, token });
const read = (id: number, token?: string) =>
  ctx.call({ method: 'GET', url: `${BASE}/getAppearance?id=${id}`, token });

/** An activity of the demo customer 13800000001 (not started unless told). */
function seed(overrides: Partial<ActivitySeed> = {}) {
  return seedActivity(ctx.db, {
    agentId: ctx.ids.agent1Id,
    customerId: ctx.ids.customers.agent1Phone,
    title: 'Appearance activity',
    toolId: 1,
    beginIn: 24,
    endIn: 28,
    ...overrides,
  });
}

let serial = 0;
/** A registered file row (what postAdd leaves) of a customer, as the upload module writes it. */
async function file(kind: FileKind, owner: { agentId: number; customerId: number | null }) {
  serial += 1;
  const extension = { image: 'png', audio: 'mp3', video: 'mp4', file: 'pdf' }[kind];
  const prefix =
    owner.customerId === null ? `agent/${owner.agentId}` : `customer/${owner.agentId}/${owner.customerId}`;
  const key = `${prefix}/2026/01/01/${'b'.repeat(32)}${String(serial).padStart(5, '0')}.${extension}`;
  await ctx.db
    .insertInto('files')
    .values({
      agent_id: owner.agentId,
      customer_id: owner.customerId,
      uploader_audience: owner.customerId === null ? 'agent' : 'customer',
      uploader_id: owner.customerId ?? 1,
      activity_id: null,
      kind,
      name: `upload.${extension}`,
      storage_key: key,
      size: 100,
      mime: 'application/octet-stream',
    })
    .execute();
  return key;
}
const mine = (kind: FileKind) =>
  file(kind, { agentId: ctx.ids.agent1Id, customerId: ctx.ids.customers.agent1Phone });

const stored = (id: number) =>
  ctx.db.selectFrom('activity_appearances').selectAll().where('activity_id', '=', id).executeTakeFirst();

describe('access to the appearance endpoints', () => {
  it.each([
    ['GET', `${BASE}/getAppearance?id=1`],
    ['POST', `${BASE}/editAppearance`],
  ] as const)('%s %s answers -2 without a session and 403 to staff, nothing written', async (method, url) => {
    const id = await seed();
    const payload = method === 'POST' ? { id, music: '' } : undefined;
    const anonymous = await ctx.call({ method, url, payload });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, -2]);
    for (const token of [await ctx.loginAgent(), await ctx.loginAdmin()]) {
      const staff = await ctx.call({ method, url, token, payload });
      expect(staff.status).toBe(403);
    }
    expect(await stored(id)).toBeUndefined();
  });
});

describe('getAppearance and editAppearance', () => {
  it('starts with the default music, saves every field and reads them back', async () => {
    const token = await customer();
    const id = await seed();
    const first = await read(id, token);
    expect(first.body.data).toEqual({
      id,
      cover: '',
      music: DEFAULT_MUSIC_KEY,
      video: '',
      gallery_on: false,
      gallery: [],
      template_id: null,
      template_name: '',
      update_time: null,
    });

    const cover = await mine('image');
    const music = await mine('audio');
    const video = await mine('video');
    const gallery = [await mine('image'), await mine('image')];
    const saved = await save({ id, cover, music, video, gallery_on: true, gallery }, token);
    expect([saved.status, saved.body.code, saved.body.msg]).toEqual([200, 0, 'saved']);
    const again = await read(id, token);
    expect(again.body.data).toMatchObject({ id, cover, music, video, gallery_on: true, gallery });
    expect(Date.parse(again.body.data.update_time)).not.toBeNaN();

    // cleared, the default track again, the gallery off (its images kept for later)
    await save({ id, cover: '', music: DEFAULT_MUSIC_KEY, video: '', gallery_on: false, gallery }, token);
    expect((await read(id, token)).body.data).toMatchObject({
      cover: '',
      music: DEFAULT_MUSIC_KEY,
      video: '',
      gallery_on: false,
      gallery,
    });
    await save({ id, music: '' }, token);
    expect((await read(id, token)).body.data).toMatchObject({ music: '', gallery: [] });
  });

  it("answers 404 for another customer's activity, reading or saving, and writes nothing", async () => {
    const id = await seed();
    const other = await otherCustomer();
    const reading = await read(id, other);
    expect([reading.status, reading.body.msg]).toEqual([404, 'activity not found']);
    const saving = await save({ id, music: '' }, other);
    expect([saving.status, saving.body.msg]).toEqual([404, 'activity not found']);
    expect((await read(999_999, await customer())).status).toBe(404);
    expect(await stored(id)).toBeUndefined();
  });

  it("refuses keys that are not this customer's files of the field's kind, and writes nothing", async () => {
    const token = await customer();
    const id = await seed();
    const othersImage = await file('image', {
      agentId: ctx.ids.agent2Id,
      customerId: ctx.ids.customers.agent2Phone,
    });
    const agentsImage = await file('image', { agentId: ctx.ids.agent1Id, customerId: null });
    const myImage = await mine('image');
    const myAudio = await mine('audio');
    const cases: [payload: object, msg: string][] = [
      [{ cover: othersImage }, 'cover: please upload an image first'],
      [{ cover: agentsImage }, 'cover: please upload an image first'],
      [{ cover: myAudio }, 'cover: please upload an image first'],
      [{ cover: 'customer/1/1/2026/01/01/never-registered.png' }, 'cover: please upload an image first'],
      [{ music: myImage }, 'music: please upload an mp3 first'],
      [{ music: othersImage }, 'music: please upload an mp3 first'],
      [{ video: myAudio }, 'video: please upload a video first'],
      [{ gallery_on: true, gallery: [myImage, othersImage] }, 'gallery: please upload the images first'],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await save({ id, ...payload }, token);
      expect([status, body.msg], JSON.stringify(payload)).toEqual([400, msg]);
    }
    expect(await stored(id)).toBeUndefined();
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const token = await customer();
    const id = await seed();
    const image = await mine('image');
    const cases: [payload: object, msg: string][] = [
      [{}, 'id: id is required'],
      [{ id: 'x' }, 'id: id is required'],
      [{ id, cover: 42 }, 'cover: must be a storage key'],
      [{ id, music: 'a'.repeat(256) }, 'music: must be a storage key'],
      [{ id, video: 'a,b' }, 'video: must be a storage key'],
      [{ id, gallery_on: 'yes' }, 'gallery_on: must be true or false'],
      [{ id, gallery: image }, 'gallery: must be a list of storage keys'],
      [{ id, gallery_on: true, gallery: [] }, 'gallery: upload at least 1 image'],
      [{ id, gallery_on: true }, 'gallery: upload at least 1 image'],
      [{ id, gallery: Array.from({ length: 10 }, (_, n) => `${image}${n}`) }, 'gallery: at most 9 images'],
      [{ id, gallery: [image, image] }, 'gallery: the same image twice'],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await save(payload, token);
      expect([status, body.msg], JSON.stringify(payload)).toEqual([400, msg]);
    }
    expect(await stored(id)).toBeUndefined();
  });

  it('is refused once the activity has ended, is in the recycle bin or abolished', async () => {
    const token = await customer();
    const refused: [Partial<ActivitySeed>, string][] = [
      [{ beginIn: -5, endIn: -2 }, 'this activity has ended'],
      [{ cancelled: true }, 'this activity is in the recycle bin, restore it first'],
      [{ lifecycle: 'abolished' }, 'this activity has been abolished'],
    ];
    for (const [state, msg] of refused) {
      const id = await seed(state);
      const { status, body } = await save({ id, music: '' }, token);
      expect([status, body.msg]).toEqual([400, msg]);
      expect(await stored(id)).toBeUndefined();
    }
    // unpaid and running activities may still change their look
    for (const state of [{ lifecycle: 'unpaid' as const }, { beginIn: -1, endIn: 2 }]) {
      const id = await seed(state);
      expect((await save({ id, music: '' }, token)).body.code).toBe(0);
    }
  });
});
