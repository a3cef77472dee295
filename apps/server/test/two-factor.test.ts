import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { routes, type LoginCheck, type LoginCheckMethod } from '@wps/contracts';
import { maskEmail, maskMobile } from '../src/modules/members/rules.js';
import { openSecret, sealSecret } from '../src/modules/identity/secret-box.js';
import { memberTwoFactor } from '../src/modules/identity/tables.js';
import { matchTotp, newTotpSecret } from '../src/modules/identity/totp.js';
import { claimStep } from '../src/modules/identity/two-factor-store.js';
import { twoFactorKey } from '../src/modules/identity/two-factor.js';
import { loadConfig } from '../src/platform/config.js';
import {
  adminToken,
  callRoute,
  createMember,
  putSection,
  solvedChallenge,
  startTestServer,
  type ApiResponse,
  type TestServer,
} from './harness.js';

let server: TestServer;
let operator: string;
beforeAll(async () => {
  // Forwarded addresses count only from a trusted proxy; the tests stand in for one on loopback.
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  operator = await adminToken(server);
});
afterAll(() => server?.close());

const STEP_MS = 30_000;
const MINUTE = 60_000;
const PASSWORD = 'Passw0rd99';

let counter = 0;
const freshName = (prefix = 'tf') => `${prefix}${++counter}x${Date.now() % 100000}`;

type Member = Awaited<ReturnType<typeof newMember>>;

async function newMember(profile: { mobile?: string; email?: string; payeeName?: string } = {}) {
  const username = freshName();
  const site = await server.services.merchants.resolveSite('aurora', null);
  const created = await server.services.members.createMember({
    merchantId: site.merchantId,
    username,
    password: PASSWORD,
    profile: {
      mobile: profile.mobile ?? null,
      countryDialingCode: profile.mobile ? '+63' : null,
      email: profile.email ?? null,
      payeeName: profile.payeeName ?? null,
    },
  });
  const token = await server.services.members.createSession(created, '127.0.0.1', 'vitest');
  return { id: created.id, username, token };
}

/** A code of the authenticator app for the server's (pinned) clock, one step later than the last. */
function nextCode(secret: string): string {
  server.clock.advance(STEP_MS);
  return codeNow(secret);
}

function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

function codeNow(secret: string): string {
  return codeAt(secret, server.clock.now().getTime());
}

/** A 6-digit code the authenticator would not show now (nor one step either side). */
function wrongCode(secret: string): string {
  const now = server.clock.now().getTime();
  const valid = new Set([-1, 0, 1].map((step) => codeAt(secret, now + step * STEP_MS)));
  let candidate = 0;
  while (valid.has(String(candidate).padStart(6, '0'))) candidate++;
  return String(candidate).padStart(6, '0');
}

/** Login by password; `from` is the client address the trusted (loopback) proxy forwards. */
async function login(username: string, from?: { ip: string; device: string }) {
  return callRoute(server, routes.memberLogin, {
    body: {
      username,
      password: PASSWORD,
      type: 'username',
      challenge: await solvedChallenge(server),
      ...(from ? { device: from.device } : {}),
    },
    headers: from ? { 'x-forwarded-for': from.ip } : {},
  });
}

/** The value of the `login.verification.required` refusal (loginCheckSchema). */
const checkOf = (res: ApiResponse) => res.body.value as LoginCheck;

const loginFrom = (ip: string, username: string, device: string) => login(username, { ip, device });

function verify(ticket: string, method: LoginCheckMethod, code: string) {
  return callRoute(server, routes.loginCheckVerify, { body: { ticket, method, code } });
}

const send = (body: { ticket: string; method: 'sms' | 'email' }) =>
  callRoute(server, routes.loginCheckSend, { body });

const setUp = (token: string) => callRoute(server, routes.twoFactorSetup, { token, body: {} });

const enable = (token: string, code: string) =>
  callRoute(server, routes.twoFactorEnable, { token, body: { code } });

const disable = (token: string, password: string, code: string) =>
  callRoute(server, routes.twoFactorDisable, { token, body: { password, code } });

const newRecoveryCodes = (token: string, code: string) =>
  callRoute(server, routes.twoFactorRecoveryCodes, { token, body: { code } });

async function memberInfo(token: string) {
  return callRoute(server, routes.memberInfo, { token });
}

/** Enrols the member: setup, then enable with a code; answers the secret and the recovery codes. */
async function enrol(member: Member) {
  const setup = await setUp(member.token);
  expect(setup.status).toBe(200);
  const { secret } = setup.body.value;
  const enabled = await enable(member.token, nextCode(secret));
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.value.recoveryCodes };
}

/** Logs in with the password and expects the two-factor check; answers its ticket. */
async function twoFactorTicket(username: string): Promise<string> {
  const res = await login(username);
  expect(res.status).toBe(403);
  expect(res.body.errorCode).toBe('login.verification.required');
  expect(checkOf(res).reason).toBe('twoFactor');
  expect(checkOf(res).methods).toEqual(['totp', 'recovery']);
  expect(res.body.value).not.toHaveProperty('token');
  return checkOf(res).ticket;
}

async function twoFactorRow(memberId: number) {
  const rows = await server.database.db
    .select()
    .from(memberTwoFactor)
    .where(eq(memberTwoFactor.memberId, memberId));
  return rows[0]!;
}

async function setModules(patch: Record<string, boolean>) {
  const res = await putSection(server, operator, 'modules', (value: Record<string, boolean>) => ({
    ...value,
    ...patch,
  }));
  expect(res.status).toBe(200);
}

async function outbox(channel: 'sms' | 'email') {
  const res = await callRoute(server, routes.outboxList, {
    token: operator,
    params: { merchantCode: 'aurora' },
    query: { channel, pageNo: 1, pageSize: 50 },
  });
  expect(res.status).toBe(200);
  return res.body.value.list;
}

async function lastCodeTo(channel: 'sms' | 'email', recipient: string) {
  const entry = (await outbox(channel)).find((message) => message.recipient === recipient);
  const code = entry?.body.match(/code is ([0-9]{6})/)?.[1];
  expect(code).toBeDefined();
  return code!;
}

describe('building blocks', () => {
  it('matches a code of the current step ±1, and refuses its step or an older one once used', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-22T08:00:10Z');
    const step = Math.floor(now.getTime() / STEP_MS);
    const at = (offset: number) => codeAt(secret, now.getTime() + offset * STEP_MS);
    expect(matchTotp(secret, at(0), now, null)).toBe(step);
    expect(matchTotp(secret, at(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, at(1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, at(2), now, null)).toBeNull();
    expect(matchTotp(secret, at(-2), now, null)).toBeNull();
    expect(matchTotp(secret, `${at(0).slice(0, 3)} ${at(0).slice(3)}`, now, null)).toBe(step);
    expect(matchTotp(secret, at(0), now, step)).toBeNull();
    expect(matchTotp(secret, at(-1), now, step)).toBeNull();
    expect(matchTotp(secret, at(1), now, step)).toBe(step + 1);
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('seals secrets for one context and refuses altered or moved ones', () => {
    const key = Buffer.alloc(32, 7);
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'member-two-factor:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, sealed, 'member-two-factor:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, sealed, 'member-two-factor:2')).toBeNull();
    expect(openSecret(Buffer.alloc(32, 8), sealed, 'member-two-factor:1')).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    expect(
      openSecret(key, [version, iv, tag!.slice(0, 8), body].join('.'), 'member-two-factor:1'),
    ).toBeNull();
    expect(openSecret(key, 'garbage', 'member-two-factor:1')).toBeNull();
  });

  it('takes the key from TWO_FACTOR_KEY, else one kept in the database for every process', async () => {
    const configured = Buffer.alloc(32, 3).toString('base64');
    expect(loadConfig({ TWO_FACTOR_KEY: configured }).TWO_FACTOR_KEY).toBe(configured);
    expect(() => loadConfig({ TWO_FACTOR_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /TWO_FACTOR_KEY/,
    );
    const db = server.database.db;
    expect(await twoFactorKey(db, configured)()).toEqual(Buffer.alloc(32, 3));
    const stored = await twoFactorKey(db, undefined)();
    expect(stored).toHaveLength(32);
    expect(await twoFactorKey(db, undefined)()).toEqual(stored);
  });

  it('masks a mobile number and an e-mail address', () => {
    expect(maskMobile('+639171234567')).toBe('+63 ••• ••• 4567');
    expect(maskMobile('+12025550143')).toBe('+1 ••• ••• 0143');
    expect(maskEmail('alice@example.com')).toBe('a•••@example.com');
  });
});

describe('authenticator enrolment', () => {
  it('sets up a pending secret, enables it with a code and answers 10 recovery codes once', async () => {
    const member = await newMember();
    const first = await setUp(member.token);
    expect(first.status).toBe(200);
    const setup = await setUp(member.token);
    const { secret, otpauthUrl } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(first.body.value.secret);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain(member.username);
    const site = await server.services.merchants.resolveSite('aurora', null);
    expect(url.searchParams.get('issuer')).toBe(site.settings.profile.name);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');

    // The replaced pending secret no longer confirms; nor does a wrong code.
    const stale = await enable(member.token, nextCode(first.body.value.secret));
    expect(stale.status).toBe(400);
    expect(stale.body.errorCode).toBe('twofactor.code.invalid');
    expect(await server.services.twoFactor.status(member.id)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    const enabled = await enable(member.token, nextCode(secret));
    expect(enabled.status).toBe(200);
    const codes = enabled.body.value.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(await server.services.twoFactor.status(member.id)).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    // Stored encrypted: neither the secret nor its bytes appear in the row.
    const row = await twoFactorRow(member.id);
    expect(row.secret).not.toContain(secret);
    expect(row.secret).toMatch(/^v1\./);
    expect(row.pendingSecret).toBeNull();

    const again = await setUp(member.token);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('twofactor.already.enabled');
    const enableAgain = await enable(member.token, nextCode(secret));
    expect(enableAgain.body.errorCode).toBe('twofactor.already.enabled');
  });

  it('refuses enable without a setup, and trial or signed-out callers', async () => {
    const member = await newMember();
    const noSetup = await enable(member.token, '123456');
    expect(noSetup.status).toBe(400);
    expect(noSetup.body.errorCode).toBe('twofactor.code.invalid');

    const trial = await createMember(server, { username: freshName('trial'), type: 4 });
    for (const res of [
      await setUp(trial.token),
      await enable(trial.token, '123456'),
      await disable(trial.token, 'x', '123456'),
      await newRecoveryCodes(trial.token, '123456'),
    ])
      expect(res.body.errorCode).toBe('in_need_true_account');

    const anonymous = await callRoute(server, routes.twoFactorSetup, { body: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe('login.not.session');
  });

  it('refuses disable and new recovery codes while two-factor is off', async () => {
    const member = await newMember();
    const off = await disable(member.token, PASSWORD, '123456');
    expect(off.body.errorCode).toBe('twofactor.not.enabled');
    const recovery = await newRecoveryCodes(member.token, '123456');
    expect(recovery.body.errorCode).toBe('twofactor.not.enabled');
  });
});

describe('login with two-factor', () => {
  let member: Member;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    member = await newMember();
    ({ secret, recoveryCodes } = await enrol(member));
  });

  it('asks for the second step, then signs in with a fresh authenticator code', async () => {
    const ticket = await twoFactorTicket(member.username);
    // The code that confirmed the enrolment was used: the same step is refused.
    const reused = await verify(ticket, 'totp', codeNow(secret));
    expect(reused.status).toBe(400);
    expect(reused.body.errorCode).toBe('twofactor.code.invalid');

    const code = nextCode(secret);
    const ok = await verify(ticket, 'totp', code);
    expect(ok.status).toBe(200);
    expect(ok.body.value.id).toBe(member.id);
    expect(ok.body.value.userName).toBe(member.username);
    const info = await memberInfo(ok.body.value.token);
    expect(info.status).toBe(200);
    expect(info.body.value.account).toBe(member.username);

    // The ticket is used up, and the same code does not open a second login.
    const replay = await verify(ticket, 'totp', code);
    expect(replay.body.errorCode).toBe('verification.ticket.invalid');
    const second = await twoFactorTicket(member.username);
    const sameCode = await verify(second, 'totp', code);
    expect(sameCode.body.errorCode).toBe('twofactor.code.invalid');
    // A code ahead by one step (clock drift) passes; then the current step, older, is refused.
    server.clock.advance(STEP_MS);
    const ahead = codeAt(secret, server.clock.now().getTime() + STEP_MS);
    expect((await verify(second, 'totp', ahead)).status).toBe(200);
    const third = await twoFactorTicket(member.username);
    const older = await verify(third, 'totp', codeNow(secret));
    expect(older.body.errorCode).toBe('twofactor.code.invalid');
    server.clock.advance(2 * STEP_MS);
    expect((await verify(third, 'totp', codeNow(secret))).status).toBe(200);
  });

  it('claims a step in the database once, for two requests that both read the old step', async () => {
    const row = await twoFactorRow(member.id);
    const step = row.lastStep! + 5;
    const db = server.database.db;
    const claims = await Promise.all([
      claimStep(db, member.id, step, new Date()),
      claimStep(db, member.id, step, new Date()),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await claimStep(db, member.id, step - 1, new Date())).toBe(false);
    expect(await claimStep(db, member.id, step + 1, new Date())).toBe(true);
    // Codes of the claimed steps no longer log in: move the clock past them.
    server.clock.set(new Date((step + 2) * STEP_MS));
  });

  it('accepts a recovery code once', async () => {
    const ticket = await twoFactorTicket(member.username);
    const used = recoveryCodes[0]!;
    const ok = await verify(ticket, 'recovery', used.toUpperCase());
    expect(ok.status).toBe(200);
    expect((await memberInfo(ok.body.value.token)).status).toBe(200);
    expect(await server.services.twoFactor.status(member.id)).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });

    const next = await twoFactorTicket(member.username);
    const again = await verify(next, 'recovery', used);
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('twofactor.code.invalid');
  });

  it('ends the ticket after the fifth wrong code', async () => {
    const ticket = await twoFactorTicket(member.username);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await verify(
        ticket,
        attempt % 2 ? 'recovery' : 'totp',
        attempt % 2 ? 'aaaa-aaaa' : wrongCode(secret),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorCode).toBe('twofactor.code.invalid');
    }
    const right = await verify(ticket, 'totp', nextCode(secret));
    expect(right.status).toBe(400);
    expect(right.body.errorCode).toBe('verification.ticket.invalid');
  });

  it('refuses an unknown or expired ticket, and a method the check does not offer', async () => {
    const unknown = await verify('not-a-ticket', 'totp', '123456');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('verification.ticket.invalid');

    const ticket = await twoFactorTicket(member.username);
    const bySms = await verify(ticket, 'sms', '123456');
    expect(bySms.status).toBe(400);
    expect(bySms.body.errorCode).toBe('validation.failed');
    const bySmsCode = await send({ ticket, method: 'sms' });
    expect(bySmsCode.body.errorCode).toBe('validation.failed');

    server.clock.advance(10 * MINUTE + 1000);
    const expired = await verify(ticket, 'totp', codeNow(secret));
    expect(expired.body.errorCode).toBe('verification.ticket.invalid');
  });

  it('replaces the recovery codes for an authenticator code', async () => {
    const session = await newMember();
    const enrolled = await enrol(session);
    const wrong = await newRecoveryCodes(session.token, wrongCode(enrolled.secret));
    expect(wrong.body.errorCode).toBe('twofactor.code.invalid');
    const byRecovery = await newRecoveryCodes(session.token, enrolled.recoveryCodes[0]!);
    expect(byRecovery.body.errorCode).toBe('twofactor.code.invalid');

    const renewed = await newRecoveryCodes(session.token, nextCode(enrolled.secret));
    expect(renewed.status).toBe(200);
    expect(renewed.body.value.recoveryCodes).toHaveLength(10);
    expect(renewed.body.value.recoveryCodes).not.toContain(enrolled.recoveryCodes[1]);

    const ticket = await twoFactorTicket(session.username);
    const old = await verify(ticket, 'recovery', enrolled.recoveryCodes[1]!);
    expect(old.body.errorCode).toBe('twofactor.code.invalid');
    const fresh = await verify(ticket, 'recovery', renewed.body.value.recoveryCodes[0]!);
    expect(fresh.status).toBe(200);
  });

  it('turns off only with the password and a code, then logs in without the second step', async () => {
    const session = await newMember();
    const enrolled = await enrol(session);
    const badPassword = await disable(session.token, 'Wrong-pass1', nextCode(enrolled.secret));
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.errorCode).toBe('password.wrong');
    const badCode = await disable(session.token, PASSWORD, wrongCode(enrolled.secret));
    expect(badCode.body.errorCode).toBe('twofactor.code.invalid');
    const badRecovery = await disable(session.token, PASSWORD, 'zzzz-zzzz');
    expect(badRecovery.body.errorCode).toBe('twofactor.code.invalid');
    expect((await server.services.twoFactor.status(session.id)).enabled).toBe(true);

    const off = await disable(session.token, PASSWORD, enrolled.recoveryCodes[2]!);
    expect(off.status).toBe(200);
    expect(await server.services.twoFactor.status(session.id)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const plain = await login(session.username);
    expect(plain.status).toBe(200);
    expect((await memberInfo(plain.body.value.token)).status).toBe(200);

    // Enrolling again starts from a new secret; the old one is gone.
    const again = await enrol(session);
    expect(again.secret).not.toBe(enrolled.secret);
    const byAuthenticator = await disable(session.token, PASSWORD, nextCode(again.secret));
    expect(byAuthenticator.status).toBe(200);
  });
});

describe('new address or device (LOGINIPVERF3)', () => {
  beforeAll(() => setModules({ LOGINIPVERF3: true }));
  afterAll(() => setModules({ LOGINIPVERF3: false }));

  let mobileCounter = 0;
  const freshMobile = () => `+63917555${String(1000 + ++mobileCounter).padStart(4, '0')}`;

  it('records the first login and asks on a new device from a new address', async () => {
    const mobile = freshMobile();
    const member = await newMember({ mobile, email: 'alice@example.com', payeeName: 'Juan Dela Cruz' });
    const first = await loginFrom('203.0.113.10', member.username, 'device-one');
    expect(first.status).toBe(200);
    // A known device from another address, and a known address with another device, pass.
    const knownDevice = await loginFrom('203.0.113.99', member.username, 'device-one');
    expect(knownDevice.status).toBe(200);
    const knownAddress = await loginFrom('203.0.113.10', member.username, 'device-two');
    expect(knownAddress.status).toBe(200);

    const fresh = await loginFrom('198.51.100.7', member.username, 'device-three');
    expect(fresh.status).toBe(403);
    expect(fresh.body.errorCode).toBe('login.verification.required');
    const check = checkOf(fresh);
    expect(check.reason).toBe('newDevice');
    expect(check.methods).toEqual(['sms', 'email', 'bankName']);
    expect(check.mobile).toBe(`+63 ••• ••• ${mobile.slice(-4)}`);
    expect(check.email).toBe('a•••@example.com');
    expect(check).not.toHaveProperty('token');

    const wrong = await verify(check.ticket, 'bankName', 'Juan Cruz');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('verification.code.invalid');
    const totp = await verify(check.ticket, 'totp', '123456');
    expect(totp.body.errorCode).toBe('validation.failed');
    const right = await verify(check.ticket, 'bankName', '  juan   dela CRUZ ');
    expect(right.status).toBe(200);
    expect((await memberInfo(right.body.value.token)).status).toBe(200);

    // Now known: the same device and address pass.
    const known = await loginFrom('198.51.100.7', member.username, 'device-three');
    expect(known.status).toBe(200);
  });

  it('sends a code by SMS or e-mail and checks it', async () => {
    const mobile = freshMobile();
    const email = `${freshName('mail')}@example.com`;
    const member = await newMember({ mobile, email });
    expect((await loginFrom('203.0.113.20', member.username, 'phone-a')).status).toBe(200);

    const bySms = await loginFrom('198.51.100.20', member.username, 'phone-b');
    expect(checkOf(bySms).methods).toEqual(['sms', 'email']);
    const ticket = checkOf(bySms).ticket;
    const sent = await send({ ticket, method: 'sms' });
    expect(sent.status).toBe(200);
    expect(sent.body.value.expiredMinutes).toBeGreaterThan(0);
    const code = await lastCodeTo('sms', mobile);
    const badSms = code === '000000' ? '111111' : '000000';
    const wrong = await verify(ticket, 'sms', badSms);
    expect(wrong.body.errorCode).toBe('verification.code.invalid');
    const ok = await verify(ticket, 'sms', code);
    expect(ok.status).toBe(200);
    expect((await memberInfo(ok.body.value.token)).status).toBe(200);

    const byEmail = await loginFrom('198.51.100.21', member.username, 'phone-c');
    const mailTicket = checkOf(byEmail).ticket;
    const mailed = await send({ ticket: mailTicket, method: 'email' });
    expect(mailed.status).toBe(200);
    const mailCode = await lastCodeTo('email', email);
    // An SMS code is not an e-mail code.
    const crossed = await verify(mailTicket, 'sms', mailCode);
    expect(crossed.body.errorCode).toBe('verification.code.invalid');
    const viaMail = await verify(mailTicket, 'email', mailCode);
    expect(viaMail.status).toBe(200);

    const unknown = await send({ ticket: 'nope', method: 'sms' });
    expect(unknown.body.errorCode).toBe('verification.ticket.invalid');
  });

  it('offers only the contacts the member has, and lets a member without any through', async () => {
    const payeeOnly = await newMember({ payeeName: 'Maria Santos' });
    expect((await loginFrom('203.0.113.30', payeeOnly.username, 'laptop-a')).status).toBe(200);
    const check = await loginFrom('198.51.100.30', payeeOnly.username, 'laptop-b');
    expect(check.status).toBe(403);
    expect(check.body.value).toMatchObject({ methods: ['bankName'], mobile: null, email: null });
    const sms = await send({ ticket: checkOf(check).ticket, method: 'sms' });
    expect(sms.body.errorCode).toBe('validation.failed');

    const nothing = await newMember();
    expect((await loginFrom('203.0.113.31', nothing.username, 'laptop-c')).status).toBe(200);
    const through = await loginFrom('198.51.100.31', nothing.username, 'laptop-d');
    expect(through.status).toBe(200);
  });

  it('asks two-factor members for their authenticator instead', async () => {
    const member = await newMember({ payeeName: 'Pedro Reyes' });
    const { secret } = await enrol(member);
    const res = await loginFrom('198.51.100.40', member.username, 'tablet-a');
    expect(res.status).toBe(403);
    expect(checkOf(res).reason).toBe('twoFactor');
    const ok = await verify(checkOf(res).ticket, 'totp', nextCode(secret));
    expect(ok.status).toBe(200);
  });

  it('asks nothing when the module is off', async () => {
    const member = await newMember({ payeeName: 'Ana Cruz' });
    expect((await loginFrom('203.0.113.50', member.username, 'pc-a')).status).toBe(200);
    await setModules({ LOGINIPVERF3: false });
    try {
      expect((await loginFrom('198.51.100.50', member.username, 'pc-b')).status).toBe(200);
    } finally {
      await setModules({ LOGINIPVERF3: true });
    }
  });
});
