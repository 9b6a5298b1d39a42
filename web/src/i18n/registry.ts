import type { Messages } from './locales/en';

/**
 * A feature's own strings in the default language, kept beside its pages
 * (`features/<domain>/<domain>.strings.ts`), so that they load with the page's chunk instead of with every
 * console's first load; the other languages keep every string in their own chunk, fetched only when chosen
 * (i18n/index.ts). The module that defines them registers them by being imported: each file that uses a
 * group's keys imports its strings module (web/src/architecture.test.ts checks this, and that each group is
 * defined once), so the strings are in i18n before that file first renders. This module runs nothing at
 * import, so tests and browser journeys can read a strings module as plain data.
 */
export type FeatureStrings = Partial<Messages>;

type Sink = (strings: FeatureStrings) => void;
let sink: Sink | null = null;
const waiting: FeatureStrings[] = [];

/** Adds a feature's strings to the default language (or keeps them until i18n starts); returns them. */
export function registerStrings<T extends FeatureStrings>(strings: T): T {
  if (sink) sink(strings);
  else waiting.push(strings);
  return strings;
}

/** i18n's side: where registered strings go, those registered before it started first. */
export function receiveStrings(receive: Sink): void {
  sink = receive;
  for (const strings of waiting.splice(0)) receive(strings);
}
