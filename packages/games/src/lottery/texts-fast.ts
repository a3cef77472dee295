/** Names and rules of the fast-game bet types (SSC, K3, PK10, X115), in the six site languages. */
import { text } from './core.js';
import type { BetTexts } from './texts-vn.js';

const DRAGON_TIGER = text('Dragon / Tiger', '龙虎', '龍虎', 'มังกร / เสือ', 'Rồng / Hổ', 'ڈریگن / ٹائیگر');

/** Texts by bet type code. */
export const FAST_TEXTS: Record<string, BetTexts> = {
  'ssc.pos': {
    name: text('Position digit', '定位胆', '定位', 'ตัวเลขตามตำแหน่ง', 'Định vị', 'مقام کا ہندسہ'),
    rule: text(
      'Pick a position 1–5 and a digit ("1:5" = 5 in position 1); wins when that position shows that digit.',
      '选择位置1–5及号码（"1:5"表示第一位为5）；该位置开出所选号码即中奖。',
      '位置1〜5と数字を選びます（"1:5"は1番目が5）。その位置がその数字なら当選です。',
      'เลือกตำแหน่ง 1–5 และตัวเลข ("1:5" คือตำแหน่งที่ 1 เป็นเลข 5) ถูกรางวัลเมื่อตำแหน่งนั้นออกเลขที่เลือก',
      'Chọn vị trí 1–5 và chữ số ("1:5" là vị trí 1 ra số 5); trúng khi vị trí đó ra đúng chữ số.',
      'مقام 1 تا 5 اور ہندسہ چنیں ("1:5" یعنی پہلے مقام پر 5)؛ اس مقام پر وہی ہندسہ آنے پر جیت۔',
    ),
  },
  'ssc.bsoe': {
    name: text(
      'Position big/small/odd/even',
      '定位大小单双',
      '定位 大小・奇偶',
      'สูง/ต่ำ/คี่/คู่ ตามตำแหน่ง',
      'Tài/xỉu/lẻ/chẵn theo vị trí',
      'مقام پر بڑا/چھوٹا/طاق/جفت',
    ),
    rule: text(
      'Pick a position 1–5 and big (5–9), small (0–4), odd or even ("2:big"); wins when that digit matches.',
      '选择位置1–5及大（5–9）、小（0–4）、单或双（"2:big"）；该位置号码符合即中奖。',
      '位置1〜5と大（5〜9）・小（0〜4）・奇・偶を選びます（"2:big"）。その位置の数字が該当すれば当選です。',
      'เลือกตำแหน่ง 1–5 และ สูง (5–9) ต่ำ (0–4) คี่ หรือ คู่ ("2:big") ถูกรางวัลเมื่อเลขตำแหน่งนั้นตรงตามที่เลือก',
      'Chọn vị trí 1–5 và tài (5–9), xỉu (0–4), lẻ hoặc chẵn ("2:big"); trúng khi chữ số ở vị trí đó phù hợp.',
      'مقام 1 تا 5 اور بڑا (5–9)، چھوٹا (0–4)، طاق یا جفت چنیں ("2:big")؛ اس مقام کا ہندسہ مطابق ہونے پر جیت۔',
    ),
  },
  'ssc.sum': {
    name: text(
      'Sum big/small/odd/even',
      '总和大小单双',
      '合計 大小・奇偶',
      'ผลรวม สูง/ต่ำ/คี่/คู่',
      'Tổng tài/xỉu/lẻ/chẵn',
      'مجموعہ بڑا/چھوٹا/طاق/جفت',
    ),
    rule: text(
      'On the sum of the five digits (0–45): big is 23 or more, small 22 or less, odd or even by the sum.',
      '以五个号码之和（0–45）为准：23及以上为大，22及以下为小，按和值判断单双。',
      '5つの数字の合計（0〜45）で判定：23以上が大、22以下が小、奇偶は合計で判定します。',
      'ตามผลรวมของเลขทั้งห้า (0–45): 23 ขึ้นไปเป็นสูง 22 ลงมาเป็นต่ำ คี่หรือคู่ตามผลรวม',
      'Theo tổng năm chữ số (0–45): từ 23 trở lên là tài, từ 22 trở xuống là xỉu, lẻ hoặc chẵn theo tổng.',
      'پانچ ہندسوں کے مجموعے (0–45) پر: 23 یا زیادہ بڑا، 22 یا کم چھوٹا، طاق یا جفت مجموعے کے مطابق۔',
    ),
  },
  'ssc.front3': {
    name: text(
      'Front 3 straight',
      '前三直选',
      '前3ストレート',
      '3 ตัวหน้า ตรงตัว',
      '3 số đầu chính xác',
      'اگلے تین، ترتیب وار',
    ),
    rule: text(
      'Pick 3-digit numbers ("123"); wins when the first three digits are exactly the number, in order.',
      '选择三位号码（"123"）；前三位号码按顺序完全相同即中奖。',
      '3桁の数字を選びます（"123"）。前3桁が順番どおり一致すれば当選です。',
      'เลือกเลข 3 ตัว ("123") ถูกรางวัลเมื่อสามหลักแรกตรงกันทุกตัวตามลำดับ',
      'Chọn số 3 chữ số ("123"); trúng khi ba chữ số đầu trùng đúng thứ tự.',
      'تین ہندسی نمبر چنیں ("123")؛ پہلے تین ہندسے اسی ترتیب میں ہونے پر جیت۔',
    ),
  },
  'ssc.group3': {
    name: text(
      'Front 3 group 3',
      '前三组三',
      '前3組3',
      '3 ตัวหน้า กลุ่ม 3',
      '3 số đầu nhóm 3',
      'اگلے تین، گروپ 3',
    ),
    rule: text(
      'Pick digit sets with exactly one pair ("112"); wins when the first three digits are those digits in any order.',
      '选择恰有一对的号码组合（"112"）；前三位号码为该组合（不限顺序）即中奖。',
      'ちょうど1組のペアを含む数字の組（"112"）を選びます。前3桁が順不同でその組なら当選です。',
      'เลือกชุดเลขที่มีเลขซ้ำหนึ่งคู่พอดี ("112") ถูกรางวัลเมื่อสามหลักแรกเป็นเลขชุดนั้นในลำดับใดก็ได้',
      'Chọn bộ số có đúng một cặp trùng ("112"); trúng khi ba chữ số đầu là bộ số đó theo thứ tự bất kỳ.',
      'ایسے ہندسوں کا سیٹ چنیں جس میں صرف ایک جوڑا ہو ("112")؛ پہلے تین ہندسے کسی بھی ترتیب میں یہی ہوں تو جیت۔',
    ),
  },
  'ssc.group6': {
    name: text(
      'Front 3 group 6',
      '前三组六',
      '前3組6',
      '3 ตัวหน้า กลุ่ม 6',
      '3 số đầu nhóm 6',
      'اگلے تین، گروپ 6',
    ),
    rule: text(
      'Pick sets of three different digits ("123"); wins when the first three digits are those digits in any order.',
      '选择三个不同数字的组合（"123"）；前三位号码为该组合（不限顺序）即中奖。',
      '異なる3つの数字の組（"123"）を選びます。前3桁が順不同でその組なら当選です。',
      'เลือกชุดเลขสามตัวที่ไม่ซ้ำกัน ("123") ถูกรางวัลเมื่อสามหลักแรกเป็นเลขชุดนั้นในลำดับใดก็ได้',
      'Chọn bộ ba chữ số khác nhau ("123"); trúng khi ba chữ số đầu là bộ số đó theo thứ tự bất kỳ.',
      'تین مختلف ہندسوں کا سیٹ چنیں ("123")؛ پہلے تین ہندسے کسی بھی ترتیب میں یہی ہوں تو جیت۔',
    ),
  },
  'ssc.dt': {
    name: DRAGON_TIGER,
    rule: text(
      'Compares the first and fifth digits: dragon when the first is higher, tiger when lower, tie when equal. ' +
        'Dragon and tiger lose on a tie.',
      '比较第一位与第五位：第一位大为龙，小为虎，相等为和。开和时龙、虎皆输。',
      '1番目と5番目の数字を比較：1番目が大きければ龍、小さければ虎、同じなら引き分け。引き分けでは龍・虎は負けです。',
      'เปรียบเทียบหลักที่ 1 กับหลักที่ 5: หลักแรกมากกว่าเป็นมังกร น้อยกว่าเป็นเสือ เท่ากันเป็นเสมอ หากเสมอ มังกรและเสือแพ้',
      'So sánh chữ số thứ nhất và thứ năm: lớn hơn là rồng, nhỏ hơn là hổ, bằng nhau là hòa. Khi hòa, rồng và hổ đều thua.',
      'پہلے اور پانچویں ہندسے کا موازنہ: پہلا بڑا ہو تو ڈریگن، چھوٹا ہو تو ٹائیگر، برابر ہو تو ٹائی۔ ٹائی پر ڈریگن اور ٹائیگر ہار جاتے ہیں۔',
    ),
  },
  'k3.sum': {
    name: text('Sum', '和值', '合計', 'ผลรวม', 'Tổng điểm', 'مجموعہ'),
    rule: text(
      'Pick sums 3–18; wins when the three dice add up to the pick.',
      '选择和值3–18；三颗骰子点数之和等于所选和值即中奖。',
      '合計3〜18を選びます。3つのサイコロの合計が一致すれば当選です。',
      'เลือกผลรวม 3–18 ถูกรางวัลเมื่อแต้มลูกเต๋าสามลูกรวมกันได้เท่ากับที่เลือก',
      'Chọn tổng 3–18; trúng khi tổng ba xúc xắc bằng số đã chọn.',
      'مجموعہ 3 تا 18 چنیں؛ تینوں پانسوں کا مجموعہ برابر ہونے پر جیت۔',
    ),
  },
  'k3.bsoe': {
    name: text(
      'Big/Small/Odd/Even',
      '大小单双',
      '大小・奇偶',
      'สูง/ต่ำ/คี่/คู่',
      'Tài/Xỉu/Lẻ/Chẵn',
      'بڑا/چھوٹا/طاق/جفت',
    ),
    rule: text(
      'Big: sum 11–17; small: sum 4–10; odd or even by the sum. Any triple loses.',
      '大：和值11–17；小：和值4–10；按和值判断单双。开出豹子（三同号）皆输。',
      '大：合計11〜17、小：合計4〜10、奇偶は合計で判定。ゾロ目はすべて負けです。',
      'สูง: ผลรวม 11–17 ต่ำ: ผลรวม 4–10 คี่หรือคู่ตามผลรวม หากออกตองทุกแบบแพ้',
      'Tài: tổng 11–17; xỉu: tổng 4–10; lẻ hoặc chẵn theo tổng. Ra bộ ba thì đều thua.',
      'بڑا: مجموعہ 11–17؛ چھوٹا: 4–10؛ طاق یا جفت مجموعے کے مطابق۔ تگڑا آنے پر سب ہار جاتے ہیں۔',
    ),
  },
  'k3.triple': {
    name: text('Specific triple', '三同号单选', 'ゾロ目指定', 'ตองเฉพาะ', 'Bộ ba chỉ định', 'مخصوص تگڑا'),
    rule: text(
      'Pick "111" … "666"; wins when all three dice show that face.',
      '选择"111"至"666"；三颗骰子均为该点数即中奖。',
      '"111"〜"666"を選びます。3つのサイコロがすべてその目なら当選です。',
      'เลือก "111" … "666" ถูกรางวัลเมื่อลูกเต๋าทั้งสามออกหน้านั้น',
      'Chọn "111" … "666"; trúng khi cả ba xúc xắc ra mặt đó.',
      '"111" تا "666" چنیں؛ تینوں پانسوں پر وہی رخ آنے پر جیت۔',
    ),
  },
  'k3.any_triple': {
    name: text('Any triple', '三同号通选', 'ゾロ目いずれか', 'ตองใดก็ได้', 'Bộ ba bất kỳ', 'کوئی بھی تگڑا'),
    rule: text(
      'Pick "any"; wins when all three dice show the same face.',
      '选择"any"；三颗骰子点数相同即中奖。',
      '"any"を選びます。3つのサイコロが同じ目なら当選です。',
      'เลือก "any" ถูกรางวัลเมื่อลูกเต๋าทั้งสามออกหน้าเดียวกัน',
      'Chọn "any"; trúng khi cả ba xúc xắc ra cùng một mặt.',
      '"any" چنیں؛ تینوں پانسوں پر ایک ہی رخ آنے پر جیت۔',
    ),
  },
  'k3.pair': {
    name: text('Pair', '二同号', 'ペア', 'คู่', 'Đôi', 'جوڑا'),
    rule: text(
      'Pick "11" … "66"; wins when at least two dice show that face.',
      '选择"11"至"66"；至少两颗骰子为该点数即中奖。',
      '"11"〜"66"を選びます。2つ以上のサイコロがその目なら当選です。',
      'เลือก "11" … "66" ถูกรางวัลเมื่อลูกเต๋าอย่างน้อยสองลูกออกหน้านั้น',
      'Chọn "11" … "66"; trúng khi ít nhất hai xúc xắc ra mặt đó.',
      '"11" تا "66" چنیں؛ کم از کم دو پانسوں پر وہی رخ آنے پر جیت۔',
    ),
  },
  'k3.combo2': {
    name: text(
      'Two different faces',
      '二不同号',
      '2つの異なる目',
      'สองหน้าต่างกัน',
      'Hai mặt khác nhau',
      'دو مختلف رخ',
    ),
    rule: text(
      'Pick two different faces ("12"); wins when both appear among the three dice.',
      '选择两个不同点数（"12"）；两者均出现在三颗骰子中即中奖。',
      '異なる2つの目（"12"）を選びます。両方が3つのサイコロに出れば当選です。',
      'เลือกสองหน้าที่ต่างกัน ("12") ถูกรางวัลเมื่อทั้งสองหน้าปรากฏในลูกเต๋าสามลูก',
      'Chọn hai mặt khác nhau ("12"); trúng khi cả hai đều xuất hiện trong ba xúc xắc.',
      'دو مختلف رخ چنیں ("12")؛ دونوں تین پانسوں میں آئیں تو جیت۔',
    ),
  },
  'k3.single': {
    name: text('Single face', '单骰', '単一の目', 'หน้าเดียว', 'Một mặt', 'ایک رخ'),
    rule: text(
      'Pick a face "1" … "6"; wins when it appears on at least one die (pays once).',
      '选择点数"1"至"6"；至少一颗骰子开出该点数即中奖（派彩一次）。',
      '目"1"〜"6"を選びます。1つ以上のサイコロに出れば当選です（配当は1回）。',
      'เลือกหน้า "1" … "6" ถูกรางวัลเมื่อออกอย่างน้อยหนึ่งลูก (จ่ายครั้งเดียว)',
      'Chọn mặt "1" … "6"; trúng khi mặt đó xuất hiện ở ít nhất một xúc xắc (trả một lần).',
      'رخ "1" تا "6" چنیں؛ کم از کم ایک پانسے پر آنے پر جیت (ایک بار ادائیگی)۔',
    ),
  },
  'pk10.pos': {
    name: text('Place', '定位', '着順指定', 'ตำแหน่ง', 'Vị trí', 'مقام'),
    rule: text(
      'Pick a place 1–10 and a car 01–10 ("1:07" = car 7 first); wins when that car finishes in that place.',
      '选择名次1–10及车号01–10（"1:07"表示7号车第一名）；该车在该名次即中奖。',
      '着順1〜10と車番01〜10を選びます（"1:07"は7番車が1着）。その車がその着順なら当選です。',
      'เลือกอันดับ 1–10 และรถหมายเลข 01–10 ("1:07" คือรถ 7 เข้าที่ 1) ถูกรางวัลเมื่อรถคันนั้นเข้าอันดับนั้น',
      'Chọn hạng 1–10 và xe 01–10 ("1:07" là xe 7 về nhất); trúng khi xe đó về đúng hạng.',
      'مقام 1 تا 10 اور گاڑی 01 تا 10 چنیں ("1:07" یعنی گاڑی 7 پہلے)؛ وہ گاڑی اسی مقام پر آئے تو جیت۔',
    ),
  },
  'pk10.top2sum': {
    name: text(
      'Top two sum',
      '冠亚和',
      '1・2着合計',
      'ผลรวมอันดับ 1 และ 2',
      'Tổng hạng nhất và nhì',
      'پہلے دو کا مجموعہ',
    ),
    rule: text(
      'Pick sums 3–19; wins when the numbers of the first and second cars add up to the pick.',
      '选择和值3–19；冠军与亚军车号之和等于所选和值即中奖。',
      '合計3〜19を選びます。1着と2着の車番の合計が一致すれば当選です。',
      'เลือกผลรวม 3–19 ถูกรางวัลเมื่อหมายเลขรถอันดับ 1 และ 2 รวมกันเท่ากับที่เลือก',
      'Chọn tổng 3–19; trúng khi số xe về nhất và nhì cộng lại bằng số đã chọn.',
      'مجموعہ 3 تا 19 چنیں؛ پہلی اور دوسری گاڑی کے نمبروں کا مجموعہ برابر ہو تو جیت۔',
    ),
  },
  'pk10.dt': {
    name: DRAGON_TIGER,
    rule: text(
      'Pick a place i of 1–5 and dragon or tiger ("1:dragon"): dragon wins when the car in place i has a higher ' +
        'number than the car in place 11 − i (1 vs 10, 2 vs 9 …), tiger when lower.',
      '选择名次i（1–5）及龙或虎（"1:dragon"）：第i名车号大于第11−i名（1对10、2对9…）为龙，小于为虎。',
      '着順i（1〜5）と龍または虎を選びます（"1:dragon"）。i着の車番が11−i着（1対10、2対9…）より大きければ龍、小さければ虎。',
      'เลือกอันดับ i (1–5) และมังกรหรือเสือ ("1:dragon") มังกรชนะเมื่อหมายเลขรถอันดับ i มากกว่ารถอันดับ 11 − i (1 กับ 10, 2 กับ 9 …) เสือชนะเมื่อน้อยกว่า',
      'Chọn hạng i (1–5) và rồng hoặc hổ ("1:dragon"): rồng thắng khi số xe hạng i lớn hơn xe hạng 11 − i (1 với 10, 2 với 9 …), hổ thắng khi nhỏ hơn.',
      'مقام i (1 تا 5) اور ڈریگن یا ٹائیگر چنیں ("1:dragon")؛ مقام i کی گاڑی کا نمبر مقام 11 − i (1 بمقابلہ 10، 2 بمقابلہ 9 …) سے بڑا ہو تو ڈریگن، چھوٹا ہو تو ٹائیگر۔',
    ),
  },
  'pk10.bsoe': {
    name: text(
      'Place big/small/odd/even',
      '定位大小单双',
      '着順 大小・奇偶',
      'สูง/ต่ำ/คี่/คู่ ตามอันดับ',
      'Tài/xỉu/lẻ/chẵn theo hạng',
      'مقام پر بڑا/چھوٹا/طاق/جفت',
    ),
    rule: text(
      'Pick a place 1–10 and big (06–10), small (01–05), odd or even ("3:big"); wins when the car in that place matches.',
      '选择名次1–10及大（06–10）、小（01–05）、单或双（"3:big"）；该名次车号符合即中奖。',
      '着順1〜10と大（06〜10）・小（01〜05）・奇・偶を選びます（"3:big"）。その着順の車番が該当すれば当選です。',
      'เลือกอันดับ 1–10 และ สูง (06–10) ต่ำ (01–05) คี่ หรือ คู่ ("3:big") ถูกรางวัลเมื่อรถในอันดับนั้นตรงตามที่เลือก',
      'Chọn hạng 1–10 và tài (06–10), xỉu (01–05), lẻ hoặc chẵn ("3:big"); trúng khi xe ở hạng đó phù hợp.',
      'مقام 1 تا 10 اور بڑا (06–10)، چھوٹا (01–05)، طاق یا جفت چنیں ("3:big")؛ اس مقام کی گاڑی مطابق ہو تو جیت۔',
    ),
  },
  'x115.pos1': {
    name: text('First ball', '前一直选', '1番目のボール', 'ลูกแรก', 'Bóng đầu tiên', 'پہلی گیند'),
    rule: text(
      'Pick balls 01–11; wins when the pick is the first ball drawn.',
      '选择01–11号球；所选号码为开出的第一个球即中奖。',
      'ボール01〜11を選びます。最初に抽選されたボールなら当選です。',
      'เลือกลูก 01–11 ถูกรางวัลเมื่อเป็นลูกแรกที่ออก',
      'Chọn bóng 01–11; trúng khi là bóng đầu tiên được quay.',
      'گیند 01 تا 11 چنیں؛ پہلی نکلنے والی گیند ہو تو جیت۔',
    ),
  },
};

const CN_DIGITS = ['', '一', '二', '三', '四', '五'];

/** x115.any{k}. */
export function x115AnyTexts(k: number): BetTexts {
  return {
    name: text(
      `Any ${k}`,
      `任选${CN_DIGITS[k]}`,
      `任意${k}`,
      `เลือก ${k} ใดก็ได้`,
      `Chọn ${k} bất kỳ`,
      `کوئی بھی ${k}`,
    ),
    rule: text(
      `Pick ${k} to 11 balls; every set of ${k} of them is one combination and wins when all its balls are among the five drawn.`,
      `选择${k}至11个号码，每${k}个号码组成一注；该注号码全部在开出的五个号码中即中奖。`,
      `${k}〜11個のボールを選びます。${k}個ずつの組が1口で、その全てが抽選された5個に含まれれば当選です。`,
      `เลือก ${k} ถึง 11 ลูก ทุกชุด ${k} ลูกนับเป็นหนึ่งชุด ถูกรางวัลเมื่อทุกลูกในชุดอยู่ในห้าลูกที่ออก`,
      `Chọn từ ${k} đến 11 bóng; mỗi bộ ${k} bóng là một tổ hợp, trúng khi mọi bóng của bộ nằm trong năm bóng được quay.`,
      `${k} سے 11 گیندیں چنیں؛ ہر ${k} گیندوں کا مجموعہ ایک شرط ہے اور جب اس کی سب گیندیں نکلنے والی پانچ میں ہوں تو جیت۔`,
    ),
  };
}

/** x115.front2 / x115.front3 (ordered). */
export function x115FrontTexts(k: 2 | 3): BetTexts {
  const example = k === 2 ? '"01,02"' : '"01,02,03"';
  const cn = k === 2 ? '二' : '三';
  return {
    name: text(
      `Front ${k} straight`,
      `前${cn}直选`,
      `前${k}ストレート`,
      `${k} ลูกแรก ตรงตัว`,
      `${k} bóng đầu chính xác`,
      `پہلی ${k}، ترتیب وار`,
    ),
    rule: text(
      `Each pick is ${k} balls in order (${example}); wins when they are the first ${k} balls drawn, in that order.`,
      `每注为按顺序排列的${k}个号码（${example}）；与开出的前${k}个号码按顺序相同即中奖。`,
      `各選択は順番どおりの${k}個のボール（${example}）。抽選の最初の${k}個と順番どおり一致すれば当選です。`,
      `แต่ละชุดคือ ${k} ลูกเรียงตามลำดับ (${example}) ถูกรางวัลเมื่อเป็น ${k} ลูกแรกที่ออกตามลำดับนั้น`,
      `Mỗi lựa chọn là ${k} bóng theo thứ tự (${example}); trúng khi là ${k} bóng đầu tiên được quay, đúng thứ tự.`,
      `ہر انتخاب ترتیب وار ${k} گیندیں ہیں (${example})؛ اگر یہی پہلی ${k} نکلنے والی گیندیں اسی ترتیب میں ہوں تو جیت۔`,
    ),
  };
}
