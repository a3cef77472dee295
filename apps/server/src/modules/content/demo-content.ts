import type { AnnouncementInput, HelpArticleInput, Language } from '@wps/contracts';

/**
 * Demo content for the "Aurora Play" merchant (code `aurora`).
 *
 * Every text is written in every member-site language; typing them as `AllLanguages` makes a missing
 * translation a compile error rather than a silent fallback to English. Amounts are deliberately generic
 * (the Deposit and Promotions pages show the real figures) and nothing promises winnings.
 */
type AllLanguages = Record<Language, string>;

interface Texts {
  title: AllLanguages;
  content: AllLanguages;
}

type Draft = Omit<AnnouncementInput, 'sortOrder'>;

const ALWAYS_ON = { enabled: true, startsAt: null, endsAt: null } as const;

function banner(
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

function notice(
  type: 'PL' | 'PR',
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

function popup(
  execution: NonNullable<AnnouncementInput['execution']>,
  texts: Texts,
  promotionType: string | null = null,
): Draft {
  return { ...notice('PL', texts, promotionType, execution), type: 'PU' };
}

// ---------------------------------------------------------------------------------------------------------
// Banners (type B)
// ---------------------------------------------------------------------------------------------------------

const BANNERS: Draft[] = [
  banner('w_home', '/media/banners/home-1.svg', 'P', '/promotions', {
    title: {
      EN: 'Welcome to Aurora Play',
      CN: '欢迎来到 Aurora Play',
      JA: 'Aurora Play へようこそ',
      TH: 'ยินดีต้อนรับสู่ Aurora Play',
      VI: 'Chào mừng đến với Aurora Play',
      UR: 'Aurora Play میں خوش آمدید',
    },
    content: {
      EN: 'Cards and chips under the northern lights. Discover this week’s promotions.',
      CN: '极光下的纸牌与筹码，探索本周优惠活动。',
      JA: 'オーロラの下のカードとチップ。今週のプロモーションをチェック。',
      TH: 'ไพ่และชิปใต้แสงออโรรา ค้นพบโปรโมชั่นประจำสัปดาห์นี้',
      VI: 'Bài và chip dưới ánh cực quang. Khám phá các khuyến mãi trong tuần.',
      UR: 'شمالی روشنیوں تلے تاش اور چپس۔ اس ہفتے کی پروموشنز دیکھیں۔',
    },
  }),
  banner('w_home', '/media/banners/home-2.svg', 'P', '/promotions', {
    title: {
      EN: 'New slot games every week',
      CN: '每周上新老虎机',
      JA: '毎週新しいスロットが登場',
      TH: 'สล็อตใหม่ทุกสัปดาห์',
      VI: 'Slot mới mỗi tuần',
      UR: 'ہر ہفتے نئی سلاٹ گیمز',
    },
    content: {
      EN: 'Reels and jackpots from leading studios. Terms and conditions apply.',
      CN: '来自知名厂商的转轴与奖池游戏。适用相关条款与条件。',
      JA: '人気スタジオのリールとジャックポット。利用規約が適用されます。',
      TH: 'วงล้อและแจ็คพอตจากค่ายเกมชั้นนำ มีข้อกำหนดและเงื่อนไข',
      VI: 'Vòng quay và jackpot từ các nhà phát hành hàng đầu. Áp dụng điều khoản và điều kiện.',
      UR: 'معروف اسٹوڈیوز کی ریلز اور جیک پاٹس۔ شرائط و ضوابط لاگو ہیں۔',
    },
  }),
  banner('w_home', '/media/banners/home-3.svg', 'URL', '/help', {
    title: {
      EN: 'Questions? We are here to help',
      CN: '有疑问？我们随时为您服务',
      JA: 'お困りですか？いつでもサポートします',
      TH: 'มีคำถาม? เราพร้อมช่วยเหลือ',
      VI: 'Cần hỗ trợ? Chúng tôi luôn sẵn sàng',
      UR: 'سوالات ہیں؟ ہم مدد کے لیے حاضر ہیں',
    },
    content: {
      EN: 'Visit the Help Centre for deposit, withdrawal and account guides.',
      CN: '访问帮助中心，查看存款、取款和账户指南。',
      JA: '入出金やアカウントに関するガイドはヘルプセンターでご覧いただけます。',
      TH: 'เยี่ยมชมศูนย์ช่วยเหลือเพื่อดูคู่มือการฝากเงิน ถอนเงิน และการจัดการบัญชี',
      VI: 'Truy cập Trung tâm trợ giúp để xem hướng dẫn nạp tiền, rút tiền và tài khoản.',
      UR: 'رقم جمع کرانے، نکلوانے اور اکاؤنٹ سے متعلق رہنمائی کے لیے ہیلپ سینٹر دیکھیں۔',
    },
  }),
  banner('w_home', '/media/banners/home-4.svg', 'NONE', null, {
    title: {
      EN: 'Play for fun, play responsibly',
      CN: '理性娱乐，量力而行',
      JA: '楽しく、責任を持ってプレイ',
      TH: 'เล่นเพื่อความสนุก เล่นอย่างรับผิดชอบ',
      VI: 'Chơi để giải trí, chơi có trách nhiệm',
      UR: 'تفریح کے لیے کھیلیں، ذمہ داری سے کھیلیں',
    },
    content: {
      EN: '18+ only. Set a deposit limit and take regular breaks.',
      CN: '仅限18岁以上。请设置存款限额并适时休息。',
      JA: '18歳以上限定。入金上限を設定し、適度に休憩を取りましょう。',
      TH: 'สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น ตั้งวงเงินฝากและพักเป็นระยะ',
      VI: 'Chỉ dành cho người từ 18 tuổi. Hãy đặt giới hạn nạp tiền và nghỉ ngơi thường xuyên.',
      UR: 'صرف 18 سال اور اس سے زائد عمر کے لیے۔ ڈپازٹ کی حد مقرر کریں اور باقاعدگی سے وقفہ لیں۔',
    },
  }),
  banner('w_login', '/media/banners/login.svg', 'NONE', null, {
    title: {
      EN: 'Welcome back',
      CN: '欢迎回来',
      JA: 'おかえりなさい',
      TH: 'ยินดีต้อนรับกลับมา',
      VI: 'Chào mừng trở lại',
      UR: 'دوبارہ خوش آمدید',
    },
    content: {
      EN: 'Sign in to continue playing.',
      CN: '登录以继续游戏。',
      JA: 'ログインしてプレイを続けましょう。',
      TH: 'เข้าสู่ระบบเพื่อเล่นต่อ',
      VI: 'Đăng nhập để tiếp tục chơi.',
      UR: 'کھیل جاری رکھنے کے لیے لاگ اِن کریں۔',
    },
  }),
  banner('w_register', '/media/banners/register.svg', 'NONE', null, {
    title: {
      EN: 'Join Aurora Play',
      CN: '加入 Aurora Play',
      JA: 'Aurora Play に登録',
      TH: 'สมัครสมาชิก Aurora Play',
      VI: 'Tham gia Aurora Play',
      UR: 'Aurora Play میں شامل ہوں',
    },
    content: {
      EN: 'Create your account in a few steps. 18+ only.',
      CN: '只需几步即可注册账户。仅限18岁以上。',
      JA: '数ステップでアカウントを作成できます。18歳以上限定。',
      TH: 'สร้างบัญชีได้ในไม่กี่ขั้นตอน สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น',
      VI: 'Tạo tài khoản chỉ trong vài bước. Chỉ dành cho người từ 18 tuổi.',
      UR: 'چند مراحل میں اپنا اکاؤنٹ بنائیں۔ صرف 18 سال اور اس سے زائد عمر کے لیے۔',
    },
  }),
];

// ---------------------------------------------------------------------------------------------------------
// Player notices (type PL)
// ---------------------------------------------------------------------------------------------------------

const PLAYER_NOTICES: Draft[] = [
  notice('PL', {
    title: {
      EN: 'Scheduled maintenance: Borealis Live Casino',
      CN: '维护公告：Borealis 真人娱乐场',
      JA: 'メンテナンスのお知らせ：Borealis ライブカジノ',
      TH: 'แจ้งปิดปรับปรุงระบบ: Borealis Live Casino',
      VI: 'Bảo trì định kỳ: Borealis Live Casino',
      UR: 'طے شدہ مینٹیننس: Borealis لائیو کیسینو',
    },
    content: {
      EN: '<p><strong>Borealis Live Casino</strong> will undergo scheduled maintenance on <strong>Tuesday, 02:00–04:00 (GMT+8)</strong>.</p><p>Live tables will be unavailable during this time. Bets placed before the maintenance will be settled normally. We apologise for any inconvenience.</p>',
      CN: '<p><strong>Borealis 真人娱乐场</strong>将于<strong>周二 02:00–04:00（GMT+8）</strong>进行例行维护。</p><p>维护期间真人游戏桌暂停开放。维护前已下注的注单将正常结算。给您带来不便，敬请谅解。</p>',
      JA: '<p><strong>Borealis ライブカジノ</strong>は<strong>火曜日 02:00〜04:00（GMT+8）</strong>に定期メンテナンスを実施します。</p><p>メンテナンス中はライブテーブルをご利用いただけません。メンテナンス前に確定したベットは通常どおり精算されます。ご不便をおかけしますが、ご理解のほどよろしくお願いいたします。</p>',
      TH: '<p><strong>Borealis Live Casino</strong> จะปิดปรับปรุงระบบตามกำหนดใน<strong>วันอังคาร เวลา 02:00–04:00 น. (GMT+8)</strong></p><p>ระหว่างนี้โต๊ะคาสิโนสดจะไม่สามารถใช้งานได้ เดิมพันที่วางไว้ก่อนการปิดปรับปรุงจะได้รับการชำระผลตามปกติ ขออภัยในความไม่สะดวก</p>',
      VI: '<p><strong>Borealis Live Casino</strong> sẽ bảo trì định kỳ vào <strong>thứ Ba, 02:00–04:00 (GMT+8)</strong>.</p><p>Các bàn chơi trực tiếp sẽ tạm ngừng trong thời gian này. Các cược đã đặt trước khi bảo trì sẽ được thanh toán bình thường. Xin lỗi quý khách vì sự bất tiện này.</p>',
      UR: '<p><strong>Borealis لائیو کیسینو</strong> کی طے شدہ مینٹیننس <strong>منگل، 02:00 تا 04:00 (GMT+8)</strong> ہوگی۔</p><p>اس دوران لائیو ٹیبلز دستیاب نہیں ہوں گی۔ مینٹیننس سے پہلے لگائی گئی بیٹس معمول کے مطابق سیٹل کی جائیں گی۔ کسی بھی زحمت کے لیے معذرت خواہ ہیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'System upgrade: Polaris Slots',
      CN: '系统升级：Polaris 老虎机',
      JA: 'システムアップグレード：Polaris スロット',
      TH: 'อัปเกรดระบบ: Polaris Slots',
      VI: 'Nâng cấp hệ thống: Polaris Slots',
      UR: 'سسٹم اپ گریڈ: Polaris سلاٹس',
    },
    content: {
      EN: '<p><strong>Polaris Slots</strong> games will be unavailable on <strong>Thursday, 10:00–12:00 (GMT+8)</strong> for a system upgrade.</p><p>Any unfinished game round will be restored or settled automatically when the upgrade is complete.</p>',
      CN: '<p><strong>Polaris 老虎机</strong>游戏将于<strong>周四 10:00–12:00（GMT+8）</strong>进行系统升级，期间暂停服务。</p><p>未完成的游戏局将在升级完成后自动恢复或结算。</p>',
      JA: '<p><strong>Polaris スロット</strong>のゲームは、システムアップグレードのため<strong>木曜日 10:00〜12:00（GMT+8）</strong>にご利用いただけません。</p><p>未完了のゲームラウンドは、アップグレード完了後に自動で再開または精算されます。</p>',
      TH: '<p>เกม <strong>Polaris Slots</strong> จะไม่สามารถใช้งานได้ใน<strong>วันพฤหัสบดี เวลา 10:00–12:00 น. (GMT+8)</strong> เนื่องจากมีการอัปเกรดระบบ</p><p>รอบเกมที่ยังเล่นไม่จบจะถูกกู้คืนหรือชำระผลโดยอัตโนมัติเมื่อการอัปเกรดเสร็จสิ้น</p>',
      VI: '<p>Các trò chơi <strong>Polaris Slots</strong> sẽ tạm ngừng vào <strong>thứ Năm, 10:00–12:00 (GMT+8)</strong> để nâng cấp hệ thống.</p><p>Các ván chơi chưa hoàn tất sẽ được tự động khôi phục hoặc thanh toán khi nâng cấp xong.</p>',
      UR: '<p><strong>Polaris سلاٹس</strong> کی گیمز سسٹم اپ گریڈ کی وجہ سے <strong>جمعرات، 10:00 تا 12:00 (GMT+8)</strong> دستیاب نہیں ہوں گی۔</p><p>کوئی بھی نامکمل گیم راؤنڈ اپ گریڈ مکمل ہونے پر خودبخود بحال یا سیٹل کر دیا جائے گا۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Comet Sports: in-play betting briefly paused',
      CN: 'Comet 体育：滚球投注短暂暂停',
      JA: 'Comet スポーツ：ライブベットの一時停止',
      TH: 'Comet Sports: ระงับการเดิมพันสดชั่วคราว',
      VI: 'Comet Sports: tạm dừng cược trực tiếp trong thời gian ngắn',
      UR: 'Comet اسپورٹس: اِن پلے بیٹنگ مختصر وقت کے لیے معطل',
    },
    content: {
      EN: '<p><strong>Comet Sports</strong> will update its odds feed on <strong>Wednesday, 05:00–05:30 (GMT+8)</strong>.</p><p>In-play markets will be suspended during the update. Pre-match betting stays open and settled bets are not affected.</p>',
      CN: '<p><strong>Comet 体育</strong>将于<strong>周三 05:00–05:30（GMT+8）</strong>更新赔率数据。</p><p>更新期间滚球盘口暂停投注；赛前投注照常开放，已结算注单不受影响。</p>',
      JA: '<p><strong>Comet スポーツ</strong>は<strong>水曜日 05:00〜05:30（GMT+8）</strong>にオッズデータを更新します。</p><p>更新中はライブベットのマーケットが一時停止されます。試合前のベットは引き続きご利用いただけ、精算済みのベットに影響はありません。</p>',
      TH: '<p><strong>Comet Sports</strong> จะอัปเดตระบบราคาต่อรองใน<strong>วันพุธ เวลา 05:00–05:30 น. (GMT+8)</strong></p><p>ระหว่างการอัปเดต ตลาดเดิมพันสดจะถูกระงับชั่วคราว การเดิมพันก่อนเริ่มแข่งขันยังเปิดให้บริการตามปกติ และเดิมพันที่ชำระผลแล้วจะไม่ได้รับผลกระทบ</p>',
      VI: '<p><strong>Comet Sports</strong> sẽ cập nhật dữ liệu tỷ lệ cược vào <strong>thứ Tư, 05:00–05:30 (GMT+8)</strong>.</p><p>Các kèo cược trực tiếp sẽ tạm ngừng trong thời gian cập nhật. Cược trước trận vẫn mở bình thường và các cược đã thanh toán không bị ảnh hưởng.</p>',
      UR: '<p><strong>Comet اسپورٹس</strong> <strong>بدھ، 05:00 تا 05:30 (GMT+8)</strong> اپنی اوڈز فیڈ اپ ڈیٹ کرے گا۔</p><p>اپ ڈیٹ کے دوران اِن پلے مارکیٹس معطل رہیں گی۔ میچ سے پہلے کی بیٹنگ کھلی رہے گی اور سیٹل شدہ بیٹس متاثر نہیں ہوں گی۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'New deposit channel: e-wallet',
      CN: '新增存款渠道：电子钱包',
      JA: '新しい入金方法：電子ウォレット',
      TH: 'ช่องทางฝากเงินใหม่: อีวอลเล็ต',
      VI: 'Kênh nạp tiền mới: ví điện tử',
      UR: 'ڈپازٹ کا نیا طریقہ: ای والٹ',
    },
    content: {
      EN: '<p>A new <strong>e-wallet</strong> deposit channel is now available on the Deposit page. Deposits through this channel are usually credited within minutes.</p><p>Minimum and maximum amounts for each channel are shown on the Deposit page. Only use payment accounts registered in your own name.</p>',
      CN: '<p>存款页面现已新增<strong>电子钱包</strong>存款渠道，通过该渠道的存款通常可在数分钟内到账。</p><p>各渠道的最低及最高金额请以存款页面显示为准。请仅使用以您本人名义注册的支付账户。</p>',
      JA: '<p>入金ページに<strong>電子ウォレット</strong>による入金方法が追加されました。通常、数分以内に残高へ反映されます。</p><p>各入金方法の最低・最高金額は入金ページでご確認ください。ご本人名義の決済アカウントのみご利用ください。</p>',
      TH: '<p>ขณะนี้สามารถฝากเงินผ่าน<strong>อีวอลเล็ต</strong>ได้แล้วที่หน้าฝากเงิน โดยปกติยอดเงินจะเข้าบัญชีภายในไม่กี่นาที</p><p>ยอดฝากขั้นต่ำและสูงสุดของแต่ละช่องทางแสดงอยู่ที่หน้าฝากเงิน กรุณาใช้บัญชีชำระเงินที่เป็นชื่อของท่านเองเท่านั้น</p>',
      VI: '<p>Kênh nạp tiền qua <strong>ví điện tử</strong> đã có trên trang Nạp tiền. Tiền nạp qua kênh này thường được cộng vào tài khoản trong vài phút.</p><p>Số tiền tối thiểu và tối đa của từng kênh được hiển thị trên trang Nạp tiền. Vui lòng chỉ sử dụng tài khoản thanh toán đứng tên chính quý khách.</p>',
      UR: '<p>ڈپازٹ کے صفحے پر اب <strong>ای والٹ</strong> کے ذریعے رقم جمع کرانے کا نیا طریقہ دستیاب ہے۔ اس طریقے سے جمع کرائی گئی رقم عموماً چند منٹوں میں اکاؤنٹ میں آ جاتی ہے۔</p><p>ہر طریقے کی کم از کم اور زیادہ سے زیادہ رقم ڈپازٹ کے صفحے پر درج ہے۔ براہِ کرم صرف اپنے نام پر رجسٹرڈ ادائیگی اکاؤنٹ استعمال کریں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Play responsibly: 18+ only',
      CN: '理性娱乐：仅限18岁以上',
      JA: '責任あるプレイを：18歳以上限定',
      TH: 'เล่นอย่างรับผิดชอบ: สำหรับผู้มีอายุ 18 ปีขึ้นไปเท่านั้น',
      VI: 'Chơi có trách nhiệm: chỉ dành cho người từ 18 tuổi',
      UR: 'ذمہ داری سے کھیلیں: صرف 18 سال سے زائد عمر کے لیے',
    },
    content: {
      EN: '<p>Aurora Play is for adults aged <strong>18 and over</strong>. Gambling should be entertainment, never a way to make money or win back losses.</p><ul><li>Set daily, weekly or monthly deposit limits</li><li>Take regular breaks and keep track of your time</li><li>Use a time-out or self-exclusion if you need a pause</li></ul><p>Find these tools and support information in the <a href="/help">Help Centre</a>.</p>',
      CN: '<p>Aurora Play 仅供<strong>年满18周岁</strong>的成年人使用。博彩应当是一种娱乐，而不是赚钱或挽回损失的途径。</p><ul><li>设置每日、每周或每月存款限额</li><li>定时休息，留意游戏时间</li><li>如需暂停，可使用冷静期或自我禁入功能</li></ul><p>您可在<a href="/help">帮助中心</a>找到这些工具及支持信息。</p>',
      JA: '<p>Aurora Play は<strong>18歳以上</strong>の方のみご利用いただけます。ギャンブルは娯楽であり、お金を稼いだり損失を取り戻したりする手段ではありません。</p><ul><li>1日・1週間・1か月ごとの入金上限を設定する</li><li>定期的に休憩し、プレイ時間を把握する</li><li>休止が必要なときはタイムアウトや自己排除を利用する</li></ul><p>これらのツールやサポート情報は<a href="/help">ヘルプセンター</a>でご確認いただけます。</p>',
      TH: '<p>Aurora Play ให้บริการเฉพาะผู้ที่มีอายุ<strong>18 ปีขึ้นไป</strong>เท่านั้น การพนันควรเป็นเพียงความบันเทิง ไม่ใช่ช่องทางหาเงินหรือถอนทุนคืน</p><ul><li>ตั้งวงเงินฝากรายวัน รายสัปดาห์ หรือรายเดือน</li><li>พักเป็นระยะและคอยดูเวลาที่ใช้เล่น</li><li>ใช้การพักการเล่นชั่วคราวหรือการระงับบัญชีด้วยตนเองเมื่อต้องการหยุดพัก</li></ul><p>ดูเครื่องมือเหล่านี้และข้อมูลการช่วยเหลือได้ที่<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
      VI: '<p>Aurora Play chỉ dành cho người <strong>từ 18 tuổi trở lên</strong>. Cá cược nên là hình thức giải trí, không phải cách kiếm tiền hay gỡ lại khoản đã thua.</p><ul><li>Đặt giới hạn nạp tiền theo ngày, tuần hoặc tháng</li><li>Nghỉ ngơi thường xuyên và theo dõi thời gian chơi</li><li>Sử dụng tạm ngưng hoặc tự loại trừ khi cần dừng lại</li></ul><p>Xem các công cụ này và thông tin hỗ trợ tại <a href="/help">Trung tâm trợ giúp</a>.</p>',
      UR: '<p>Aurora Play صرف <strong>18 سال یا اس سے زائد</strong> عمر کے بالغ افراد کے لیے ہے۔ جوا صرف تفریح ہونا چاہیے، پیسے کمانے یا نقصان پورا کرنے کا ذریعہ نہیں۔</p><ul><li>روزانہ، ہفتہ وار یا ماہانہ ڈپازٹ کی حد مقرر کریں</li><li>باقاعدگی سے وقفہ لیں اور اپنے وقت کا حساب رکھیں</li><li>اگر آپ کو رکنے کی ضرورت ہو تو ٹائم آؤٹ یا سیلف ایکسکلوژن استعمال کریں</li></ul><p>یہ ٹولز اور مدد سے متعلق معلومات <a href="/help">ہیلپ سینٹر</a> میں دستیاب ہیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Security reminder: never share your password or OTP',
      CN: '安全提醒：切勿泄露密码或验证码',
      JA: 'セキュリティのお願い：パスワードやOTPを他人に教えないでください',
      TH: 'เตือนความปลอดภัย: ห้ามเปิดเผยรหัสผ่านหรือ OTP',
      VI: 'Nhắc nhở bảo mật: không bao giờ chia sẻ mật khẩu hoặc OTP',
      UR: 'سیکیورٹی یاد دہانی: اپنا پاس ورڈ یا OTP کبھی شیئر نہ کریں',
    },
    content: {
      EN: '<p>Aurora Play staff will <strong>never</strong> ask for your password or one-time verification code (OTP), whether by phone, chat, email or social media.</p><ul><li>Do not share your password or OTP with anyone</li><li>Use a unique password that you do not use on other sites</li><li>Always log out on shared or public devices</li><li>Only log in through our official website or app</li></ul><p>If you notice unusual activity, change your password and contact customer service immediately.</p>',
      CN: '<p>Aurora Play 工作人员<strong>绝不会</strong>通过电话、在线客服、电子邮件或社交媒体向您索取密码或一次性验证码（OTP）。</p><ul><li>不要将密码或验证码透露给任何人</li><li>请使用未在其他网站使用过的独立密码</li><li>在共用或公共设备上使用后务必退出登录</li><li>仅通过官方网站或官方 App 登录</li></ul><p>如发现账户异常，请立即修改密码并联系客服。</p>',
      JA: '<p>Aurora Play のスタッフが、電話・チャット・メール・SNS などでパスワードやワンタイム認証コード（OTP）をお尋ねすることは<strong>絶対にありません</strong>。</p><ul><li>パスワードやOTPは誰にも教えないでください</li><li>他のサイトで使っていない固有のパスワードを設定してください</li><li>共有端末や公共の端末では必ずログアウトしてください</li><li>公式サイトまたは公式アプリからのみログインしてください</li></ul><p>不審なアクティビティに気付いた場合は、すぐにパスワードを変更し、カスタマーサービスまでご連絡ください。</p>',
      TH: '<p>เจ้าหน้าที่ของ Aurora Play จะ<strong>ไม่มีวัน</strong>ขอรหัสผ่านหรือรหัสยืนยันแบบใช้ครั้งเดียว (OTP) ของท่าน ไม่ว่าทางโทรศัพท์ แชต อีเมล หรือโซเชียลมีเดีย</p><ul><li>ห้ามเปิดเผยรหัสผ่านหรือ OTP ให้ผู้อื่นทราบ</li><li>ใช้รหัสผ่านเฉพาะที่ไม่ซ้ำกับเว็บไซต์อื่น</li><li>ออกจากระบบทุกครั้งเมื่อใช้อุปกรณ์ร่วมกับผู้อื่นหรืออุปกรณ์สาธารณะ</li><li>เข้าสู่ระบบผ่านเว็บไซต์หรือแอปทางการของเราเท่านั้น</li></ul><p>หากพบความผิดปกติ กรุณาเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที</p>',
      VI: '<p>Nhân viên Aurora Play sẽ <strong>không bao giờ</strong> yêu cầu mật khẩu hoặc mã xác thực một lần (OTP) của quý khách, dù qua điện thoại, chat, email hay mạng xã hội.</p><ul><li>Không chia sẻ mật khẩu hoặc OTP với bất kỳ ai</li><li>Sử dụng mật khẩu riêng, không trùng với các trang web khác</li><li>Luôn đăng xuất trên thiết bị dùng chung hoặc công cộng</li><li>Chỉ đăng nhập qua trang web hoặc ứng dụng chính thức</li></ul><p>Nếu phát hiện hoạt động bất thường, hãy đổi mật khẩu và liên hệ bộ phận chăm sóc khách hàng ngay.</p>',
      UR: '<p>Aurora Play کا عملہ فون، چیٹ، ای میل یا سوشل میڈیا پر آپ سے پاس ورڈ یا ون ٹائم تصدیقی کوڈ (OTP) <strong>کبھی نہیں</strong> مانگے گا۔</p><ul><li>اپنا پاس ورڈ یا OTP کسی کو نہ بتائیں</li><li>ایسا منفرد پاس ورڈ استعمال کریں جو آپ کسی اور ویب سائٹ پر استعمال نہ کرتے ہوں</li><li>مشترکہ یا عوامی ڈیوائس پر ہمیشہ لاگ آؤٹ کریں</li><li>صرف ہماری آفیشل ویب سائٹ یا ایپ کے ذریعے لاگ اِن کریں</li></ul><p>اگر آپ کو کوئی غیر معمولی سرگرمی نظر آئے تو فوراً پاس ورڈ تبدیل کریں اور کسٹمر سروس سے رابطہ کریں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'VIP programme update',
      CN: 'VIP 计划更新',
      JA: 'VIPプログラム改定のお知らせ',
      TH: 'อัปเดตโปรแกรม VIP',
      VI: 'Cập nhật chương trình VIP',
      UR: 'VIP پروگرام میں تبدیلیاں',
    },
    content: {
      EN: '<p>We have refreshed our <strong>VIP programme</strong>. Higher tiers now include a dedicated account manager, priority withdrawal review and invitations to exclusive events.</p><p>Tier levels are reviewed monthly. See the VIP page for the current criteria and benefits.</p>',
      CN: '<p>我们已全面升级 <strong>VIP 计划</strong>。较高等级现可享受专属客户经理、优先提款审核以及专属活动邀请。</p><p>会员等级每月评定一次。最新的等级条件和权益请查看 VIP 页面。</p>',
      JA: '<p><strong>VIPプログラム</strong>をリニューアルしました。上位ランクでは専任アカウントマネージャー、出金審査の優先対応、限定イベントへのご招待をご利用いただけます。</p><p>ランクは毎月見直されます。最新の条件と特典はVIPページでご確認ください。</p>',
      TH: '<p>เราได้ปรับปรุง<strong>โปรแกรม VIP</strong> ใหม่ ระดับที่สูงขึ้นจะได้รับผู้จัดการบัญชีส่วนตัว การตรวจสอบการถอนเงินแบบเร่งด่วน และคำเชิญเข้าร่วมกิจกรรมพิเศษ</p><p>ระดับสมาชิกจะได้รับการพิจารณาทุกเดือน ดูเงื่อนไขและสิทธิประโยชน์ล่าสุดได้ที่หน้า VIP</p>',
      VI: '<p>Chúng tôi đã làm mới <strong>chương trình VIP</strong>. Các cấp cao hơn nay có quản lý tài khoản riêng, ưu tiên xét duyệt rút tiền và lời mời tham gia sự kiện độc quyền.</p><p>Cấp VIP được xét lại hằng tháng. Xem điều kiện và quyền lợi mới nhất trên trang VIP.</p>',
      UR: '<p>ہم نے اپنا <strong>VIP پروگرام</strong> نئے سرے سے ترتیب دیا ہے۔ اعلیٰ درجات میں اب ذاتی اکاؤنٹ مینیجر، رقم نکلوانے کی ترجیحی جانچ اور خصوصی تقریبات کے دعوت نامے شامل ہیں۔</p><p>درجات کا ہر ماہ جائزہ لیا جاتا ہے۔ تازہ ترین شرائط اور مراعات کے لیے VIP صفحہ دیکھیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Aurora Play app: new version available',
      CN: 'Aurora Play App 新版本发布',
      JA: 'Aurora Play アプリ：新バージョン配信開始',
      TH: 'แอป Aurora Play: เวอร์ชันใหม่พร้อมให้ดาวน์โหลด',
      VI: 'Ứng dụng Aurora Play: đã có phiên bản mới',
      UR: 'Aurora Play ایپ: نیا ورژن دستیاب ہے',
    },
    content: {
      EN: '<p>A new version of the <strong>Aurora Play app</strong> is ready to download. This update brings:</p><ul><li>Faster game loading</li><li>Improved stability on older devices</li><li>Fingerprint and face login</li></ul><p>Please update from the <a href="/download">Download</a> page to keep using all features.</p>',
      CN: '<p>新版 <strong>Aurora Play App</strong> 现已开放下载。本次更新包括：</p><ul><li>游戏加载速度更快</li><li>提升旧款设备的运行稳定性</li><li>支持指纹及人脸登录</li></ul><p>请前往<a href="/download">下载</a>页面更新，以继续使用全部功能。</p>',
      JA: '<p><strong>Aurora Play アプリ</strong>の新バージョンを配信しました。主な更新内容：</p><ul><li>ゲームの読み込みを高速化</li><li>古い端末での安定性を改善</li><li>指紋認証・顔認証ログインに対応</li></ul><p>すべての機能を引き続きご利用いただくため、<a href="/download">ダウンロード</a>ページからアップデートしてください。</p>',
      TH: '<p><strong>แอป Aurora Play</strong> เวอร์ชันใหม่พร้อมให้ดาวน์โหลดแล้ว การอัปเดตครั้งนี้ประกอบด้วย:</p><ul><li>โหลดเกมได้เร็วขึ้น</li><li>ทำงานเสถียรขึ้นบนอุปกรณ์รุ่นเก่า</li><li>รองรับการเข้าสู่ระบบด้วยลายนิ้วมือและใบหน้า</li></ul><p>กรุณาอัปเดตที่หน้า<a href="/download">ดาวน์โหลด</a>เพื่อใช้งานฟีเจอร์ทั้งหมดได้อย่างต่อเนื่อง</p>',
      VI: '<p>Phiên bản mới của <strong>ứng dụng Aurora Play</strong> đã sẵn sàng để tải về. Bản cập nhật này gồm:</p><ul><li>Tải trò chơi nhanh hơn</li><li>Cải thiện độ ổn định trên thiết bị đời cũ</li><li>Hỗ trợ đăng nhập bằng vân tay và khuôn mặt</li></ul><p>Vui lòng cập nhật tại trang <a href="/download">Tải về</a> để tiếp tục sử dụng đầy đủ tính năng.</p>',
      UR: '<p><strong>Aurora Play ایپ</strong> کا نیا ورژن ڈاؤن لوڈ کے لیے تیار ہے۔ اس اپ ڈیٹ میں شامل ہے:</p><ul><li>گیمز کی تیز لوڈنگ</li><li>پرانی ڈیوائسز پر بہتر استحکام</li><li>فنگر پرنٹ اور چہرے کے ذریعے لاگ اِن</li></ul><p>تمام فیچرز استعمال کرتے رہنے کے لیے <a href="/download">ڈاؤن لوڈ</a> کے صفحے سے ایپ اپ ڈیٹ کریں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Customer service hours during the Lunar New Year holiday',
      CN: '春节假期客服服务时间',
      JA: '旧正月期間中のカスタマーサービス対応について',
      TH: 'เวลาทำการฝ่ายบริการลูกค้าช่วงเทศกาลตรุษจีน',
      VI: 'Giờ làm việc của bộ phận CSKH dịp Tết Nguyên Đán',
      UR: 'قمری نئے سال کی تعطیلات میں کسٹمر سروس کے اوقات',
    },
    content: {
      EN: '<p>During the <strong>Lunar New Year</strong> holiday:</p><ul><li>Live chat remains available 24/7</li><li>Email replies may take up to 48 hours</li><li>Withdrawals are processed as usual, but bank transfers may take longer while banks are closed</li></ul><p>We wish you and your family a happy and healthy new year.</p>',
      CN: '<p><strong>春节</strong>假期期间：</p><ul><li>在线客服 7×24 小时照常服务</li><li>电子邮件回复可能需要最多48小时</li><li>提款照常处理，但银行休假期间银行转账到账时间可能延长</li></ul><p>祝您和家人新春快乐，身体健康！</p>',
      JA: '<p><strong>旧正月</strong>期間中の対応について：</p><ul><li>ライブチャットは24時間365日ご利用いただけます</li><li>メールでのご返信には最大48時間かかる場合があります</li><li>出金は通常どおり処理いたしますが、銀行休業中は銀行振込の着金に時間がかかる場合があります</li></ul><p>皆さまにとって幸多き一年となりますようお祈り申し上げます。</p>',
      TH: '<p>ในช่วงวันหยุด<strong>เทศกาลตรุษจีน</strong>:</p><ul><li>แชตสดยังคงให้บริการตลอด 24 ชั่วโมงทุกวัน</li><li>การตอบกลับทางอีเมลอาจใช้เวลาสูงสุด 48 ชั่วโมง</li><li>การถอนเงินดำเนินการตามปกติ แต่การโอนผ่านธนาคารอาจล่าช้าในช่วงที่ธนาคารหยุดทำการ</li></ul><p>ขออวยพรให้ท่านและครอบครัวมีความสุขและสุขภาพแข็งแรงในปีใหม่นี้</p>',
      VI: '<p>Trong kỳ nghỉ <strong>Tết Nguyên Đán</strong>:</p><ul><li>Chat trực tuyến vẫn hoạt động 24/7</li><li>Phản hồi qua email có thể mất tối đa 48 giờ</li><li>Rút tiền vẫn được xử lý bình thường, nhưng chuyển khoản ngân hàng có thể chậm hơn khi ngân hàng nghỉ lễ</li></ul><p>Chúc quý khách và gia đình một năm mới an khang, hạnh phúc.</p>',
      UR: '<p><strong>قمری نئے سال</strong> کی تعطیلات کے دوران:</p><ul><li>لائیو چیٹ 24/7 دستیاب رہے گی</li><li>ای میل کے جواب میں 48 گھنٹے تک لگ سکتے ہیں</li><li>رقم نکلوانے کی درخواستیں معمول کے مطابق پراسیس ہوں گی، تاہم بینکوں کی تعطیل کے دوران بینک ٹرانسفر میں زیادہ وقت لگ سکتا ہے</li></ul><p>ہم آپ اور آپ کے اہلِ خانہ کے لیے خوشیوں اور صحت سے بھرپور نئے سال کی دعا کرتے ہیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Reminder: verify your identity before your first withdrawal',
      CN: '提醒：首次提款前请完成身份验证',
      JA: '初回出金前の本人確認のお願い',
      TH: 'แจ้งเตือน: ยืนยันตัวตนก่อนถอนเงินครั้งแรก',
      VI: 'Nhắc nhở: xác minh danh tính trước lần rút tiền đầu tiên',
      UR: 'یاد دہانی: پہلی بار رقم نکلوانے سے پہلے اپنی شناخت کی تصدیق کریں',
    },
    content: {
      EN: '<p>To keep your account secure and meet regulatory requirements, please complete <strong>identity verification (KYC)</strong> before requesting your first withdrawal.</p><ul><li>A valid photo ID (passport, national ID card or driving licence)</li><li>Proof of address issued within the last 3 months</li></ul><p>Upload your documents under My Account &gt; Verification. See the <a href="/help">Help Centre</a> for details.</p>',
      CN: '<p>为保障账户安全并符合监管要求，请在首次申请提款前完成<strong>身份验证（KYC）</strong>。</p><ul><li>有效的带照片身份证件（护照、身份证或驾驶执照）</li><li>近3个月内开具的地址证明</li></ul><p>请在“我的账户 &gt; 身份验证”中上传文件。详情请参阅<a href="/help">帮助中心</a>。</p>',
      JA: '<p>アカウントの安全確保と規制要件への対応のため、初回の出金申請前に<strong>本人確認（KYC）</strong>を完了してください。</p><ul><li>有効な顔写真付き身分証明書（パスポート、身分証明書、運転免許証）</li><li>発行から3か月以内の住所確認書類</li></ul><p>書類は「マイアカウント &gt; 本人確認」からアップロードしてください。詳しくは<a href="/help">ヘルプセンター</a>をご覧ください。</p>',
      TH: '<p>เพื่อความปลอดภัยของบัญชีและเป็นไปตามข้อกำหนดของหน่วยงานกำกับดูแล กรุณา<strong>ยืนยันตัวตน (KYC)</strong> ให้เรียบร้อยก่อนทำรายการถอนเงินครั้งแรก</p><ul><li>บัตรประจำตัวที่มีรูปถ่ายและยังไม่หมดอายุ (หนังสือเดินทาง บัตรประชาชน หรือใบขับขี่)</li><li>เอกสารยืนยันที่อยู่ที่ออกภายใน 3 เดือนล่าสุด</li></ul><p>อัปโหลดเอกสารได้ที่ บัญชีของฉัน &gt; การยืนยันตัวตน ดูรายละเอียดเพิ่มเติมได้ที่<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
      VI: '<p>Để bảo vệ tài khoản và đáp ứng yêu cầu pháp lý, vui lòng hoàn tất <strong>xác minh danh tính (KYC)</strong> trước khi yêu cầu rút tiền lần đầu.</p><ul><li>Giấy tờ tùy thân có ảnh còn hiệu lực (hộ chiếu, CCCD hoặc giấy phép lái xe)</li><li>Giấy tờ xác nhận địa chỉ được cấp trong 3 tháng gần nhất</li></ul><p>Tải giấy tờ lên tại Tài khoản của tôi &gt; Xác minh. Xem chi tiết tại <a href="/help">Trung tâm trợ giúp</a>.</p>',
      UR: '<p>اپنے اکاؤنٹ کو محفوظ رکھنے اور ضابطہ جاتی تقاضے پورے کرنے کے لیے پہلی بار رقم نکلوانے کی درخواست سے پہلے <strong>شناختی تصدیق (KYC)</strong> مکمل کریں۔</p><ul><li>تصویر والی درست شناختی دستاویز (پاسپورٹ، قومی شناختی کارڈ یا ڈرائیونگ لائسنس)</li><li>گزشتہ 3 ماہ کے اندر جاری کردہ پتے کا ثبوت</li></ul><p>اپنی دستاویزات میرا اکاؤنٹ &gt; تصدیق میں اپ لوڈ کریں۔ مزید تفصیل کے لیے <a href="/help">ہیلپ سینٹر</a> دیکھیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Local bank transfer deposits: temporary maintenance',
      CN: '本地银行转账存款：临时维护',
      JA: '国内銀行振込による入金：一時メンテナンス',
      TH: 'การฝากเงินผ่านการโอนธนาคารในประเทศ: ปิดปรับปรุงชั่วคราว',
      VI: 'Nạp tiền qua chuyển khoản ngân hàng nội địa: bảo trì tạm thời',
      UR: 'مقامی بینک ٹرانسفر ڈپازٹ: عارضی مینٹیننس',
    },
    content: {
      EN: '<p>Because of scheduled maintenance by our banking partner, <strong>local bank transfer</strong> deposits will be unavailable on <strong>Sunday, 00:00–03:00 (GMT+8)</strong>.</p><p>Please choose another deposit method during this time. Transfers made during the maintenance will be credited once the service resumes.</p>',
      CN: '<p>因合作银行进行例行维护，<strong>本地银行转账</strong>存款将于<strong>周日 00:00–03:00（GMT+8）</strong>暂停服务。</p><p>维护期间请选择其他存款方式。维护期间发起的转账将在服务恢复后入账。</p>',
      JA: '<p>提携銀行の定期メンテナンスのため、<strong>日曜日 00:00〜03:00（GMT+8）</strong>は<strong>国内銀行振込</strong>による入金をご利用いただけません。</p><p>この時間帯は他の入金方法をご利用ください。メンテナンス中に行われた振込は、サービス再開後に反映されます。</p>',
      TH: '<p>เนื่องจากธนาคารพันธมิตรปิดปรับปรุงระบบตามกำหนด การฝากเงินผ่าน<strong>การโอนธนาคารในประเทศ</strong>จะไม่สามารถใช้งานได้ใน<strong>วันอาทิตย์ เวลา 00:00–03:00 น. (GMT+8)</strong></p><p>กรุณาเลือกช่องทางฝากเงินอื่นในช่วงเวลาดังกล่าว ยอดโอนที่ทำรายการระหว่างปิดปรับปรุงจะเข้าบัญชีเมื่อระบบกลับมาให้บริการ</p>',
      VI: '<p>Do ngân hàng đối tác bảo trì định kỳ, hình thức nạp tiền qua <strong>chuyển khoản ngân hàng nội địa</strong> sẽ tạm ngừng vào <strong>Chủ nhật, 00:00–03:00 (GMT+8)</strong>.</p><p>Vui lòng chọn phương thức nạp tiền khác trong thời gian này. Các giao dịch chuyển khoản thực hiện trong lúc bảo trì sẽ được cộng khi dịch vụ hoạt động trở lại.</p>',
      UR: '<p>ہمارے پارٹنر بینک کی طے شدہ مینٹیننس کی وجہ سے <strong>اتوار، 00:00 تا 03:00 (GMT+8)</strong> <strong>مقامی بینک ٹرانسفر</strong> کے ذریعے ڈپازٹ دستیاب نہیں ہوگا۔</p><p>اس دوران براہِ کرم ڈپازٹ کا کوئی دوسرا طریقہ منتخب کریں۔ مینٹیننس کے دوران کی گئی ٹرانسفرز سروس بحال ہونے پر اکاؤنٹ میں جمع کر دی جائیں گی۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Updated Terms and Conditions and Privacy Policy',
      CN: '《条款与条件》及《隐私政策》更新',
      JA: '利用規約およびプライバシーポリシー改定のお知らせ',
      TH: 'ปรับปรุงข้อกำหนดและเงื่อนไข และนโยบายความเป็นส่วนตัว',
      VI: 'Cập nhật Điều khoản và Điều kiện cùng Chính sách quyền riêng tư',
      UR: 'شرائط و ضوابط اور پرائیویسی پالیسی میں تبدیلی',
    },
    content: {
      EN: '<p>We have updated our <strong>Terms and Conditions</strong> and <strong>Privacy Policy</strong>. The changes clarify bonus wagering rules and explain how we store and protect your personal data.</p><p>Please take a moment to read them. By continuing to use Aurora Play, you accept the updated terms.</p>',
      CN: '<p>我们已更新<strong>《条款与条件》</strong>和<strong>《隐私政策》</strong>，进一步明确了红利投注要求，并说明了我们如何存储和保护您的个人数据。</p><p>请花一点时间阅读。继续使用 Aurora Play 即表示您接受更新后的条款。</p>',
      JA: '<p><strong>利用規約</strong>および<strong>プライバシーポリシー</strong>を改定しました。ボーナスの賭け条件を明確にし、お客様の個人情報の保管・保護方法についての説明を追加しています。</p><p>お手数ですがご一読ください。Aurora Play を引き続きご利用いただくことで、改定後の規約に同意したものとみなされます。</p>',
      TH: '<p>เราได้ปรับปรุง<strong>ข้อกำหนดและเงื่อนไข</strong>และ<strong>นโยบายความเป็นส่วนตัว</strong> โดยระบุกฎการทำยอดเทิร์นโบนัสให้ชัดเจนขึ้น และอธิบายวิธีที่เราจัดเก็บและปกป้องข้อมูลส่วนบุคคลของท่าน</p><p>กรุณาสละเวลาอ่านสักครู่ การใช้งาน Aurora Play ต่อไปถือว่าท่านยอมรับข้อกำหนดฉบับปรับปรุงแล้ว</p>',
      VI: '<p>Chúng tôi đã cập nhật <strong>Điều khoản và Điều kiện</strong> cùng <strong>Chính sách quyền riêng tư</strong>. Các thay đổi làm rõ quy định về doanh thu cược tiền thưởng và giải thích cách chúng tôi lưu trữ, bảo vệ dữ liệu cá nhân của quý khách.</p><p>Vui lòng dành chút thời gian để đọc. Việc tiếp tục sử dụng Aurora Play đồng nghĩa với việc quý khách chấp nhận các điều khoản đã cập nhật.</p>',
      UR: '<p>ہم نے اپنی <strong>شرائط و ضوابط</strong> اور <strong>پرائیویسی پالیسی</strong> کو اپ ڈیٹ کیا ہے۔ ان تبدیلیوں میں بونس کی ویجرنگ کے قواعد واضح کیے گئے ہیں اور بتایا گیا ہے کہ ہم آپ کا ذاتی ڈیٹا کیسے محفوظ رکھتے ہیں۔</p><p>براہِ کرم انہیں پڑھنے کے لیے کچھ وقت نکالیں۔ Aurora Play کا استعمال جاری رکھنے کا مطلب ہے کہ آپ تازہ شرائط قبول کرتے ہیں۔</p>',
    },
  }),
];

// ---------------------------------------------------------------------------------------------------------
// Popups (type PU): B before login, A after login, F first login
// ---------------------------------------------------------------------------------------------------------

const POPUPS: Draft[] = [
  popup('B', {
    title: {
      EN: 'Welcome to Aurora Play',
      CN: '欢迎来到 Aurora Play',
      JA: 'Aurora Play へようこそ',
      TH: 'ยินดีต้อนรับสู่ Aurora Play',
      VI: 'Chào mừng đến với Aurora Play',
      UR: 'Aurora Play میں خوش آمدید',
    },
    content: {
      EN: '<p>Casino, slots, sports and lottery, all in one place.</p><p><strong>18+ only.</strong> Gambling is a form of entertainment, not a way to make money. Set your limits and play responsibly.</p>',
      CN: '<p>真人娱乐场、老虎机、体育和彩票，一站尽享。</p><p><strong>仅限18岁以上。</strong>博彩是一种娱乐方式，而非赚钱手段。请设定限额，理性娱乐。</p>',
      JA: '<p>カジノ、スロット、スポーツ、宝くじをひとつの場所で。</p><p><strong>18歳以上限定。</strong>ギャンブルは娯楽であり、お金を稼ぐ手段ではありません。上限を設定し、責任を持ってお楽しみください。</p>',
      TH: '<p>คาสิโน สล็อต กีฬา และหวย ครบจบในที่เดียว</p><p><strong>สำหรับผู้มีอายุ 18 ปีขึ้นไปเท่านั้น</strong> การพนันเป็นเพียงความบันเทิง ไม่ใช่ช่องทางหารายได้ กรุณาตั้งวงเงินและเล่นอย่างรับผิดชอบ</p>',
      VI: '<p>Casino, slot, thể thao và xổ số, tất cả ở cùng một nơi.</p><p><strong>Chỉ dành cho người từ 18 tuổi.</strong> Cá cược là hình thức giải trí, không phải cách kiếm tiền. Hãy đặt giới hạn và chơi có trách nhiệm.</p>',
      UR: '<p>کیسینو، سلاٹس، اسپورٹس اور لاٹری، سب ایک ہی جگہ۔</p><p><strong>صرف 18 سال سے زائد عمر کے لیے۔</strong> جوا تفریح کا ایک ذریعہ ہے، پیسے کمانے کا طریقہ نہیں۔ اپنی حدیں مقرر کریں اور ذمہ داری سے کھیلیں۔</p>',
    },
  }),
  popup('A', {
    title: {
      EN: 'This week at Aurora Play',
      CN: '本周 Aurora Play 看点',
      JA: '今週の Aurora Play',
      TH: 'สัปดาห์นี้ที่ Aurora Play',
      VI: 'Tuần này tại Aurora Play',
      UR: 'اس ہفتے Aurora Play پر',
    },
    content: {
      EN: '<p>Welcome back! New promotions have been added this week. Each offer has its own terms and wagering requirements, so please read them before taking part.</p><p>Remember: you can review your deposit limits at any time under Responsible Gaming.</p>',
      CN: '<p>欢迎回来！本周已上线新的优惠活动。每项优惠均有各自的条款及投注要求，参与前请仔细阅读。</p><p>温馨提示：您可随时在“负责任博彩”中查看和调整存款限额。</p>',
      JA: '<p>おかえりなさい！今週は新しいプロモーションが追加されました。各オファーには個別の規約と賭け条件がありますので、参加前に必ずご確認ください。</p><p>入金上限は「責任あるゲーミング」からいつでも確認・変更できます。</p>',
      TH: '<p>ยินดีต้อนรับกลับมา! สัปดาห์นี้มีโปรโมชั่นใหม่เพิ่มเข้ามา แต่ละข้อเสนอมีข้อกำหนดและเงื่อนไขการทำเทิร์นแตกต่างกัน กรุณาอ่านก่อนเข้าร่วม</p><p>อย่าลืมว่าท่านสามารถตรวจสอบวงเงินฝากได้ทุกเมื่อที่เมนูการเล่นอย่างรับผิดชอบ</p>',
      VI: '<p>Chào mừng trở lại! Tuần này có thêm các khuyến mãi mới. Mỗi ưu đãi có điều khoản và yêu cầu doanh thu cược riêng, vui lòng đọc kỹ trước khi tham gia.</p><p>Lưu ý: quý khách có thể xem lại giới hạn nạp tiền bất cứ lúc nào trong mục Chơi có trách nhiệm.</p>',
      UR: '<p>دوبارہ خوش آمدید! اس ہفتے نئی پروموشنز شامل کی گئی ہیں۔ ہر آفر کی اپنی شرائط اور ویجرنگ کی ضروریات ہیں، اس لیے حصہ لینے سے پہلے انہیں ضرور پڑھیں۔</p><p>یاد رکھیں: آپ ذمہ دارانہ گیمنگ کے حصے میں کسی بھی وقت اپنی ڈپازٹ کی حدیں دیکھ سکتے ہیں۔</p>',
    },
  }),
  popup(
    'F',
    {
      title: {
        EN: 'Welcome, new member!',
        CN: '欢迎新会员！',
        JA: '新規会員の皆さま、ようこそ！',
        TH: 'ยินดีต้อนรับสมาชิกใหม่!',
        VI: 'Chào mừng thành viên mới!',
        UR: 'نئے ممبر، خوش آمدید!',
      },
      content: {
        EN: '<p>Thank you for joining Aurora Play. Here is how to get started:</p><ul><li>Complete your profile and verify your identity</li><li>Set a deposit limit under Responsible Gaming</li><li>Check the Promotions page for new-member offers (terms apply)</li></ul><p>Questions? Visit the <a href="/help">Help Centre</a>.</p>',
        CN: '<p>感谢您加入 Aurora Play。您可以按以下步骤开始：</p><ul><li>完善个人资料并完成身份验证</li><li>在“负责任博彩”中设置存款限额</li><li>前往优惠页面查看新会员优惠（须遵守相关条款）</li></ul><p>如有疑问，请访问<a href="/help">帮助中心</a>。</p>',
        JA: '<p>Aurora Play にご登録いただきありがとうございます。まずは次のステップから始めましょう：</p><ul><li>プロフィールを入力し、本人確認を完了する</li><li>「責任あるゲーミング」で入金上限を設定する</li><li>プロモーションページで新規会員向け特典を確認する（規約が適用されます）</li></ul><p>ご不明な点は<a href="/help">ヘルプセンター</a>をご覧ください。</p>',
        TH: '<p>ขอบคุณที่สมัครสมาชิกกับ Aurora Play เริ่มต้นใช้งานได้ดังนี้:</p><ul><li>กรอกข้อมูลโปรไฟล์และยืนยันตัวตนให้เรียบร้อย</li><li>ตั้งวงเงินฝากที่เมนูการเล่นอย่างรับผิดชอบ</li><li>ดูข้อเสนอสำหรับสมาชิกใหม่ที่หน้าโปรโมชั่น (มีข้อกำหนดและเงื่อนไข)</li></ul><p>มีคำถาม? เยี่ยมชม<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
        VI: '<p>Cảm ơn quý khách đã tham gia Aurora Play. Hãy bắt đầu với các bước sau:</p><ul><li>Hoàn thiện hồ sơ và xác minh danh tính</li><li>Đặt giới hạn nạp tiền trong mục Chơi có trách nhiệm</li><li>Xem ưu đãi dành cho thành viên mới trên trang Khuyến mãi (áp dụng điều khoản)</li></ul><p>Có thắc mắc? Truy cập <a href="/help">Trung tâm trợ giúp</a>.</p>',
        UR: '<p>Aurora Play میں شامل ہونے کا شکریہ۔ آغاز کرنے کا طریقہ یہ ہے:</p><ul><li>اپنی پروفائل مکمل کریں اور شناخت کی تصدیق کریں</li><li>ذمہ دارانہ گیمنگ کے حصے میں ڈپازٹ کی حد مقرر کریں</li><li>نئے ممبرز کی آفرز کے لیے پروموشنز کا صفحہ دیکھیں (شرائط لاگو ہیں)</li></ul><p>سوالات ہیں؟ <a href="/help">ہیلپ سینٹر</a> دیکھیں۔</p>',
      },
    },
    'REGISTER',
  ),
];

// ---------------------------------------------------------------------------------------------------------
// Promotion notices (type PR)
// ---------------------------------------------------------------------------------------------------------

const PROMOTION_NOTICES: Draft[] = [
  notice(
    'PR',
    {
      title: {
        EN: 'New member welcome offer',
        CN: '新会员欢迎优惠',
        JA: '新規会員ウェルカムオファー',
        TH: 'ข้อเสนอต้อนรับสมาชิกใหม่',
        VI: 'Ưu đãi chào mừng thành viên mới',
        UR: 'نئے ممبرز کے لیے خوش آمدیدی آفر',
      },
      content: {
        EN: '<p>New members can claim a <strong>welcome bonus</strong> on their first deposit.</p><ul><li>The bonus percentage, maximum bonus and wagering requirements are shown on the Promotions page</li><li>One offer per person, household and device</li><li>Identity verification is required before withdrawal</li></ul><p>Terms and conditions apply. 18+ only. Please play responsibly.</p>',
        CN: '<p>新会员首次存款可领取<strong>欢迎红利</strong>。</p><ul><li>红利比例、最高红利及投注要求以优惠页面显示为准</li><li>每人、每户及每台设备仅限参与一次</li><li>提款前须完成身份验证</li></ul><p>适用相关条款与条件。仅限18岁以上。请理性娱乐。</p>',
        JA: '<p>新規会員の方は、初回入金時に<strong>ウェルカムボーナス</strong>を受け取れます。</p><ul><li>ボーナス率、上限額、賭け条件はプロモーションページに記載しています</li><li>お一人様・一世帯・一端末につき1回限り</li><li>出金前に本人確認が必要です</li></ul><p>利用規約が適用されます。18歳以上限定。責任を持ってお楽しみください。</p>',
        TH: '<p>สมาชิกใหม่สามารถรับ<strong>โบนัสต้อนรับ</strong>จากการฝากเงินครั้งแรก</p><ul><li>เปอร์เซ็นต์โบนัส โบนัสสูงสุด และเงื่อนไขการทำเทิร์นแสดงอยู่ที่หน้าโปรโมชั่น</li><li>จำกัดหนึ่งสิทธิ์ต่อบุคคล ครัวเรือน และอุปกรณ์</li><li>ต้องยืนยันตัวตนก่อนถอนเงิน</li></ul><p>มีข้อกำหนดและเงื่อนไข สำหรับผู้มีอายุ 18 ปีขึ้นไปเท่านั้น กรุณาเล่นอย่างรับผิดชอบ</p>',
        VI: '<p>Thành viên mới có thể nhận <strong>thưởng chào mừng</strong> cho lần nạp tiền đầu tiên.</p><ul><li>Tỷ lệ thưởng, mức thưởng tối đa và yêu cầu doanh thu cược được hiển thị trên trang Khuyến mãi</li><li>Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ được nhận một lần</li><li>Cần xác minh danh tính trước khi rút tiền</li></ul><p>Áp dụng điều khoản và điều kiện. Chỉ dành cho người từ 18 tuổi. Vui lòng chơi có trách nhiệm.</p>',
        UR: '<p>نئے ممبرز اپنے پہلے ڈپازٹ پر <strong>ویلکم بونس</strong> حاصل کر سکتے ہیں۔</p><ul><li>بونس کی شرح، زیادہ سے زیادہ بونس اور ویجرنگ کی شرائط پروموشنز کے صفحے پر درج ہیں</li><li>فی فرد، فی گھرانہ اور فی ڈیوائس صرف ایک آفر</li><li>رقم نکلوانے سے پہلے شناختی تصدیق ضروری ہے</li></ul><p>شرائط و ضوابط لاگو ہیں۔ صرف 18 سال سے زائد عمر کے لیے۔ براہِ کرم ذمہ داری سے کھیلیں۔</p>',
      },
    },
    'REGISTER',
  ),
  notice(
    'PR',
    {
      title: {
        EN: 'Daily login rewards',
        CN: '每日登录奖励',
        JA: 'デイリーログインリワード',
        TH: 'รางวัลเข้าสู่ระบบรายวัน',
        VI: 'Thưởng đăng nhập hằng ngày',
        UR: 'روزانہ لاگ اِن انعامات',
      },
      content: {
        EN: '<p>Log in each day to collect <strong>reward points</strong>, which can be exchanged for free spins or bonus credit in the Rewards section.</p><ul><li>Daily rewards reset at 00:00 (GMT+8)</li><li>Bonus credit from points is subject to wagering requirements</li></ul><p>Terms and conditions apply.</p>',
        CN: '<p>每天登录即可领取<strong>奖励积分</strong>，积分可在奖励专区兑换免费旋转或红利。</p><ul><li>每日奖励于 00:00（GMT+8）重置</li><li>积分兑换的红利须满足投注要求</li></ul><p>适用相关条款与条件。</p>',
        JA: '<p>毎日ログインすると<strong>リワードポイント</strong>を獲得でき、リワードコーナーでフリースピンやボーナスクレジットと交換できます。</p><ul><li>デイリーリワードは毎日 00:00（GMT+8）にリセットされます</li><li>ポイントで交換したボーナスクレジットには賭け条件が適用されます</li></ul><p>利用規約が適用されます。</p>',
        TH: '<p>เข้าสู่ระบบทุกวันเพื่อสะสม<strong>คะแนนรางวัล</strong> ซึ่งสามารถแลกเป็นฟรีสปินหรือเครดิตโบนัสได้ที่หน้ารางวัล</p><ul><li>สิทธิ์รับรางวัลรายวันจะรีเซ็ตเวลา 00:00 น. (GMT+8)</li><li>เครดิตโบนัสที่แลกจากคะแนนต้องทำเทิร์นตามเงื่อนไข</li></ul><p>มีข้อกำหนดและเงื่อนไข</p>',
        VI: '<p>Đăng nhập mỗi ngày để nhận <strong>điểm thưởng</strong>, có thể đổi lấy vòng quay miễn phí hoặc tiền thưởng trong mục Phần thưởng.</p><ul><li>Phần thưởng hằng ngày được làm mới lúc 00:00 (GMT+8)</li><li>Tiền thưởng đổi từ điểm phải đáp ứng yêu cầu doanh thu cược</li></ul><p>Áp dụng điều khoản và điều kiện.</p>',
        UR: '<p>ہر روز لاگ اِن کر کے <strong>ریوارڈ پوائنٹس</strong> جمع کریں، جنہیں ریوارڈز کے حصے میں فری اسپنز یا بونس کریڈٹ سے بدلا جا سکتا ہے۔</p><ul><li>روزانہ انعامات ہر دن 00:00 (GMT+8) پر ری سیٹ ہوتے ہیں</li><li>پوائنٹس سے حاصل کردہ بونس کریڈٹ پر ویجرنگ کی شرائط لاگو ہیں</li></ul><p>شرائط و ضوابط لاگو ہیں۔</p>',
      },
    },
    'LOGIN',
  ),
  notice(
    'PR',
    {
      title: {
        EN: 'Refer a friend',
        CN: '推荐好友',
        JA: 'お友達紹介',
        TH: 'แนะนำเพื่อน',
        VI: 'Giới thiệu bạn bè',
        UR: 'دوست کو مدعو کریں',
      },
      content: {
        EN: '<p>Share your personal <strong>referral link</strong> with friends. When a friend registers and completes a qualifying first deposit, you both receive a reward.</p><ul><li>Friends must be 18+ and new to Aurora Play</li><li>Reward details are shown on the Promotions page</li><li>Self-referrals and duplicate accounts are not allowed</li></ul><p>Terms and conditions apply.</p>',
        CN: '<p>将您的专属<strong>推荐链接</strong>分享给好友。好友注册并完成符合条件的首次存款后，您和好友均可获得奖励。</p><ul><li>好友须年满18周岁且为 Aurora Play 新用户</li><li>奖励详情以优惠页面显示为准</li><li>禁止自我推荐及重复注册账户</li></ul><p>适用相关条款与条件。</p>',
        JA: '<p>あなた専用の<strong>紹介リンク</strong>をお友達にシェアしましょう。お友達が登録し、対象となる初回入金を完了すると、お二人ともリワードを受け取れます。</p><ul><li>お友達は18歳以上で、Aurora Play を初めてご利用の方に限ります</li><li>リワードの詳細はプロモーションページに記載しています</li><li>ご自身を紹介することや重複アカウントの作成は禁止されています</li></ul><p>利用規約が適用されます。</p>',
        TH: '<p>แชร์<strong>ลิงก์แนะนำ</strong>ส่วนตัวของท่านให้เพื่อน เมื่อเพื่อนสมัครสมาชิกและฝากเงินครั้งแรกตามเงื่อนไข ทั้งท่านและเพื่อนจะได้รับรางวัล</p><ul><li>เพื่อนต้องมีอายุ 18 ปีขึ้นไปและเป็นสมาชิกใหม่ของ Aurora Play</li><li>รายละเอียดรางวัลแสดงอยู่ที่หน้าโปรโมชั่น</li><li>ไม่อนุญาตให้แนะนำตนเองหรือสมัครบัญชีซ้ำซ้อน</li></ul><p>มีข้อกำหนดและเงื่อนไข</p>',
        VI: '<p>Chia sẻ <strong>liên kết giới thiệu</strong> riêng của quý khách với bạn bè. Khi bạn bè đăng ký và hoàn tất lần nạp đầu tiên đủ điều kiện, cả hai đều nhận được phần thưởng.</p><ul><li>Bạn bè phải từ 18 tuổi trở lên và là thành viên mới của Aurora Play</li><li>Chi tiết phần thưởng được hiển thị trên trang Khuyến mãi</li><li>Không được tự giới thiệu chính mình hoặc tạo nhiều tài khoản</li></ul><p>Áp dụng điều khoản và điều kiện.</p>',
        UR: '<p>اپنا ذاتی <strong>ریفرل لنک</strong> دوستوں کے ساتھ شیئر کریں۔ جب آپ کا دوست رجسٹر ہو کر پہلا اہل ڈپازٹ مکمل کرے گا تو آپ دونوں کو انعام ملے گا۔</p><ul><li>دوست کی عمر 18 سال سے زائد ہو اور وہ Aurora Play پر نیا ہو</li><li>انعام کی تفصیلات پروموشنز کے صفحے پر درج ہیں</li><li>خود کو ریفر کرنا یا ایک سے زیادہ اکاؤنٹس بنانا منع ہے</li></ul><p>شرائط و ضوابط لاگو ہیں۔</p>',
      },
    },
    'REFERRAL',
  ),
];

/** Demo announcements in display order: sortOrder ascends 10, 20, 30… across the whole list. */
export const DEMO_ANNOUNCEMENTS: AnnouncementInput[] = [
  ...BANNERS,
  ...PLAYER_NOTICES,
  ...POPUPS,
  ...PROMOTION_NOTICES,
].map((draft, index) => ({ ...draft, sortOrder: (index + 1) * 10 }));

// ---------------------------------------------------------------------------------------------------------
// Help centre
// ---------------------------------------------------------------------------------------------------------

interface HelpCategory {
  categoryKey: string;
  category: AllLanguages;
  items: { question: AllLanguages; answer: AllLanguages }[];
}

const HELP_CATEGORIES: HelpCategory[] = [
  {
    categoryKey: 'account',
    category: { EN: 'Account', CN: '账户', JA: 'アカウント', TH: 'บัญชี', VI: 'Tài khoản', UR: 'اکاؤنٹ' },
    items: [
      {
        question: {
          EN: 'How do I register an account?',
          CN: '如何注册账户？',
          JA: 'アカウントの登録方法は？',
          TH: 'สมัครสมาชิกอย่างไร?',
          VI: 'Làm thế nào để đăng ký tài khoản?',
          UR: 'اکاؤنٹ کیسے رجسٹر کریں؟',
        },
        answer: {
          EN: '<p>Select <strong>Register</strong>, enter a username, password and mobile number, then confirm the verification code sent to you. You must be 18 or older to open an account, and each person may hold only one account.</p>',
          CN: '<p>点击<strong>注册</strong>，输入用户名、密码和手机号码，然后填写收到的验证码即可。您必须年满18周岁才能开户，且每人只能持有一个账户。</p>',
          JA: '<p><strong>新規登録</strong>を選択し、ユーザー名・パスワード・携帯電話番号を入力して、届いた認証コードを確認してください。アカウントを開設できるのは18歳以上の方のみで、お一人様1アカウントまでです。</p>',
          TH: '<p>เลือก<strong>สมัครสมาชิก</strong> กรอกชื่อผู้ใช้ รหัสผ่าน และหมายเลขโทรศัพท์มือถือ จากนั้นยืนยันรหัสที่ได้รับ ผู้สมัครต้องมีอายุ 18 ปีขึ้นไป และแต่ละบุคคลมีบัญชีได้เพียงบัญชีเดียว</p>',
          VI: '<p>Chọn <strong>Đăng ký</strong>, nhập tên đăng nhập, mật khẩu và số điện thoại, sau đó xác nhận mã xác minh được gửi đến quý khách. Quý khách phải từ 18 tuổi trở lên để mở tài khoản và mỗi người chỉ được có một tài khoản.</p>',
          UR: '<p><strong>رجسٹر</strong> منتخب کریں، یوزر نیم، پاس ورڈ اور موبائل نمبر درج کریں، پھر آپ کو بھیجا گیا تصدیقی کوڈ درج کریں۔ اکاؤنٹ کھولنے کے لیے آپ کی عمر 18 سال یا اس سے زائد ہونی چاہیے، اور ہر شخص صرف ایک اکاؤنٹ رکھ سکتا ہے۔</p>',
        },
      },
      {
        question: {
          EN: 'I forgot my password. What should I do?',
          CN: '忘记密码怎么办？',
          JA: 'パスワードを忘れた場合は？',
          TH: 'ลืมรหัสผ่านต้องทำอย่างไร?',
          VI: 'Tôi quên mật khẩu, phải làm gì?',
          UR: 'میں اپنا پاس ورڈ بھول گیا ہوں، کیا کروں؟',
        },
        answer: {
          EN: '<p>On the login page, choose <strong>Forgot password</strong> and verify your identity with the code sent by SMS or email. You can then set a new password. For your security, never share this code with anyone.</p>',
          CN: '<p>在登录页面选择<strong>忘记密码</strong>，通过短信或电子邮件收到的验证码验证身份后，即可设置新密码。为了您的安全，请勿将验证码透露给任何人。</p>',
          JA: '<p>ログイン画面で<strong>パスワードをお忘れの方</strong>を選択し、SMSまたはメールで届いたコードで本人確認を行うと、新しいパスワードを設定できます。安全のため、コードは誰にも教えないでください。</p>',
          TH: '<p>ที่หน้าเข้าสู่ระบบ เลือก<strong>ลืมรหัสผ่าน</strong> แล้วยืนยันตัวตนด้วยรหัสที่ส่งทาง SMS หรืออีเมล จากนั้นจึงตั้งรหัสผ่านใหม่ได้ เพื่อความปลอดภัย ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น</p>',
          VI: '<p>Tại trang đăng nhập, chọn <strong>Quên mật khẩu</strong> và xác minh danh tính bằng mã gửi qua SMS hoặc email. Sau đó quý khách có thể đặt mật khẩu mới. Để đảm bảo an toàn, tuyệt đối không chia sẻ mã này với bất kỳ ai.</p>',
          UR: '<p>لاگ اِن صفحے پر <strong>پاس ورڈ بھول گئے</strong> منتخب کریں اور SMS یا ای میل پر بھیجے گئے کوڈ سے اپنی شناخت کی تصدیق کریں۔ اس کے بعد آپ نیا پاس ورڈ بنا سکتے ہیں۔ اپنی حفاظت کے لیے یہ کوڈ کبھی کسی کو نہ بتائیں۔</p>',
        },
      },
      {
        question: {
          EN: 'How do I verify my identity?',
          CN: '如何进行身份验证？',
          JA: '本人確認の方法は？',
          TH: 'ยืนยันตัวตนอย่างไร?',
          VI: 'Làm thế nào để xác minh danh tính?',
          UR: 'اپنی شناخت کی تصدیق کیسے کروں؟',
        },
        answer: {
          EN: '<p>Go to <strong>My Account &gt; Verification</strong> and upload:</p><ul><li>A valid photo ID (passport, national ID card or driving licence)</li><li>Proof of address issued within the last 3 months</li></ul><p>Reviews are usually completed within 24 hours.</p>',
          CN: '<p>前往<strong>我的账户 &gt; 身份验证</strong>并上传：</p><ul><li>有效的带照片身份证件（护照、身份证或驾驶执照）</li><li>近3个月内开具的地址证明</li></ul><p>审核通常在24小时内完成。</p>',
          JA: '<p><strong>マイアカウント &gt; 本人確認</strong>から以下をアップロードしてください：</p><ul><li>有効な顔写真付き身分証明書（パスポート、身分証明書、運転免許証）</li><li>発行から3か月以内の住所確認書類</li></ul><p>審査は通常24時間以内に完了します。</p>',
          TH: '<p>ไปที่<strong>บัญชีของฉัน &gt; การยืนยันตัวตน</strong> แล้วอัปโหลด:</p><ul><li>บัตรประจำตัวที่มีรูปถ่ายและยังไม่หมดอายุ (หนังสือเดินทาง บัตรประชาชน หรือใบขับขี่)</li><li>เอกสารยืนยันที่อยู่ที่ออกภายใน 3 เดือนล่าสุด</li></ul><p>โดยปกติการตรวจสอบจะเสร็จสิ้นภายใน 24 ชั่วโมง</p>',
          VI: '<p>Vào <strong>Tài khoản của tôi &gt; Xác minh</strong> và tải lên:</p><ul><li>Giấy tờ tùy thân có ảnh còn hiệu lực (hộ chiếu, CCCD hoặc giấy phép lái xe)</li><li>Giấy tờ xác nhận địa chỉ được cấp trong 3 tháng gần nhất</li></ul><p>Việc xét duyệt thường hoàn tất trong vòng 24 giờ.</p>',
          UR: '<p><strong>میرا اکاؤنٹ &gt; تصدیق</strong> میں جائیں اور یہ اپ لوڈ کریں:</p><ul><li>تصویر والی درست شناختی دستاویز (پاسپورٹ، قومی شناختی کارڈ یا ڈرائیونگ لائسنس)</li><li>گزشتہ 3 ماہ کے اندر جاری کردہ پتے کا ثبوت</li></ul><p>جانچ عموماً 24 گھنٹوں کے اندر مکمل ہو جاتی ہے۔</p>',
        },
      },
    ],
  },
  {
    categoryKey: 'deposit-withdrawal',
    category: {
      EN: 'Deposits and Withdrawals',
      CN: '存款与取款',
      JA: '入金・出金',
      TH: 'การฝากและถอนเงิน',
      VI: 'Nạp và rút tiền',
      UR: 'رقم جمع کرانا اور نکلوانا',
    },
    items: [
      {
        question: {
          EN: 'Which deposit methods are available?',
          CN: '有哪些存款方式？',
          JA: '利用できる入金方法は？',
          TH: 'มีช่องทางฝากเงินอะไรบ้าง?',
          VI: 'Có những phương thức nạp tiền nào?',
          UR: 'رقم جمع کرانے کے کون سے طریقے دستیاب ہیں؟',
        },
        answer: {
          EN: '<p>Available methods depend on your region and may include local bank transfer, e-wallets and QR payments. The full list, with the minimum and maximum amounts for each method, is shown on the <strong>Deposit</strong> page.</p>',
          CN: '<p>可用的存款方式因地区而异，可能包括本地银行转账、电子钱包和扫码支付。完整列表及各方式的最低、最高金额请查看<strong>存款</strong>页面。</p>',
          JA: '<p>ご利用いただける入金方法は地域によって異なり、国内銀行振込、電子ウォレット、QRコード決済などがあります。各方法の最低・最高金額を含む一覧は<strong>入金</strong>ページでご確認ください。</p>',
          TH: '<p>ช่องทางที่ใช้ได้ขึ้นอยู่กับภูมิภาคของท่าน และอาจรวมถึงการโอนผ่านธนาคารในประเทศ อีวอลเล็ต และการชำระเงินผ่าน QR ดูรายการทั้งหมดพร้อมยอดขั้นต่ำและสูงสุดของแต่ละช่องทางได้ที่หน้า<strong>ฝากเงิน</strong></p>',
          VI: '<p>Các phương thức khả dụng tùy theo khu vực của quý khách, có thể gồm chuyển khoản ngân hàng nội địa, ví điện tử và thanh toán QR. Danh sách đầy đủ kèm số tiền tối thiểu và tối đa của từng phương thức được hiển thị trên trang <strong>Nạp tiền</strong>.</p>',
          UR: '<p>دستیاب طریقے آپ کے علاقے پر منحصر ہیں اور ان میں مقامی بینک ٹرانسفر، ای والٹس اور QR ادائیگیاں شامل ہو سکتی ہیں۔ ہر طریقے کی کم از کم اور زیادہ سے زیادہ رقم کے ساتھ مکمل فہرست <strong>ڈپازٹ</strong> کے صفحے پر موجود ہے۔</p>',
        },
      },
      {
        question: {
          EN: 'How long does a withdrawal take?',
          CN: '提款需要多长时间？',
          JA: '出金にはどのくらい時間がかかりますか？',
          TH: 'การถอนเงินใช้เวลานานเท่าใด?',
          VI: 'Rút tiền mất bao lâu?',
          UR: 'رقم نکلوانے میں کتنا وقت لگتا ہے؟',
        },
        answer: {
          EN: '<p>Most withdrawal requests are reviewed within a few hours. Once approved, the time to receive your funds depends on your bank or e-wallet. Your first withdrawal requires completed identity verification, and funds are paid only to accounts in your own name.</p>',
          CN: '<p>大多数提款申请会在数小时内完成审核。审核通过后，到账时间取决于您的银行或电子钱包。首次提款前须完成身份验证，且款项只会支付至您本人名下的账户。</p>',
          JA: '<p>ほとんどの出金申請は数時間以内に審査されます。承認後の着金までの時間は、ご利用の銀行や電子ウォレットによって異なります。初回出金には本人確認の完了が必要で、出金先はご本人名義の口座に限られます。</p>',
          TH: '<p>คำขอถอนเงินส่วนใหญ่จะได้รับการตรวจสอบภายในไม่กี่ชั่วโมง หลังอนุมัติแล้ว ระยะเวลาที่เงินเข้าบัญชีขึ้นอยู่กับธนาคารหรืออีวอลเล็ตของท่าน การถอนเงินครั้งแรกต้องยืนยันตัวตนให้เรียบร้อย และจะโอนเข้าบัญชีที่เป็นชื่อของท่านเองเท่านั้น</p>',
          VI: '<p>Hầu hết yêu cầu rút tiền được xét duyệt trong vài giờ. Sau khi được duyệt, thời gian nhận tiền phụ thuộc vào ngân hàng hoặc ví điện tử của quý khách. Lần rút tiền đầu tiên yêu cầu đã hoàn tất xác minh danh tính, và tiền chỉ được chuyển vào tài khoản đứng tên chính quý khách.</p>',
          UR: '<p>زیادہ تر درخواستوں کی جانچ چند گھنٹوں میں مکمل ہو جاتی ہے۔ منظوری کے بعد رقم ملنے کا وقت آپ کے بینک یا ای والٹ پر منحصر ہے۔ پہلی بار رقم نکلوانے کے لیے شناختی تصدیق مکمل ہونا ضروری ہے، اور رقم صرف آپ کے اپنے نام کے اکاؤنٹ میں بھیجی جاتی ہے۔</p>',
        },
      },
      {
        question: {
          EN: 'Why has my deposit not been credited yet?',
          CN: '为什么存款还未到账？',
          JA: '入金が反映されないのはなぜですか？',
          TH: 'ทำไมยอดฝากยังไม่เข้าบัญชี?',
          VI: 'Tại sao tiền nạp chưa được cộng vào tài khoản?',
          UR: 'میرا ڈپازٹ ابھی تک اکاؤنٹ میں کیوں نہیں آیا؟',
        },
        answer: {
          EN: '<p>Please check that:</p><ul><li>You transferred the exact amount and used the reference shown</li><li>The payment was completed in your bank or wallet app</li></ul><p>If the deposit has still not arrived after 30 minutes, contact customer service with your transaction receipt.</p>',
          CN: '<p>请确认：</p><ul><li>转账金额与页面显示完全一致，并填写了指定的附言</li><li>付款已在您的银行或钱包 App 中完成</li></ul><p>如30分钟后仍未到账，请提供交易凭证并联系客服。</p>',
          JA: '<p>以下をご確認ください：</p><ul><li>表示された金額と参照番号のとおりに送金したか</li><li>銀行またはウォレットアプリで支払いが完了しているか</li></ul><p>30分経っても反映されない場合は、取引明細を添えてカスタマーサービスまでお問い合わせください。</p>',
          TH: '<p>กรุณาตรวจสอบว่า:</p><ul><li>ท่านโอนเงินตรงตามจำนวนและใช้รหัสอ้างอิงที่แสดง</li><li>การชำระเงินเสร็จสมบูรณ์ในแอปธนาคารหรือวอลเล็ตของท่าน</li></ul><p>หากผ่านไป 30 นาทีแล้วยอดเงินยังไม่เข้า กรุณาติดต่อฝ่ายบริการลูกค้าพร้อมแนบหลักฐานการทำรายการ</p>',
          VI: '<p>Vui lòng kiểm tra:</p><ul><li>Quý khách đã chuyển đúng số tiền và ghi đúng nội dung tham chiếu được hiển thị</li><li>Giao dịch đã hoàn tất trong ứng dụng ngân hàng hoặc ví</li></ul><p>Nếu sau 30 phút tiền vẫn chưa được cộng, vui lòng liên hệ bộ phận chăm sóc khách hàng kèm biên lai giao dịch.</p>',
          UR: '<p>براہِ کرم چیک کریں کہ:</p><ul><li>آپ نے بالکل وہی رقم بھیجی اور دکھایا گیا ریفرنس استعمال کیا</li><li>ادائیگی آپ کی بینک یا والٹ ایپ میں مکمل ہو چکی ہے</li></ul><p>اگر 30 منٹ بعد بھی رقم نہ آئے تو ٹرانزیکشن کی رسید کے ساتھ کسٹمر سروس سے رابطہ کریں۔</p>',
        },
      },
    ],
  },
  {
    categoryKey: 'games',
    category: { EN: 'Games', CN: '游戏', JA: 'ゲーム', TH: 'เกม', VI: 'Trò chơi', UR: 'گیمز' },
    items: [
      {
        question: {
          EN: 'What happens if I lose my connection during a game?',
          CN: '游戏中断线会怎样？',
          JA: 'ゲーム中に接続が切れた場合は？',
          TH: 'ถ้าการเชื่อมต่อหลุดระหว่างเล่นเกมจะเป็นอย่างไร?',
          VI: 'Điều gì xảy ra nếu tôi mất kết nối khi đang chơi?',
          UR: 'اگر گیم کے دوران کنکشن منقطع ہو جائے تو کیا ہوگا؟',
        },
        answer: {
          EN: '<p>Your game round is recorded by the game provider. When you reconnect, the round is either resumed or settled automatically according to the game rules. You can check the result in your bet history.</p>',
          CN: '<p>您的游戏局由游戏供应商记录。重新连接后，该局将根据游戏规则自动继续或结算。您可以在投注记录中查看结果。</p>',
          JA: '<p>ゲームラウンドはゲームプロバイダーによって記録されています。再接続すると、ゲームルールに従ってラウンドが再開されるか、自動的に精算されます。結果はベット履歴でご確認いただけます。</p>',
          TH: '<p>รอบเกมของท่านถูกบันทึกไว้โดยผู้ให้บริการเกม เมื่อเชื่อมต่อใหม่ รอบเกมจะเล่นต่อหรือชำระผลโดยอัตโนมัติตามกติกาของเกม ท่านสามารถตรวจสอบผลได้ในประวัติการเดิมพัน</p>',
          VI: '<p>Ván chơi của quý khách được nhà cung cấp trò chơi ghi lại. Khi kết nối lại, ván chơi sẽ được tiếp tục hoặc tự động thanh toán theo luật của trò chơi. Quý khách có thể xem kết quả trong lịch sử cược.</p>',
          UR: '<p>آپ کا گیم راؤنڈ گیم فراہم کنندہ کے پاس محفوظ رہتا ہے۔ دوبارہ کنیکٹ ہونے پر راؤنڈ گیم کے قواعد کے مطابق یا تو جاری ہو جائے گا یا خودبخود سیٹل ہو جائے گا۔ آپ نتیجہ اپنی بیٹ ہسٹری میں دیکھ سکتے ہیں۔</p>',
        },
      },
      {
        question: {
          EN: 'Can I try games for free?',
          CN: '可以免费试玩游戏吗？',
          JA: '無料でゲームを試せますか？',
          TH: 'ทดลองเล่นเกมฟรีได้หรือไม่?',
          VI: 'Tôi có thể chơi thử miễn phí không?',
          UR: 'کیا میں گیمز مفت آزما سکتا ہوں؟',
        },
        answer: {
          EN: '<p>Many slot games offer a <strong>demo mode</strong> that uses play credits instead of real money. Live casino, sports betting and lottery are available with real money only.</p>',
          CN: '<p>许多老虎机游戏提供<strong>试玩模式</strong>，使用虚拟积分而非真实资金。真人娱乐场、体育投注和彩票仅支持真实资金游戏。</p>',
          JA: '<p>多くのスロットゲームには、実際のお金ではなくプレイ用クレジットを使う<strong>デモモード</strong>があります。ライブカジノ、スポーツベット、宝くじは実際のお金でのみご利用いただけます。</p>',
          TH: '<p>เกมสล็อตหลายเกมมี<strong>โหมดทดลองเล่น</strong>ซึ่งใช้เครดิตทดลองแทนเงินจริง ส่วนคาสิโนสด การเดิมพันกีฬา และหวย เล่นได้ด้วยเงินจริงเท่านั้น</p>',
          VI: '<p>Nhiều trò chơi slot có <strong>chế độ chơi thử</strong> sử dụng điểm chơi thay vì tiền thật. Casino trực tiếp, cá cược thể thao và xổ số chỉ chơi được bằng tiền thật.</p>',
          UR: '<p>بہت سی سلاٹ گیمز میں <strong>ڈیمو موڈ</strong> موجود ہے جس میں اصل رقم کے بجائے پلے کریڈٹس استعمال ہوتے ہیں۔ لائیو کیسینو، اسپورٹس بیٹنگ اور لاٹری صرف اصل رقم سے کھیلی جا سکتی ہیں۔</p>',
        },
      },
      {
        question: {
          EN: 'Are the games fair?',
          CN: '游戏公平吗？',
          JA: 'ゲームは公平ですか？',
          TH: 'เกมมีความยุติธรรมหรือไม่?',
          VI: 'Các trò chơi có công bằng không?',
          UR: 'کیا گیمز منصفانہ ہیں؟',
        },
        answer: {
          EN: '<p>Our games come from licensed providers whose random number generators (RNG) are tested by independent laboratories. Each game shows its return-to-player (RTP) rate on its information page. RTP is a long-term average: <strong>no game can guarantee winnings</strong>.</p>',
          CN: '<p>我们的游戏均来自持牌供应商，其随机数生成器（RNG）经独立实验室测试。每款游戏的返还率（RTP）会显示在游戏说明页面中。RTP 是长期平均值，<strong>任何游戏都无法保证赢钱</strong>。</p>',
          JA: '<p>当サイトのゲームはライセンスを取得したプロバイダーが提供しており、乱数生成器（RNG）は独立した検査機関によってテストされています。各ゲームの還元率（RTP）はゲーム情報ページに表示されています。RTPは長期的な平均値であり、<strong>勝利を保証するゲームはありません</strong>。</p>',
          TH: '<p>เกมของเรามาจากผู้ให้บริการที่ได้รับใบอนุญาต ซึ่งระบบสุ่มตัวเลข (RNG) ผ่านการทดสอบจากห้องปฏิบัติการอิสระ อัตราการจ่ายคืนผู้เล่น (RTP) ของแต่ละเกมแสดงอยู่ในหน้าข้อมูลเกม RTP เป็นค่าเฉลี่ยระยะยาว <strong>ไม่มีเกมใดรับประกันการชนะได้</strong></p>',
          VI: '<p>Trò chơi của chúng tôi đến từ các nhà cung cấp được cấp phép, với bộ tạo số ngẫu nhiên (RNG) được các phòng thử nghiệm độc lập kiểm định. Tỷ lệ hoàn trả cho người chơi (RTP) của từng trò chơi được hiển thị trên trang thông tin trò chơi. RTP là mức trung bình dài hạn: <strong>không trò chơi nào đảm bảo chiến thắng</strong>.</p>',
          UR: '<p>ہماری گیمز لائسنس یافتہ فراہم کنندگان کی ہیں جن کے رینڈم نمبر جنریٹرز (RNG) کی جانچ آزاد لیبارٹریاں کرتی ہیں۔ ہر گیم کا ریٹرن ٹو پلیئر (RTP) تناسب اس کے معلوماتی صفحے پر درج ہے۔ RTP ایک طویل مدتی اوسط ہے: <strong>کوئی بھی گیم جیت کی ضمانت نہیں دے سکتی</strong>۔</p>',
        },
      },
    ],
  },
  {
    categoryKey: 'responsible-gaming',
    category: {
      EN: 'Responsible Gaming',
      CN: '负责任博彩',
      JA: '責任あるゲーミング',
      TH: 'การเล่นอย่างรับผิดชอบ',
      VI: 'Chơi có trách nhiệm',
      UR: 'ذمہ دارانہ گیمنگ',
    },
    items: [
      {
        question: {
          EN: 'How do I set a deposit limit?',
          CN: '如何设置存款限额？',
          JA: '入金上限の設定方法は？',
          TH: 'ตั้งวงเงินฝากอย่างไร?',
          VI: 'Làm thế nào để đặt giới hạn nạp tiền?',
          UR: 'ڈپازٹ کی حد کیسے مقرر کروں؟',
        },
        answer: {
          EN: '<p>Go to <strong>My Account &gt; Responsible Gaming</strong> and choose a daily, weekly or monthly deposit limit. A lower limit takes effect immediately; an increase takes effect only after a 24-hour cooling-off period.</p>',
          CN: '<p>前往<strong>我的账户 &gt; 负责任博彩</strong>，选择每日、每周或每月存款限额。降低限额立即生效；提高限额需经过24小时冷静期后才会生效。</p>',
          JA: '<p><strong>マイアカウント &gt; 責任あるゲーミング</strong>から、1日・1週間・1か月ごとの入金上限を設定できます。上限の引き下げは即時に反映され、引き上げは24時間のクーリングオフ期間後に反映されます。</p>',
          TH: '<p>ไปที่<strong>บัญชีของฉัน &gt; การเล่นอย่างรับผิดชอบ</strong> แล้วเลือกวงเงินฝากรายวัน รายสัปดาห์ หรือรายเดือน การลดวงเงินมีผลทันที ส่วนการเพิ่มวงเงินจะมีผลหลังพ้นระยะเวลารอ 24 ชั่วโมง</p>',
          VI: '<p>Vào <strong>Tài khoản của tôi &gt; Chơi có trách nhiệm</strong> và chọn giới hạn nạp tiền theo ngày, tuần hoặc tháng. Giảm giới hạn có hiệu lực ngay; tăng giới hạn chỉ có hiệu lực sau thời gian chờ 24 giờ.</p>',
          UR: '<p><strong>میرا اکاؤنٹ &gt; ذمہ دارانہ گیمنگ</strong> میں جائیں اور روزانہ، ہفتہ وار یا ماہانہ ڈپازٹ کی حد منتخب کریں۔ حد کم کرنا فوراً نافذ ہو جاتا ہے؛ حد بڑھانا 24 گھنٹے کے انتظاری وقفے کے بعد ہی نافذ ہوتا ہے۔</p>',
        },
      },
      {
        question: {
          EN: 'Can I take a break or self-exclude?',
          CN: '可以暂停游戏或自我禁入吗？',
          JA: 'プレイの休止や自己排除はできますか？',
          TH: 'ขอพักการเล่นหรือระงับบัญชีด้วยตนเองได้หรือไม่?',
          VI: 'Tôi có thể tạm nghỉ hoặc tự loại trừ không?',
          UR: 'کیا میں وقفہ لے سکتا ہوں یا سیلف ایکسکلوژن اختیار کر سکتا ہوں؟',
        },
        answer: {
          EN: '<p>Yes. You can choose:</p><ul><li>A <strong>time-out</strong> from 24 hours up to 6 weeks</li><li><strong>Self-exclusion</strong> for 6 months or longer</li></ul><p>While either is active you cannot log in, deposit or place bets, and promotional messages are stopped. Self-exclusion cannot be cancelled early.</p>',
          CN: '<p>可以。您可以选择：</p><ul><li><strong>冷静期</strong>：24小时至6周</li><li><strong>自我禁入</strong>：6个月或更长时间</li></ul><p>生效期间您将无法登录、存款或投注，我们也会停止向您发送推广信息。自我禁入不可提前取消。</p>',
          JA: '<p>はい。次の中から選択できます：</p><ul><li>24時間から最長6週間の<strong>タイムアウト</strong></li><li>6か月以上の<strong>自己排除</strong></li></ul><p>いずれかが有効な間は、ログイン・入金・ベットができず、プロモーションのお知らせも停止されます。自己排除は期間途中で解除できません。</p>',
          TH: '<p>ได้ ท่านสามารถเลือก:</p><ul><li><strong>พักการเล่นชั่วคราว</strong> ตั้งแต่ 24 ชั่วโมงถึง 6 สัปดาห์</li><li><strong>ระงับบัญชีด้วยตนเอง</strong> เป็นเวลา 6 เดือนขึ้นไป</li></ul><p>ระหว่างนี้ท่านจะไม่สามารถเข้าสู่ระบบ ฝากเงิน หรือวางเดิมพันได้ และจะไม่ได้รับข้อความโปรโมชั่น การระงับบัญชีด้วยตนเองไม่สามารถยกเลิกก่อนกำหนดได้</p>',
          VI: '<p>Có. Quý khách có thể chọn:</p><ul><li><strong>Tạm ngưng</strong> từ 24 giờ đến 6 tuần</li><li><strong>Tự loại trừ</strong> từ 6 tháng trở lên</li></ul><p>Trong thời gian này, quý khách không thể đăng nhập, nạp tiền hoặc đặt cược, và các tin nhắn khuyến mãi sẽ bị dừng. Tự loại trừ không thể hủy trước thời hạn.</p>',
          UR: '<p>جی ہاں۔ آپ یہ منتخب کر سکتے ہیں:</p><ul><li>24 گھنٹے سے 6 ہفتے تک کا <strong>ٹائم آؤٹ</strong></li><li>6 ماہ یا اس سے زیادہ مدت کے لیے <strong>سیلف ایکسکلوژن</strong></li></ul><p>ان میں سے کوئی بھی فعال ہونے کے دوران آپ لاگ اِن، ڈپازٹ یا بیٹ نہیں کر سکیں گے، اور پروموشنل پیغامات بند کر دیے جائیں گے۔ سیلف ایکسکلوژن قبل از وقت منسوخ نہیں کیا جا سکتا۔</p>',
        },
      },
      {
        question: {
          EN: 'Where can I get help with problem gambling?',
          CN: '如何获得问题博彩方面的帮助？',
          JA: 'ギャンブルの問題について相談するには？',
          TH: 'ขอความช่วยเหลือเรื่องปัญหาการพนันได้ที่ไหน?',
          VI: 'Tôi có thể tìm hỗ trợ về vấn đề cờ bạc ở đâu?',
          UR: 'جوئے کی لت سے متعلق مدد کہاں سے مل سکتی ہے؟',
        },
        answer: {
          EN: '<p>If gambling stops being fun, please talk to someone. Warning signs include:</p><ul><li>Chasing losses</li><li>Spending more money or time than you planned</li><li>Hiding your gambling from family or friends</li></ul><p>Our customer service team can set limits or close your account at any time, and can point you to a local support organisation.</p>',
          CN: '<p>如果博彩不再带来乐趣，请及时向他人倾诉。需警惕的迹象包括：</p><ul><li>试图追回损失</li><li>花费的金钱或时间超出计划</li><li>向家人或朋友隐瞒博彩行为</li></ul><p>我们的客服团队可随时为您设置限额或关闭账户，并可为您介绍当地的援助机构。</p>',
          JA: '<p>ギャンブルを楽しめなくなったら、誰かに相談してください。次のような兆候に注意しましょう：</p><ul><li>負けを取り戻そうとする</li><li>予定以上のお金や時間を使ってしまう</li><li>家族や友人にギャンブルのことを隠す</li></ul><p>カスタマーサービスでは、いつでも上限の設定やアカウントの閉鎖を承り、お近くの支援機関のご案内も行っています。</p>',
          TH: '<p>หากการพนันไม่สนุกอีกต่อไป กรุณาพูดคุยกับใครสักคน สัญญาณเตือนได้แก่:</p><ul><li>พยายามเล่นเพื่อเอาเงินที่เสียไปคืน</li><li>ใช้เงินหรือเวลามากกว่าที่ตั้งใจไว้</li><li>ปิดบังการเล่นพนันจากครอบครัวหรือเพื่อน</li></ul><p>ทีมบริการลูกค้าของเราสามารถตั้งวงเงินหรือปิดบัญชีของท่านได้ทุกเมื่อ และแนะนำหน่วยงานช่วยเหลือในพื้นที่ของท่านได้</p>',
          VI: '<p>Nếu cá cược không còn vui, hãy chia sẻ với ai đó. Các dấu hiệu cảnh báo gồm:</p><ul><li>Cố gỡ lại số tiền đã thua</li><li>Tiêu nhiều tiền hoặc thời gian hơn dự định</li><li>Giấu gia đình hoặc bạn bè việc mình cá cược</li></ul><p>Đội ngũ chăm sóc khách hàng có thể đặt giới hạn hoặc đóng tài khoản cho quý khách bất cứ lúc nào, và giới thiệu các tổ chức hỗ trợ tại địa phương.</p>',
          UR: '<p>اگر جوا تفریح نہیں رہا تو براہِ کرم کسی سے بات کریں۔ خطرے کی علامات میں شامل ہیں:</p><ul><li>ہارا ہوا پیسہ واپس جیتنے کی کوشش کرنا</li><li>منصوبے سے زیادہ پیسہ یا وقت خرچ کرنا</li><li>اپنے جوئے کو گھر والوں یا دوستوں سے چھپانا</li></ul><p>ہماری کسٹمر سروس ٹیم کسی بھی وقت آپ کی حدیں مقرر کر سکتی ہے یا اکاؤنٹ بند کر سکتی ہے، اور آپ کو کسی مقامی امدادی ادارے کی رہنمائی بھی دے سکتی ہے۔</p>',
        },
      },
    ],
  },
];

/** Help-centre articles, grouped by category in display order; sortOrder ascends 10, 20, 30…. */
export const DEMO_HELP: HelpArticleInput[] = HELP_CATEGORIES.flatMap(({ categoryKey, category, items }) =>
  items.map(({ question, answer }) => ({ category, categoryKey, question, answer, enabled: true })),
).map((article, index) => ({ ...article, sortOrder: (index + 1) * 10 }));
