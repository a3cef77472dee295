/**
 * Keeps a left-to-right value (date, time, IP address) in one piece inside translated text: in Urdu
 * "2026-11-22 11:03:20" would otherwise show as "11:03:20 2026-11-22".
 */
export function ltr(value: string): string {
  return `\u2066${value}\u2069`;
}
