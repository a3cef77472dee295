import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, routes, type FieldError } from '@wps/contracts';
import {
  memberProfiles,
  members,
  memberSessions,
  passwordResetTokens,
} from '../src/modules/members/tables.js';
import {
  adminToken,
  call,
  callRoute,
  putSection,
  refusalOf,
  solvedChallenge,
  startTestServer,
  type ApiResponse,
  type RouteBody,
  type TestServer,
} from './harness.js';
import { waitUntil } from './wait.js';

/** The member's own account calls: passwords, payment password, security centre, profile, avatar. */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Mail {
  to: string[];
  data: string;
}
const mails: Mail[] = [];
let smtp: SMTPServer;
let server: TestServer;
let operator: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  operator = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

type Fields = Record<string, FieldError>;

const as = (token: string) => ({ authorization: token });
const solved = () => solvedChallenge(server);

let nameSeed = 0;
const freshName = (prefix = 'acct') => `${prefix}${++nameSeed}x${Date.now() % 100000}`;

async function site() {
  return server.services.merchants.resolveSite('aurora', null);
}

/** A member created through the service, with a profile, and a session for it. */
async function newMember(
  input: { password?: string; type?: number; email?: string; mobile?: string; nickname?: string } = {},
) {
  const s = await site();
  const username = freshName();
  const created = await server.services.members.createMember({
    merchantId: s.merchantId,
    username,
    type: input.type,
    password: input.password === undefined ? 'Passw0rd11' : input.password,
    nickname: input.nickname,
    profile: {
      email: input.email ?? null,
      mobile: input.mobile ?? null,
      countryDialingCode: input.mobile ? '+63' : null,
    },
  });
  const token = await server.services.members.createSession(created, '127.0.0.1', 'vitest');
  return { id: created.id, username, token, password: input.password ?? 'Passw0rd11' };
}

async function login(
  username: string,
  password: string,
  extra: Partial<RouteBody<typeof routes.memberLogin>> = {},
) {
  return callRoute(server, routes.memberLogin, {
    body: { username, password, type: 'username', challenge: await solved(), ...extra },
  });
}

const remembered = (body: RouteBody<typeof routes.rememberedLogin>) =>
  callRoute(server, routes.rememberedLogin, { body });

async function memberRow(id: number) {
  const rows = await server.database.db.select().from(members).where(eq(members.id, id));
  return rows[0]!;
}

async function profileRow(id: number) {
  const rows = await server.database.db.select().from(memberProfiles).where(eq(memberProfiles.memberId, id));
  return rows[0] ?? null;
}

async function liveSessionCount(id: number) {
  const rows = await server.database.db.select().from(memberSessions).where(eq(memberSessions.memberId, id));
  return rows.filter((row) => row.revokedAt === null).length;
}

async function isSignedIn(token: string) {
  const res = await callRoute(server, routes.memberInfo, { token });
  return res.status === 200;
}

function expectFields(res: ApiResponse, fields: Fields) {
  expect(res.status).toBe(400);
  expect(res.body.errorCode).toBe('validation.failed');
  expect(refusalOf(res).fields).toEqual(fields);
}

function expectError(res: { status: number; body: { errorCode?: string } }, code: string, status = 400) {
  expect(res.body.errorCode).toBe(code);
  expect(res.status).toBe(status);
}

async function setModules(patch: Record<string, boolean>) {
  const res = await putSection(server, operator, 'modules', (value: Record<string, boolean>) => ({
    ...value,
    ...patch,
  }));
  expect(res.status).toBe(200);
}

async function setUsernameRule(field: string, rule: Record<string, unknown>) {
  const res = await putSection(
    server,
    operator,
    'registerRules',
    (value: Record<string, Record<string, Record<string, unknown>>>) => ({
      ...value,
      username: { ...value.username, [field]: { ...value.username![field], ...rule } },
    }),
  );
  expect(res.status, res.text).toBe(200);
}

describe('trial accounts', () => {
  it('are refused every real-account call but may read their avatar and set their language', async () => {
    const trial = await newMember({ type: 4 });
    const realOnly = [
      routes.changePassword,
      routes.hasPaymentPassword,
      routes.paymentPasswordSet,
      routes.paymentPasswordChange,
      routes.paymentPasswordReset,
      routes.securityOverview,
      routes.loginHistory,
      routes.memberProfile,
      routes.memberProfileUpdate,
      routes.playerAvatarUpload,
    ];
    for (const route of realOnly) {
      expect(route.realAccountOnly, route.id).toBe(true);
      const res = await call(server, route.path, {
        method: route.method,
        headers: as(trial.token),
        body: route.method === 'GET' ? undefined : {},
      });
      expect(res.body.errorCode, route.id).toBe('in_need_true_account');
      expect(res.status, route.id).toBe(403);
    }
    const avatar = await callRoute(server, routes.playerAvatar, { token: trial.token });
    expect(avatar.body.value).toEqual({ avatar: '0', avatarType: 'STATIC', image: null });
    const language = await callRoute(server, routes.memberLanguage, {
      token: trial.token,
      body: { language: 'TH' },
    });
    expect(language.status, language.text).toBe(200);
    expect((await memberRow(trial.id)).language).toBe('TH');
  });
});

describe('change password', () => {
  const sealedChange = (token: string, body: Partial<RouteBody<typeof routes.changePassword>>) =>
    callRoute(server, routes.changePassword, { token, rawBody: body });

  it('needs an encrypted body', async () => {
    const member = await newMember();
    const res = await call(server, routes.changePassword.path, {
      method: 'POST',
      headers: as(member.token),
      body: { oldPassword: member.password, newPassword: 'N3wPassw0rd', confirmNewPassword: 'N3wPassw0rd' },
    });
    expectError(res, 'request_body_required');
  });

  it('stores the new password, ends every other session and remember-me token, keeps the current one', async () => {
    const member = await newMember();
    await server.database.db
      .update(members)
      .set({ mustChangePassword: true })
      .where(eq(members.id, member.id));
    const other = await login(member.username, member.password, { remember: true });
    expect(other.status, other.text).toBe(200);
    const rememberToken = other.body.value.rememberToken!;
    expect(rememberToken).toBeTruthy();
    server.clock.advance(MINUTE);
    const before = await memberRow(member.id);

    const res = await sealedChange(member.token, {
      oldPassword: member.password,
      newPassword: 'N3wPassw0rd',
      confirmNewPassword: 'N3wPassw0rd',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.value).toBeNull();

    const after = await memberRow(member.id);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordChangedAt.getTime()).toBe(server.clock.now().getTime());
    expect(after.mustChangePassword).toBe(false);
    expect(await isSignedIn(member.token)).toBe(true);
    expect(await isSignedIn(other.body.value.token)).toBe(false);
    expect(await liveSessionCount(member.id)).toBe(1);
    const rememberedLogin = await remembered({ username: member.username, rememberToken });
    expect(rememberedLogin.body.errorCode).toBe('remember.invalid');
    expect((await login(member.username, 'N3wPassw0rd')).status).toBe(200);
  });

  it('refuses a wrong or missing old password and a new one against the rules, changing nothing', async () => {
    const member = await newMember();
    const other = await login(member.username, member.password);
    const before = await memberRow(member.id);
    const liveBefore = await liveSessionCount(member.id);

    expectError(
      await sealedChange(member.token, {
        oldPassword: 'Wr0ngPassword',
        newPassword: 'N3wPassw0rd',
        confirmNewPassword: 'N3wPassw0rd',
      }),
      'password.wrong',
    );
    expectFields(
      await sealedChange(member.token, { newPassword: 'N3wPassw0rd', confirmNewPassword: 'N3wPassw0rd' }),
      { oldPassword: { code: 'rule.required', message: 'This field is required' } },
    );
    expectFields(
      await sealedChange(member.token, {
        oldPassword: member.password,
        newPassword: 'Sh0rt',
        confirmNewPassword: 'Sh0rt',
      }),
      { newPassword: { code: 'rule.length', message: 'pattern.4' } },
    );
    expectFields(
      await sealedChange(member.token, {
        oldPassword: member.password,
        newPassword: 'lettersonlypassword',
        confirmNewPassword: 'lettersonlypassword',
      }),
      { newPassword: { code: 'rule.pattern', message: 'pattern.4' } },
    );
    expectFields(
      await sealedChange(member.token, {
        oldPassword: member.password,
        newPassword: 'N3wPassw0rd',
        confirmNewPassword: 'N3wPassw0rdX',
      }),
      { confirmNewPassword: { code: 'rule.inconsistent', message: 'The two passwords differ' } },
    );

    expect(await memberRow(member.id)).toEqual(before);
    expect(await liveSessionCount(member.id)).toBe(liveBefore);
    expect(await isSignedIn(other.body.value.token)).toBe(true);
    expect((await login(member.username, member.password)).status).toBe(200);
  });

  it('lets a member without a password set one without an old password', async () => {
    const member = await newMember({ password: '' });
    expect((await memberRow(member.id)).passwordHash).toBeNull();
    const res = await sealedChange(member.token, {
      newPassword: 'F1rstPassword',
      confirmNewPassword: 'F1rstPassword',
    });
    expect(res.status, res.text).toBe(200);
    const overview = await callRoute(server, routes.securityOverview, { token: member.token });
    expect(overview.body.value.hasPassword).toBe(true);
    expect((await login(member.username, 'F1rstPassword')).status).toBe(200);
  });
});

/** Quoted-printable soft breaks and escapes undone, so a link can be read from the raw message. */
function decodeMail(data: string) {
  return data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function waitForMails(count: number) {
  return waitUntil(() => mails.length >= count && mails.slice(0, count), {
    what: () => `${count} mails (got ${mails.length})`,
  });
}

/**
 * Reset links stored for a member. The server stores a link before it answers and mails only a stored
 * link (after the answer), so once the requests have answered these are every mail still to come.
 */
async function resetLinkCount(memberId: number) {
  const rows = await server.database.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.memberId, memberId));
  return rows.length;
}

function linkOf(mail: Mail) {
  const match = /(\S+\/\?resetToken=([A-Za-z0-9_-]+))/.exec(decodeMail(mail.data));
  if (!match) throw new Error(`no reset link in ${mail.data}`);
  return { link: match[1]!, token: match[2]! };
}

describe('forgot password by e-mail', () => {
  const forgot = async (body: Omit<RouteBody<typeof routes.forgotPasswordEmail>, 'challenge'>) =>
    callRoute(server, routes.forgotPasswordEmail, { body: { challenge: await solved(), ...body } });
  const reset = (token: string, password = 'R3setPassw0rd', confirm = password) =>
    callRoute(server, routes.resetPassword, {
      body: { token, newPassword: password, confirmNewPassword: confirm },
    });

  it('mails a link from the site origin; the link sets the password once and ends every session', async () => {
    const email = `Reset.${freshName()}@Example.com`;
    const member = await newMember({ email });
    const other = await login(member.username, member.password, { remember: true });
    const sent = mails.length;
    const res = await forgot({
      username: member.username.toUpperCase(),
      email: email.toLowerCase(),
      resetUrl: 'http://localhost:5173/forgot?x=1',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.value).toBeNull();

    const mail = (await waitForMails(sent + 1))[sent]!;
    // The stored address (nodemailer writes the domain in lower case).
    const stored = email.replace(/@.*$/, '@example.com');
    expect(mail.to).toEqual([stored]);
    expect(mail.data).toContain(`\nTo: ${stored}\r\n`);
    expect(mail.data).toContain('\nSubject: Aurora Play: reset your password\r\n');
    const { link, token } = linkOf(mail);
    expect(link).toBe(`http://localhost:5173/?resetToken=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(decodeMail(mail.data)).toContain(`Hello ${member.username},`);

    server.clock.advance(MINUTE);
    const done = await reset(token);
    expect(done.status, done.text).toBe(200);
    expect(done.body.value).toEqual({ username: member.username });
    const row = await memberRow(member.id);
    expect(row.passwordChangedAt.getTime()).toBe(server.clock.now().getTime());
    expect(await isSignedIn(member.token)).toBe(false);
    expect(await isSignedIn(other.body.value.token)).toBe(false);
    const rememberedLogin = await remembered({
      username: member.username,
      rememberToken: other.body.value.rememberToken!,
    });
    expect(rememberedLogin.body.errorCode).toBe('remember.invalid');
    expect((await login(member.username, 'R3setPassw0rd')).status).toBe(200);

    const again = await reset(token, 'An0therPassw0rd');
    expectError(again, 'reset.link.invalid');
    expect((await memberRow(member.id)).passwordHash).toBe(row.passwordHash);
  });

  it("points the link at the merchant's own domain when the given origin is foreign", async () => {
    const email = `${freshName()}@example.com`;
    const member = await newMember({ email });
    const sent = mails.length;
    await forgot({ username: member.username, email, resetUrl: 'https://evil.example/steal' });
    const { link, token } = linkOf((await waitForMails(sent + 1))[sent]!);
    expect(link).toBe(`https://localhost/?resetToken=${token}`);
  });

  it('refuses an expired link, a link replaced by a newer one, and new passwords against the rules', async () => {
    const email = `${freshName()}@example.com`;
    const member = await newMember({ email });
    let sent = mails.length;
    await forgot({ username: member.username, email });
    const first = linkOf((await waitForMails(sent + 1))[sent]!).token;
    sent = mails.length;
    await forgot({ username: member.username, email });
    const second = linkOf((await waitForMails(sent + 1))[sent]!).token;
    const before = await memberRow(member.id);

    expectError(await reset(first), 'reset.link.invalid');
    expectError(await reset('not-a-real-token'), 'reset.link.invalid');
    expectFields(await reset(second, 'short1'), {
      newPassword: { code: 'rule.length', message: 'pattern.4' },
    });
    expectFields(await reset(second, 'R3setPassw0rd', 'R3setPassw0rd!'), {
      confirmNewPassword: { code: 'rule.inconsistent', message: 'The two passwords differ' },
    });
    server.clock.advance(31 * MINUTE);
    expectError(await reset(second), 'reset.link.invalid');
    expect(await memberRow(member.id)).toEqual(before);
  });

  it('answers success for unknown names and addresses but mails nothing', async () => {
    const email = `${freshName()}@example.com`;
    const member = await newMember({ email });
    const marker = await newMember({ email: `${freshName()}@example.com` });
    const sent = mails.length;
    for (const body of [
      { username: 'nosuchmember', email },
      { username: member.username, email: 'other@example.com' },
      { username: marker.username, email },
    ]) {
      const res = await forgot(body);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ success: true, value: null });
    }
    const markerEmail = (await profileRow(marker.id))!.email!;
    await forgot({ username: marker.username, email: markerEmail });
    // Every request has answered: the stored links, not a 200 ms sleep, tell which mails will leave.
    expect(await resetLinkCount(member.id)).toBe(0);
    expect(await resetLinkCount(marker.id)).toBe(1);
    await waitForMails(sent + 1);
    expect(mails.slice(sent).map((mail) => mail.to)).toEqual([[markerEmail]]);
  });

  it('sends at most 3 links per member and hour, still answering success', async () => {
    const email = `${freshName()}@example.com`;
    const member = await newMember({ email });
    const marker = await newMember({ email: `${freshName()}@example.com` });
    const sent = mails.length;
    for (let i = 0; i < 4; i++) {
      const res = await forgot({ username: member.username, email });
      expect(res.status).toBe(200);
    }
    const markerEmail = (await profileRow(marker.id))!.email!;
    await forgot({ username: marker.username, email: markerEmail });
    // Every request has answered: the stored links, not a 200 ms sleep, tell which mails will leave.
    expect(await resetLinkCount(member.id)).toBe(3);
    expect(await resetLinkCount(marker.id)).toBe(1);
    await waitForMails(sent + 4);
    const recipients = mails.slice(sent).map((mail) => mail.to[0]);
    expect(recipients.filter((to) => to === email)).toHaveLength(3);
    expect(recipients.filter((to) => to === markerEmail)).toHaveLength(1);

    server.clock.advance(61 * MINUTE);
    const later = mails.length;
    await forgot({ username: member.username, email });
    expect((await waitForMails(later + 1))[later]!.to).toEqual([email]);
  });

  it('needs the human challenge and a well-formed e-mail', async () => {
    const member = await newMember({ email: `${freshName()}@example.com` });
    const missing = await call(server, routes.forgotPasswordEmail.path, {
      method: 'POST',
      body: { username: member.username, email: 'x@example.com' },
    });
    expectError(missing, 'challenge.required');
    expectFields(await forgot({ username: member.username, email: 'not-an-email' }), {
      email: { code: 'rule.pattern', message: 'pattern.10' },
    });
    const plain = { method: 'POST', body: { username: member.username, email: 'x@example.com' } };
    await setModules({ GEETEST3: false });
    try {
      expect((await call(server, routes.forgotPasswordEmail.path, plain)).status).toBe(200);
    } finally {
      await setModules({ GEETEST3: true });
    }
    await setModules({ CHNGPASSVERIF3: false });
    try {
      expectError(await call(server, routes.forgotPasswordEmail.path, plain), 'function.not.available');
    } finally {
      await setModules({ CHNGPASSVERIF3: true });
    }
  });
});

describe('forgot password by phone', () => {
  let numberSeed = 9_171_000_000 + (Date.now() % 100_000);
  const freshNumber = () => String(++numberSeed);

  async function requestResetCode(number: string) {
    server.clock.advance(61_000);
    const res = await callRoute(server, routes.smsCodeLogin, {
      body: { mobileNum: number, countryDialingCode: '+63', purpose: 'reset', challenge: await solved() },
    });
    expect(res.status, res.text).toBe(200);
    const outbox = await callRoute(server, routes.outboxList, {
      token: operator,
      params: { merchantCode: 'aurora' },
      query: { channel: 'sms', pageNo: 1, pageSize: 50 },
    });
    const entry = outbox.body.value.list.find((item) => item.recipient === `+63${number}`);
    return /code is ([0-9]{6})/.exec(entry!.body)![1]!;
  }

  const resetByPhone = (body: Omit<RouteBody<typeof routes.forgotPasswordPhone>, 'countryDialingCode'>) =>
    callRoute(server, routes.forgotPasswordPhone, { body: { countryDialingCode: '+63', ...body } });

  it('sets the password with the SMS code and ends every session', async () => {
    const number = freshNumber();
    const member = await newMember({ mobile: `+63${number}` });
    const code = await requestResetCode(number);
    const before = await memberRow(member.id);

    const wrong = await resetByPhone({
      mobileNum: number,
      verificationCode: code === '000000' ? '000001' : '000000',
      newPassword: 'Ph0neReset1',
      confirmNewPassword: 'Ph0neReset1',
    });
    expectError(wrong, 'verification.code.invalid');
    // Rules are checked before the code is used, so the same code still works afterwards.
    expectFields(await resetByPhone({ mobileNum: number, verificationCode: code, newPassword: 'weak' }), {
      newPassword: { code: 'rule.length', message: 'pattern.4' },
    });
    expectFields(
      await resetByPhone({
        mobileNum: number,
        verificationCode: code,
        newPassword: 'Ph0neReset1',
        confirmNewPassword: 'Ph0neReset2',
      }),
      { confirmNewPassword: { code: 'rule.inconsistent', message: 'The two passwords differ' } },
    );
    expect(await memberRow(member.id)).toEqual(before);
    expect(await isSignedIn(member.token)).toBe(true);

    const res = await resetByPhone({
      mobileNum: `0${number}`,
      verificationCode: code,
      newPassword: 'Ph0neReset1',
      confirmNewPassword: 'Ph0neReset1',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.value).toEqual({ username: member.username });
    expect(await isSignedIn(member.token)).toBe(false);
    expect((await memberRow(member.id)).mustChangePassword).toBe(false);
    expect((await login(member.username, 'Ph0neReset1')).status).toBe(200);

    // The code was used up.
    const reused = await resetByPhone({
      mobileNum: number,
      verificationCode: code,
      newPassword: 'Ph0neReset3',
    });
    expectError(reused, 'verification.code.invalid');
  });

  it('checks the code before telling whether the number has an account', async () => {
    const number = freshNumber();
    const wrong = await resetByPhone({
      mobileNum: number,
      verificationCode: '123456',
      newPassword: 'Ph0neReset1',
    });
    expectError(wrong, 'verification.code.invalid');
    // The SMS request refuses unregistered numbers, so the code is issued directly.
    const { code } = await server.services.messaging.issueCode(await site(), 'reset', `+63${number}`);
    const res = await resetByPhone({ mobileNum: number, verificationCode: code, newPassword: 'Ph0neReset1' });
    expectError(res, 'mobile.not.registered');
  });

  it("refuses a number against the merchant's mobile rule", async () => {
    const res = await resetByPhone({
      mobileNum: '12ab',
      verificationCode: '123456',
      newPassword: 'Ph0neReset1',
    });
    expect(res.body.errorCode).toBe('validation.failed');
    expect(Object.keys(refusalOf(res).fields!)).toEqual(['mobileNum']);
  });
});

describe('payment password', () => {
  const has = async (token: string) =>
    (await callRoute(server, routes.hasPaymentPassword, { token })).body.value;

  const set = (token: string, paymentPassword: string, confirm = paymentPassword) =>
    callRoute(server, routes.paymentPasswordSet, {
      token,
      body: { paymentPassword, confirmPaymentPassword: confirm },
    });
  const change = (token: string, old: string, paymentPassword: string, confirm = paymentPassword) =>
    callRoute(server, routes.paymentPasswordChange, {
      token,
      body: { oldPaymentPassword: old, paymentPassword, confirmPaymentPassword: confirm },
    });
  const resetWith = (token: string, password: string, paymentPassword: string, confirm = paymentPassword) =>
    callRoute(server, routes.paymentPasswordReset, {
      token,
      body: { password, paymentPassword, confirmPaymentPassword: confirm },
    });

  it('is set once, by default exactly 6 digits, confirmed, and not the login password', async () => {
    const member = await newMember({ password: '246810' });
    expect(await has(member.token)).toBe(false);

    expectFields(await set(member.token, '12345'), {
      paymentPassword: { code: 'rule.length', message: 'pattern.5' },
    });
    expectFields(await set(member.token, '12a456'), {
      paymentPassword: { code: 'rule.pattern', message: 'pattern.5' },
    });
    expectFields(await set(member.token, '135790', '135791'), {
      confirmPaymentPassword: { code: 'rule.inconsistent', message: 'The two passwords differ' },
    });
    expectFields(await set(member.token, '246810'), {
      paymentPassword: {
        code: 'rule.same_as_login',
        message: 'The payment password must differ from the login password',
      },
    });
    expect((await memberRow(member.id)).paymentPasswordHash).toBeNull();

    const res = await set(member.token, '135790');
    expect(res.status, res.text).toBe(200);
    expect(await has(member.token)).toBe(true);
    const stored = (await memberRow(member.id)).paymentPasswordHash;
    expect(stored).toMatch(/^\$argon2id\$/);

    expectError(await set(member.token, '975310'), 'payment.password.exists', 409);
    expect((await memberRow(member.id)).paymentPasswordHash).toBe(stored);
  });

  it("follows the merchant's payment password rule when it is enabled", async () => {
    await setUsernameRule('paymentPassword', {
      enabled: true,
      required: true,
      patternId: 3,
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 4,
      maxLength: 8,
    });
    try {
      const member = await newMember();
      expectFields(await set(member.token, '123456789'), {
        paymentPassword: { code: 'rule.length', message: 'pattern.3' },
      });
      expect((await set(member.token, 'ab12')).status).toBe(200);
    } finally {
      await setUsernameRule('paymentPassword', {
        enabled: false,
        required: false,
        patternId: 5,
        acceptedPattern: '^[0-9]+$',
        minLength: 6,
        maxLength: 6,
      });
    }
  });

  it('is changed with the old one', async () => {
    const member = await newMember();
    expectError(await change(member.token, '135790', '246802'), 'payment.password.missing');
    expect((await set(member.token, '135790')).status).toBe(200);
    const stored = (await memberRow(member.id)).paymentPasswordHash;

    expectError(await change(member.token, '000000', '246802'), 'password.wrong');
    expectFields(await change(member.token, '135790', '2468'), {
      paymentPassword: { code: 'rule.length', message: 'pattern.5' },
    });
    expectFields(await change(member.token, '135790', '246802', '246803'), {
      confirmPaymentPassword: { code: 'rule.inconsistent', message: 'The two passwords differ' },
    });
    expect((await memberRow(member.id)).paymentPasswordHash).toBe(stored);

    expect((await change(member.token, '135790', '246802')).status).toBe(200);
    expectError(await change(member.token, '135790', '111111'), 'password.wrong');
    expect((await change(member.token, '246802', '111111')).status).toBe(200);
  });

  it('is reset with the login password', async () => {
    const member = await newMember();
    expect((await set(member.token, '135790')).status).toBe(200);
    const stored = (await memberRow(member.id)).paymentPasswordHash;

    expectError(await resetWith(member.token, 'Wr0ngPassword', '246802'), 'password.wrong');
    expectFields(await resetWith(member.token, member.password, '24680'), {
      paymentPassword: { code: 'rule.length', message: 'pattern.5' },
    });
    expect((await memberRow(member.id)).paymentPasswordHash).toBe(stored);

    expect((await resetWith(member.token, member.password, '246802')).status).toBe(200);
    expectError(await change(member.token, '135790', '111111'), 'password.wrong');
    expect((await change(member.token, '246802', '111111')).status).toBe(200);
  });
});

describe('profile', () => {
  const read = async (token: string) => (await callRoute(server, routes.memberProfile, { token })).body.value;
  const update = (token: string, body: RouteBody<typeof routes.memberProfileUpdate>) =>
    callRoute(server, routes.memberProfileUpdate, { token, body });

  it('answers every field, the account and the full mobile number', async () => {
    const member = await newMember({ mobile: '+639175551234', email: 'pro@example.com', nickname: 'Pro' });
    expect(await read(member.token)).toEqual({
      nickname: 'Pro',
      fullName: null,
      birthday: null,
      address: null,
      nationality: null,
      occupation: null,
      incomeSource: null,
      email: 'pro@example.com',
      payeeName: null,
      qqNum: null,
      telegram: null,
      zalo: null,
      whatsapp: null,
      line: null,
      facebook: null,
      wechat: null,
      account: member.username,
      mobile: '+639175551234',
      countryDialingCode: '+63',
      language: null,
    });
  });

  it('changes only the fields sent, trimmed; an empty value clears one', async () => {
    const member = await newMember({ email: 'keep@example.com' });
    const res = await update(member.token, {
      fullName: '  Juan Dela Cruz  ',
      nickname: 'Juanito',
      birthday: '1990-05-17',
      telegram: '@juan',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.value).toMatchObject({
      fullName: 'Juan Dela Cruz',
      nickname: 'Juanito',
      birthday: '1990-05-17',
      telegram: '@juan',
      email: 'keep@example.com',
      address: null,
    });
    const cleared = await update(member.token, { telegram: '', address: 'Manila' });
    expect(cleared.body.value).toMatchObject({
      telegram: null,
      address: 'Manila',
      fullName: 'Juan Dela Cruz',
    });
    expect(await read(member.token)).toEqual(cleared.body.value);
  });

  it('refuses bad values field by field and stores nothing of a refused update', async () => {
    const member = await newMember({ email: 'before@example.com' });
    const before = await read(member.token);
    const rowBefore = await profileRow(member.id);
    const cases: [RouteBody<typeof routes.memberProfileUpdate>, Fields][] = [
      [{ email: 'not-an-email' }, { email: { code: 'rule.pattern', message: 'pattern.10' } }],
      [{ email: 'a@b.c' }, { email: { code: 'rule.length', message: 'pattern.10' } }],
      [{ birthday: '2001-02-29' }, { birthday: { code: 'rule.pattern', message: 'pattern.11' } }],
      [{ birthday: '17-05-1990' }, { birthday: { code: 'rule.pattern', message: 'pattern.11' } }],
      [
        { birthday: '2027-01-01' },
        { birthday: { code: 'rule.future', message: 'The date is in the future' } },
      ],
      [
        { birthday: '2008-11-23', fullName: 'Valid Name' },
        { birthday: { code: 'rule.underage', message: 'Members must be at least 18' } },
      ],
      [{ nickname: 'A' }, { nickname: { code: 'rule.length', message: 'Between 2 and 20 characters' } }],
      [
        { nickname: 'x'.repeat(21), address: 'Somewhere' },
        { nickname: { code: 'rule.length', message: 'Between 2 and 20 characters' } },
      ],
    ];
    for (const [body, fields] of cases) expectFields(await update(member.token, body), fields);
    const empty = await update(member.token, {});
    expect(empty.body.errorCode).toBe('validation.failed');
    expect(await read(member.token)).toEqual(before);
    expect(await profileRow(member.id)).toEqual(rowBefore);

    // Exactly 18 today (the test clock is 2026-11-22 or later) is old enough.
    const today = server.clock.now().toISOString().slice(0, 10);
    const adult = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    expect((await update(member.token, { birthday: adult })).status).toBe(200);
  });

  it("applies a field's registration rule only while it is enabled", async () => {
    const member = await newMember();
    expect((await update(member.token, { qqNum: 'anything goes' })).status).toBe(200);
    await setUsernameRule('qqNum', { enabled: true, required: false });
    try {
      expectFields(await update(member.token, { qqNum: 'abc' }), {
        qqNum: { code: 'rule.length', message: 'pattern.5' },
      });
      expectFields(await update(member.token, { qqNum: 'abcdef' }), {
        qqNum: { code: 'rule.pattern', message: 'pattern.5' },
      });
      expect((await read(member.token)).qqNum).toBe('anything goes');
      expect((await update(member.token, { qqNum: '123456' })).body.value.qqNum).toBe('123456');
      await setUsernameRule('qqNum', { required: true });
      expectFields(await update(member.token, { qqNum: '' }), {
        qqNum: { code: 'rule.required', message: 'This field is required' },
      });
    } finally {
      await setUsernameRule('qqNum', { enabled: false, required: false });
    }
  });

  it('takes a payee name once, then refuses to change or clear it', async () => {
    const member = await newMember();
    expect((await update(member.token, { payeeName: 'Maria Santos' })).status).toBe(200);
    for (const payeeName of ['Other Name', '']) {
      expectFields(await update(member.token, { payeeName, address: 'Cebu' }), {
        payeeName: { code: 'rule.locked', message: 'The payee name cannot be changed once set' },
      });
    }
    expect(await read(member.token)).toMatchObject({ payeeName: 'Maria Santos', address: null });
    expect((await update(member.token, { payeeName: 'Maria Santos', address: 'Cebu' })).status).toBe(200);
  });

  it('creates the profile row when the member has none', async () => {
    const member = await newMember();
    await server.database.db.delete(memberProfiles).where(eq(memberProfiles.memberId, member.id));
    expect((await read(member.token)).email).toBeNull();
    const res = await update(member.token, { zalo: '0917000111' });
    expect(res.status, res.text).toBe(200);
    const row = await profileRow(member.id);
    expect(row).toMatchObject({ zalo: '0917000111', merchantId: (await site()).merchantId });
  });
});

describe('language', () => {
  it("stores the member's language and refuses unknown ones", async () => {
    const member = await newMember();
    const res = await callRoute(server, routes.memberLanguage, {
      token: member.token,
      body: { language: 'VI' },
    });
    expect(res.status, res.text).toBe(200);
    const bad = await callRoute(server, routes.memberLanguage, {
      token: member.token,
      rawBody: { language: 'XX' },
    });
    expect(bad.body.errorCode).toBe('validation.failed');
    const profile = await callRoute(server, routes.memberProfile, { token: member.token });
    expect(profile.body.value.language).toBe('VI');
  });
});

describe('avatar', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
  const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
  const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

  const get = async (token: string) => (await callRoute(server, routes.playerAvatar, { token })).body.value;
  const upload = (token: string, body: RouteBody<typeof routes.playerAvatarUpload>) =>
    callRoute(server, routes.playerAvatarUpload, { token, body });

  it('starts at preset 0 and takes presets and PNG, JPEG or WebP pictures', async () => {
    const member = await newMember();
    expect(await get(member.token)).toEqual({ avatar: '0', avatarType: 'STATIC', image: null });

    const preset = await upload(member.token, { avatar: '11' });
    expect(preset.body.value).toEqual({ avatar: '11', avatarType: 'STATIC', image: null });
    expect(await get(member.token)).toEqual(preset.body.value);

    for (const [type, bytes] of [
      ['png', PNG],
      ['jpeg', JPEG],
      ['webp', WEBP],
    ] as const) {
      const res = await upload(member.token, { image: dataUrl(type, bytes) });
      expect(res.status, res.text).toBe(200);
      expect(res.body.value).toEqual({ avatar: 'custom', avatarType: 'CUSTOM', image: dataUrl(type, bytes) });
      expect(await get(member.token)).toEqual(res.body.value);
    }
    // The stored type is what the bytes are, whatever the data URL claimed.
    const relabelled = await upload(member.token, { image: dataUrl('jpeg', PNG) });
    expect(relabelled.body.value.image).toBe(dataUrl('png', PNG));

    expect((await upload(member.token, { avatar: '3' })).body.value).toEqual({
      avatar: '3',
      avatarType: 'STATIC',
      image: null,
    });
    expect((await profileRow(member.id))!.avatarImage).toBeNull();
  });

  it('refuses other bytes, pictures over the limit and unknown presets, keeping the avatar', async () => {
    const member = await newMember();
    expect((await upload(member.token, { avatar: '4' })).status).toBe(200);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expectFields(await upload(member.token, { image: dataUrl('png', gif) }), {
      image: { code: 'field.image_type', message: 'The picture must be a PNG, JPEG or WebP image' },
    });
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
    expectFields(await upload(member.token, { image: dataUrl('png', big) }), {
      image: { code: 'field.too_big', message: 'The picture must be at most 200 KB' },
    });
    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    const huge = await upload(member.token, { image: dataUrl('png', Buffer.concat([exact, exact])) });
    expect(huge.body.errorCode).toBe('validation.failed');
    expect((await upload(member.token, { avatar: '12' })).body.errorCode).toBe('validation.failed');
    expect(await get(member.token)).toEqual({ avatar: '4', avatarType: 'STATIC', image: null });

    expect((await upload(member.token, { image: dataUrl('png', exact) })).status).toBe(200);
  });
});

describe('security overview', () => {
  it('masks the contacts and reports the login before the current one', async () => {
    const member = await newMember({ mobile: '+639179994567', email: 'alice@example.com' });
    const overview = async (token: string) =>
      (await callRoute(server, routes.securityOverview, { token })).body.value;
    const created = (await memberRow(member.id)).passwordChangedAt.getTime();

    // No login through the login call yet: no previous login.
    expect(await overview(member.token)).toEqual({
      hasPassword: true,
      hasPaymentPassword: false,
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      mobile: '+63 ••• ••• 4567',
      email: 'a•••@example.com',
      passwordChangedAt: created,
      lastLoginAt: null,
      lastLoginIp: null,
    });

    server.clock.advance(MINUTE);
    const first = await login(member.username, member.password);
    const firstAt = server.clock.now().getTime();
    expect((await overview(first.body.value.token)).lastLoginAt).toBeNull();
    server.clock.advance(10 * MINUTE);
    const second = await login(member.username, member.password);
    const view = await overview(second.body.value.token);
    expect(view.lastLoginAt).toBe(firstAt);
    expect(view.lastLoginIp).toBe('127.0.0.1');
  });
});

describe('login history', () => {
  it('pages the logins of the last 90 days, newest first', async () => {
    const member = await newMember();
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      server.clock.advance(MINUTE);
      expect((await login(member.username, member.password)).status).toBe(200);
      times.push(server.clock.now().getTime());
    }
    server.clock.advance(MINUTE);
    expect((await login(member.username, 'Wr0ngPassword')).body.errorCode).toBe('login.failed');
    times.push(server.clock.now().getTime());
    const signedIn = await newMemberSession(member.id);

    const page = async (pageNo: number, pageSize: number) =>
      (await callRoute(server, routes.loginHistory, { token: signedIn, query: { pageNo, pageSize } })).body
        .value;

    const first = await page(1, 3);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(2);
    expect(first.list.map((entry) => entry.at)).toEqual([times[3], times[2], times[1]]);
    expect(first.list.map((entry) => entry.outcome)).toEqual(['failed', 'success', 'success']);
    expect(first.list[1]).toMatchObject({ ip: '127.0.0.1', method: 'password' });
    const second = await page(2, 3);
    expect(second.list.map((entry) => entry.at)).toEqual([times[0]]);

    server.clock.advance(90 * DAY - MINUTE - MINUTE / 2);
    const later = await newMemberSession(member.id);
    const recent = await callRoute(server, routes.loginHistory, {
      token: later,
      query: { pageNo: 1, pageSize: 50 },
    });
    expect(recent.body.value.list.map((entry) => entry.at)).toEqual([times[3], times[2]]);
  });
});

/** A session started directly (the login call would add a history row). */
async function newMemberSession(memberId: number) {
  return server.services.members.createSession(
    { id: memberId, merchantId: (await site()).merchantId },
    '127.0.0.1',
    'vitest',
  );
}

describe('guessing secrets with a session', () => {
  it('refuses the 6th wrong payment password within 15 minutes, even the right one, until the wait is over', async () => {
    const member = await newMember();
    const set = await callRoute(server, routes.paymentPasswordSet, {
      token: member.token,
      body: { paymentPassword: '135790', confirmPaymentPassword: '135790' },
    });
    expect(set.status, set.text).toBe(200);
    const change = (old: string) =>
      callRoute(server, routes.paymentPasswordChange, {
        token: member.token,
        body: { oldPaymentPassword: old, paymentPassword: '864200', confirmPaymentPassword: '864200' },
      });
    for (let i = 0; i < 5; i++) expectError(await change('000000'), 'password.wrong');
    const stored = (await memberRow(member.id)).paymentPasswordHash;
    const locked = await change('135790');
    expectError(locked, 'too.many.requests', 429);
    expect(refusalOf(locked).retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await memberRow(member.id)).paymentPasswordHash).toBe(stored);

    server.clock.advance(15 * MINUTE + 1000);
    const right = await change('135790');
    expect(right.status, right.text).toBe(200);
  });

  it('asks for the login password to change the e-mail, and counts a wrong one', async () => {
    const member = await newMember({ email: 'before@example.com' });
    const update = (body: RouteBody<typeof routes.memberProfileUpdate>) =>
      callRoute(server, routes.memberProfileUpdate, { token: member.token, body });
    expectFields(await update({ email: 'after@example.com' }), {
      currentPassword: { code: 'rule.required', message: 'This field is required' },
    });
    expectError(await update({ email: 'after@example.com', currentPassword: 'wrong-one' }), 'password.wrong');
    expect((await profileRow(member.id))!.email).toBe('before@example.com');
    // Other fields need no password.
    expect((await update({ occupation: 'Engineer' })).status).toBe(200);
    const res = await update({ email: 'after@example.com', currentPassword: member.password });
    expect(res.status, res.text).toBe(200);
    expect((await profileRow(member.id))!.email).toBe('after@example.com');
  });
});
