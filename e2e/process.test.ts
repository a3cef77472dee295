import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './support/site.js';

/** Starts `node apps/server/dist/main.js` on a data folder, as `npm start` does, and waits for it to listen. */
function start(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  url.catch(() => undefined); // a start that is meant to fail is awaited through `exited`
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url, exited, output: () => output };
}

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-process-'));

  it('starts on an empty folder, writes the admin password to an owner-only file (not the log), seeds the demo, and stops cleanly on SIGTERM', async () => {
    const first = start(dataDir);
    const url = await first.url.catch((error: unknown) => {
      first.child.kill('SIGKILL');
      throw error;
    });
    const status = await fetch(`${url}/wps/system/status`);
    assert.equal(status.status, 200);
    const passwordFile = path.join(dataDir, 'admin-initial-password');
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    assert.match(password, /^[A-Za-z0-9_-]{20,}$/);
    assert.equal(fs.statSync(passwordFile).mode & 0o777, 0o600);
    assert.ok(!first.output().includes(password), 'the password is not in the log');
    assert.match(first.output(), /demo data seeded/);
    // A request whose body is still arriving when SIGTERM comes must still get its answer.
    const { port } = new URL(url);
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/wps/admin/session/login',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': '48' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write('{"username":"admin",');
      setTimeout(() => first.child.kill('SIGTERM'), 200);
      setTimeout(() => req.end('"password":"wrong-password"}'), 600);
    });
    assert.equal(await answer, 401, 'the in-flight login is answered (wrong password), not cut');
    assert.equal(await first.exited, 0);
    assert.match(first.output(), /shutting down/);
  });

  it('starts again on the same folder without re-seeding or writing a password', async () => {
    const second = start(dataDir);
    const url = await second.url;
    const notices = await fetch(`${url}/wps/relay/MCSFE_getListAnnouncements?types=PL`, {
      headers: { merchant: 'aurora' },
    });
    const body = (await notices.json()) as { value: { player: unknown[] } };
    assert.equal(body.value.player.length, 12, 'the demo notices exist once, not twice');
    assert.doesNotMatch(second.output(), /operator account created/);
    assert.doesNotMatch(second.output(), /demo data seeded/);
    second.child.kill('SIGINT');
    assert.equal(await second.exited, 0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on bad configuration, naming the variable, without a stack trace', async () => {
    const bad = start(dataDir, { PORT: 'eighty' });
    const code = await bad.exited;
    assert.notEqual(code, 0);
    assert.match(bad.output(), /invalid configuration: PORT/);
    assert.doesNotMatch(bad.output(), /\n\s+at /, 'no stack trace');
  });
});
