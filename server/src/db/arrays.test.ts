import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { intArray, textArray } from './arrays.ts';

const ctx = useTestContext();

describe('column arrays as one parameter', () => {
  it('unnest turns columns into rows, keeping nulls, quotes, commas, braces and non-ASCII text', async () => {
    const texts = ['plain', null, 'a "quoted", {braced} \\ text', '', '中文 NULL'];
    const numbers = [1, null, -3, 0, 2147483647];
    const { rows } = await sql<{ t: string | null; n: number | null }>`
      select v.t, v.n from unnest(${textArray(texts)}, ${intArray(numbers)}) with ordinality as v(t, n, i)
      order by v.i`.execute(ctx.db);
    expect(rows).toEqual(texts.map((t, index) => ({ t, n: numbers[index] })));
  });

  it('= any() matches a list, and an empty list matches nothing', async () => {
    const { rows } = await sql<{ hit: boolean; none: boolean }>`
      select 'b' = any(${textArray(['a', 'b'])}) as hit, 'b' = any(${textArray([])}) as none`.execute(ctx.db);
    expect(rows).toEqual([{ hit: true, none: false }]);
  });
});
