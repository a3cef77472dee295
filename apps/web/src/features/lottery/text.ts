import type { Language, LotteryGame } from '@wps/contracts';

/** A text in the six site languages, EN always present (contracts: localizedSchema). */
export type LocalizedText = { EN: string } & Partial<Record<Language, string | undefined>>;

/** The text in `language`, or the English one. */
export function localized(text: LocalizedText, language: Language): string {
  return text[language] || text.EN;
}

/** A long hex string shortened for display: "3f9a1c…be42d0". */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}

/** A game family (VN, SEA4D, THAI6, SSC, K3, PK10, X115). */
export type LotteryFamily = LotteryGame['family'];
