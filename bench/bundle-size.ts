/**
 * The home page's initial JavaScript: every script and modulepreload that index.html loads before
 * any route chunk, gzip-compressed (level 9, as the server's precompressed files). The baseline is
 * React + ReactDOM alone, built the same way, so the figure shows what our own code adds.
 * Run: npm run build && node --import tsx bench/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { machineLine, writeSection } from './report.js';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const gzipKb = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length / 1024;
const files = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]!);
const rows = files.map((file) => {
  const buffer = fs.readFileSync(path.join(dist, file.replace(/^\//, '')));
  return { file, rawKb: buffer.length / 1024, gzipKb: gzipKb(buffer) };
});
const total = rows.reduce((sum, row) => sum + row.gzipKb, 0);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
const cssKb = css.reduce(
  (sum, file) => sum + gzipKb(fs.readFileSync(path.join(dist, file.replace(/^\//, '')))),
  0,
);

const nodeModules = path.resolve(import.meta.dirname, '../node_modules');
const reactBaseline =
  gzipKb(fs.readFileSync(path.join(nodeModules, 'react/cjs/react.production.js'))) +
  gzipKb(fs.readFileSync(path.join(nodeModules, 'react-dom/cjs/react-dom-client.production.js')));

const lines = [
  '## Home page initial JavaScript (`bench/bundle-size.ts`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}.`,
  '',
  `| what | gzip KB |`,
  `|---|---|`,
  `| **initial JS of the home page (all ${rows.length} files index.html loads)** | **${total.toFixed(1)}** (budget ${BUDGET_KB}) |`,
  `| baseline: React + ReactDOM production builds alone | ${reactBaseline.toFixed(1)} |`,
  `| our code and other libraries on top of the baseline | ${(total - reactBaseline).toFixed(1)} |`,
  `| initial CSS | ${cssKb.toFixed(1)} |`,
  '',
  '| file | raw KB | gzip KB |',
  '|---|---|---|',
  ...rows.map((row) => `| ${row.file} | ${row.rawKb.toFixed(1)} | ${row.gzipKb.toFixed(1)} |`),
];
writeSection('bundle-size', lines.join('\n'));
console.log(lines.join('\n'));
if (total > BUDGET_KB) {
  console.error(`initial JS ${total.toFixed(1)} KB is over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
