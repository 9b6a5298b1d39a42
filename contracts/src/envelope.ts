import { z } from 'zod';

/** Every response: `{ code, msg, data, count? }`; lists carry the total in `count`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export function listEnvelope<T extends z.ZodType>(row: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data: z.array(row), count: z.number().int() });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  requestId: z.string().optional(),
});

export const emptyData = z.null();

/** Paging for every list: `limit` is capped at 100 so nothing returns an unbounded list. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
