import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdTableFilterPlugin, antdTableSelectionPlugin } from './antdTableFilter.ts';
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

describe('antd table selection plugin', () => {
  const useSelection = antdFile('es/table/hooks/useSelection.js');
  const transformSelection = transformOf(antdTableSelectionPlugin());

  it("takes the selection's rc-tree helpers from their modules, not rc-tree's entry (with the Tree)", () => {
    const { code } = transformSelection(useSelection) as { code: string };
    expect(code).not.toContain("from '@rc-component/tree';");
    for (const [name, module] of [
      ['arrAdd', 'util'],
      ['arrDel', 'util'],
      ['conductCheck', 'utils/conductUtil'],
      ['convertDataToEntities', 'utils/treeUtil'],
    ]) {
      // the module the entry re-exports it from defines it
      const source = fs.readFileSync(
        path.join(path.dirname(antdFile('package.json')), '..', '@rc-component/tree/es', `${module}.js`),
        'utf8',
      );
      expect(source).toContain(`export function ${name}(`);
      expect(code).toContain(`from '@rc-component/tree/es/${module}'`);
    }
  });

  it("fails when antd's import changed", () => {
    expect(() => transformSelection(useSelection, 'export {}')).toThrow(/changed/);
  });
});
