import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkGroups, chunkModulesMap } from './build/chunk-groups.ts';
import { lucideIconImports } from './build/lucide-icon-imports.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [lucideIconImports(), react(), tailwindcss(), chunkModulesMap(), precompress(), prerender()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: which chunks each route loads, read by the payload budget (bench/budgets.ts).
    manifest: true,
    chunkSizeWarningLimit: 350,
    rolldownOptions: {
      // The shared package only declares values: what a chunk does not import can be dropped.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]/, sideEffects: false }] },
      output: {
        // The prerender's Node build (build/prerender.ts) keeps Rolldown's own chunks: the groups are
        // for what browsers download.
        ...(isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups() } }),
      },
    },
  },
}));
