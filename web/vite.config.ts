import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdFormContextPlugin } from './build/antdFormContext.ts';
import { antdTableFilterPlugin, antdTableSelectionPlugin } from './build/antdTableFilter.ts';
import { precompressPlugin } from './build/precompress.ts';

// API_PROXY_TARGET points the dev server at another API (e.g. a second server on another port).
const apiServer = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [
    react(),
    antdFormContextPlugin(),
    antdTableFilterPlugin(),
    antdTableSelectionPlugin(),
    precompressPlugin(),
  ],
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/storage': { target: apiServer, changeOrigin: true },
      // the public config script the consoles load before starting (storage URL, upload limits)
      '/jsconfig.js': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the module graph of the output, read by the bundle budget check (e2e/bundle-budget.e2e.ts)
    manifest: true,
    // the first-load chunk is ~740 KB minified (about 245 KB gzipped); the gzipped budgets of every chunk are
    // checked by e2e/bundle-budget.e2e.ts, so the bundler's own warning (at 500 KB minified) only adds noise
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first load runs (what index.html's entry imports statically) in one chunk: the
          // bundler's automatic chunking split it into 38 files by which lazy pages share each module, and
          // every file is a request (a few ms of the browser's CPU each) for code that loads anyway (decision 339).
          groups: [{ name: 'first-load', tags: ['$initial'] }],
        },
      },
    },
  },
});
