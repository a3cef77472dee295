import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 8080}`;

/**
 * The operator back office: its own bundle under /admin/, never loaded by the member site. The
 * server serves `dist` under /admin (apps/server/src/app.ts).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // Read @wps/contracts from its TypeScript source.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            { name: 'charts', test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/, priority: 30 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/wps': { target: apiTarget, changeOrigin: false } },
  },
});
