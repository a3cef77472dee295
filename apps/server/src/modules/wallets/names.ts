import type { Localized, TRANSACTION_CODE_TYPES } from '@wps/contracts';

/** Names of the wallets every member has, in the six core languages. */
export const WALLET_NAMES = {
  main: {
    EN: 'Main wallet',
    CN: '主钱包',
    JA: 'メインウォレット',
    TH: 'กระเป๋าหลัก',
    VI: 'Ví chính',
    UR: 'مرکزی بٹوہ',
  },
  play: {
    EN: 'Play money',
    CN: '试玩金',
    JA: 'プレイマネー',
    TH: 'เงินทดลองเล่น',
    VI: 'Tiền chơi thử',
    UR: 'آزمائشی رقم',
  },
} satisfies Record<string, Localized>;

type BonusCodeType = Extract<
  (typeof TRANSACTION_CODE_TYPES)[number],
  | 'dividend'
  | 'betting_rebate'
  | 'agent_rebate'
  | 'hour_wage'
  | 'daily_wage'
  | 'referral_rebate'
  | 'share_bonus'
>;

/** Names of the bonus kinds of the bonus details page. */
export const BONUS_NAMES: Record<BonusCodeType, Localized> = {
  dividend: {
    EN: 'Promotion',
    CN: '优惠活动',
    JA: 'プロモーション',
    TH: 'โปรโมชั่น',
    VI: 'Khuyến mãi',
    UR: 'پروموشن',
  },
  betting_rebate: {
    EN: 'Betting rebate',
    CN: '投注返水',
    JA: 'ベットリベート',
    TH: 'เงินคืนจากการเดิมพัน',
    VI: 'Hoàn trả cược',
    UR: 'بیٹنگ ریبیٹ',
  },
  agent_rebate: {
    EN: 'Agent rebate',
    CN: '代理返点',
    JA: 'エージェントリベート',
    TH: 'ค่าคอมมิชชั่นตัวแทน',
    VI: 'Hoa hồng đại lý',
    UR: 'ایجنٹ ریبیٹ',
  },
  hour_wage: {
    EN: 'Hourly wage',
    CN: '时薪',
    JA: '時給',
    TH: 'ค่าจ้างรายชั่วโมง',
    VI: 'Lương theo giờ',
    UR: 'فی گھنٹہ اجرت',
  },
  daily_wage: {
    EN: 'Daily wage',
    CN: '日薪',
    JA: '日給',
    TH: 'ค่าจ้างรายวัน',
    VI: 'Lương theo ngày',
    UR: 'یومیہ اجرت',
  },
  referral_rebate: {
    EN: 'Referral bonus',
    CN: '推荐奖励',
    JA: '紹介ボーナス',
    TH: 'โบนัสแนะนำเพื่อน',
    VI: 'Thưởng giới thiệu',
    UR: 'ریفرل بونس',
  },
  share_bonus: {
    EN: 'Dividend share',
    CN: '分红',
    JA: '配当',
    TH: 'เงินปันผล',
    VI: 'Chia cổ tức',
    UR: 'منافع میں حصہ',
  },
};

export function isBonusCodeType(codeType: string): codeType is BonusCodeType {
  return Object.hasOwn(BONUS_NAMES, codeType);
}
