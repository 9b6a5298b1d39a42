import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ActivityAppearance, DEFAULT_MUSIC_KEY, type EditAppearanceRequest } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { FileKind } from '#server/db/schema.ts';
import { assertPickable, templatesForActivity } from '#server/modules/template/index.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { type CustomerScope, customerScope, type TenantScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './activity.repository.ts';
import { findMembership } from './activity-purchase.repository.ts';
import { assertAllowed } from './activity-state.ts';

type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

/**
 * An activity's appearance (the settings drawer's appearance tab): the big screen's cover, background
 * music, promo video and gallery. Each key must name a file this customer registered, of the right kind
 * (the same ownership check as the avatar, upload.repository ownFiles); the music may also be the default.
 */

const DEFAULT_MUSIC_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'assets/default-music.mp3',
);

/** Puts the shipped default music into storage (every start, like the icon lists: it follows the file). */
export async function storeDefaultMusic(storage: ObjectStorage): Promise<void> {
  await storage.put(DEFAULT_MUSIC_KEY, fs.readFileSync(DEFAULT_MUSIC_FILE), 'audio/mpeg');
}

/** An activity that has never been saved here: no cover, no video, the default music, no gallery. */
const defaults = (id: number): ActivityAppearance => ({
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

export async function getAppearance(db: Db, principal: CustomerPrincipal, id: number) {
  const scope = customerScope(principal);
  if (!(await repository.findActivity(db, scope, id))) throw notFound('activity not found');
  const row = await repository.findAppearance(db, scope, id);
  if (!row) return defaults(id);
  return {
    id,
    cover: row.cover,
    music: row.music,
    video: row.video,
    gallery_on: row.gallery_on,
    gallery: row.gallery,
    template_id: row.template_id,
    template_name: row.template_name ?? '',
    update_time: new Date(row.updated_at).toISOString(),
  } satisfies ActivityAppearance;
}

const REFUSED: Record<'cover' | 'music' | 'video' | 'gallery', MessageKey> = {
  cover: 'cover: please upload an image first',
  music: 'music: please upload an mp3 first',
  video: 'video: please upload a video first',
  gallery: 'gallery: please upload the images first',
};

/** Every key must be a file of this customer of the field's kind; the first refused field is named. */
async function assertOwned(db: Db, scope: TenantScope, input: EditAppearanceRequest) {
  const wanted: { field: keyof typeof REFUSED; kind: FileKind; keys: string[] }[] = [
    { field: 'cover', kind: 'image', keys: input.cover ? [input.cover] : [] },
    {
      field: 'music',
      kind: 'audio',
      keys: input.music && input.music !== DEFAULT_MUSIC_KEY ? [input.music] : [],
    },
    { field: 'video', kind: 'video', keys: input.video ? [input.video] : [] },
    { field: 'gallery', kind: 'image', keys: input.gallery },
  ];
  for (const { field, kind, keys } of wanted) {
    if (keys.length === 0) continue;
    const owned = new Set((await ownFiles(db, scope, keys, kind)).map((file) => file.storage_key));
    if (keys.some((key) => !owned.has(key))) throw badRequest(REFUSED[field]);
  }
}

export async function editAppearance(db: Db, principal: CustomerPrincipal, input: EditAppearanceRequest) {
  const scope = customerScope(principal);
  await db.transaction().execute(async (trx) => {
    if (!(await repository.lockActivity(trx, scope, input.id))) throw notFound('activity not found');
    const row = await repository.findActivity(trx, scope, input.id);
    if (!row) throw notFound('activity not found');
    assertAllowed(
      'editAppearance',
      {
        lifecycle: row.lifecycle,
        cancelledAt: row.cancelled_at,
        beginTime: row.begin_time,
        endTime: row.end_time,
      },
      new Date(),
    );
    await assertOwned(trx, scope, input);
    if (input.template_id !== null) {
      const customer = { agentId: scope.agentId, toolId: row.tool_id, isVip: await isVip(trx, scope) };
      await assertPickable(trx, customer, input.template_id);
    }
    await repository.saveAppearance(trx, row.id, {
      template_id: input.template_id,
      cover: input.cover,
      music: input.music,
      video: input.video,
      gallery_on: input.gallery_on,
      // a gallery that is off keeps its images for when it is turned on again
      gallery: JSON.stringify(input.gallery),
      updated_at: new Date(),
    });
  });
}

/** A VIP member: an unexpired membership (what unlocks VIP-only templates). */
async function isVip(db: Db, scope: CustomerScope): Promise<boolean> {
  const customer = await findMembership(db, scope, { lock: false });
  return (
    customer.customer_vip_id > 0 && customer.vip_expires_at !== null && customer.vip_expires_at > new Date()
  );
}

/** The templates the customer may pick for the activity: its tool's, offered by its agent. */
export async function activityTemplates(db: Db, principal: CustomerPrincipal, id: number) {
  const scope = customerScope(principal);
  const row = await repository.findActivity(db, scope, id);
  if (!row) throw notFound('activity not found');
  return templatesForActivity(db, {
    agentId: scope.agentId,
    toolId: row.tool_id,
    isVip: await isVip(db, scope),
  });
}
