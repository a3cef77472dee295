import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PUBLIC_DEMO_SECRETS } from '../src/platform/config.js';
import { ADMIN_PASSWORD_FILE } from '../src/seed.js';

/** Start-up refusals and the first operator password (security findings 1 and 8). */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STRONG = 'a-long-random-looking-secret-0123456789';
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://play.example.com' };

/** Runs the real server entry point (src/main.ts through tsx) until `until` matches its output. */
function startProcess(env: Record<string, string>, until: RegExp | null, timeoutMs = 40_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no answer in ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    const check = () => {
      if (until && until.test(stdout)) child.kill('SIGTERM');
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('production configuration', () => {
  it.each(['PAYMENT_SANDBOX_SECRET', 'SLOTS_VENDOR_SECRET', 'CHALLENGE_HMAC_KEY'])(
    'refuses every public demo value of %s, naming the variable',
    (name) => {
      // CHALLENGE_HMAC_KEY takes 32 characters or more in any mode: only the long demo values apply.
      const demos = [...PUBLIC_DEMO_SECRETS].filter(
        (demo) => name !== 'CHALLENGE_HMAC_KEY' || demo.length >= 32,
      );
      expect(demos.length).toBeGreaterThan(0);
      for (const demo of demos) {
        const start = () => loadConfig({ ...PRODUCTION, [name]: demo });
        expect(start).toThrow(ConfigError);
        expect(start).toThrow(new RegExp(`${name}: a public demo value`));
      }
    },
  );

  it('refuses short partner secrets, a test captcha code and a missing PUBLIC_URL', () => {
    expect(() => loadConfig({ ...PRODUCTION, SLOTS_VENDOR_SECRET: 'sixteen-chars-ok' })).toThrow(
      /SLOTS_VENDOR_SECRET: at least 32 characters/,
    );
    expect(() => loadConfig({ ...PRODUCTION, CAPTCHA_TEST_CODE: '1234' })).toThrow(/CAPTCHA_TEST_CODE/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
  });

  it('starts with strong or generated secrets, without the sandbox unless asked', () => {
    expect(loadConfig({ ...PRODUCTION, PAYMENT_SANDBOX_SECRET: STRONG })).toMatchObject({
      PAY_SANDBOX: false,
    });
    expect(loadConfig(PRODUCTION)).toMatchObject({ PAY_SANDBOX: false });
    expect(loadConfig({ ...PRODUCTION, PAY_SANDBOX: 'true' })).toMatchObject({ PAY_SANDBOX: true });
    // Development keeps the demo ready: the sandbox runs, secrets are generated (not public ones).
    expect(loadConfig({})).toMatchObject({ PAY_SANDBOX: true });
    expect(loadConfig({}).PAYMENT_SANDBOX_SECRET).toBeUndefined();
    expect(loadConfig({}).SLOTS_VENDOR_SECRET).toBeUndefined();
  });

  it('the process refuses to start with a demo gateway secret, naming the variable', async () => {
    const run = await startProcess(
      { ...PRODUCTION, PAYMENT_SANDBOX_SECRET: 'sandbox-demo-secret-aurora-2026', DATA_DIR: 'memory://' },
      null,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PAYMENT_SANDBOX_SECRET');
    expect(run.stdout).not.toContain('listening');
  });
});

describe('the first operator password', () => {
  it('is written to an owner-only file in the data folder, never to the log', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-first-start-'));
    try {
      const run = await startProcess(
        {
          DATA_DIR: dataDir,
          PORT: '0',
          SEED_DEMO: 'false',
          PAY_SANDBOX: 'false',
          SLOTS_VENDOR: 'false',
          LOG_LEVEL: 'info',
          WEB_DIST: '/nonexistent',
        },
        /Server listening at/,
      );
      const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
      const password = fs.readFileSync(file, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(run.stdout + run.stderr).not.toContain(password);
      expect(run.stdout).toContain(file);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
