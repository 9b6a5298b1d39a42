import type { Plugin } from 'vite';

interface ImportRewrite {
  /** the plugin's name */
  name: string;
  /** the module whose import is rewritten */
  module: RegExp;
  /** the import as the module has it, replaced by `to` */
  from: string;
  to: string;
  /** other text the rewrite relies on (an import `to` uses) */
  requires?: readonly string[];
  /** what changed, for the build's error */
  what: string;
}

/**
 * A build plugin that rewrites one import of one dependency module (issue 19: antd imports that keep what a
 * screen never draws in its chunk). It fails the build if the module no longer has that import, so that the
 * rewrite is reviewed rather than silently lost.
 */
export function rewriteImportPlugin({ name, module, from, to, requires = [], what }: ImportRewrite): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!module.test(id)) return null;
      if (![from, ...requires].every((text) => code.includes(text))) this.error(`${id}: ${what} changed`);
      return { code: code.replace(from, to), map: null };
    },
  };
}
