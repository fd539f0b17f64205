import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

const vendorGroups: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'date', test: /node_modules[\\/]date-fns[\\/]/ },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), prerender()],
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
        codeSplitting: {
          groups: vendorGroups.map((group, index) => ({ ...group, priority: vendorGroups.length - index })),
        },
      },
    },
  },
});
