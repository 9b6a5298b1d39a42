import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import type { Db } from '#server/db/database.ts';
import type { MaterialHook } from '#server/db/schema.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';

/**
 * The platform's system materials (official default images by hook) and the icon picker's JSON lists, put
 * into storage by the server itself. Images are drawn here (pngjs), so every seeded URL is a real PNG.
 */

const iconDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules/material/icons');

/** Storage keys of the icon picker's lists (spec §7: icon JSON files come from static storage). */
export const ICON_SET_KEYS = { basic: 'platform/icons/basic.json', plugin: 'platform/icons/plugin.json' };

type Rgb = [number, number, number];

interface MaterialSeed {
  hook: MaterialHook;
  category: string;
  name: string;
  width: number;
  height: number;
  from: Rgb;
  to: Rgb;
  /** a motif drawn over the gradient, so the images are told apart at a glance */
  motif: 'circle' | 'stripes' | 'dots' | 'diamond';
}

const SEEDS: MaterialSeed[] = [
  {
    hook: 'background',
    category: '节庆',
    name: '红色喜庆背景',
    width: 180,
    height: 320,
    from: [200, 30, 40],
    to: [250, 140, 60],
    motif: 'dots',
  },
  {
    hook: 'background',
    category: '节庆',
    name: '金色年会背景',
    width: 180,
    height: 320,
    from: [160, 110, 20],
    to: [250, 220, 120],
    motif: 'stripes',
  },
  {
    hook: 'background',
    category: '商务',
    name: '深蓝科技背景',
    width: 180,
    height: 320,
    from: [10, 30, 90],
    to: [40, 130, 220],
    motif: 'diamond',
  },
  {
    hook: 'background',
    category: '商务',
    name: '清新绿色背景',
    width: 180,
    height: 320,
    from: [20, 120, 80],
    to: [150, 220, 170],
    motif: 'circle',
  },
  {
    hook: 'avatar',
    category: '默认头像',
    name: '蓝色默认头像',
    width: 96,
    height: 96,
    from: [22, 119, 255],
    to: [105, 177, 255],
    motif: 'circle',
  },
  {
    hook: 'avatar',
    category: '默认头像',
    name: '橙色默认头像',
    width: 96,
    height: 96,
    from: [250, 140, 22],
    to: [255, 192, 105],
    motif: 'circle',
  },
  {
    hook: 'avatar',
    category: '默认头像',
    name: '紫色默认头像',
    width: 96,
    height: 96,
    from: [114, 46, 209],
    to: [179, 127, 235],
    motif: 'circle',
  },
  {
    hook: 'banner',
    category: '通用横幅',
    name: '活动横幅一',
    width: 320,
    height: 120,
    from: [235, 47, 150],
    to: [255, 173, 210],
    motif: 'stripes',
  },
  {
    hook: 'banner',
    category: '通用横幅',
    name: '活动横幅二',
    width: 320,
    height: 120,
    from: [19, 194, 194],
    to: [135, 232, 222],
    motif: 'dots',
  },
  {
    hook: 'share',
    category: '分享图',
    name: '默认分享图',
    width: 200,
    height: 160,
    from: [47, 84, 235],
    to: [133, 165, 255],
    motif: 'diamond',
  },
  {
    hook: 'share',
    category: '分享图',
    name: '简约分享图',
    width: 200,
    height: 160,
    from: [82, 196, 26],
    to: [183, 235, 143],
    motif: 'stripes',
  },
];

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(from[i] + (to[i] - from[i]) * t)) as Rgb;
}

/** A diagonal gradient with a light motif on top, as PNG bytes. */
export function drawMaterialPng(
  seed: Pick<MaterialSeed, 'width' | 'height' | 'from' | 'to' | 'motif'>,
): Buffer {
  const { width, height } = seed;
  const png = new PNG({ width, height });
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(width, height) / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let [r, g, b] = mix(seed.from, seed.to, (x / width + y / height) / 2);
      const lighten =
        (seed.motif === 'circle' && (x - cx) ** 2 + (y - cy) ** 2 < radius ** 2) ||
        (seed.motif === 'stripes' && Math.floor((x + y) / 12) % 2 === 0) ||
        (seed.motif === 'dots' && ((x % 24) - 12) ** 2 + ((y % 24) - 12) ** 2 < 25) ||
        (seed.motif === 'diamond' && Math.abs(x - cx) / cx + Math.abs(y - cy) / cy < 0.6);
      if (lighten) [r, g, b] = mix([r, g, b], [255, 255, 255], 0.35);
      const offset = (width * y + x) << 2;
      png.data[offset] = r;
      png.data[offset + 1] = g;
      png.data[offset + 2] = b;
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/**
 * Puts the icon lists into storage (every start: they follow the shipped files) and, when there are no
 * system materials yet, draws and stores the official defaults and their categories. Images already in
 * the table are only re-stored when their default object went missing (e.g. a wiped storage folder).
 */
export async function seedSystemMaterials(db: Db, storage: ObjectStorage): Promise<void> {
  for (const [set, key] of Object.entries(ICON_SET_KEYS)) {
    await storage.put(key, fs.readFileSync(path.join(iconDir, `${set}.json`)), 'application/json');
  }

  const existing = await db.selectFrom('system_materials').select(['default_storage_key']).execute();
  const seeds = SEEDS.map((seed, index) => ({
    seed,
    key: `platform/system/${seed.hook}/${seed.hook}-${index + 1}.png`,
  }));
  for (const { seed, key } of seeds) {
    if (existing.length > 0 && !existing.some((row) => row.default_storage_key === key)) continue;
    if (!(await storage.stat(key))) await storage.put(key, drawMaterialPng(seed), 'image/png');
  }
  if (existing.length > 0) return;

  await db.transaction().execute(async (trx) => {
    const categories = new Map<string, number>();
    for (const [sort, { seed }] of seeds.entries()) {
      const id = `${seed.hook}/${seed.category}`;
      if (categories.has(id)) continue;
      const row = await trx
        .insertInto('system_material_categories')
        .values({ hook: seed.hook, name: seed.category, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      categories.set(id, row.id);
    }
    for (const [sort, { seed, key }] of seeds.entries()) {
      const stored = await storage.stat(key);
      const size = stored?.size ?? 0;
      await trx
        .insertInto('system_materials')
        .values({
          hook: seed.hook,
          category_id: categories.get(`${seed.hook}/${seed.category}`) ?? null,
          kind: 'image',
          name: seed.name,
          storage_key: key,
          size,
          mime: 'image/png',
          default_name: seed.name,
          default_storage_key: key,
          default_size: size,
          default_mime: 'image/png',
          sort,
        })
        .execute();
    }
  });
}
