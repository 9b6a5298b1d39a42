/** What other modules may use of the material module; everything else in this folder is its own. */
export { isBasicIconName } from './icons.ts';
