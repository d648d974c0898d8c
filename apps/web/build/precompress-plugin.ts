import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/**
 * Below this, brotli's few bytes of framing outweigh what it saves. Small scripts are compressed too: the boot script
 * and the runtime load on every page, and the first-load budget counts their bytes as served.
 */
const MIN_BYTES = 256;

/**
 * Writes `<file>.br` and `<file>.gz` beside each emitted text file, at the highest levels (done once per build, never
 * per request). The server answers them by Accept-Encoding (apps/server/src/http/web-assets.ts).
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'biocloud:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => compressBeside(path.join(dir, name))));
    },
  };
}

async function compressBeside(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A sibling that is not smaller would only cost a read: the server then falls back to the file itself.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}
