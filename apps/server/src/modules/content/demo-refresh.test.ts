import { LANGUAGES, type AnnouncementInput, type HelpArticleInput } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_ANNOUNCEMENTS, DEMO_HELP } from './demo-content.js';
import { refreshedItem } from './demo-refresh.js';
import { V1_ANNOUNCEMENTS, V1_HELP } from './demo/v1/index.js';

const FIELDS = ['type', 'title', 'content', 'linkage', 'enabled'] as const;
const TEXTS = ['type', 'title', 'content'] as const;
type Row = Pick<AnnouncementInput, (typeof FIELDS)[number]>;

const text = (EN: string) => ({ EN, CN: `${EN} CN`, JA: 'ja', TH: 'th', VI: 'vi', UR: 'ur' });
const was: Row = { type: 'PL', title: text('Old'), content: text('Old body'), linkage: '/a', enabled: true };
const now: Row = { type: 'PL', title: text('New'), content: text('New body'), linkage: '/b', enabled: true };

describe('refreshing the demo texts of an old database', () => {
  it('gives a row still as seeded the current item, field by field', () => {
    expect(refreshedItem({ ...was }, [was], [now], FIELDS, TEXTS)).toEqual(now);
  });

  it('keeps any other field an operator changed', () => {
    const row: Row = { ...was, linkage: '/mine', enabled: false };
    expect(refreshedItem(row, [was], [now], FIELDS, TEXTS)).toEqual({
      ...now,
      linkage: '/mine',
      enabled: false,
    });
  });

  it('leaves a row whose text an operator edited, in any language, or extended with a language', () => {
    const edited: Row = { ...was, content: { ...was.content, CN: 'changed' } };
    expect(refreshedItem(edited, [was], [now], FIELDS, TEXTS)).toBeNull();
    const extended: Row = { ...was, title: { ...was.title, XX: 'more' } as Row['title'] };
    expect(refreshedItem(extended, [was], [now], FIELDS, TEXTS)).toBeNull();
    expect(refreshedItem<Row>({ ...was, type: 'PR' }, [was], [now], FIELDS, TEXTS)).toBeNull();
  });

  it('leaves rows the seed never wrote, and rows already current', () => {
    expect(refreshedItem({ ...now, title: text('Mine') }, [was], [now], FIELDS, TEXTS)).toBeNull();
    expect(refreshedItem({ ...now }, [was], [now], FIELDS, TEXTS)).toBeNull();
    expect(refreshedItem({ ...was }, [was], [was], FIELDS, TEXTS)).toBeNull();
  });

  it('pairs every retired item with the current one of the same place and kind', () => {
    expect(V1_ANNOUNCEMENTS).toHaveLength(DEMO_ANNOUNCEMENTS.length);
    V1_ANNOUNCEMENTS.forEach((old, index) => {
      const current = DEMO_ANNOUNCEMENTS[index]!;
      expect([current.type, current.groupName, current.execution, current.sortOrder]).toEqual([
        old.type,
        old.groupName,
        old.execution,
        old.sortOrder,
      ]);
    });
    expect(V1_HELP).toHaveLength(DEMO_HELP.length);
    V1_HELP.forEach((old, index) => {
      expect([DEMO_HELP[index]!.categoryKey, DEMO_HELP[index]!.sortOrder]).toEqual([
        old.categoryKey,
        old.sortOrder,
      ]);
    });
  });

  it('replaces every retired text that claimed a feature the site does not have', () => {
    for (const [index, old] of V1_ANNOUNCEMENTS.entries())
      if (CLAIMS.test(old.content.EN!)) expect(DEMO_ANNOUNCEMENTS[index]!.content).not.toEqual(old.content);
    for (const [index, old] of V1_HELP.entries())
      if (CLAIMS.test(old.answer.EN!)) expect(DEMO_HELP[index]!.answer).not.toEqual(old.answer);
  });
});

/**
 * Features the site does not have (docs/product.md): the demo texts may name one only to say it is
 * not available yet.
 */
const CLAIMS =
  /deposit limit|self-exclu|time-out|identity verification|verify your identity|KYC|VIP|points|cashback|bonus|reward|referral|refer a friend|lottery|sports|live casino|chat room|feedback|licensed|jackpot|fingerprint|face login/i;
const SAYS_NOT_YET = /not available (on this site )?yet|Not yet/;

const englishTexts = (items: (AnnouncementInput | HelpArticleInput)[]) =>
  items.flatMap((item) =>
    'question' in item ? [item.question.EN!, item.answer.EN!] : [item.title.EN!, item.content.EN!],
  );

describe('demo content', () => {
  it('claims no feature the site does not have, unless it says plainly that it is not available yet', () => {
    const claims = englishTexts([...DEMO_ANNOUNCEMENTS, ...DEMO_HELP]).filter(
      (value, index, all) =>
        CLAIMS.test(value) &&
        !SAYS_NOT_YET.test(value) &&
        // A title is covered by its own body (the next text).
        !(index % 2 === 0 && SAYS_NOT_YET.test(all[index + 1]!)),
    );
    expect(claims).toEqual([]);
  });

  it('has every text in every language of the member site', () => {
    for (const item of [...DEMO_ANNOUNCEMENTS, ...DEMO_HELP]) {
      const texts =
        'question' in item ? [item.category, item.question, item.answer] : [item.title, item.content];
      for (const value of texts) {
        expect(Object.keys(value).sort()).toEqual([...LANGUAGES].sort());
        for (const language of LANGUAGES) expect(value[language]?.trim()).toBeTruthy();
      }
    }
  });
});
