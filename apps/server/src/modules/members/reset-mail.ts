import type { SiteContext } from '../../platform/context.js';
import type { ResetMail } from './deps.js';
import { RESET_TOKEN_TTL_MS } from './rules.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password reset e-mail (text and HTML) with its link. */
export function resetMail(site: SiteContext, to: string, username: string, link: string): ResetMail {
  const name = site.settings.profile.name;
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  const text = [
    `Hello ${username},`,
    '',
    `Someone asked to reset the password of your ${name} account. Open this link within ${minutes} minutes to choose a new one:`,
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(username)},</p>`,
    `<p>Someone asked to reset the password of your ${escapeHtml(name)} account. Open this link within ${minutes} minutes to choose a new one:</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject: `${name}: reset your password`, text, html };
}
