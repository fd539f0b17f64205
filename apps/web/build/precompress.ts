import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, compressed once
 * at the highest levels; the server sends the one the browser accepts (@fastify/static's
 * preCompressed), so no request pays for compression.
 */
export function precompress(): Plugin {
  return {
    name: 'blivion:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const output of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(output.fileName)) continue;
        const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (source.length < MIN_BYTES) continue;
        const file = path.join(outDir, output.fileName);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
