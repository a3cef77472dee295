import nodemailer from 'nodemailer';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import * as store from './store.js';

/** Sends one text message. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML alternative; the text part is always sent. */
  html?: string;
}

/** Sends one e-mail. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** SMS and e-mail senders of one merchant (the dev outbox keeps messages per merchant). */
export interface MessageChannels {
  sms(merchantId: number): SmsProvider;
  email(merchantId: number): EmailSender;
}

export interface HttpSmsOptions {
  url: string;
  user?: string | undefined;
  password?: string | undefined;
  from?: string | undefined;
  fetch?: typeof fetch;
}

/** A Twilio-compatible REST gateway: POST form-urlencoded To, From, Body with basic auth. */
export function createHttpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(to, text) {
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
      if (options.user !== undefined)
        headers.authorization = `Basic ${Buffer.from(`${options.user}:${options.password ?? ''}`).toString('base64')}`;
      const response = await doFetch(options.url, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ To: to, From: options.from ?? '', Body: text }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** Development SMS provider: keeps each message in the `message_outbox` table. */
export function createOutboxSmsProvider(db: Database, clock: Clock, merchantId: number): SmsProvider {
  return {
    async send(to, text) {
      await store.insertOutbox(db, {
        merchantId,
        channel: 'sms',
        recipient: to,
        subject: null,
        body: text,
        createdAt: clock.now(),
      });
    },
  };
}

/** E-mail over SMTP (nodemailer), e.g. `smtp://user:pass@host:587`. */
export function createSmtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

/** Development e-mail sender: keeps each message in the `message_outbox` table. */
export function createOutboxEmailSender(db: Database, clock: Clock, merchantId: number): EmailSender {
  return {
    async send(message) {
      await store.insertOutbox(db, {
        merchantId,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        createdAt: clock.now(),
      });
    },
  };
}

export interface ChannelConfig {
  SMS_HTTP_URL?: string | undefined;
  SMS_HTTP_USER?: string | undefined;
  SMS_HTTP_PASSWORD?: string | undefined;
  SMS_HTTP_FROM?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}

/** The configured gateways, or the dev outbox for whichever is not configured. */
export function createMessageChannels(config: ChannelConfig, db: Database, clock: Clock): MessageChannels {
  const http = config.SMS_HTTP_URL
    ? createHttpSmsProvider({
        url: config.SMS_HTTP_URL,
        user: config.SMS_HTTP_USER,
        password: config.SMS_HTTP_PASSWORD,
        from: config.SMS_HTTP_FROM,
      })
    : null;
  const smtp = config.SMTP_URL ? createSmtpEmailSender(config.SMTP_URL, config.MAIL_FROM) : null;
  return {
    sms: (merchantId) => http ?? createOutboxSmsProvider(db, clock, merchantId),
    email: (merchantId) => smtp ?? createOutboxEmailSender(db, clock, merchantId),
  };
}
