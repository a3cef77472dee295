import { banner, type Draft } from './drafts.js';

/** Banners (type B) of the demo merchant, in display order. */
export const BANNERS: Draft[] = [
  banner('w_home', '/media/banners/home-1.svg', 'URL', '/rng', {
    title: {
      EN: 'Welcome to Aurora Play',
      CN: '欢迎来到 Aurora Play',
      JA: 'Aurora Play へようこそ',
      TH: 'ยินดีต้อนรับสู่ Aurora Play',
      VI: 'Chào mừng đến với Aurora Play',
      UR: 'Aurora Play میں خوش آمدید',
    },
    content: {
      EN: 'Three slots under the northern lights: Aurora Fruits, Star Gems and Lucky Sevens.',
      CN: '极光下的三款老虎机：极光水果、星辰宝石和幸运七。',
      JA: 'オーロラの下の3つのスロット：オーロラフルーツ、スタージェム、ラッキーセブン。',
      TH: 'สล็อต 3 เกมใต้แสงออโรรา: ผลไม้ออโรร่า อัญมณีดวงดาว และเลขเจ็ดนำโชค',
      VI: 'Ba trò slot dưới ánh cực quang: Trái Cây Cực Quang, Đá Quý Ngôi Sao và Số Bảy May Mắn.',
      UR: 'شمالی روشنیوں تلے تین سلاٹس: اورورا فروٹس، ستارہ جواہرات اور خوش قسمت سات۔',
    },
  }),
  banner('w_home', '/media/banners/home-2.svg', 'URL', '/rng', {
    title: {
      EN: 'Provably fair, spin by spin',
      CN: '每一转都可验证公平',
      JA: '1スピンごとに証明できる公平性',
      TH: 'พิสูจน์ความยุติธรรมได้ทุกการหมุน',
      VI: 'Công bằng có thể kiểm chứng, từng lượt quay',
      UR: 'ہر اسپن قابلِ تصدیق منصفانہ',
    },
    content: {
      EN: 'Each AURORA slot shows its server seed hash before you spin, so you can verify every result.',
      CN: '每款 AURORA 老虎机都会在您旋转前显示服务器种子的哈希值，让您可以验证每一个结果。',
      JA: 'AURORA のスロットはスピン前にサーバーシードのハッシュを表示するので、すべての結果を検証できます。',
      TH: 'สล็อต AURORA ทุกเกมแสดงแฮชของเซิร์ฟเวอร์ซีดก่อนท่านหมุน ท่านจึงตรวจสอบผลได้ทุกครั้ง',
      VI: 'Mỗi slot AURORA hiển thị hash hạt giống máy chủ trước khi quý khách quay, để quý khách kiểm chứng mọi kết quả.',
      UR: 'ہر AURORA سلاٹ اسپن سے پہلے اپنے سرور سیڈ کا ہیش دکھاتی ہے، تاکہ آپ ہر نتیجے کی تصدیق کر سکیں۔',
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
      EN: '18+ only. Decide on a budget before you play and take regular breaks.',
      CN: '仅限18岁以上。游戏前请先定好预算，并适时休息。',
      JA: '18歳以上限定。プレイ前に予算を決め、適度に休憩を取りましょう。',
      TH: 'สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น กำหนดงบประมาณก่อนเล่นและพักเป็นระยะ',
      VI: 'Chỉ dành cho người từ 18 tuổi. Hãy đặt ngân sách trước khi chơi và nghỉ ngơi thường xuyên.',
      UR: 'صرف 18 سال اور اس سے زائد عمر کے لیے۔ کھیلنے سے پہلے اپنا بجٹ طے کریں اور باقاعدگی سے وقفہ لیں۔',
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
