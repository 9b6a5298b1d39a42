import type { Db } from '#server/db/database.ts';

/** Test helpers of the software module (imported by its tests only). */

/** The id of a demo catalogue product, by name. */
export const softwareIdOf = async (db: Db, name: string) =>
  (await db.selectFrom('software_products').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
