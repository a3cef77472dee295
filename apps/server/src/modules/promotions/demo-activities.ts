import type { ActivityInput, RaffleInput } from '@wps/contracts';

/*
 * The demo merchant's activities (seed.ts, mark `demo-promotions-v1`): created and published through
 * the operator's own use cases, so they are rows an operator edits like any other.
 */

const DAY = 86_400_000;
const everyone = { kind: 'all' as const, ranks: [], labels: [], newWithinDays: null, agents: [] };
const noWagering = { multiple: 0, basis: 'bonus' as const, weights: {}, maxBet: null, expiryHours: null };

export function demoActivities(now: Date): ActivityInput[] {
  const start = now.getTime() - DAY;
  const end = now.getTime() + 365 * DAY;
  const base = {
    languages: [],
    audience: everyone,
    startsAt: start,
    endsAt: end,
    showFrom: null,
    budget: null,
    review: false,
    messagingChannel: null,
    reason: 'demo data',
  };
  return [
    {
      ...base,
      kind: 'first_deposit',
      sort: 10,
      banner: { theme: 'gold', image: null },
      title: {
        EN: 'Welcome bonus: 100% of your first deposit',
        CN: '新人首存100%奖金',
        JA: 'ウェルカムボーナス：初回入金100%',
        TH: 'โบนัสต้อนรับ 100% ของยอดฝากแรก',
        VI: 'Thưởng chào mừng 100% nạp đầu',
        UR: 'خوش آمدید بونس: پہلی جمع پر 100٪',
      },
      summary: {
        EN: 'Deposit 100 or more for the first time and get the same again, up to 1,000.',
        CN: '首次存款100以上，即送等额奖金，最高1,000。',
        JA: '初回100以上の入金で同額をプレゼント、最大1,000。',
        TH: 'ฝากครั้งแรก 100 ขึ้นไป รับเพิ่มเท่ากัน สูงสุด 1,000',
        VI: 'Nạp lần đầu từ 100, nhận thêm bằng số nạp, tối đa 1.000.',
        UR: 'پہلی بار 100 یا زیادہ جمع کریں اور اتنا ہی مزید پائیں، 1,000 تک۔',
      },
      rules: {
        EN: 'Once per member, for a first deposit made while the activity runs.\nTurnover: 10 times the bonus before withdrawing. Slots count in full, sports 50%, live casino 10%, lottery not at all.\nThe bonus expires 30 days after it is paid; what is left of it is then taken back.',
        CN: '每位会员一次，限活动期间的首次存款。\n提款前须完成奖金10倍流水：电子游戏100%计算，体育50%，真人10%，彩票不计。\n奖金发放后30天内未完成流水即失效，剩余奖金收回。',
      },
      repeat: 'once',
      reward: { percentBasisPoints: 10_000, fixed: '0', max: '1000', threshold: '100' },
      wagering: {
        multiple: 10,
        basis: 'bonus',
        weights: { SPORTS: 50, ESPORTS: 50, LIVE: 10, LOTT: 0, ELOTT: 0 },
        maxBet: '500',
        expiryHours: 720,
      },
    },
    {
      ...base,
      kind: 'daily_login',
      sort: 20,
      banner: { theme: 'emerald', image: null },
      title: {
        EN: 'Daily sign-in reward',
        CN: '每日签到奖励',
        JA: '毎日ログインボーナス',
        TH: 'รางวัลเช็กอินรายวัน',
        VI: 'Thưởng điểm danh mỗi ngày',
        UR: 'روزانہ سائن ان انعام',
      },
      summary: {
        EN: 'Sign in and collect 8.00 every day.',
        CN: '每天登录领取8.00。',
        JA: '毎日ログインで8.00を受け取り。',
        TH: 'เข้าสู่ระบบรับ 8.00 ทุกวัน',
        VI: 'Đăng nhập nhận 8.00 mỗi ngày.',
        UR: 'ہر روز سائن ان کریں اور 8.00 حاصل کریں۔',
      },
      rules: {
        EN: 'One reward per member per day (the site’s local day). No turnover is asked.',
        CN: '每位会员每天（本站时区）一次，无流水要求。',
      },
      repeat: 'daily',
      reward: { percentBasisPoints: 0, fixed: '8', max: null, threshold: '0' },
      wagering: noWagering,
    },
    {
      ...base,
      kind: 'reload',
      sort: 30,
      banner: { theme: 'ocean', image: null },
      title: {
        EN: '10% reload on every deposit',
        CN: '每笔存款10%续存奖金',
        JA: '毎回の入金に10%リロード',
        TH: 'โบนัสฝากซ้ำ 10% ทุกครั้ง',
        VI: 'Thưởng nạp lại 10% mỗi lần',
        UR: 'ہر جمع پر 10٪ ری لوڈ',
      },
      summary: {
        EN: 'Join, then get 10% of each deposit of 200 or more, up to 500 each.',
        CN: '报名后每笔200以上存款送10%，单笔最高500。',
        JA: '参加後、200以上の入金ごとに10%、1回最大500。',
        TH: 'เข้าร่วมแล้วรับ 10% ของทุกยอดฝาก 200 ขึ้นไป สูงสุดครั้งละ 500',
        VI: 'Tham gia rồi nhận 10% mỗi lần nạp từ 200, tối đa 500 mỗi lần.',
        UR: 'شامل ہوں، پھر 200 یا زیادہ کی ہر جمع پر 10٪، ہر بار 500 تک۔',
      },
      rules: {
        EN: 'Deposits count from the moment you join; the first deposit ever is not a reload.\nTurnover: 5 times the bonus and deposit.',
        CN: '报名后的存款才计算，首次存款不计入。\n流水要求：（奖金+存款）×5。',
      },
      repeat: 'per_deposit',
      reward: { percentBasisPoints: 1_000, fixed: '0', max: '500', threshold: '200' },
      wagering: {
        multiple: 5,
        basis: 'bonus_deposit',
        weights: { LOTT: 0, ELOTT: 0 },
        maxBet: null,
        expiryHours: null,
      },
    },
    {
      ...base,
      kind: 'loss_rebate',
      sort: 40,
      banner: { theme: 'violet', image: null },
      title: {
        EN: '5% daily loss rebate',
        CN: '每日5%负盈利返还',
        JA: '毎日5%損失リベート',
        TH: 'คืนยอดเสีย 5% ทุกวัน',
        VI: 'Hoàn trả 5% tiền thua mỗi ngày',
        UR: 'روزانہ 5٪ نقصان کی واپسی',
      },
      summary: {
        EN: 'Join and get back 5% of yesterday’s net loss, from a loss of 100.',
        CN: '报名后可领取前一日净输额的5%，净输100起。',
        JA: '参加すると前日の純損失の5%を還元、損失100から。',
        TH: 'เข้าร่วมรับคืน 5% ของยอดเสียสุทธิเมื่อวาน ตั้งแต่ 100',
        VI: 'Tham gia để nhận lại 5% số thua ròng hôm qua, từ 100.',
        UR: 'شامل ہوں اور کل کے خالص نقصان کا 5٪ واپس پائیں، 100 سے۔',
      },
      rules: {
        EN: 'Net loss is stakes minus wins of the rounds you played yesterday after joining. Claim it the next day. Turnover: 1 time the rebate.',
        CN: '净输额为报名后前一日所玩局的投注减派彩，次日领取。流水要求：返还金额×1。',
      },
      repeat: 'daily',
      reward: { percentBasisPoints: 500, fixed: '0', max: '5000', threshold: '100' },
      wagering: { multiple: 1, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
    },
    {
      ...base,
      kind: 'turnover_reward',
      sort: 50,
      banner: { theme: 'ruby', image: null },
      title: {
        EN: 'Play 5,000 today, get 38',
        CN: '当日流水5,000送38',
        JA: '本日5,000プレイで38獲得',
        TH: 'เล่นครบ 5,000 วันนี้ รับ 38',
        VI: 'Cược đủ 5.000 hôm nay nhận 38',
        UR: 'آج 5,000 کھیلیں، 38 پائیں',
      },
      summary: {
        EN: 'Join, reach 5,000 of valid bets in a day and claim 38.',
        CN: '报名后单日有效投注达5,000即可领取38。',
        JA: '参加後、1日の有効ベット5,000で38。',
        TH: 'เข้าร่วม ทำยอดเดิมพันที่มีผล 5,000 ในวันเดียว รับ 38',
        VI: 'Tham gia, đạt 5.000 cược hợp lệ trong ngày và nhận 38.',
        UR: 'شامل ہوں، ایک دن میں 5,000 کی درست بازیاں پوری کریں اور 38 پائیں۔',
      },
      rules: { EN: 'Valid bets of settled rounds count, from the moment you join. Once a day.' },
      repeat: 'daily',
      reward: { percentBasisPoints: 0, fixed: '38', max: null, threshold: '5000' },
      wagering: noWagering,
    },
    {
      ...base,
      kind: 'application',
      sort: 60,
      banner: { theme: 'night', image: null },
      title: {
        EN: 'Share your big win',
        CN: '晒出你的大奖',
        JA: '大勝利をシェア',
        TH: 'แชร์การชนะครั้งใหญ่',
        VI: 'Chia sẻ chiến thắng lớn',
        UR: 'اپنی بڑی جیت شیئر کریں',
      },
      summary: {
        EN: 'Send a screenshot of a win of 50× or more and receive 88.',
        CN: '上传50倍以上大奖截图，即可获得88。',
        JA: '50倍以上の勝利のスクショを送って88を獲得。',
        TH: 'ส่งภาพหน้าจอการชนะ 50 เท่าขึ้นไป รับ 88',
        VI: 'Gửi ảnh chụp thắng từ 50 lần, nhận 88.',
        UR: '50 گنا یا زیادہ کی جیت کا اسکرین شاٹ بھیجیں اور 88 پائیں۔',
      },
      rules: {
        EN: 'Apply with a short remark (140 characters at most) and up to 3 PNG or JPG screenshots of 5 MB at most. Our team checks each application; an approved reward waits in your reward centre.',
        CN: '填写备注（最多140字）并上传最多3张PNG或JPG截图（每张不超过5MB）。审核通过后奖励将发放至奖励中心。',
      },
      repeat: 'weekly',
      reward: { percentBasisPoints: 0, fixed: '88', max: null, threshold: '0' },
      wagering: { multiple: 1, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
    },
    {
      ...base,
      kind: 'messaging_id',
      sort: 70,
      languages: ['VI'],
      messagingChannel: 'zalo',
      banner: { theme: 'ocean', image: null },
      title: { EN: 'Zalo reward up to 131K', VI: 'Thưởng Zalo lên đến 131K' },
      summary: {
        EN: 'Give us your Zalo number ID and receive a reward.',
        VI: 'Cung cấp ID số Zalo của bạn để nhận thưởng.',
      },
      rules: {
        EN: 'One reward per member. Enter the Zalo number ID linked to your account.',
        VI: 'Mỗi thành viên một lần. Nhập ID số Zalo liên kết với tài khoản của bạn.',
      },
      repeat: 'once',
      reward: { percentBasisPoints: 0, fixed: '131', max: null, threshold: '0' },
      wagering: noWagering,
    },
    {
      ...base,
      kind: 'deposit_match',
      sort: 80,
      startsAt: now.getTime() + 3 * DAY,
      endsAt: now.getTime() + 5 * DAY,
      showFrom: now.getTime() - DAY,
      banner: { theme: 'gold', image: null },
      title: {
        EN: 'Weekend 50% deposit match',
        CN: '周末存款50%加赠',
        JA: '週末50%入金マッチ',
        TH: 'สุดสัปดาห์ ฝากรับเพิ่ม 50%',
        VI: 'Cuối tuần thưởng nạp 50%',
        UR: 'ویک اینڈ 50٪ جمع میچ',
      },
      summary: {
        EN: 'Coming soon: 50% on one deposit of the weekend, up to 2,000.',
        CN: '即将开始：周末单笔存款送50%，最高2,000。',
        JA: '近日開始：週末の入金1回に50%、最大2,000。',
        TH: 'เร็ว ๆ นี้: ฝากหนึ่งครั้งช่วงสุดสัปดาห์รับ 50% สูงสุด 2,000',
        VI: 'Sắp diễn ra: 50% cho một lần nạp cuối tuần, tối đa 2.000.',
        UR: 'جلد آ رہا ہے: ویک اینڈ کی ایک جمع پر 50٪، 2,000 تک۔',
      },
      rules: { EN: 'Join before you deposit. Turnover: 8 times the bonus.' },
      repeat: 'once',
      reward: { percentBasisPoints: 5_000, fixed: '0', max: '2000', threshold: '500' },
      wagering: {
        multiple: 8,
        basis: 'bonus',
        weights: { LOTT: 0, ELOTT: 0 },
        maxBet: null,
        expiryHours: 168,
      },
    },
  ];
}

/** The demo merchant's prize wheel and red-envelope rain, published through the operator's use cases. */
export function demoRaffles(now: Date): RaffleInput[] {
  const start = now.getTime() - DAY;
  return [
    {
      kind: 'wheel',
      title: {
        EN: 'Lucky wheel: three free spins a day',
        CN: '幸运转盘：每天免费三次',
        JA: 'ラッキールーレット：毎日3回無料',
        TH: 'วงล้อนำโชค หมุนฟรีวันละ 3 ครั้ง',
        VI: 'Vòng quay may mắn: 3 lượt miễn phí mỗi ngày',
        UR: 'خوش قسمت پہیہ: روزانہ تین مفت اسپن',
      },
      rules: {
        EN: 'Three spins per member per day. Each spin is drawn from your own committed seed: the odds below are exact, and you can verify every spin.',
        CN: '每位会员每天三次。每次抽奖均由您已承诺的种子产生：下列概率为精确值，每次结果均可验证。',
      },
      prizes: [
        { id: 'again', amount: '0', weight: 4_000 },
        { id: 'p1', amount: '1', weight: 3_000 },
        { id: 'p3', amount: '3', weight: 1_800 },
        { id: 'p8', amount: '8', weight: 800 },
        { id: 'p28', amount: '28', weight: 300 },
        { id: 'p88', amount: '88', weight: 90 },
        { id: 'p888', amount: '888', weight: 10 },
      ],
      budget: '20000',
      startsAt: start,
      endsAt: now.getTime() + 365 * DAY,
      drawsPerMember: 3,
      reason: 'demo data',
    },
    {
      kind: 'envelope',
      title: {
        EN: 'Red-envelope rain',
        CN: '红包雨',
        JA: '紅包の雨',
        TH: 'ฝนอั่งเปา',
        VI: 'Mưa lì xì',
        UR: 'سرخ لفافوں کی بارش',
      },
      rules: {
        EN: 'Open up to five envelopes while the rain lasts. Every envelope holds a prize from the published table.',
        CN: '红包雨期间最多可拆五个红包，每个红包的奖金均来自公布的奖金表。',
      },
      prizes: [
        { id: 'e1', amount: '1', weight: 50 },
        { id: 'e2', amount: '2', weight: 28 },
        { id: 'e6', amount: '6', weight: 14 },
        { id: 'e18', amount: '18', weight: 6 },
        { id: 'e88', amount: '88', weight: 2 },
      ],
      budget: '5000',
      startsAt: start,
      endsAt: now.getTime() + 30 * DAY,
      drawsPerMember: 5,
      reason: 'demo data',
    },
  ];
}
