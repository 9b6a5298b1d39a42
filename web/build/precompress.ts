import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its response headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `dir` (recursively) that compression
 * makes smaller. The server sends them as they are when the browser accepts the encoding (@fastify/static
 * `preCompressed`), so nothing is compressed per request. Answers the files compressed.
 */
export async function precompress(dir: string): Promise<string[]> {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const done: string[] = [];
  for (const file of files) {
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
    done.push(path.relative(dir, file));
  }
  return done;
}

/** The build's last step: pre-compressed copies of the output (see `precompress`). */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'onsite-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompress(outDir);
      this.info?.(`pre-compressed ${files.length} files (brotli, gzip)`);
    },
  };
}
