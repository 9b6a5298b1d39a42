/** What other modules may use of the notice module; everything else in this folder is its own. */
export { insertNotice, type NewNotice } from './notice.repository.ts';
