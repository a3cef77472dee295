import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'E2e-initial-admin-1';
export const ADMIN_NEW_PASSWORD = 'E2e-changed-operator-2';

export interface Site {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Stops the process; its data folder is removed unless `keepData` (to start again on it). */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

/**
 * Starts the built site (`npm run build` first; or `fromSource`) as its own process on a free loopback port with a
 * fresh embedded database, exactly as `npm start` would, and resolves once it listens.
 */
export async function startSite(
  env: Record<string, string> = {},
  options: { fromSource?: boolean; dataDir?: string } = {},
): Promise<Site> {
  // From source (the API tests run before the build) or, as `npm start`, the build.
  const entry = path.join(ROOT, options.fromSource ? 'apps/server/src/main.ts' : 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('the site is not built: run `npm run build` first');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wps-site-'));
  const source = options.fromSource ? ['--conditions=source', '--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...source, entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD,
      RATE_LIMIT_SCALE: '100',
      // The in-process sandbox payment gateway on a free port, so sites can run side by side.
      PAY_SANDBOX_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start in 30 s:\n${output}`)), 30_000);
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    dataDir,
    output: () => output,
    stop: (stopOptions = {}) =>
      new Promise((resolve) => {
        // Already gone (exited, or killed by a test).
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', (code) => {
          clearTimeout(timer);
          if (!stopOptions.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Operator API client for tests: logs in as the seeded admin, changing the first password. */
export async function operator(site: { url: string }) {
  const post = async (urlPath: string, body: unknown, token?: string) => {
    const response = await fetch(`${site.url}${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; value: never; errorCode?: string };
  };
  let login = await post('/wps/admin/session/login', { username: 'admin', password: ADMIN_PASSWORD });
  if (!login.success)
    login = await post('/wps/admin/session/login', { username: 'admin', password: ADMIN_NEW_PASSWORD });
  if (!login.success) throw new Error(`operator login failed: ${JSON.stringify(login)}`);
  const session = login.value as { token: string; operator: { mustChangePassword: boolean } };
  if (session.operator.mustChangePassword) {
    await post(
      '/wps/admin/password',
      { oldPassword: ADMIN_PASSWORD, newPassword: ADMIN_NEW_PASSWORD },
      session.token,
    );
  }
  const headers = { 'content-type': 'application/json', authorization: session.token };
  return {
    async settings<T = unknown>(section: string): Promise<{ value: T; version: number }> {
      const response = await fetch(`${site.url}/wps/admin/merchants/aurora/settings`, { headers });
      const json = (await response.json()) as { value: Record<string, { value: T; version: number }> };
      return json.value[section]!;
    },
    async update<T>(section: string, change: (value: T) => T) {
      const current = await this.settings<T>(section);
      const response = await fetch(`${site.url}/wps/admin/merchants/aurora/settings/${section}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ value: change(current.value), version: current.version }),
      });
      const json = (await response.json()) as { success: boolean };
      if (!json.success) throw new Error(`settings update failed: ${JSON.stringify(json)}`);
    },
  };
}
