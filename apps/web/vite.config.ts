import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions } from 'vite';
import { precompressPlugin } from './build/precompressPlugin.ts';
import { pureContractsPlugin } from './build/pureContractsPlugin.ts';
import { routeTablePlugin } from './build/routeTablePlugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 8080}`;

/** Vendor chunks: libraries that change rarely get their own long-cached files. */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
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
];

export default defineConfig({
  plugins: [react(), routeTablePlugin(), pureContractsPlugin(), precompressPlugin()],
  resolve: {
    // Read @wps/contracts from its TypeScript source.
    conditions: ['source', ...defaultClientConditions],
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
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    proxy: {
      '/wps': { target: apiTarget, changeOrigin: false },
      '/lgw': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/wps': { target: apiTarget },
      '/lgw': { target: apiTarget },
      '/healthz': { target: apiTarget },
    },
  },
});
