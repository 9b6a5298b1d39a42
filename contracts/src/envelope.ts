import { z } from 'zod';
import { INT4_MAX } from './input.ts';

/** Every response: `{ code, msg, data, count? }`; lists carry the total in `count`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/**
 * A page: `count` is the total. A list that counts only so far (the server's list window) answers that many
 * with `count_capped: true` when there are more — "10,000+"; without the field the count is exact.
 */
export function listEnvelope<T extends z.ZodType>(row: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: z.array(row),
    count: z.number().int(),
    count_capped: z.literal(true).optional(),
  });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  requestId: z.string().optional(),
});

export const emptyData = z.null();

/** The largest page size of a list: nothing returns an unbounded list. */
export const PAGE_LIMIT_MAX = 100;
/** The last page any list may be asked for: its offset, (page − 1) × limit, still fits an integer. */
export const PAGE_MAX = Math.floor(INT4_MAX / PAGE_LIMIT_MAX);

/** Paging for every list. */
export const pageQuery = z.object({
  page: z.number().int().min(1).max(PAGE_MAX).default(1),
  limit: z.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
