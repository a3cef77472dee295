import type { AnnouncementInput, HelpArticleInput, Language } from '@wps/contracts';

/**
 * Demo content for the "Aurora Play" merchant (code `aurora`).
 *
 * Every text is written in every member-site language; typing them as `AllLanguages` makes a missing
 * translation a compile error rather than a silent fallback to English. Amounts are deliberately generic
 * (the Deposit and Promotions pages show the real figures) and nothing promises winnings.
 */
export type AllLanguages = Record<Language, string>;

export interface Texts {
  title: AllLanguages;
  content: AllLanguages;
}

/** An announcement before its place in the list gives it a sortOrder. */
export type Draft = Omit<AnnouncementInput, 'sortOrder'>;

const ALWAYS_ON = { enabled: true, startsAt: null, endsAt: null } as const;

export function banner(
  groupName: NonNullable<AnnouncementInput['groupName']>,
  imageUrl: string,
  linkageType: AnnouncementInput['linkageType'],
  linkage: string | null,
  texts: Texts,
): Draft {
  return {
    type: 'B',
    ...texts,
    imageUrl,
    groupName,
    linkageType,
    linkage,
    execution: null,
    promotionType: null,
    ...ALWAYS_ON,
  };
}

export function notice(
  type: 'PL' | 'PR' | 'AG',
  texts: Texts,
  promotionType: string | null = null,
  execution: AnnouncementInput['execution'] = null,
): Draft {
  return {
    type,
    ...texts,
    imageUrl: null,
    groupName: null,
    linkageType: 'NONE',
    linkage: null,
    execution,
    promotionType,
    ...ALWAYS_ON,
  };
}

export function popup(
  execution: NonNullable<AnnouncementInput['execution']>,
  texts: Texts,
  promotionType: string | null = null,
): Draft {
  return { ...notice('PL', texts, promotionType, execution), type: 'PU' };
}

/** A help-centre category and its questions, every text in every language. */
export interface HelpCategory {
  categoryKey: string;
  category: AllLanguages;
  items: { question: AllLanguages; answer: AllLanguages }[];
}

/** Announcements in display order: sortOrder ascends 10, 20, 30… across the whole list. */
export function announcementsInOrder(drafts: Draft[]): AnnouncementInput[] {
  return drafts.map((draft, index) => ({ ...draft, sortOrder: (index + 1) * 10 }));
}

/** Help-centre articles, grouped by category in display order; sortOrder ascends 10, 20, 30…. */
export function helpInOrder(categories: HelpCategory[]): HelpArticleInput[] {
  return categories
    .flatMap(({ categoryKey, category, items }) =>
      items.map(({ question, answer }) => ({ category, categoryKey, question, answer, enabled: true })),
    )
    .map((article, index) => ({ ...article, sortOrder: (index + 1) * 10 }));
}
