/**
 * Lighthouse (npm) on the system Chromium, mobile preset with its default simulated throttling, on
 * the home page of the built site. The baseline is a one-line static HTML page served from this
 * process in the same run, so the figures can be read against what this machine does with nothing.
 * Run: npm run build && node --import tsx bench/lighthouse.ts [runs=3]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser.js';
import { startSite } from '../e2e/support/site.js';
import { machineLine, writeSection } from './report.js';

const RUNS = Number(process.argv[2] ?? 3);

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('lighthouse returned nothing');
  const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function summarise(runs: Figures[]): Figures {
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
  };
}

const baseline = http
  .createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><html lang="en"><title>baseline</title><h1>Hello</h1></html>'),
  )
  .listen(0, '127.0.0.1');
await new Promise((resolve) => baseline.once('listening', resolve));
const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`;

const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const homeRuns: Figures[] = [];
  const baselineRuns: Figures[] = [];
  // Warm-up run so the embedded database and caches are not part of the figure.
  await measure(`${site.url}/index`, chrome.port);
  for (let i = 0; i < RUNS; i++) {
    baselineRuns.push(await measure(baselineUrl, chrome.port));
    homeRuns.push(await measure(`${site.url}/index`, chrome.port));
  }
  const home = summarise(homeRuns);
  const base = summarise(baselineRuns);
  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.score} | ${f.lcpMs.toFixed(0)} | ${f.cls.toFixed(3)} | ${f.tbtMs.toFixed(0)} | ${f.fcpMs.toFixed(0)} |`;
  const lines = [
    '## Lighthouse mobile, home page (`bench/lighthouse.ts`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, simulated throttling; median of ${RUNS} runs after a warm-up.`,
    '',
    '| page | performance score | LCP ms | CLS | TBT ms | FCP ms |',
    '|---|---|---|---|---|---|',
    row('**/index (home)**', home),
    row('baseline: static one-line HTML, same run', base),
  ];
  writeSection('lighthouse', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await chrome.kill();
  await site.stop();
  baseline.close();
}
