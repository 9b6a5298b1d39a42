import { rewriteImportPlugin } from './rewriteImport.ts';

const STATIC_IMPORT = "import FilterDropdown, { flattenKeys } from './FilterDropdown';";
/**
 * The dropdown loaded when a column with filters is first drawn; until then the column shows its title
 * without the filter trigger. `flattenKeys` is FilterDropdown.js's own (six lines), kept here so that the
 * filter state's bookkeeping does not import the dropdown.
 */
const LAZY_IMPORT = `const LazyFilterDropdown = /*#__PURE__*/React.lazy(() => import('./FilterDropdown'));
const FilterDropdown = props => React.createElement(React.Suspense, { fallback: props.children }, React.createElement(LazyFilterDropdown, props));
function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}`;

/**
 * antd's table imports its column filter dropdown statically (antd/es/table/hooks/useFilter/index.js), and
 * with it antd's Tree (rc-tree, for the tree filter mode), Menu and the filter search: ~8 KB gzipped in
 * the list kit's core that every console fetches at sign-in, though no list of ours gives a column
 * `filters` (the query form filters). This makes the dropdown a lazy component, fetched when a column with
 * filters is first drawn (issue 19). It fails the build if antd's import changes, so that the rewrite is
 * reviewed rather than silently lost (as web/build/antdFormContext.ts does).
 */
export const antdTableFilterPlugin = () =>
  rewriteImportPlugin({
    name: 'onsite-antd-table-filter',
    module: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    from: STATIC_IMPORT,
    to: LAZY_IMPORT,
    requires: ["import * as React from 'react';"],
    what: "the import of the table's FilterDropdown",
  });

/**
 * antd's row selection (antd/es/table/hooks/useSelection.js) takes four helpers from rc-tree's entry, which
 * imports the Tree component too (the package does not say it is free of side effects, so the bundler keeps
 * it): ~6 KB gzipped of a tree that a list never draws. This takes them from the modules that define them,
 * the functions the entry re-exports (issue 19).
 */
export const antdTableSelectionPlugin = () =>
  rewriteImportPlugin({
    name: 'onsite-antd-table-selection',
    module: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    from: "import { arrAdd, arrDel, conductCheck, convertDataToEntities } from '@rc-component/tree';",
    to: [
      "import { arrAdd, arrDel } from '@rc-component/tree/es/util';",
      "import { conductCheck } from '@rc-component/tree/es/utils/conductUtil';",
      "import { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';",
    ].join('\n'),
    what: "the import of rc-tree's selection helpers",
  });
