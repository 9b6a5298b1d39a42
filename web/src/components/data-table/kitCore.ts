/**
 * The list kit's core, fetched beside the page registry once a session is shown (app/mountConsole.tsx) so
 * that a console's first list does not bring it: DataTable with antd's table, pagination and the query form.
 * Its own module so that the fetch is a chunk of its own (scripts/bundle-size.ts SIGNED_IN names it).
 */
export { DataTable } from './DataTable';
