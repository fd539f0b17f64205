// Imports each lucide icon from its own module (docs/decisions/0050). `import { Bell } from
// 'lucide-react'` goes through the package's index, which imports all 1,600 icons: the chunk
// grouping (chunk-groups.ts) then sees every icon any page uses as needed by every page that
// imports one, and put them all in the landing's shared chunk.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;
const INDEX_LINE = /export \{ ([^}]+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g;

/** Every name the index exports an icon under (Bell, BellIcon, LucideBell), with the icon's file. */
function iconFiles(): Map<string, string> {
  const root = path.dirname(require.resolve('lucide-react/package.json'));
  const index = readFileSync(path.join(root, 'dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(INDEX_LINE)) {
    for (const name of names!.split(',')) files.set(name.trim().replace(/^default as /, ''), file!);
  }
  return files;
}

/** Rewrites the named icon imports of our sources to `lucide-react/icons/<name>` default imports. */
export function lucideIconImports() {
  let files: Map<string, string> | undefined;
  return {
    name: 'blivion:lucide-icon-imports',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('lucide-react')) return null;
      files ??= iconFiles();
      const known = files;
      const rewritten = code.replace(NAMED_IMPORT, (_statement, specifiers: string) => {
        const direct: string[] = [];
        const rest: string[] = [];
        for (const specifier of specifiers
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = specifier.startsWith('type ') ? undefined : known.get(imported);
          if (file) direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
          else rest.push(specifier);
        }
        // Types alone become `import type`: `import { type X }` would keep the index as a side effect.
        if (rest.length > 0 && rest.every((specifier) => specifier.startsWith('type '))) {
          direct.push(`import type { ${rest.map((specifier) => specifier.slice(5)).join(', ')} } from 'lucide-react';`);
        } else if (rest.length > 0) direct.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
        return direct.join(' ');
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
