import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const iconDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'icons');
let basic: ReadonlySet<string> | undefined;

/** Whether a name is one of the icon picker's basic icons (antd *Outlined*, `icons/basic.json`). */
export function isBasicIconName(name: string): boolean {
  basic ??= new Set(JSON.parse(fs.readFileSync(path.join(iconDir, 'basic.json'), 'utf8')) as string[]);
  return basic.has(name);
}
