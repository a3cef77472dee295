/**
 * Which screenshot variants a run takes. `SCREENSHOTS=all` takes every combination of language,
 * theme and width (what a developer opens and looks at after changing a screen); otherwise, as in
 * `npm test` and CI, a set that between them still covers each language, both themes, both widths
 * and right-to-left: English light on a desktop, Urdu dark on a phone, Chinese light on a phone.
 */
const LEAN = new Set(['EN light desktop', 'UR dark phone', 'CN light phone']);

export const ALL_SCREENSHOTS = process.env.SCREENSHOTS === 'all';

/** Whether this run takes the variant (a member-site language code, a theme, a device name). */
export function wanted(language: string, scheme: 'light' | 'dark', device: 'desktop' | 'phone'): boolean {
  return ALL_SCREENSHOTS || LEAN.has(`${language} ${scheme} ${device}`);
}
