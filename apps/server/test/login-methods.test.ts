import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import {
  adminToken,
  call,
  callRoute,
  createMember,
  putSection,
  refusalOf,
  solvedChallenge,
  startTestServer,
  type RouteBody,
  type TestServer,
} from './harness.js';

/** Login by SMS code, registration by mobile, free play, remember-me and operator password resets. */

let server: TestServer;
let operator: string;
beforeAll(async () => {
  server = await startTestServer();
  operator = await adminToken(server);
  const res = await putSection(
    server,
    operator,
    'registerRules',
    (value: Record<string, Record<string, Record<string, unknown>>>) => ({
      ...value,
      mobile: {
        ...value.mobile,
        mobileNum: {
          enabled: true,
          required: true,
          acceptedPattern: '^[0-9]+$',
          patternId: 5,
          minLength: 6,
          maxLength: 15,
        },
        password: { ...value.mobile!.password, enabled: true, required: true },
      },
    }),
  );
  expect(res.status).toBe(200);
});
afterAll(() => server?.close());

const solved = () => solvedChallenge(server);
const login = (body: RouteBody<typeof routes.memberLogin>) => callRoute(server, routes.memberLogin, { body });
const rememberedLogin = (body: RouteBody<typeof routes.rememberedLogin>) =>
  callRoute(server, routes.rememberedLogin, { body });
const aurora = { merchantCode: 'aurora' };
const membersNamed = (username: string) =>
  callRoute(server, routes.operatorMemberList, {
    token: operator,
    params: aurora,
    query: { username, pageNo: 1, pageSize: 10 },
  });
const resetPassword = (id: number) =>
  callRoute(server, routes.operatorMemberPasswordReset, {
    token: operator,
    params: { ...aurora, id },
    body: { reason: 'The member asked by phone' },
  });

let numberSeed = 9170000000 + (Date.now() % 1_000_000);
const freshNumber = () => String(++numberSeed);

async function setModules(patch: Record<string, boolean>) {
  const res = await putSection(server, operator, 'modules', (value: Record<string, boolean>) => ({
    ...value,
    ...patch,
  }));
  expect(res.status).toBe(200);
}

async function latestCode(recipient: string): Promise<string> {
  const res = await callRoute(server, routes.outboxList, {
    token: operator,
    params: aurora,
    query: { channel: 'sms', pageNo: 1, pageSize: 50 },
  });
  const entry = res.body.value.list.find((item) => item.recipient === recipient);
  if (!entry) throw new Error(`no SMS to ${recipient}`);
  return /code is ([0-9]{6})/.exec(entry.body)![1]!;
}

/** An SMS code for logging in (`mobileNum`) or for registering (`mobileNo`) with the number. */
async function requestCode(body: { mobileNum: string } | { mobileNo: string }) {
  // One code per number per minute: move the clock past that gap before each request.
  server.clock.advance(61_000);
  const common = { countryDialingCode: '+63', challenge: await solved() };
  const res =
    'mobileNo' in body
      ? await callRoute(server, routes.smsCodeRegister, { body: { ...common, ...body } })
      : await callRoute(server, routes.smsCodeLogin, { body: { ...common, ...body } });
  expect(res.status, res.text).toBe(200);
}

async function info(token: string) {
  return callRoute(server, routes.memberInfo, { token });
}

async function captcha(): Promise<{ captchaId: string; captcha: string }> {
  const res = await callRoute(server, routes.imageCaptcha);
  return { captchaId: res.body.value.captchaId, captcha: server.captchaCodes.get(res.body.value.captchaId)! };
}

let nameSeed = 0;
const freshName = () => `lm${++nameSeed}x${Date.now() % 100000}`;

async function registerMobile(
  mobileNum: string,
  extra: Partial<RouteBody<typeof routes.memberRegisterMobile>> = {},
) {
  return callRoute(server, routes.memberRegisterMobile, {
    body: {
      ...(await captcha()),
      mobileNum,
      countryDialingCode: '+63',
      password: 'Passw0rd77',
      confirmPassword: 'Passw0rd77',
      registerMethod: 'WEB',
      challenge: await solved(),
      ...extra,
    },
  });
}

describe('registration by mobile number', () => {
  it('creates a member named after the number, signed in, who can then log in by SMS code', async () => {
    const number = freshNumber();
    const res = await registerMobile(number);
    expect(res.status, res.text).toBe(200);
    expect(res.body.value.userName).toBe(`m63${number}`);
    expect((await info(res.body.value.token)).body.value.account).toBe(`m63${number}`);

    // The password works with the generated username.
    const byPassword = await login({
      username: `m63${number}`,
      password: 'Passw0rd77',
      challenge: await solved(),
    });
    expect(byPassword.status, byPassword.text).toBe(200);
  });

  it('refuses a number already registered, a mismatched confirmation, and a missing password', async () => {
    const number = freshNumber();
    expect((await registerMobile(number)).status).toBe(200);
    const again = await registerMobile(number);
    expect(again.status).toBe(400);
    expect(refusalOf(again).fields?.mobileNum?.code).toBe('field.mobile_taken');

    const mismatch = await registerMobile(freshNumber(), { confirmPassword: 'Other0000' });
    expect(refusalOf(mismatch).fields?.confirmPassword?.code).toBe('rule.inconsistent');

    const noPassword = await registerMobile(freshNumber(), { password: '', confirmPassword: '' });
    expect(refusalOf(noPassword).fields?.password?.code).toBe('rule.required');
  });

  it('takes no password without MOBILENUMPASSREG3 and answers function.not.available without MOBILENUMREG3', async () => {
    await setModules({ MOBILENUMPASSREG3: false });
    const number = freshNumber();
    const res = await registerMobile(number, { password: undefined, confirmPassword: undefined });
    expect(res.status, res.text).toBe(200);
    await setModules({ MOBILENUMPASSREG3: true, MOBILENUMREG3: false });
    const off = await registerMobile(freshNumber());
    expect(off.status).toBe(400);
    expect(off.body.errorCode).toBe('function.not.available');
    await setModules({ MOBILENUMREG3: true });
  });

  it('with REGMOBVERF3 needs the SMS code sent to the number, once', async () => {
    await setModules({ REGMOBVERF3: true });
    try {
      const number = freshNumber();
      const missing = await registerMobile(number);
      expect(refusalOf(missing).fields?.verificationCode?.code).toBe('rule.required');

      await requestCode({ mobileNo: number });
      const wrong = await registerMobile(number, { verificationCode: '000000' });
      expect(wrong.body.errorCode).toBe('verification.code.invalid');
      const code = await latestCode(`+63${number}`);
      const right = await registerMobile(number, { verificationCode: code });
      expect(right.status, right.text).toBe(200);
    } finally {
      await setModules({ REGMOBVERF3: false });
    }
  });

  it('with REGMOBVERF3 the username form needs a mobile number and its code', async () => {
    await setModules({ REGMOBVERF3: true });
    try {
      const number = freshNumber();
      const register = (body: RouteBody<typeof routes.memberRegister>) =>
        callRoute(server, routes.memberRegister, { body });
      const base = {
        username: `sms${number}`,
        password: 'Passw0rd77',
        confirmPassword: 'Passw0rd77',
        registerMethod: 'WEB',
      } as const;
      const noMobile = await register({
        ...base,
        ...(await captcha()),
        challenge: await solved(),
      });
      expect(refusalOf(noMobile).fields?.mobileNum?.code).toBe('rule.required');

      await requestCode({ mobileNo: number });
      const code = await latestCode(`+63${number}`);
      const res = await register({
        ...base,
        mobileNum: number,
        countryDialingCode: '+63',
        verificationCode: code,
        ...(await captcha()),
        challenge: await solved(),
      });
      expect(res.status, res.text).toBe(200);
    } finally {
      await setModules({ REGMOBVERF3: false });
    }
  });
});

describe('login by SMS code', () => {
  it('signs in the member of the number with the code, once; the code is refused afterwards', async () => {
    const number = freshNumber();
    expect((await registerMobile(number)).status).toBe(200);
    await requestCode({ mobileNum: number });
    const code = await latestCode(`+63${number}`);
    const smsLogin = (password: string) =>
      solved().then((challenge) =>
        login({ type: 'sms', username: number, password, countryDialingCode: '+63', challenge }),
      );
    const res = await smsLogin(code);
    expect(res.status, res.text).toBe(200);
    expect(res.body.value).toMatchObject({ userName: `m63${number}`, passwordExpired: false });
    expect((await info(res.body.value.token)).status).toBe(200);

    const replay = await smsLogin(code);
    expect(replay.status).toBe(400);
    expect(replay.body.errorCode).toBe('verification.code.invalid');
    expect(refusalOf(replay).captcha).toBe(true);
  });

  it('refuses a right code for a number without an account, and SMS login when switched off', async () => {
    const number = freshNumber();
    await requestCode({ mobileNum: number });
    const code = await latestCode(`+63${number}`);
    const body = async () => ({
      type: 'sms' as const,
      username: number,
      password: code,
      countryDialingCode: '+63',
      challenge: await solved(),
    });
    await setModules({ MOBILEVERCODELOGIN3: false });
    const off = await login(await body());
    expect(off.body.errorCode).toBe('function.not.available');
    await setModules({ MOBILEVERCODELOGIN3: true });

    const unknown = await login(await body());
    expect(unknown.body.errorCode).toBe('verification.code.invalid');
  });

  it('sends reset codes only to registered numbers', async () => {
    server.clock.advance(61_000);
    const res = await callRoute(server, routes.smsCodeLogin, {
      body: {
        mobileNum: freshNumber(),
        countryDialingCode: '+63',
        purpose: 'reset',
        challenge: await solved(),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('mobile.not.registered');
  });
});

describe('free play', () => {
  it('creates a trial account (type 4) that the member centre refuses', async () => {
    const res = await callRoute(server, routes.freePlayLogin, {
      body: { challenge: await solved(), platform: 'W' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.value.userName).toMatch(/^trial[0-9a-f]{10}$/);
    const me = await info(res.body.value.token);
    expect(me.body.value.type).toBe(4);
    const refused = await callRoute(server, routes.memberSessions, { token: res.body.value.token });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('in_need_true_account');
  });

  it('needs the human challenge and is off without FREEPLAY3', async () => {
    const noChallenge = await call(server, '/wps/session/login/freeplay', { method: 'POST', body: {} });
    expect(noChallenge.body.errorCode).toBe('challenge.required');
    await setModules({ FREEPLAY3: false });
    const off = await call(server, '/wps/session/login/freeplay', {
      method: 'POST',
      body: { challenge: await solved() },
    });
    expect(off.body.errorCode).toBe('function.not.available');
    await setModules({ FREEPLAY3: true });
  });
});

describe('operator password reset', () => {
  it('sets a temporary password that forces a change, ends sessions, and is audited', async () => {
    const member = { username: freshName() };
    await createMember(server, { username: member.username, password: 'Passw0rd55' });
    const session = await login({
      username: member.username,
      password: 'Passw0rd55',
      challenge: await solved(),
    });
    const list = await membersNamed(member.username);
    expect(list.status, list.text).toBe(200);
    const row = list.body.value.list.find((item) => item.username === member.username)!;

    const reset = await resetPassword(row.id);
    expect(reset.status, reset.text).toBe(200);
    const temporary = reset.body.value.temporaryPassword;
    expect(temporary).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[2-9])[A-Za-z2-9]{12}$/);
    expect((await info(session.body.value.token)).status).toBe(401);

    const old = await login({
      username: member.username,
      password: 'Passw0rd55',
      challenge: await solved(),
    });
    expect(old.body.errorCode).toBe('login.failed');
    const audit = await callRoute(server, routes.auditList, {
      token: operator,
      query: { merchantCode: 'aurora', pageNo: 1, pageSize: 5 },
    });
    expect(audit.body.value.list[0]).toMatchObject({
      action: 'member.password.reset',
      target: `member:${row.id}`,
      after: { mustChangePassword: true, reason: 'The member asked by phone' },
    });
  });

  it('refuses a reset without a reason and keeps the password', async () => {
    const member = { username: freshName() };
    await createMember(server, { username: member.username, password: 'Passw0rd55' });
    const row = (await membersNamed(member.username)).body.value.list[0]!;
    for (const rawBody of [{}, { reason: '' }, { reason: 'x'.repeat(501) }]) {
      const refused = await callRoute(server, routes.operatorMemberPasswordReset, {
        token: operator,
        params: { ...aurora, id: row.id },
        rawBody,
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.errorCode).toBe('validation.failed');
    }
    const still = await login({
      username: member.username,
      password: 'Passw0rd55',
      challenge: await solved(),
    });
    expect(still.body.success, still.text).toBe(true);
  });

  it('forces the change at the next login (mustChangePassword), not for an unknown member', async () => {
    const member = { username: freshName() };
    await createMember(server, { username: member.username, password: 'Passw0rd55' });
    const list = await membersNamed(member.username);
    const id = list.body.value.list[0]!.id;
    const reset = await resetPassword(id);
    const signedIn = await login({
      username: member.username,
      password: reset.body.value.temporaryPassword,
      challenge: await solved(),
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.value.mustChangePassword).toBe(true);

    const missing = await resetPassword(99999999);
    expect(missing.status).toBe(404);
  });
});

describe('operator member role', () => {
  const roleOf = (id: number, body: Omit<RouteBody<typeof routes.operatorMemberRole>, 'reason'>) =>
    callRoute(server, routes.operatorMemberRole, {
      token: operator,
      params: { ...aurora, id },
      body: { reason: 'Agent contract signed', ...body },
    });
  /** A role change with any body, also one the contract refuses. */
  const roleOfRaw = (id: number, body: Record<string, unknown>) =>
    callRoute(server, routes.operatorMemberRole, {
      token: operator,
      params: { ...aurora, id },
      rawBody: body,
    });
  async function newMember() {
    const username = freshName();
    await createMember(server, { username, password: 'Passw0rd55' });
    const list = await membersNamed(username);
    return list.body.value.list[0]!;
  }

  it('makes a member an agent whose code registers downlines, then an ordinary member again (audited)', async () => {
    const member = await newMember();
    expect(member.type).toBe(0);
    const code = `AG${numberSeed++}X`;
    const made = await roleOf(member.id, { type: 1, affiliateCode: code });
    expect(made.status, made.text).toBe(200);
    expect(made.body.value).toMatchObject({ id: member.id, type: 1, affiliateCode: code });
    const check = await call(server, `/wps/agent/affiliate?code=${code}`);
    expect(check.body.success, check.text).toBe(true);

    const back = await roleOf(member.id, { type: 0 });
    expect(back.body.value).toMatchObject({ type: 0, affiliateCode: null });
    const gone = await call(server, `/wps/agent/affiliate?code=${code}`);
    expect(gone.body.errorCode).toBe('affiliate.invalid');

    const audit = await callRoute(server, routes.auditList, {
      token: operator,
      query: { merchantCode: 'aurora', pageNo: 1, pageSize: 2 },
    });
    expect(audit.body.value.list[0]).toMatchObject({
      action: 'member.role.set',
      target: `member:${member.id}`,
      before: { type: 1, affiliateCode: code },
      after: { type: 0, affiliateCode: null, reason: 'Agent contract signed' },
    });
  });

  it('refuses a role change without a reason, or with an empty or too long one', async () => {
    const member = await newMember();
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      const refused = await roleOfRaw(member.id, { type: 1, affiliateCode: `AG${numberSeed++}Z`, reason });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.errorCode).toBe('validation.failed');
      expect(Object.keys((refused.body.value as unknown as { fields: object }).fields)).toEqual(['reason']);
    }
    const list = await membersNamed(member.username);
    expect(list.body.value.list[0]).toMatchObject({ type: 0, affiliateCode: null });
  });

  it('refuses a code another agent holds, an agent without a code, an unknown type, and changes nothing', async () => {
    const first = await newMember();
    const second = await newMember();
    const code = `AG${numberSeed++}Y`;
    expect((await roleOf(first.id, { type: 2, affiliateCode: code })).status).toBe(200);
    const taken = await roleOf(second.id, { type: 1, affiliateCode: code });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('affiliate.code.taken');
    const noCode = await roleOf(second.id, { type: 41 });
    expect(noCode.body.errorCode).toBe('validation.failed');
    const badType = await roleOfRaw(second.id, { type: 4, affiliateCode: 'ABCD1' });
    expect(badType.body.errorCode).toBe('validation.failed');
    const badCode = await roleOf(second.id, { type: 1, affiliateCode: 'no spaces!' });
    expect(badCode.body.errorCode).toBe('validation.failed');
    const list = await membersNamed(second.username);
    expect(list.body.value.list[0]).toMatchObject({ type: 0, affiliateCode: null });
    expect((await roleOf(99999999, { type: 0 })).status).toBe(404);
  });
});

// Last: these move the clock a day ahead, past the operator session.
describe('remember me', () => {
  it('answers a token only when asked; the token logs in once and is replaced', async () => {
    const member = { username: freshName() };
    await createMember(server, { username: member.username, password: 'Passw0rd55' });
    const plain = await login({
      username: member.username,
      password: 'Passw0rd55',
      challenge: await solved(),
    });
    expect(plain.body.value.rememberToken).toBeNull();

    const asked = await login({
      username: member.username,
      password: 'Passw0rd55',
      remember: true,
      challenge: await solved(),
    });
    const first = asked.body.value.rememberToken!;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const remembered = await rememberedLogin({
      username: member.username,
      rememberToken: first,
    });
    expect(remembered.status, remembered.text).toBe(200);
    const second = remembered.body.value.rememberToken!;
    expect(second).not.toBe(first);
    expect((await info(remembered.body.value.token)).status).toBe(200);

    const reused = await rememberedLogin({
      username: member.username,
      rememberToken: first,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errorCode).toBe('remember.invalid');

    const wrongName = await rememberedLogin({
      username: 'someoneelse',
      rememberToken: second,
    });
    expect(wrongName.body.errorCode).toBe('remember.invalid');
  });

  it('forgets a token on request and expires it after rememberMeDays', async () => {
    const member = { username: freshName() };
    await createMember(server, { username: member.username, password: 'Passw0rd55' });
    const tokenOf = async () =>
      (
        await login({
          username: member.username,
          password: 'Passw0rd55',
          remember: true,
          challenge: await solved(),
        })
      ).body.value.rememberToken!;

    const forgotten = await tokenOf();
    const forget = await call(server, '/wps/session/remember/forget', {
      method: 'POST',
      body: { rememberToken: forgotten },
    });
    expect(forget.status).toBe(200);
    const afterForget = await rememberedLogin({
      username: member.username,
      rememberToken: forgotten,
    });
    expect(afterForget.body.errorCode).toBe('remember.invalid');

    const expiring = await tokenOf();
    server.clock.advance(24 * 3600_000 + 1000); // aurora: rememberMeDays 1
    const expired = await rememberedLogin({
      username: member.username,
      rememberToken: expiring,
    });
    expect(expired.body.errorCode).toBe('remember.invalid');
  });
});

describe('failed logins from one address', () => {
  it('after 50 failures in 15 minutes, whatever the names, the address waits (429 with retryAfterSeconds)', async () => {
    server.clock.advance(3600_000);
    const member = { username: freshName() };
    await createMember(server, { username: member.username, password: 'Passw0rd55' });
    const attempt = async (username: string, password: string) =>
      login({ username, password, challenge: await solved() });
    // Every name is tried once, so no name gets the captcha or a lock: only the address count grows.
    for (let i = 0; i < 50; i++) {
      const res = await attempt(`spray${i}x${nameSeed}`, 'guess');
      expect(res.body.errorCode).toBe('login.failed');
    }
    const blocked = await attempt(member.username, 'Passw0rd55');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('too.many.requests');
    expect(refusalOf(blocked).retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(blocked.headers.get('retry-after')).toBe(String(refusalOf(blocked).retryAfterSeconds));

    server.clock.advance(15 * 60_000 + 1000);
    const later = await attempt(member.username, 'Passw0rd55');
    expect(later.status, later.text).toBe(200);
  });
});

describe('captcha and challenge limits', () => {
  it('answers 429 with Retry-After after 60 captchas or challenges a minute from one address', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      for (const route of [routes.imageCaptcha, routes.humanChallenge]) {
        for (let i = 0; i < 60; i++) expect((await callRoute(limited, route)).status).toBe(200);
        const refused = await callRoute(limited, route);
        expect(refused.status).toBe(429);
        expect(refused.body.errorCode).toBe('too.many.requests');
        expect(refusalOf(refused).retryAfterSeconds).toBeGreaterThan(0);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('free play money', () => {
  it('gives a new trial account the merchant trial balance as play money, once', async () => {
    const res = await callRoute(server, routes.freePlayLogin, {
      body: { challenge: await solved(), platform: 'W' },
    });
    expect(res.status, res.text).toBe(200);
    const balance = await callRoute(server, routes.walletBalance, { token: res.body.value.token });
    expect(balance.status, balance.text).toBe(200);
    expect(balance.body.value).toMatchObject({ sumBalance: '2000.00', playMoney: true });
    expect(balance.body.value.balance.map((row) => row.wallet)).toEqual(['play']);
  });
});
