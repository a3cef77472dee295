import { banner, type Draft } from '../drafts.js';

/** Retired (see ./index.ts): the banners (type B) seeded before issue 12, in display order. */
export const V1_BANNERS: Draft[] = [
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
