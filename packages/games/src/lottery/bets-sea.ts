/**
 * Southeast Asian bet types: SEA4D (`big`, `small`, `4a`) and THAI6 (`first6`, `front3`, `back3`,
 * `back2`). Picks are digit strings of the type's length; one combination per number; the exposure
 * key is `${type}:${number}` and its payout is the best prize the number can win (SEA4D numbers are
 * distinct, so a number wins at most one prize).
 */
import { allDigitStrings, canonicalPicks, digitsPick, fraction, text } from './core.js';
import type { BetTypeImpl, ComboTier } from './core.js';
import type { Localized, LotteryResult } from './types.js';

/**
 * The fixed prize tables, pay per 1.00 staked at the top prize group (1800); a lower group pays
 * `table × series / 1800` (floored to minor units) and earns the rebate instead. RTP at the top group:
 * - SEA4D `big` (the classic 4D Big): first 2,500, second 1,000, third 500, each special 180, each
 *   consolation 60 → (2500 + 1000 + 500 + 10 × 180 + 10 × 60) / 10000 = 64 %;
 * - SEA4D `small`: first 3,500, second 2,000, third 1,000 → 65 %; `4a`: first only, 6,000 → 60 %;
 * - THAI6: every type returns 90 %: `first6` 900,000 (p = 1/10^6), `front3` and `back3` 450 (two
 *   distinct numbers each, p = 2/1000), `back2` 90 (p = 1/100). The first-prize pay is large: the
 *   vendor's per-key exposure cap bounds it.
 */
export const SEA_PAY_TABLES = {
  big: { first: 2500n, second: 1000n, third: 500n, special: 180n, consolation: 60n },
  small: { first: 3500n, second: 2000n, third: 1000n },
  '4a': { first: 6000n },
  first6: { first: 900_000n },
  front3: { front3: 450n },
  back3: { back3: 450n },
  back2: { back2: 90n },
} as const satisfies Record<string, Record<string, bigint>>;

/** How many numbers each prize row holds (the tier's probability is count / 10^digits). */
const ROW_COUNT: Record<string, number> = {
  first: 1,
  second: 1,
  third: 1,
  special: 10,
  consolation: 10,
  front3: 2,
  back3: 2,
  back2: 1,
};

function group(value: bigint, separator: string): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function tableText(table: Record<string, bigint>, separator: string): string {
  return Object.values(table)
    .map((v) => group(v, separator))
    .join(' / ');
}

interface SeaTexts {
  name: Localized;
  /** The rule's sentence before the pay list, per language. */
  rule: Localized;
}

function seaType(code: keyof typeof SEA_PAY_TABLES, digits: number, texts: SeaTexts): BetTypeImpl {
  const table: Record<string, bigint> = SEA_PAY_TABLES[code];
  const tiers: ComboTier[] = Object.entries(table).map(([prize, perUnit]) => ({
    prize,
    probability: fraction(ROW_COUNT[prize]!, 10 ** digits),
    pay: { kind: 'fixed', perUnit },
  }));
  const pays = tableText(table, ',');
  const rule: Localized = {
    EN: `${texts.rule.EN} Pays per 1.00 at the top prize group: ${pays}.`,
    CN: `${texts.rule.CN}最高奖组每1.00派彩：${pays}。`,
    JA: `${texts.rule.JA}最上位の賞グループでの1.00あたりの配当：${pays}。`,
    TH: `${texts.rule.TH} อัตราจ่ายต่อ 1.00 ที่กลุ่มรางวัลสูงสุด: ${pays}`,
    VI: `${texts.rule.VI} Trả thưởng mỗi 1.00 ở nhóm giải cao nhất: ${tableText(table, '.')}.`,
    UR: `${texts.rule.UR} سب سے اونچے انعامی گروپ میں فی 1.00 ادائیگی: ${pays}۔`,
  };
  const values = digits <= 4 ? allDigitStrings(digits) : null;
  return {
    definition: {
      code,
      name: texts.name,
      rule,
      pick: { kind: 'numbers', digits, min: 1, max: 10 ** digits },
    },
    combos: (picks) =>
      canonicalPicks(code, picks, (p) => digitsPick(p, digits)).map((pick) => ({
        key: `${code}:${pick}`,
        weight: 1,
        tiers,
        hits: (result: LotteryResult) =>
          tiers.map(
            (tier) => (result.prizes[tier.prize!] ?? []).filter((n) => n.slice(-digits) === pick).length,
          ),
      })),
    values: () => values,
    perPickOdds: false,
    samplePicks: ['0'.repeat(digits)],
  };
}

const PRIZES_4D = 'first, second or third prize, or among the 10 special or 10 consolation prizes.';

/** The SEA4D bet types. */
export const SEA4D_TYPES: readonly BetTypeImpl[] = [
  seaType('big', 4, {
    name: text('Big', '大', 'ビッグ', 'บิ๊ก', 'Lớn (Big)', 'بِگ'),
    rule: text(
      `Pick 4-digit numbers; a number wins when it is drawn as the ${PRIZES_4D}`,
      '选择四位号码；号码开出为头奖、二奖、三奖，或在10个特别奖、10个安慰奖之中即中奖。',
      '4桁の数字を選びます。1等・2等・3等、または特別賞10本・残念賞10本のいずれかとして抽選されれば当選です。',
      'เลือกเลข 4 ตัว ถูกรางวัลเมื่อออกเป็นรางวัลที่ 1, 2, 3 หรืออยู่ในรางวัลพิเศษ 10 รางวัลหรือรางวัลปลอบใจ 10 รางวัล',
      'Chọn số 4 chữ số; trúng khi số về giải nhất, nhì, ba hoặc nằm trong 10 giải đặc biệt hay 10 giải khuyến khích.',
      'چار ہندسی نمبر چنیں؛ پہلا، دوسرا یا تیسرا انعام، یا 10 خصوصی یا 10 تسلی انعامات میں نکلنے پر جیت۔',
    ),
  }),
  seaType('small', 4, {
    name: text('Small', '小', 'スモール', 'สมอล', 'Nhỏ (Small)', 'سمال'),
    rule: text(
      'Pick 4-digit numbers; a number wins when it is drawn as the first, second or third prize.',
      '选择四位号码；号码开出为头奖、二奖或三奖即中奖。',
      '4桁の数字を選びます。1等・2等・3等のいずれかとして抽選されれば当選です。',
      'เลือกเลข 4 ตัว ถูกรางวัลเมื่อออกเป็นรางวัลที่ 1, 2 หรือ 3',
      'Chọn số 4 chữ số; trúng khi số về giải nhất, nhì hoặc ba.',
      'چار ہندسی نمبر چنیں؛ پہلا، دوسرا یا تیسرا انعام نکلنے پر جیت۔',
    ),
  }),
  seaType('4a', 4, {
    name: text(
      '4A (first prize)',
      '4A（头奖）',
      '4A（1等）',
      '4A (รางวัลที่ 1)',
      '4A (giải nhất)',
      '4A (پہلا انعام)',
    ),
    rule: text(
      'Pick 4-digit numbers; a number wins only when it is drawn as the first prize.',
      '选择四位号码；仅当号码开出为头奖时中奖。',
      '4桁の数字を選びます。1等として抽選された場合のみ当選です。',
      'เลือกเลข 4 ตัว ถูกรางวัลเฉพาะเมื่อออกเป็นรางวัลที่ 1',
      'Chọn số 4 chữ số; chỉ trúng khi số về giải nhất.',
      'چار ہندسی نمبر چنیں؛ صرف پہلا انعام نکلنے پر جیت۔',
    ),
  }),
];

/** The THAI6 bet types. */
export const THAI6_TYPES: readonly BetTypeImpl[] = [
  seaType('first6', 6, {
    name: text(
      'First prize, 6 digits',
      '头奖六位',
      '1等6桁',
      'รางวัลที่ 1 (6 ตัว)',
      'Giải nhất 6 số',
      'پہلا انعام، 6 ہندسے',
    ),
    rule: text(
      'Pick 6-digit numbers; a number wins when it equals the first prize.',
      '选择六位号码；与头奖号码相同即中奖。',
      '6桁の数字を選び、1等の番号と一致すれば当選です。',
      'เลือกเลข 6 ตัว ถูกรางวัลเมื่อตรงกับรางวัลที่ 1',
      'Chọn số 6 chữ số; trúng khi trùng với giải nhất.',
      'چھ ہندسی نمبر چنیں؛ پہلے انعام کے برابر ہونے پر جیت۔',
    ),
  }),
  seaType('front3', 3, {
    name: text('Front 3 digits', '前三位', '前3桁', 'เลขหน้า 3 ตัว', '3 số đầu', 'اگلے 3 ہندسے'),
    rule: text(
      'Pick 3-digit numbers; a number wins when it equals either of the two front-3 numbers.',
      '选择三位号码；与两个前三位号码之一相同即中奖。',
      '3桁の数字を選び、2つの前3桁の番号のどちらかと一致すれば当選です。',
      'เลือกเลข 3 ตัว ถูกรางวัลเมื่อตรงกับเลขหน้า 3 ตัวรางวัลใดรางวัลหนึ่งจากสองรางวัล',
      'Chọn số 3 chữ số; trúng khi trùng một trong hai số 3 số đầu.',
      'تین ہندسی نمبر چنیں؛ دو اگلے 3 ہندسی نمبروں میں سے کسی ایک کے برابر ہونے پر جیت۔',
    ),
  }),
  seaType('back3', 3, {
    name: text('Back 3 digits', '后三位', '下3桁', 'เลขท้าย 3 ตัว', '3 số cuối', 'آخری 3 ہندسے'),
    rule: text(
      'Pick 3-digit numbers; a number wins when it equals either of the two back-3 numbers.',
      '选择三位号码；与两个后三位号码之一相同即中奖。',
      '3桁の数字を選び、2つの下3桁の番号のどちらかと一致すれば当選です。',
      'เลือกเลข 3 ตัว ถูกรางวัลเมื่อตรงกับเลขท้าย 3 ตัวรางวัลใดรางวัลหนึ่งจากสองรางวัล',
      'Chọn số 3 chữ số; trúng khi trùng một trong hai số 3 số cuối.',
      'تین ہندسی نمبر چنیں؛ دو آخری 3 ہندسی نمبروں میں سے کسی ایک کے برابر ہونے پر جیت۔',
    ),
  }),
  seaType('back2', 2, {
    name: text('Back 2 digits', '后二位', '下2桁', 'เลขท้าย 2 ตัว', '2 số cuối', 'آخری 2 ہندسے'),
    rule: text(
      'Pick 2-digit numbers; a number wins when it equals the back-2 number.',
      '选择两位号码；与后二位号码相同即中奖。',
      '2桁の数字を選び、下2桁の番号と一致すれば当選です。',
      'เลือกเลข 2 ตัว ถูกรางวัลเมื่อตรงกับเลขท้าย 2 ตัว',
      'Chọn số 2 chữ số; trúng khi trùng với số 2 số cuối.',
      'دو ہندسی نمبر چنیں؛ آخری 2 ہندسی نمبر کے برابر ہونے پر جیت۔',
    ),
  }),
];
