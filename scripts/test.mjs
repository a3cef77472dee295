#!/usr/bin/env node
/**
 * The one test command (`npm test`): type-check, lint, format, dependency rings, unit tests, API tests
 * over real HTTP (PGlite, or PostgreSQL when TEST_DATABASE=postgres), build, and browser tests in
 * Chromium. Every step runs even when an earlier one fails; the last line is "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-test-'));
let passed = 0;
let failed = 0;
const failures = [];

function run(name, command, args, options = {}) {
  if (only.length && !only.some((word) => name.includes(word))) return true;
  process.stdout.write(`\n━━ ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  const ok = result.status === 0;
  process.stdout.write(
    `━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)}s\n`,
  );
  if (!ok) failures.push(name);
  return ok;
}

/** A step that is one check (not a test runner) counts as one test. */
function check(name, command, args, options) {
  if (only.length && !only.some((word) => name.includes(word))) return;
  if (run(name, command, args, options)) passed++;
  else failed++;
}

/** Vitest with a JSON report, so its test counts add to the total. */
function vitest(name, workspaceDir, env = {}, extra = []) {
  if (only.length && !only.some((word) => name.includes(word))) return;
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      workspaceDir,
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env },
  );
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
  } catch {
    failed += 1;
  }
}

/** node:test with TAP-like counts read from its summary. */
function nodeTest(name, files, env = {}) {
  if (only.length && !only.some((word) => name.includes(word))) return;
  process.stdout.write(`\n━━ ${name}\n`);
  const started = Date.now();
  const result = spawnSync(
    'node',
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  process.stdout.write(result.stdout + result.stderr);
  const count = (label) => Number(new RegExp(`ℹ ${label} (\\d+)`).exec(result.stdout)?.[1] ?? 0);
  const pass = count('pass');
  const fail = count('fail') + count('cancelled');
  passed += pass;
  failed += fail + (result.status !== 0 && fail === 0 ? 1 : 0);
  if (result.status !== 0) failures.push(name);
  process.stdout.write(
    `━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s\n`,
  );
}

const e2eFiles = fs.existsSync(path.join(root, 'e2e'))
  ? fs
      .readdirSync(path.join(root, 'e2e'))
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join('e2e', file))
  : [];

check('build contracts', 'npx', ['tsc', '-b', 'packages/contracts']);
check('build games', 'npx', ['tsc', '-b', 'packages/games']);
check('typecheck', 'npx', ['tsc', '-b', 'apps/server']);
check('typecheck tests', 'npx', ['tsc', '-p', 'apps/server/tsconfig.test.json', '--noEmit']);
check('typecheck web', 'npx', ['tsc', '-p', 'apps/web', '--noEmit']);
check('typecheck admin', 'npx', ['tsc', '-p', 'apps/admin', '--noEmit']);
check('typecheck e2e', 'npx', ['tsc', '-p', 'e2e', '--noEmit']);
check('typecheck bench', 'npx', ['tsc', '-p', 'bench', '--noEmit']);
// Typed lint of the whole workspace outgrew Node's default heap (about 4.3 GB here; issue 15 added ~300 files): 8 GB.
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], {
  env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() },
});
check('format', 'npx', ['prettier', '--check', '.']);
check('dependency rings', 'npx', [
  'depcruise',
  'apps/server/src',
  'apps/web/src',
  'apps/admin/src',
  'packages/contracts/src',
  'packages/games/src',
  '--config',
  '.dependency-cruiser.cjs',
]);
vitest('unit contracts', 'packages/contracts');
vitest('unit games', 'packages/games');
vitest('unit web', 'apps/web');
vitest('unit admin', 'apps/admin');
vitest('unit server', 'apps/server', {}, ['--project', 'unit']);
vitest(`api ${process.env.TEST_DATABASE === 'postgres' ? 'postgresql' : 'pglite'}`, 'apps/server', {}, [
  '--project',
  'api',
]);
// With TEST_REDIS_URL (`.ci/run` sets it): the files about state shared across processes once more,
// with attempt counters, rate limits and the bus in Redis.
if (process.env.TEST_REDIS_URL)
  vitest('api redis', 'apps/server', {}, [
    '--project',
    'api',
    'test/live.test.ts',
    'test/multi-process.test.ts',
    'test/processes.test.ts',
    'test/security-logins.test.ts',
    'test/identity.test.ts',
  ]);
check('build', 'npm', ['run', 'build']);
if (e2eFiles.length) nodeTest('browser', e2eFiles);

fs.rmSync(reportDir, { recursive: true, force: true });
process.stdout.write(`\n${failures.length ? `failed steps: ${failures.join(', ')}\n` : ''}`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
