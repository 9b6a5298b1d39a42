import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdTableFilterPlugin } from './antdTableFilter.ts';
import { antdFile, transformOf } from './pluginTesting.ts';

const useFilter = antdFile('es/table/hooks/useFilter/index.js');
const transform = transformOf(antdTableFilterPlugin());

describe('antd table filter plugin', () => {
  it("makes the table's filter dropdown a lazy component, keeping flattenKeys", () => {
    const { code } = transform(useFilter) as { code: string };
    expect(code).not.toMatch(/^import .* from '\.\/FilterDropdown';$/m);
    expect(code).toContain("React.lazy(() => import('./FilterDropdown'))");
    expect(code).toContain('function flattenKeys(filters)');
    // the module still re-exports what its importers take from it
    expect(code).toContain('export { flattenKeys };');
  });

  it('keeps the same flattenKeys as the dropdown module', () => {
    const dropdown = fs.readFileSync(path.join(path.dirname(useFilter), 'FilterDropdown.js'), 'utf8');
    // antd's: every value, depth first, each node before its children
    expect(dropdown).toMatch(/export function flattenKeys\(filters\) \{\s+let keys = \[\];/);
    expect(dropdown).toContain('keys.push(value);');
    expect(dropdown).toContain('_toConsumableArray(flattenKeys(children))');
  });

  it('leaves every other module alone', () => {
    expect(
      transform('/x/antd/es/table/Table.js', "import FilterDropdown from './FilterDropdown';"),
    ).toBeNull();
  });

  it("fails when antd's import changed", () => {
    expect(() => transform(useFilter, 'export {}')).toThrow(/changed/);
  });
});
