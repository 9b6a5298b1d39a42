import type { Db } from '#server/db/database.ts';
import { type CustomerPrincipal, DAY_MS, withActivity } from './activity-access.ts';
import * as purchases from './activity-purchase.repository.ts';
import { insertActivity } from './activity-purchase.service.ts';

/**
 * copy (the copy dialog): a new activity with the same source and group, the title given ('' keeps the
 * original's); a past schedule moves to tomorrow. Charged like a new one.
 */
export async function copy(db: Db, principal: CustomerPrincipal, input: { id: number; title: string }) {
  return withActivity(db, principal, input.id, 'copy', async (trx, row, now) => {
    const tool = await purchases.findTool(trx, row.tool_id);
    if (!tool) throw new Error(`activity ${row.id} names a tool that does not exist`);
    const length = row.end_time.getTime() - row.begin_time.getTime();
    const beginTime = row.begin_time > now ? row.begin_time : new Date(now.getTime() + DAY_MS);
    return insertActivity(
      trx,
      principal,
      {
        title: input.title || row.title,
        toolId: row.tool_id,
        toolMark: tool.mark,
        programmeId: row.programme_id,
        groupId: row.group_id,
        beginTime,
        endTime: new Date(beginTime.getTime() + length),
      },
      now,
    );
  });
}
