/** Names and rules of the Vietnamese bet types, in the six site languages. */
import { text } from './core.js';
import type { Localized } from './types.js';

/** Name and rule of one bet type. */
export interface BetTexts {
  name: Localized;
  rule: Localized;
}

/** lô on `digits`-digit endings; `slots` describes the slot counts of the regions. */
export function loTexts(digits: number, north: number, south: number): BetTexts {
  const d = digits;
  return {
    name: text(`Lô ${d} digits`, `${d}位包组`, `${d}桁ロー`, `โล ${d} ตัว`, `Bao lô ${d} số`, `لو ${d} ہندسے`),
    rule: text(
      `Pick ${d}-digit numbers. Each time a number equals the last ${d} digits of a prize on the sheet it pays once. ` +
        `A number costs one stake per prize with at least ${d} digits (${north} north, ${south} central/south).`,
      `选择${d}位号码。开奖表中任一奖项号码的末${d}位与所选号码相同，每出现一次派彩一次。` +
        `每个号码按不少于${d}位的奖项数计注（北部${north}注，中部/南部${south}注）。`,
      `${d}桁の数字を選びます。結果表のいずれかの賞の下${d}桁と一致するたびに1回配当されます。` +
        `1つの数字につき${d}桁以上の賞の数だけ賭け金がかかります（北部${north}、中部・南部${south}）。`,
      `เลือกเลข ${d} ตัว ทุกครั้งที่เลขตรงกับ ${d} ตัวท้ายของรางวัลใดในใบผลรางวัล จะได้รับเงินหนึ่งครั้ง ` +
        `ราคาต่อเลขเท่ากับจำนวนรางวัลที่มีอย่างน้อย ${d} หลัก (เหนือ ${north} กลาง/ใต้ ${south})`,
      `Chọn số ${d} chữ số. Mỗi lần số trùng với ${d} số cuối của một giải trên bảng kết quả được trả thưởng một lần. ` +
        `Mỗi số tính tiền theo số giải có từ ${d} chữ số trở lên (miền Bắc ${north}, miền Trung/Nam ${south}).`,
      `${d} ہندسوں کے نمبر چنیں۔ جب بھی نمبر شیٹ کے کسی انعام کے آخری ${d} ہندسوں کے برابر ہو، ایک بار ادائیگی ہوتی ہے۔ ` +
        `ہر نمبر کی قیمت کم از کم ${d} ہندسوں والے انعامات کی تعداد کے برابر ہے (شمال ${north}، وسطی/جنوب ${south})۔`,
    ),
  };
}

/** xiên k. */
export function xienTexts(k: number): BetTexts {
  return {
    name: text(`Xiên ${k}`, `串${k}`, `シエン${k}`, `เซียน ${k}`, `Xiên ${k}`, `شیئن ${k}`),
    rule: text(
      `Pick at least ${k} different 2-digit numbers; every set of ${k} of them is one combination and wins once ` +
        `when all ${k} appear among the last two digits of the sheet's prizes.`,
      `选择至少${k}个不同的两位号码，每${k}个号码组成一注；该组号码全部出现在开奖表各奖项的末两位中即中奖一次。`,
      `異なる2桁の数字を${k}個以上選びます。${k}個ずつの組み合わせが1口となり、` +
        `全てが結果表の各賞の下2桁に現れると1回当選します。`,
      `เลือกเลข 2 ตัวที่ไม่ซ้ำกันอย่างน้อย ${k} ตัว ทุกชุด ${k} ตัวนับเป็นหนึ่งชุด ` +
        `และถูกรางวัลหนึ่งครั้งเมื่อทั้ง ${k} ตัวปรากฏในสองตัวท้ายของรางวัลในใบผล`,
      `Chọn ít nhất ${k} số 2 chữ số khác nhau; mỗi bộ ${k} số là một tổ hợp, ` +
        `trúng một lần khi cả ${k} số đều về trong 2 số cuối của các giải.`,
      `کم از کم ${k} مختلف دو ہندسی نمبر چنیں؛ ہر ${k} نمبروں کا مجموعہ ایک شرط ہے ` +
        `اور جب تمام ${k} نمبر شیٹ کے انعامات کے آخری دو ہندسوں میں آئیں تو ایک بار جیتتا ہے۔`,
    ),
  };
}

export const DE_TEXTS: BetTexts = {
  name: text(
    'Đề (special prize)',
    '特码',
    'デー（特別賞）',
    'เด (รางวัลพิเศษ)',
    'Đề (giải đặc biệt)',
    'دے (خصوصی انعام)',
  ),
  rule: text(
    'Pick 2-digit numbers; a number wins when it equals the last two digits of the special prize (DB).',
    '选择两位号码，与特别奖（DB）末两位相同即中奖。',
    '2桁の数字を選び、特別賞（DB）の下2桁と一致すれば当選です。',
    'เลือกเลข 2 ตัว ถูกรางวัลเมื่อตรงกับสองตัวท้ายของรางวัลพิเศษ (DB)',
    'Chọn số 2 chữ số; trúng khi trùng 2 số cuối của giải đặc biệt (ĐB).',
    'دو ہندسی نمبر چنیں؛ خصوصی انعام (DB) کے آخری دو ہندسوں کے برابر ہونے پر جیت۔',
  ),
};

export const DE_G1_TEXTS: BetTexts = {
  name: text(
    'Đề (first prize)',
    '一等奖特码',
    'デー（1等）',
    'เด (รางวัลที่ 1)',
    'Đề giải nhất',
    'دے (پہلا انعام)',
  ),
  rule: text(
    'Pick 2-digit numbers; a number wins when it equals the last two digits of the first prize (G1).',
    '选择两位号码，与一等奖（G1）末两位相同即中奖。',
    '2桁の数字を選び、1等（G1）の下2桁と一致すれば当選です。',
    'เลือกเลข 2 ตัว ถูกรางวัลเมื่อตรงกับสองตัวท้ายของรางวัลที่ 1 (G1)',
    'Chọn số 2 chữ số; trúng khi trùng 2 số cuối của giải nhất (G1).',
    'دو ہندسی نمبر چنیں؛ پہلے انعام (G1) کے آخری دو ہندسوں کے برابر ہونے پر جیت۔',
  ),
};

export const DAU_TEXTS: BetTexts = {
  name: text('Head digit (Đầu)', '特码头', '頭（十の位）', 'หัว (หลักสิบ)', 'Đầu', 'سر (دہائی کا ہندسہ)'),
  rule: text(
    'Pick digits 0–9; a digit wins when it equals the tens digit of the last two digits of the special prize.',
    '选择0–9的数字，与特别奖末两位中的十位数字相同即中奖。',
    '0〜9の数字を選び、特別賞の下2桁の十の位と一致すれば当選です。',
    'เลือกเลข 0–9 ถูกรางวัลเมื่อตรงกับหลักสิบของสองตัวท้ายรางวัลพิเศษ',
    'Chọn số 0–9; trúng khi trùng chữ số hàng chục trong 2 số cuối của giải đặc biệt.',
    '0 تا 9 ہندسے چنیں؛ خصوصی انعام کے آخری دو ہندسوں میں دہائی کے ہندسے کے برابر ہونے پر جیت۔',
  ),
};

export const DUOI_TEXTS: BetTexts = {
  name: text('Tail digit (Đuôi)', '特码尾', '尾（一の位）', 'หาง (หลักหน่วย)', 'Đuôi', 'دم (اکائی کا ہندسہ)'),
  rule: text(
    'Pick digits 0–9; a digit wins when it equals the last digit of the special prize.',
    '选择0–9的数字，与特别奖的最后一位数字相同即中奖。',
    '0〜9の数字を選び、特別賞の末尾の数字と一致すれば当選です。',
    'เลือกเลข 0–9 ถูกรางวัลเมื่อตรงกับเลขตัวสุดท้ายของรางวัลพิเศษ',
    'Chọn số 0–9; trúng khi trùng chữ số cuối cùng của giải đặc biệt.',
    '0 تا 9 ہندسے چنیں؛ خصوصی انعام کے آخری ہندسے کے برابر ہونے پر جیت۔',
  ),
};

export const BACANG_TEXTS: BetTexts = {
  name: text('3 Càng', '三位特码', '3カン（下3桁）', '3 ตัวท้ายรางวัลพิเศษ', 'Ba càng', 'تین کانگ'),
  rule: text(
    'Pick 3-digit numbers; a number wins when it equals the last three digits of the special prize.',
    '选择三位号码，与特别奖末三位相同即中奖。',
    '3桁の数字を選び、特別賞の下3桁と一致すれば当選です。',
    'เลือกเลข 3 ตัว ถูกรางวัลเมื่อตรงกับสามตัวท้ายของรางวัลพิเศษ',
    'Chọn số 3 chữ số; trúng khi trùng 3 số cuối của giải đặc biệt.',
    'تین ہندسی نمبر چنیں؛ خصوصی انعام کے آخری تین ہندسوں کے برابر ہونے پر جیت۔',
  ),
};
