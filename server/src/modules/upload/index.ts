/** What other modules may use of the upload module; everything else in this folder is its own. */
export { ownerOf, ownFiles } from './upload.repository.ts';
export { toItem } from './upload.service.ts';
