/**
 * The Vietnamese provincial stations (đài) of the southern and central regions and their weekly
 * schedule. Each station is one game (`VN_HCM`, …); its draw weekdays follow from `VN_STATION_ORDER`.
 */
import type { Localized } from './types.js';

/** One provincial station: its game code, region, name and the abbreviations players type. */
export interface VnStation {
  code: string;
  region: 'central' | 'south';
  name: Localized;
  /** Lower-case abbreviations without diacritics, as typed in shorthand bets (`tp`, `dt`, `hue`…). */
  aliases: readonly string[];
}

function station(
  code: string,
  region: VnStation['region'],
  aliases: readonly string[],
  [VI, EN, CN, JA, TH, UR]: readonly [string, string, string, string, string, string],
): VnStation {
  return { code, region, aliases, name: { EN, CN, JA, TH, VI, UR } };
}

/** Every southern and central station (the north is one game, `VN_NORTH`). */
export const VN_STATIONS: readonly VnStation[] = [
  station(
    'VN_HCM',
    'south',
    ['tp', 'hcm', 'tphcm', 'sg'],
    ['TP. Hồ Chí Minh', 'Ho Chi Minh City', '胡志明市', 'ホーチミン市', 'นครโฮจิมินห์', 'ہو چی منہ شہر'],
  ),
  station(
    'VN_DTH',
    'south',
    ['dt', 'dthap'],
    ['Đồng Tháp', 'Dong Thap', '同塔', 'ドンタップ', 'ด่งท้าป', 'ڈونگ تھاپ'],
  ),
  station('VN_CMA', 'south', ['cm', 'cmau'], ['Cà Mau', 'Ca Mau', '金瓯', 'カマウ', 'ก่าเมา', 'کا ماؤ']),
  station('VN_BTR', 'south', ['bt', 'btre'], ['Bến Tre', 'Ben Tre', '槟椥', 'ベンチェ', 'เบ๊นแจ', 'بین ترے']),
  station(
    'VN_VTA',
    'south',
    ['vt', 'vtau'],
    ['Vũng Tàu', 'Vung Tau', '头顿', 'ブンタウ', 'หวุงเต่า', 'وونگ تاؤ'],
  ),
  station(
    'VN_BLI',
    'south',
    ['bl', 'blieu'],
    ['Bạc Liêu', 'Bac Lieu', '薄辽', 'バクリエウ', 'บักเลียว', 'باک لیو'],
  ),
  station(
    'VN_DNA',
    'south',
    ['dn', 'dnai'],
    ['Đồng Nai', 'Dong Nai', '同奈', 'ドンナイ', 'ด่งนาย', 'ڈونگ نائی'],
  ),
  station('VN_CTH', 'south', ['ct', 'ctho'], ['Cần Thơ', 'Can Tho', '芹苴', 'カントー', 'เกิ่นเทอ', 'کین تھو']),
  station(
    'VN_STR',
    'south',
    ['st', 'strang'],
    ['Sóc Trăng', 'Soc Trang', '朔庄', 'ソクチャン', 'ซกจัง', 'سوک ترانگ'],
  ),
  station(
    'VN_TNI',
    'south',
    ['tn', 'tninh'],
    ['Tây Ninh', 'Tay Ninh', '西宁', 'タイニン', 'เต็ยนิญ', 'تائی نن'],
  ),
  station(
    'VN_AGI',
    'south',
    ['ag', 'agiang'],
    ['An Giang', 'An Giang', '安江', 'アンザン', 'อานซาง', 'آن زانگ'],
  ),
  station(
    'VN_BTH',
    'south',
    ['bth', 'bthuan'],
    ['Bình Thuận', 'Binh Thuan', '平顺', 'ビントゥアン', 'บิ่ญถ่วน', 'بن تھوان'],
  ),
  station(
    'VN_VLO',
    'south',
    ['vl', 'vlong'],
    ['Vĩnh Long', 'Vinh Long', '永隆', 'ヴィンロン', 'หวิญลอง', 'ون لونگ'],
  ),
  station(
    'VN_BDU',
    'south',
    ['bd', 'bduong'],
    ['Bình Dương', 'Binh Duong', '平阳', 'ビンズオン', 'บิ่ญเซือง', 'بن زوونگ'],
  ),
  station(
    'VN_TVI',
    'south',
    ['tv', 'tvinh'],
    ['Trà Vinh', 'Tra Vinh', '茶荣', 'チャーヴィン', 'จ่าวิญ', 'ترا ون'],
  ),
  station('VN_LAN', 'south', ['la', 'lan'], ['Long An', 'Long An', '隆安', 'ロンアン', 'ลองอาน', 'لونگ آن']),
  station(
    'VN_BPH',
    'south',
    ['bp', 'bphuoc'],
    ['Bình Phước', 'Binh Phuoc', '平福', 'ビンフオック', 'บิ่ญเฟื้อก', 'بن فوک'],
  ),
  station(
    'VN_HGI',
    'south',
    ['hg', 'hgiang'],
    ['Hậu Giang', 'Hau Giang', '后江', 'ハウザン', 'เหิวซาง', 'ہاؤ زانگ'],
  ),
  station(
    'VN_TGI',
    'south',
    ['tg', 'tgiang'],
    ['Tiền Giang', 'Tien Giang', '前江', 'ティエンザン', 'เตี่ยนซาง', 'تیئن زانگ'],
  ),
  station(
    'VN_KGI',
    'south',
    ['kg', 'kgiang'],
    ['Kiên Giang', 'Kien Giang', '坚江', 'キエンザン', 'เกียนซาง', 'کیئن زانگ'],
  ),
  station('VN_DLA', 'south', ['dl', 'dlat'], ['Đà Lạt', 'Da Lat', '大叻', 'ダラット', 'ดาลัด', 'دا لات']),
  station(
    'VN_TTH',
    'central',
    ['hue', 'tth'],
    ['Thừa Thiên Huế', 'Thua Thien Hue', '承天顺化', 'トゥアティエン・フエ', 'เถื่อเทียน-เว้', 'تھوا تھیئن ہوے'],
  ),
  station(
    'VN_PYE',
    'central',
    ['py', 'pyen'],
    ['Phú Yên', 'Phu Yen', '富安', 'フーイエン', 'ฟูเอียน', 'فو ین'],
  ),
  station(
    'VN_DLK',
    'central',
    ['dlk', 'dlac', 'daklak'],
    ['Đắk Lắk', 'Dak Lak', '多乐', 'ダクラク', 'ดั๊กลั๊ก', 'ڈاک لاک'],
  ),
  station(
    'VN_QNM',
    'central',
    ['qnm', 'qnam'],
    ['Quảng Nam', 'Quang Nam', '广南', 'クアンナム', 'กว๋างนาม', 'کوانگ نام'],
  ),
  station('VN_DNG', 'central', ['dng', 'dnang'], ['Đà Nẵng', 'Da Nang', '岘港', 'ダナン', 'ดานัง', 'دا نانگ']),
  station(
    'VN_KHO',
    'central',
    ['kh', 'khoa'],
    ['Khánh Hòa', 'Khanh Hoa', '庆和', 'カインホア', 'คั้ญฮหว่า', 'خان ہوا'],
  ),
  station(
    'VN_BDI',
    'central',
    ['bdi', 'bdinh'],
    ['Bình Định', 'Binh Dinh', '平定', 'ビンディン', 'บิ่ญดิ่ญ', 'بن دن'],
  ),
  station(
    'VN_QTR',
    'central',
    ['qt', 'qtri'],
    ['Quảng Trị', 'Quang Tri', '广治', 'クアンチ', 'กว๋างจิ', 'کوانگ تری'],
  ),
  station(
    'VN_QBI',
    'central',
    ['qb', 'qbinh'],
    ['Quảng Bình', 'Quang Binh', '广平', 'クアンビン', 'กว๋างบิ่ญ', 'کوانگ بن'],
  ),
  station('VN_GLA', 'central', ['gl', 'glai'], ['Gia Lai', 'Gia Lai', '嘉莱', 'ザライ', 'ซาลาย', 'زا لائی']),
  station(
    'VN_NTH',
    'central',
    ['nt', 'nthuan'],
    ['Ninh Thuận', 'Ninh Thuan', '宁顺', 'ニントゥアン', 'นิญถ่วน', 'نن تھوان'],
  ),
  station(
    'VN_QNG',
    'central',
    ['qng', 'qngai'],
    ['Quảng Ngãi', 'Quang Ngai', '广义', 'クアンガイ', 'กว๋างหงาย', 'کوانگ نگائی'],
  ),
  station(
    'VN_DNO',
    'central',
    ['dno', 'dnong'],
    ['Đắk Nông', 'Dak Nong', '得农', 'ダクノン', 'ดั๊กนง', 'ڈاک نونگ'],
  ),
  station(
    'VN_KTU',
    'central',
    ['kt', 'ktum'],
    ['Kon Tum', 'Kon Tum', '昆嵩', 'コントゥム', 'กอนตุม', 'کون تم'],
  ),
];

/**
 * The stations drawing on each ISO weekday (1 = Monday … 7 = Sunday), in the conventional order: the
 * day's main station first. Shorthand `2dmn` means the first two southern stations of the day.
 */
export const VN_STATION_ORDER: Readonly<
  Record<'central' | 'south', Readonly<Record<number, readonly string[]>>>
> = {
  south: {
    1: ['VN_HCM', 'VN_DTH', 'VN_CMA'],
    2: ['VN_BTR', 'VN_VTA', 'VN_BLI'],
    3: ['VN_DNA', 'VN_CTH', 'VN_STR'],
    4: ['VN_TNI', 'VN_AGI', 'VN_BTH'],
    5: ['VN_VLO', 'VN_BDU', 'VN_TVI'],
    6: ['VN_HCM', 'VN_LAN', 'VN_BPH', 'VN_HGI'],
    7: ['VN_TGI', 'VN_KGI', 'VN_DLA'],
  },
  central: {
    1: ['VN_TTH', 'VN_PYE'],
    2: ['VN_DLK', 'VN_QNM'],
    3: ['VN_DNG', 'VN_KHO'],
    4: ['VN_BDI', 'VN_QTR', 'VN_QBI'],
    5: ['VN_GLA', 'VN_NTH'],
    6: ['VN_DNG', 'VN_QNG', 'VN_DNO'],
    7: ['VN_KTU', 'VN_KHO', 'VN_TTH'],
  },
};

/**
 * Game codes of the stations of `region` drawing on `isoWeekday`, main station first; the north has
 * one game every day (`['VN_NORTH']`).
 */
export function vnStationsOn(region: 'north' | 'central' | 'south', isoWeekday: number): string[] {
  if (!Number.isInteger(isoWeekday) || isoWeekday < 1 || isoWeekday > 7) {
    throw new RangeError('isoWeekday must be 1 (Monday) … 7 (Sunday)');
  }
  if (region === 'north') return ['VN_NORTH'];
  return [...(VN_STATION_ORDER[region][isoWeekday] ?? [])];
}

/** The ISO weekdays a station draws on, ascending. */
export function vnStationWeekdays(code: string): number[] {
  const weekdays: number[] = [];
  for (const region of ['south', 'central'] as const) {
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      if (VN_STATION_ORDER[region][weekday]?.includes(code)) weekdays.push(weekday);
    }
  }
  return weekdays;
}
