import { createHash, randomBytes } from 'node:crypto';
import type { LoginCheck, LoginCheckMethod } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import { AppError, validationError } from '../../platform/errors.js';
import { maskEmail, maskMobile } from '../members/rules.js';
import type { CheckChannel, LoginCheckDeps, LoginGuardDeps, MemberContact } from './deps.js';
import type { LoginAttempt } from './login-guard.js';
import { storedMethods, TICKET_TTL_MS } from './rules.js';
import * as store from './two-factor-store.js';

/** Tickets of the second login step: only their hash is stored. */
export const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Stores a check for the attempt and answers its ticket, with the contacts masked. */
export async function issueLoginCheck(
  deps: LoginGuardDeps,
  attempt: LoginAttempt,
  reason: LoginCheck['reason'],
  methods: LoginCheckMethod[],
  contact: MemberContact | null,
): Promise<LoginCheck> {
  const ticket = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await store.insertLoginCheck(deps.db, {
    ticketHash: ticketHash(ticket),
    memberId: attempt.member.id,
    merchantId: attempt.site.merchantId,
    reason,
    methods: methods.join(','),
    loginMethod: attempt.method,
    ip: attempt.ip,
    device: attempt.device,
    remember: attempt.remember ? 1 : 0,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return {
    ticket,
    reason,
    methods,
    mobile: contact?.mobile && methods.includes('sms') ? maskMobile(contact.mobile) : null,
    email: contact?.email && methods.includes('email') ? maskEmail(contact.email) : null,
  };
}

/** The live check of this merchant behind the ticket, else `verification.ticket.invalid`. */
export async function liveCheck(deps: LoginCheckDeps, site: SiteContext, ticket: string) {
  const hash = ticketHash(ticket);
  const row = await store.findLoginCheck(deps.db, hash);
  if (!row || row.merchantId !== site.merchantId || row.expiresAt.getTime() <= deps.clock.now().getTime())
    throw new AppError('verification.ticket.invalid');
  return { hash, row, methods: storedMethods(row.methods) };
}

/** Where a check code goes: the member's mobile or e-mail, or null when the member has none. */
export async function destinationOf(deps: LoginCheckDeps, memberId: number, channel: CheckChannel) {
  const contact = await deps.contactOf(memberId);
  return channel === 'sms' ? contact.mobile : contact.email;
}

export function unavailable(field: string) {
  return validationError({
    [field]: { code: 'field.method_unavailable', message: 'This method is not offered for this login' },
  });
}
