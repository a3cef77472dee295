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

const solved = () => solvedChallenge(server);

let server: TestServer;
let operator: string;
beforeAll(async () => {
  server = await startTestServer();
  operator = await adminToken(server);
});
afterAll(() => server?.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LOGIN = routes.memberLogin.path;
const REGISTER = routes.memberRegister.path;

async function captcha(): Promise<{ captchaId: string; captcha: string }> {
  const res = await callRoute(server, routes.imageCaptcha);
  expect(res.status).toBe(200);
  expect(res.body.value.image).toMatch(/^data:image\/png;base64,/);
  const code = server.captchaCodes.get(res.body.value.captchaId)!;
  expect(code).toMatch(/^[0-9]{4}$/);
  return { captchaId: res.body.value.captchaId, captcha: code };
}

let counter = 0;
const freshName = (prefix = 'user') => `${prefix}${++counter}x${Date.now() % 100000}`;

async function register(overrides: Partial<RouteBody<typeof routes.memberRegister>> = {}) {
  const password = overrides.password ?? 'Passw0rd99';
  const body: RouteBody<typeof routes.memberRegister> = {
    username: freshName(),
    password,
    confirmPassword: password,
    registerMethod: 'WEB',
    login: true,
    challenge: await solved(),
    ...(await captcha()),
    ...overrides,
  };
  return callRoute(server, routes.memberRegister, { body });
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

async function setModules(patch: Record<string, boolean>) {
  const res = await putSection(server, operator, 'modules', (value: Record<string, boolean>) => ({
    ...value,
    ...patch,
  }));
  expect(res.status).toBe(200);
}

describe('human challenge and captcha', () => {
  it('refuses plain bodies on login and register with request_body_required', async () => {
    for (const [method, path] of [
      ['POST', LOGIN],
      ['PUT', REGISTER],
    ] as const) {
      const res = await call(server, path, { method, body: { username: 'someone', password: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('request_body_required');
    }
  });

  it('refuses a missing, invalid or replayed challenge', async () => {
    const missing = await callRoute(server, routes.memberLogin, {
      body: { username: 'nobody1', password: 'whatever1', type: 'username' },
    });
    expect(missing.body.errorCode).toBe('challenge.required');

    const garbage = await login('nobody1', 'whatever1', { challenge: 'bm90IGEgcGF5bG9hZA==' });
    expect(garbage.body.errorCode).toBe('challenge.invalid');

    const payload = await solved();
    const forged = JSON.parse(Buffer.from(payload, 'base64').toString());
    forged.number = forged.number + 1;
    const wrong = await login('nobody1', 'whatever1', {
      challenge: Buffer.from(JSON.stringify(forged)).toString('base64'),
    });
    expect(wrong.body.errorCode).toBe('challenge.invalid');

    const member = await register();
    expect(member.status).toBe(200);
    const first = await login(member.body.value.userName, 'Passw0rd99', { challenge: payload });
    expect(first.status).toBe(200);
    const replay = await login(member.body.value.userName, 'Passw0rd99', { challenge: payload });
    expect(replay.status).toBe(400);
    expect(replay.body.errorCode).toBe('challenge.invalid');
  });

  it('refuses an expired challenge', async () => {
    const payload = await solved();
    server.clock.advance(6 * MINUTE);
    const res = await login('nobody2', 'whatever1', { challenge: payload });
    expect(res.body.errorCode).toBe('challenge.invalid');
  });

  it('does not ask for a challenge when GEETEST3 is off', async () => {
    await setModules({ GEETEST3: false });
    try {
      const off = await call(server, '/wps/captcha/challenge');
      expect(off.body.errorCode).toBe('function.not.available');
      const res = await callRoute(server, routes.memberLogin, {
        body: { username: 'nobody3', password: 'whatever1', type: 'username' },
      });
      expect(res.body.errorCode).toBe('login.failed');
    } finally {
      await setModules({ GEETEST3: true });
    }
  });
});

describe('registration by username', () => {
  it('registers, signs in, and the token works on member info', async () => {
    const username = freshName('Reg');
    const res = await register({ username, email: 'someone@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      userName: username,
      firstTimeLogin: true,
      passwordExpired: false,
    });
    const info = await callRoute(server, routes.memberInfo, { token: res.body.value.token });
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({
      id: res.body.value.id,
      account: username,
      type: 0,
      toUpline: false,
    });
  });

  it.each([
    ['username', { username: '' }, 'rule.required'],
    ['username', { username: 'abc' }, 'rule.length'],
    ['username', { username: '1startsdigit' }, 'rule.pattern'],
    ['password', { password: 'lettersonly', confirmPassword: 'lettersonly' }, 'rule.pattern'],
    ['email', { email: 'not-an-email' }, 'rule.pattern'],
    ['mobileNum', { mobileNum: '12' }, 'rule.length'],
    ['qqNum', { qqNum: '123456' }, 'rule.disabled'],
    ['captcha', { captcha: '' }, 'rule.required'],
    ['confirmPassword', { confirmPassword: 'Other0pass1' }, 'rule.inconsistent'],
  ])('%s %j → %s', async (field, overrides, code) => {
    const res = await register(overrides);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    expect(refusalOf(res).fields![field]).toMatchObject({ code });
    if (code === 'rule.pattern') expect(refusalOf(res).fields![field]!.message).toMatch(/^pattern\.\d+$/);
  });

  it('refuses a wrong captcha and a taken username, whatever its case', async () => {
    const wrongCaptcha = await register({ captcha: '0000', captchaId: 'unknown-id' });
    expect(wrongCaptcha.body.errorCode).toBe('captcha.invalid');

    const username = freshName('Taken');
    expect((await register({ username })).status).toBe(200);
    const again = await register({ username: username.toUpperCase() });
    expect(again.status).toBe(400);
    expect(refusalOf(again).fields?.username?.code).toBe('field.username_taken');
  });

  it('answers function.not.available when USERNAMEREG3 is off', async () => {
    await setModules({ USERNAMEREG3: false });
    try {
      const res = await register();
      expect(res.body.errorCode).toBe('function.not.available');
    } finally {
      await setModules({ USERNAMEREG3: true });
    }
  });

  it('needs a valid agent invitation code when DIRECTREG3 is off', async () => {
    const agent = await createMember(server, {
      username: freshName('agent'),
      type: 1,
      affiliateCode: 'AGENT42',
    });
    await createMember(server, { username: freshName('plain'), type: 0, affiliateCode: 'PLAIN42' });
    await setModules({ DIRECTREG3: false });
    try {
      const without = await register();
      expect(refusalOf(without).fields?.affiliateCode?.code).toBe('rule.required');
      const bad = await register({ affiliateCode: 'NOPE99' });
      expect(bad.body.errorCode).toBe('affiliate.invalid');
      const notAgent = await register({ affiliateCode: 'PLAIN42' });
      expect(notAgent.body.errorCode).toBe('affiliate.invalid');
      const ok = await register({ affiliateCode: 'AGENT42' });
      expect(ok.status).toBe(200);
      const info = await callRoute(server, routes.memberInfo, { token: ok.body.value.token });
      expect(info.body.value.toUpline).toBe(true);
      expect(agent.id).toBeGreaterThan(0);
    } finally {
      await setModules({ DIRECTREG3: true });
    }
  });

  it('checks affiliate codes', async () => {
    await createMember(server, { username: freshName('agent'), type: 42, affiliateCode: 'CHECK77' });
    const good = await call(server, '/wps/agent/affiliate?code=CHECK77&domain=x.test');
    expect(good.status).toBe(200);
    expect(good.body.success).toBe(true);
    const bad = await call(server, '/wps/agent/affiliate?code=MISSING1');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('affiliate.invalid');
    const notSent = await call(server, '/wps/agent/affiliate');
    expect(notSent.body.errorCode).toBe('validation.failed');
  });
});

describe('login', () => {
  it('logs in: firstTimeLogin only the first time, passwordExpired after passwordExpiryDays', async () => {
    // Created without a session (the harness's createMember signs in), so the first login is the first.
    const site = await server.services.merchants.resolveSite('aurora', null);
    const fresh = freshName('Fresh');
    await server.services.members.createMember({
      merchantId: site.merchantId,
      username: fresh,
      password: 'Passw0rd77',
    });

    const first = await login(`  ${fresh.toUpperCase()}  `, ' Passw0rd77 ');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ userName: fresh, firstTimeLogin: true, passwordExpired: false });
    const info = await callRoute(server, routes.memberInfo, { token: first.body.value.token });
    expect(info.body.value.account).toBe(fresh);

    const second = await login(fresh, 'Passw0rd77');
    expect(second.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });

    server.clock.advance(181 * DAY); // aurora: passwordExpiryDays 180
    const later = await login(fresh, 'Passw0rd77');
    expect(later.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
  });

  it('asks for the captcha after a failure, then locks at the threshold', async () => {
    const username = freshName('Lock');
    const password = 'Passw0rd55';
    const site = await server.services.merchants.resolveSite('aurora', null);
    await server.services.members.createMember({ merchantId: site.merchantId, username, password });

    const fail1 = await login(username, 'wrong-pass1');
    expect(fail1.status).toBe(400);
    expect(fail1.body).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });

    const noCaptcha = await login(username, password);
    expect(noCaptcha.body).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    const wrongCaptcha = await login(username, password, {
      captchaId: (await captcha()).captchaId,
      captcha: '99999',
    });
    expect(wrongCaptcha.body.errorCode).toBe('captcha.invalid');
    const reused = await captcha();
    await login(username, 'wrong-pass2', reused);
    const replayedCaptcha = await login(username, 'wrong-pass3', reused);
    expect(replayedCaptcha.body.errorCode).toBe('captcha.invalid');

    // failures so far: 2 (fail1, the one with `reused`); the third locks.
    const fail3 = await login(username, 'wrong-pass3', await captcha());
    expect(fail3.status).toBe(423);
    expect(fail3.body.errorCode).toBe('account.locked');
    const lockedUntil = refusalOf(fail3).lockedUntil;
    expect(lockedUntil).toBe(server.clock.now().getTime() + 15 * MINUTE);

    const rightWhileLocked = await login(username, password, await captcha());
    expect(rightWhileLocked.status).toBe(423);
    expect(refusalOf(rightWhileLocked).lockedUntil).toBe(lockedUntil);

    server.clock.advance(15 * MINUTE + 1000);
    const after = await login(username, password, await captcha());
    expect(after.status).toBe(200);
    expect(after.body.value.userName).toBe(username);

    // Success resets the counter: the next failure again only asks for the captcha.
    const again = await login(username, 'wrong-pass4');
    expect(again.body).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const known = freshName('Known');
    const site = await server.services.merchants.resolveSite('aurora', null);
    await server.services.members.createMember({
      merchantId: site.merchantId,
      username: known,
      password: 'Passw0rd33',
    });
    const unknown = freshName('Ghost');
    const strip = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
    for (let attempt = 0; attempt < 4; attempt++) {
      const extra = attempt === 0 ? {} : await captcha();
      const a = strip(await login(known, 'wrong-pass1', extra));
      const extra2 = attempt === 0 ? {} : await captcha();
      const b = strip(await login(unknown, 'wrong-pass1', extra2));
      expect(b).toEqual(a);
    }
  });
});
