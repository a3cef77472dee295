/**
 * The home page's JavaScript as a browser loads it: every script requested by headless Chromium for
 * /index, gzip-compressed at level 9 (the server's precompressed .gz). "Initial" is what is requested
 * before the load event (what the first render needs); "after idle" adds what loads later on a first
 * visit (the before-login popup's HTML sanitiser). The baseline is a React + ReactDOM hello-world built
 * by the same Vite in the same run, so the table shows what our code and the other libraries add.
 * Run: npm run build && node --import tsx bench/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser.js';
import { ROOT, startSite } from '../e2e/support/site.js';
import { machineLine, writeSection } from './report.js';

const BUDGET_KB = 150;
const dist = path.join(ROOT, 'apps/web/dist');
const gzipKb = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length / 1000;

async function scriptsOfHome(siteUrl: string, withPopup: boolean) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (!withPopup) await context.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    const page = await context.newPage();
    const beforeLoad: string[] = [];
    const all: string[] = [];
    let loaded = false;
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const file = new URL(request.url()).pathname;
      all.push(file);
      if (!loaded) beforeLoad.push(file);
    });
    page.once('load', () => (loaded = true));
    await page.goto(`${siteUrl}/index`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    return { beforeLoad, all };
  } finally {
    await browser.close();
  }
}

/** Builds bench/baseline-app with Vite and returns the gzip size of its JavaScript. */
async function baselineKb(): Promise<number> {
  const outDir = path.join(ROOT, 'bench/.tmp/baseline');
  await build({
    root: path.join(ROOT, 'bench/baseline-app'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const assets = path.join(outDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipKb(fs.readFileSync(path.join(assets, file))), 0);
}

const sizeOf = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipKb(fs.readFileSync(path.join(dist, file))), 0);

const site = await startSite();
try {
  const plain = await scriptsOfHome(site.url, false);
  const popup = await scriptsOfHome(site.url, true);
  const initial = sizeOf(plain.beforeLoad);
  const afterIdle = sizeOf(popup.all);
  const baseline = await baselineKb();
  const lines = [
    '## Home page JavaScript (`bench/bundle-size.ts`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. KB = 1000 bytes, gzip level 9, as headless Chromium requests them for \`/index\` at 390 px.`,
    '',
    '| what | gzip KB |',
    '|---|---|',
    `| **initial JS: scripts requested before the load event** (${plain.beforeLoad.length} files) | **${initial.toFixed(1)}** (budget ${BUDGET_KB}) |`,
    `| first visit of a session, after idle (adds the popup's HTML sanitiser) (${popup.all.length} files) | ${afterIdle.toFixed(1)} |`,
    `| baseline: React + ReactDOM hello-world, same Vite build settings | ${baseline.toFixed(1)} |`,
    `| initial JS above the baseline | ${(initial - baseline).toFixed(1)} |`,
    '',
    '| file (initial) | gzip KB |',
    '|---|---|',
    ...plain.beforeLoad.map(
      (file) => `| ${file} | ${gzipKb(fs.readFileSync(path.join(dist, file))).toFixed(1)} |`,
    ),
  ];
  writeSection('bundle-size', lines.join('\n'));
  console.log(lines.join('\n'));
  if (initial > BUDGET_KB) {
    console.error(`initial JS ${initial.toFixed(1)} KB is over the ${BUDGET_KB} KB budget`);
    process.exitCode = 1;
  }
} finally {
  await site.stop();
}
