import type { missionInputSchema, pointRewardInputSchema } from '@wps/contracts';
import type { z } from 'zod';

/* The demo merchant's points mall (seed.ts, mark `demo-loyalty-v1`), made through the operator's use case. */

type RewardInput = z.output<typeof pointRewardInputSchema>;
const reward = (input: Omit<RewardInput, 'active' | 'reason' | 'image'>): RewardInput => ({
  ...input,
  image: null,
  active: true,
  reason: 'demo data',
});

export const DEMO_REWARDS: RewardInput[] = [
  reward({
    kind: 'cash',
    name: {
      EN: '10.00 cash',
      CN: '10元现金',
      VI: '10.00 tiền mặt',
      TH: 'เงินสด 10.00',
      JA: '現金10.00',
      UR: '10.00 نقد',
    },
    description: { EN: 'Credited to your main wallet once approved.', CN: '审核通过后存入主钱包。' },
    points: 1_200,
    cash: '10',
    stock: 500,
    sort: 10,
  }),
  reward({
    kind: 'cash',
    name: {
      EN: '50.00 cash',
      CN: '50元现金',
      VI: '50.00 tiền mặt',
      TH: 'เงินสด 50.00',
      JA: '現金50.00',
      UR: '50.00 نقد',
    },
    description: { EN: 'Credited to your main wallet once approved.', CN: '审核通过后存入主钱包。' },
    points: 5_500,
    cash: '50',
    stock: 200,
    sort: 20,
  }),
  reward({
    kind: 'goods',
    name: {
      EN: 'Club jersey',
      CN: '俱乐部球衣',
      VI: 'Áo đấu câu lạc bộ',
      TH: 'เสื้อสโมสร',
      JA: 'クラブユニフォーム',
      UR: 'کلب جرسی',
    },
    description: {
      EN: 'Official replica jersey, shipped to your address within 14 days.',
      CN: '官方复刻球衣，14天内寄送。',
    },
    points: 8_000,
    cash: null,
    stock: 30,
    sort: 30,
  }),
  reward({
    kind: 'goods',
    name: {
      EN: 'Wireless earbuds',
      CN: '无线耳机',
      VI: 'Tai nghe không dây',
      TH: 'หูฟังไร้สาย',
      JA: 'ワイヤレスイヤホン',
      UR: 'وائرلیس ایئربڈز',
    },
    description: { EN: 'Bluetooth earbuds with charging case.', CN: '蓝牙耳机，附充电盒。' },
    points: 15_000,
    cash: null,
    stock: 12,
    sort: 40,
  }),
  reward({
    kind: 'goods',
    name: {
      EN: 'Smartphone',
      CN: '智能手机',
      VI: 'Điện thoại thông minh',
      TH: 'สมาร์ทโฟน',
      JA: 'スマートフォン',
      UR: 'اسمارٹ فون',
    },
    description: { EN: 'A current mid-range smartphone.', CN: '当季中端智能手机。' },
    points: 90_000,
    cash: null,
    stock: 3,
    sort: 50,
  }),
];

type MissionInput = z.output<typeof missionInputSchema>;
const mission = (input: Omit<MissionInput, 'active' | 'reason'>): MissionInput => ({
  ...input,
  active: true,
  reason: 'demo data',
});

/** The demo merchant's missions (seed.ts, mark `demo-loyalty-v1`). */
export const DEMO_MISSIONS: MissionInput[] = [
  mission({
    title: {
      EN: 'Bet 1,000 today',
      CN: '今日投注1,000',
      VI: 'Cược 1.000 hôm nay',
      TH: 'เดิมพัน 1,000 วันนี้',
      JA: '今日1,000ベット',
      UR: 'آج 1,000 کی بازی',
    },
    period: 'daily',
    metric: 'valid_bet',
    target: '1000',
    rewardMoney: '5',
    rewardPoints: 50,
    sort: 10,
  }),
  mission({
    title: {
      EN: 'Play 20 rounds today',
      CN: '今日玩20局',
      VI: 'Chơi 20 ván hôm nay',
      TH: 'เล่น 20 รอบวันนี้',
      JA: '今日20ラウンドプレイ',
      UR: 'آج 20 راؤنڈ کھیلیں',
    },
    period: 'daily',
    metric: 'rounds',
    target: '20',
    rewardMoney: '0',
    rewardPoints: 30,
    sort: 20,
  }),
  mission({
    title: {
      EN: 'Deposit 1,000 this week',
      CN: '本周存款1,000',
      VI: 'Nạp 1.000 tuần này',
      TH: 'ฝาก 1,000 สัปดาห์นี้',
      JA: '今週1,000入金',
      UR: 'اس ہفتے 1,000 جمع کریں',
    },
    period: 'weekly',
    metric: 'deposit',
    target: '1000',
    rewardMoney: '20',
    rewardPoints: 0,
    sort: 30,
  }),
  mission({
    title: {
      EN: 'Bet 20,000 this week',
      CN: '本周投注20,000',
      VI: 'Cược 20.000 tuần này',
      TH: 'เดิมพัน 20,000 สัปดาห์นี้',
      JA: '今週20,000ベット',
      UR: 'اس ہفتے 20,000 کی بازی',
    },
    period: 'weekly',
    metric: 'valid_bet',
    target: '20000',
    rewardMoney: '88',
    rewardPoints: 500,
    sort: 40,
  }),
];
