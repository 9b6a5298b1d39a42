import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A file of the installed antd (`es/form/context.js`…), by its path inside the package. */
export const antdFile = (inPackage: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), inPackage);

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;

/**
 * A plugin's transform, called as the build would (its `this.error` throws): with `file` alone it
 * transforms that file's text.
 */
export function transformOf(plugin: Plugin) {
  const transform = plugin.transform as Transform;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return (file: string, code = fs.readFileSync(file, 'utf8')) => transform.call(context, code, file);
}
