import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions, type Rolldown } from 'vite';
import { precompressPlugin } from './build/precompressPlugin.ts';
import { pureContractsPlugin } from './build/pureContractsPlugin.ts';
import { routeTablePlugin } from './build/routeTablePlugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 8080}`;

/**
 * Vendor chunks: libraries that change rarely get their own long-cached files. Then one chunk for
 * our code the first page needs.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 30,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
  // Loaded on demand only (QR codes, sanitising notice HTML).
  { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs|encode-utf8)[\\/]/, priority: 30 },
  { name: 'purify', test: /node_modules[\\/]dompurify[\\/]/, priority: 30 },
  // Our code the first page needs (statically imported from the entry), in one file: otherwise each
  // module that lazy chunks share with the first page becomes a tiny file of its own, each costing a
  // request and its own gzip. Without recursion: the contracts barrel would drag in every contracts
  // module a lazy chunk uses (their dependencies are initial modules or vendor groups anyway).
  {
    name: 'index',
    test: /^(?!.*node_modules)/,
    tags: ['$initial'],
    includeDependenciesRecursively: false,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react(), routeTablePlugin(), pureContractsPlugin(), precompressPlugin()],
  resolve: {
    // Read @wps/contracts from its TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./build/shims/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      treeshake: {
        // The contracts only declare values: modules the site does not use are dropped whole.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    proxy: {
      '/wps': { target: apiTarget, changeOrigin: false },
      '/lgw': { target: apiTarget, changeOrigin: false },
      '/lotto': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/wps': { target: apiTarget },
      '/lgw': { target: apiTarget },
      '/lotto': { target: apiTarget },
      '/healthz': { target: apiTarget },
    },
  },
});
