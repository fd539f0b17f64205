// After tsc: replaces dist/server.js with one bundled file (docs/decisions/0009-server-bundle.md), and
// writes dist/parser-worker.js, the bundled entry of the file parsers' worker.
// Loading ~1,000 separate modules was most of the cold start; the bundle loads as one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Left to Node's own loader: native addons (they find their binaries from their own folder), the
 * PostgreSQL driver (its optional native binding is required by name), and jsdom with DOMPurify,
 * which only an SVG upload loads; the Redis and S3 clients, which only REDIS_URL and S3_URL load.
 */
const EXTERNAL = ['better-sqlite3', '@node-rs/argon2', 'pg', 'jsdom', 'dompurify', 'ioredis', '@aws-sdk/*'];

// CommonJS packages inside an ES module bundle still call require() and read __dirname.
const COMMONJS_GLOBALS = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  "import { dirname as __bundleDirname } from 'node:path';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __filename = __bundleFileURLToPath(import.meta.url);',
  'const __dirname = __bundleDirname(__filename);',
].join(' ');

await build({
  // The parser worker (src/files/parser-worker.ts) is its own entry, written beside server.js, where
  // parser-pool.ts looks for it (decision 0066): each worker loads the parsers only.
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    'parser-worker': path.join(serverDir, 'src/files/parser-worker.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: EXTERNAL,
  banner: { js: COMMONJS_GLOBALS },
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
});
