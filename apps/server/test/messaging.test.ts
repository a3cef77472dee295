import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { routes } from '@wps/contracts';
import { createSmtpEmailSender } from '../src/modules/messaging/providers.js';
import {
  adminToken,
  call,
  callRoute,
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
  const res = await putSection(
    server,
    operator,
    'registerRules',
    (value: Record<string, Record<string, unknown>>) => ({
      ...value,
      mobile: {
        ...value.mobile,
        mobileNum: {
          enabled: true,
          required: true,
          acceptedPattern: '^[0-9]+$',
          patternId: 1,
          minLength: 6,
          maxLength: 15,
        },
      },
    }),
  );
  expect(res.status).toBe(200);
});
afterAll(() => server?.close());

const SMS_LOGIN = '/wps/verification/sms/noLogin';
const SMS_REGISTER = '/wps/verification/sms/register';

async function requestCode(mobileNum: string, extra: Partial<RouteBody<typeof routes.smsCodeLogin>> = {}) {
  return callRoute(server, routes.smsCodeLogin, {
    body: { mobileNum, countryDialingCode: '+63', challenge: await solved(), ...extra },
  });
}

async function outbox(channel: 'sms' | 'email' = 'sms') {
  const res = await callRoute(server, routes.outboxList, {
    token: operator,
    params: { merchantCode: 'aurora' },
    query: { channel, pageNo: 1, pageSize: 50 },
  });
  expect(res.status).toBe(200);
  return res.body.value.list;
}

async function site() {
  return server.services.merchants.resolveSite('aurora', null);
}

describe('sms code request', () => {
  it('sends a code to the outbox and answers expiredMinutes', async () => {
    const res = await requestCode('9171234567');
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ expiredMinutes: 5 });
    const [latest] = await outbox();
    expect(latest!.recipient).toBe('+639171234567');
    expect(latest!.subject).toBeNull();
    expect(latest!.body).toMatch(/^Your .+ code is [0-9]{6}\. It expires in 5 minutes\.$/);
    const code = /code is ([0-9]{6})/.exec(latest!.body)![1]!;
    const s = await site();
    expect(await server.services.messaging.checkCode(s, 'login', '+639171234567', code)).toBe(true);
    expect(await server.services.messaging.checkCode(s, 'login', '+639171234567', code)).toBe(false);
  });

  it('limits one send per 60 s and five per hour per number', async () => {
    const number = '9170000001';
    expect((await requestCode(number)).status).toBe(200);
    const again = await requestCode(number);
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('too.many.requests');
    expect(refusalOf(again).retryAfterSeconds).toBe(60);
    for (let i = 2; i <= 5; i++) {
      server.clock.advance(61_000);
      expect((await requestCode(number)).status).toBe(200);
    }
    server.clock.advance(61_000);
    const sixth = await requestCode(number);
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('too.many.requests');
    expect(refusalOf(sixth).retryAfterSeconds).toBeGreaterThan(60);
  });

  it('refuses an invalid number or dialing code, and a missing challenge', async () => {
    for (const [number, dialing] of [
      ['12ab', '+63'],
      ['123', '+63'],
      ['9171234567', '63'],
    ] as const) {
      const res = await requestCode(number, { countryDialingCode: dialing });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('validation.failed');
    }
    const missing = await call(server, SMS_LOGIN, {
      method: 'POST',
      body: { mobileNum: '9171234599', countryDialingCode: '+63' },
    });
    expect(missing.body.errorCode).toBe('challenge.required');
  });

  it('registration codes follow REGMOBVERF3', async () => {
    const body = async () => ({
      mobileNo: '9175550000',
      countryDialingCode: '+63',
      challenge: await solved(),
    });
    const off = await call(server, SMS_REGISTER, { method: 'POST', body: await body() });
    expect(off.body.errorCode).toBe('function.not.available');
    const res = await putSection(server, operator, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      REGMOBVERF3: true,
    }));
    expect(res.status).toBe(200);
    const on = await callRoute(server, routes.smsCodeRegister, { body: await body() });
    expect(on.status).toBe(200);
    expect(on.body.value.expiredMinutes).toBe(5);
    expect((await outbox())[0]!.recipient).toBe('+639175550000');
  });
});

describe('verification codes', () => {
  it('expire after 5 minutes', async () => {
    const s = await site();
    const { code } = await server.services.messaging.issueCode(s, 'reset', 'a@example.com');
    server.clock.advance(6 * 60_000);
    expect(await server.services.messaging.checkCode(s, 'reset', 'a@example.com', code)).toBe(false);
  });

  it('die after five wrong answers, and a new code replaces the old one', async () => {
    const s = await site();
    const messaging = server.services.messaging;
    const first = await messaging.issueCode(s, 'register', '+15550001');
    const { code } = await messaging.issueCode(s, 'register', '+15550001');
    if (first.code !== code)
      expect(await messaging.checkCode(s, 'register', '+15550001', first.code)).toBe(false);
    const wrong = code === '000000' ? '000001' : '000000';
    const tries = first.code !== code ? 4 : 5;
    for (let i = 0; i < tries; i++)
      expect(await messaging.checkCode(s, 'register', '+15550001', wrong)).toBe(false);
    expect(await messaging.checkCode(s, 'register', '+15550001', code)).toBe(false);
  });
});

describe('e-mail over SMTP', () => {
  it('delivers to a real SMTP server', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const sender = createSmtpEmailSender(`smtp://127.0.0.1:${port}`, 'noreply@aurora.example');
      await sender.send({ to: 'player@example.com', subject: 'Your code', text: 'Your code is 123456.' });
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('noreply@aurora.example');
      expect(received[0]!.to).toEqual(['player@example.com']);
      expect(received[0]!.data).toContain('Subject: Your code');
      expect(received[0]!.data).toContain('Your code is 123456.');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('keeps e-mail in the dev outbox when SMTP_URL is unset', async () => {
    const s = await site();
    await server.services.messaging.sendEmail(s.merchantId, {
      to: 'b@example.com',
      subject: 'Hi',
      text: 'Body',
    });
    const [mail] = await outbox('email');
    expect(mail).toMatchObject({ channel: 'email', recipient: 'b@example.com', subject: 'Hi', body: 'Body' });
  });
});

describe('outbox export', () => {
  it('exports the messages the channel filter matches as CSV, newest first, as the list has them', async () => {
    await requestCode('9179990001');
    const listed = await outbox('sms');
    expect(listed.length).toBeGreaterThan(0);
    const res = await callRoute(server, routes.outboxExport, {
      token: operator,
      params: { merchantCode: 'aurora' },
      query: { channel: 'sms' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="outbox.csv"');
    expect(res.headers.get('x-export-truncated')).toBe('false');
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,created_at,channel,recipient,subject,body');
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids.slice(0, listed.length)).toEqual(listed.map((entry) => entry.id));
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'sms')).toBe(true);
    expect(res.text).toContain('9179990001');
  });
});
