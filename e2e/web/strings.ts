/// <reference types="vite/client" />
import type { Messages } from '../../web/src/i18n/locales/en.ts';
import { zh_CN as shared } from '../../web/src/i18n/locales/zh_CN.ts';
import type { FeatureStrings } from '../../web/src/i18n/registry.ts';

const features = import.meta.glob<Record<string, FeatureStrings>>('../../web/src/features/*/*.strings.ts', {
  eager: true,
});

/**
 * The consoles' default-language strings the journeys read their expectations from: the shared catalogue
 * and every feature's own (web/src/i18n/registry.ts; web/src/architecture.test.ts checks that together
 * they hold each group of keys exactly once, so this is the whole catalogue).
 */
export const zh_CN = Object.assign(
  { ...shared },
  ...Object.values(features).flatMap((module) => Object.values(module)),
) as Messages;
