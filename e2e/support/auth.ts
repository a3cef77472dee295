import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { solveChallenge } from 'altcha-lib/v1';
import { SMTPServer } from 'smtp-server';
import { encryptPayload, importPublicKey } from '@wps/contracts';
import { ADMIN_NEW_PASSWORD, ADMIN_PASSWORD } from './site.js';
import { waitUntil } from './wait.js';

/** Helpers of the login and registration browser tests: API set-up, the operator, mail and SMS. */

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Member-side API calls made by the test itself (set-up only; the journeys go through the browser),
 * on the demo merchant unless another merchant's code is given.
 */
export function memberApi(site: { url: string }, merchant = 'aurora') {
  async function call<T>(
    method: Method,
    path: string,
    { body, token, sealed = false }: { body?: unknown; token?: string; sealed?: boolean } = {},
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = { merchant };
    if (token) headers.authorization = token;
    let payload = body;
    if (sealed) {
      const keyResponse = await fetch(`${site.url}/wps/session/key/rsa`, { headers });
      const key = ((await keyResponse.json()) as Envelope<{ keyId: string; publicKey: string }>).value;
      const encrypted = await encryptPayload(
        body,
        { keyId: key.keyId, publicKey: await importPublicKey(key.publicKey) },
        method,
        path,
      );
      Object.assign(headers, encrypted.headers);
      payload = encrypted.body;
    }
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return (await response.json()) as Envelope<T>;
  }

  /** A solved proof-of-work challenge, as the browser sends it (none while GEETEST3 is off). */
  async function challenge(): Promise<string | undefined> {
    const asked = await call<{
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber: number;
    }>('GET', '/wps/captcha/challenge');
    if (!asked.success) return undefined;
    const c = asked.value;
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    if (!solution) throw new Error('challenge not solved');
    const payload = {
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  return {
    call,
    challenge,
    /** Registers a member by username (the site runs with CAPTCHA_TEST_CODE, or without the captcha). */
    async register(input: {
      username: string;
      password: string;
      email?: string;
      mobileNum?: string;
      affiliateCode?: string;
    }) {
      const captcha = await call<{ captchaId: string }>('GET', '/wps/captcha');
      const result = await call<{ token: string }>('PUT', '/wps/member/register', {
        sealed: true,
        body: {
          ...input,
          confirmPassword: input.password,
          ...(input.mobileNum ? { countryDialingCode: '+63' } : {}),
          // With the image captcha switched off there is none to answer.
          ...(captcha.success ? { captcha: CAPTCHA_CODE, captchaId: captcha.value.captchaId } : {}),
          challenge: await challenge(),
          registerMethod: 'WEB',
        },
      });
      if (!result.success) throw new Error(`registration failed: ${JSON.stringify(result)}`);
      return result.value;
    },
    /** Logs a member in by username and password (the site runs without the captcha) and answers the token. */
    async login(username: string, password: string): Promise<string> {
      const result = await call<{ token: string }>('POST', '/wps/session/login', {
        sealed: true,
        body: { username, password, type: 'username', challenge: await challenge() },
      });
      if (!result.success) throw new Error(`login failed: ${JSON.stringify(result)}`);
      return result.value.token;
    },
  };
}

/** Every image captcha of the test site shows this code (CAPTCHA_TEST_CODE). */
export const CAPTCHA_CODE = '4826';

/**
 * The operator API as the seeded admin: settings, the development outbox, member password resets,
 * on the demo merchant unless another merchant's code is given.
 */
export async function operatorApi(site: { url: string }, merchant = 'aurora') {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<{ token: string; operator: { mustChangePassword: boolean } }>;
  };
  let login = await post('/wps/admin/session/login', { username: 'admin', password: ADMIN_PASSWORD });
  if (!login.success)
    login = await post('/wps/admin/session/login', { username: 'admin', password: ADMIN_NEW_PASSWORD });
  if (!login.success) throw new Error(`operator login failed: ${JSON.stringify(login)}`);
  const token = login.value.token;
  if (login.value.operator.mustChangePassword)
    await post(
      '/wps/admin/password',
      { oldPassword: ADMIN_PASSWORD, newPassword: ADMIN_NEW_PASSWORD },
      token,
    );

  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: {
        authorization: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Envelope<T>;
    if (!json.success) throw new Error(`${method} ${path} refused: ${JSON.stringify(json)}`);
    return json.value;
  }

  const base = `/wps/admin/merchants/${merchant}`;
  async function memberNamed(username: string) {
    const page = await request<{ list: { id: number; username: string }[] }>(
      'GET',
      `${base}/members?username=${encodeURIComponent(username)}`,
    );
    const member = page.list.find((entry) => entry.username.toLowerCase() === username.toLowerCase());
    if (!member) throw new Error(`no member ${username}`);
    return member;
  }

  return {
    /** Any operator call, by its full path; throws when refused. */
    call: request,
    /** The merchant's operator API path (`/wps/admin/merchants/<code>`). */
    base,
    memberNamed,
    async update<T>(section: string, change: (value: T) => T) {
      const all = await request<Record<string, { value: T; version: number }>>('GET', `${base}/settings`);
      const current = all[section]!;
      await request('PUT', `${base}/settings/${section}`, {
        value: change(current.value),
        version: current.version,
      });
    },
    /** Switches module ids on or off. */
    modules(switches: Record<string, boolean>) {
      return this.update<Record<string, boolean>>('modules', (modules) => ({ ...modules, ...switches }));
    },
    /** Messages of the development outbox, newest first. */
    async outbox(channel: 'sms' | 'email') {
      const page = await request<{ list: { recipient: string; body: string }[] }>(
        'GET',
        `${base}/outbox?channel=${channel}&pageSize=50`,
      );
      return page.list;
    },
    /** A temporary password the member must change at the next login. */
    async resetMemberPassword(username: string): Promise<string> {
      const member = await memberNamed(username);
      const value = await request<{ temporaryPassword: string }>(
        'POST',
        `${base}/members/${member.id}/password`,
        { reason: 'browser test: a password set by the operator' },
      );
      return value.temporaryPassword;
    },
    /** Money from the operator: a manual adjustment (below the second-approval threshold). */
    async adjust(username: string, amount: string) {
      const member = await memberNamed(username);
      await request('POST', `${base}/adjustments`, {
        memberId: member.id,
        amount,
        reason: 'test funding',
        requestId: `fund-${member.id}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      });
    },
    /** Makes a member an agent (type 1, 2, 41 or 42) with an affiliate code, or ordinary (0). */
    async setMemberRole(username: string, type: number, affiliateCode: string | null = null) {
      const member = await memberNamed(username);
      await request('PUT', `${base}/members/${member.id}/role`, {
        type,
        affiliateCode,
        reason: 'browser test: role set by the operator',
      });
    },
  };
}

/** The newest 6-digit code sent by SMS to a number ending in `digits`, waiting up to 5 s for it. */
export async function smsCode(ops: Awaited<ReturnType<typeof operatorApi>>, digits: string): Promise<string> {
  return waitUntil(
    async () => {
      const message = (await ops.outbox('sms')).find((entry) => entry.recipient.endsWith(digits));
      return message && /\b(\d{6})\b/.exec(message.body)?.[1];
    },
    { what: `an SMS code for …${digits}`, timeoutMs: 5_000, intervalMs: 200 },
  );
}

export interface Mail {
  to: string[];
  /** The message source with quoted-printable soft breaks and `=3D` undone. */
  text: string;
}

/** A real SMTP server on a loopback port that keeps what it receives. */
export async function startMailCatcher() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    /** The first mail to `address`, waiting up to 10 s. */
    waitFor(address: string): Promise<Mail> {
      return waitUntil(() => mails.find((entry) => entry.to.includes(address)), {
        what: `a mail to ${address}`,
        timeoutMs: 10_000,
        intervalMs: 100,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fresh name for each account the tests make. */
let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`;
}

/** A mobile number of the Philippines (+63) no other test uses: 9 then 9 digits. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now() % 1e7).padStart(7, '0')}${counter % 10}`;
}

/** The after-login popups of the demo site: "Welcome, new member!" (first login) then the weekly one. */
export async function closeAfterLoginPopups(page: Page, { firstLogin = false } = {}) {
  if (firstLogin) {
    const welcome = page.getByRole('dialog', { name: 'Welcome, new member!' });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Next' }).click();
  }
  const weekly = page.getByRole('dialog', { name: 'This week at Aurora Play' });
  await weekly.waitFor();
  await weekly.locator('.modal__footer').getByRole('button', { name: 'Close' }).click();
  await weekly.waitFor({ state: 'detached' });
}

/**
 * A text or password input by its label (tab panels are labelled by their tab, so labels repeat);
 * an optional field's name ends in "(optional)".
 */
export function input(scope: Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('textbox', { name: new RegExp(`^${escaped}\\s*(\\(optional\\))?$`) });
}
