import { popup, type Draft } from './drafts.js';

/** Popups (type PU): B before login, A after login, F first login. */
export const POPUPS: Draft[] = [
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
      EN: '<p>Three provably fair slots, deposits through local payment channels and withdrawals to your own account.</p><p><strong>18+ only.</strong> Gambling is a form of entertainment, not a way to make money. Decide on a budget and play responsibly.</p>',
      CN: '<p>三款可验证公平的老虎机，通过本地支付渠道存款，取款至您本人的账户。</p><p><strong>仅限18岁以上。</strong>博彩是一种娱乐方式，而非赚钱手段。请先定好预算，理性娱乐。</p>',
      JA: '<p>証明可能な公平性を備えた3つのスロット。国内の決済チャネルで入金し、ご本人名義の口座へ出金できます。</p><p><strong>18歳以上限定。</strong>ギャンブルは娯楽であり、お金を稼ぐ手段ではありません。予算を決めて、責任を持ってお楽しみください。</p>',
      TH: '<p>สล็อต 3 เกมที่พิสูจน์ความยุติธรรมได้ ฝากเงินผ่านช่องทางชำระเงินในประเทศ และถอนเงินเข้าบัญชีของท่านเอง</p><p><strong>สำหรับผู้มีอายุ 18 ปีขึ้นไปเท่านั้น</strong> การพนันเป็นเพียงความบันเทิง ไม่ใช่ช่องทางหารายได้ กรุณากำหนดงบประมาณและเล่นอย่างรับผิดชอบ</p>',
      VI: '<p>Ba trò slot công bằng và có thể kiểm chứng, nạp tiền qua các kênh thanh toán trong nước và rút tiền về tài khoản đứng tên chính quý khách.</p><p><strong>Chỉ dành cho người từ 18 tuổi.</strong> Cá cược là hình thức giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách và chơi có trách nhiệm.</p>',
      UR: '<p>تین قابلِ تصدیق منصفانہ سلاٹس، مقامی ادائیگی چینلز سے رقم جمع کرائیں اور اپنے ہی اکاؤنٹ میں رقم نکلوائیں۔</p><p><strong>صرف 18 سال سے زائد عمر کے لیے۔</strong> جوا تفریح کا ایک ذریعہ ہے، پیسے کمانے کا طریقہ نہیں۔ اپنا بجٹ طے کریں اور ذمہ داری سے کھیلیں۔</p>',
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
      EN: '<p>Welcome back! The AURORA slots are open: Aurora Fruits, Star Gems and Lucky Sevens. Each one shows the hash of its server seed before you spin, and you can verify every round afterwards.</p><p>Promotions are not available yet: when they are, they will be listed on the Promotions page with their terms.</p>',
      CN: '<p>欢迎回来！AURORA 老虎机现已开放：极光水果、星辰宝石和幸运七。每款游戏都会在您旋转前显示服务器种子的哈希值，事后您可以验证每一局。</p><p>优惠活动暂未推出：推出后将连同活动条款一起列在优惠活动页面。</p>',
      JA: '<p>おかえりなさい！AURORA のスロット（オーロラフルーツ、スタージェム、ラッキーセブン）をお楽しみいただけます。どのゲームもスピン前にサーバーシードのハッシュを表示し、後からすべてのラウンドを検証できます。</p><p>プロモーションはまだ提供していません。開始する際は、規約とあわせてプロモーションページに掲載します。</p>',
      TH: '<p>ยินดีต้อนรับกลับมา! สล็อต AURORA เปิดให้เล่นแล้ว ได้แก่ ผลไม้ออโรร่า อัญมณีดวงดาว และเลขเจ็ดนำโชค ทุกเกมแสดงแฮชของเซิร์ฟเวอร์ซีดก่อนท่านหมุน และท่านตรวจสอบได้ทุกรอบในภายหลัง</p><p>ขณะนี้ยังไม่มีโปรโมชัน เมื่อมีแล้วจะแสดงไว้ที่หน้าโปรโมชันพร้อมข้อกำหนด</p>',
      VI: '<p>Chào mừng trở lại! Các slot AURORA đã sẵn sàng: Trái Cây Cực Quang, Đá Quý Ngôi Sao và Số Bảy May Mắn. Mỗi trò hiển thị hash hạt giống máy chủ trước khi quý khách quay, và quý khách có thể kiểm chứng từng ván sau đó.</p><p>Hiện chưa có khuyến mãi: khi có, chúng sẽ được liệt kê trên trang Khuyến mãi kèm điều khoản.</p>',
      UR: '<p>دوبارہ خوش آمدید! AURORA سلاٹس کھلی ہیں: اورورا فروٹس، ستارہ جواہرات اور خوش قسمت سات۔ ہر گیم اسپن سے پہلے اپنے سرور سیڈ کا ہیش دکھاتی ہے، اور آپ بعد میں ہر راؤنڈ کی تصدیق کر سکتے ہیں۔</p><p>پروموشنز ابھی دستیاب نہیں ہیں: جب دستیاب ہوں گی تو اپنی شرائط کے ساتھ پروموشنز کے صفحے پر درج ہوں گی۔</p>',
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
        EN: '<p>Thank you for joining Aurora Play. Here is how to get started:</p><ul><li>Set a payment password in My account: withdrawals and transfers ask for it</li><li>Turn on two-factor authentication to protect your login</li><li>Make a deposit on the Deposit page, or try the slots with a free trial first</li></ul><p>Questions? Visit the <a href="/help">Help Centre</a>.</p>',
        CN: '<p>感谢您加入 Aurora Play。您可以按以下步骤开始：</p><ul><li>在“我的账户”中设置支付密码：取款和转账时都需要输入</li><li>开启双重验证，保护您的登录安全</li><li>在存款页面存款，或先免费试玩老虎机</li></ul><p>如有疑问，请访问<a href="/help">帮助中心</a>。</p>',
        JA: '<p>Aurora Play にご登録いただきありがとうございます。まずは次のステップから始めましょう：</p><ul><li>マイアカウントで支払いパスワードを設定する（出金と送金の際に必要です）</li><li>二段階認証を有効にしてログインを守る</li><li>入金ページから入金する、またはまずは無料体験でスロットを試す</li></ul><p>ご不明な点は<a href="/help">ヘルプセンター</a>をご覧ください。</p>',
        TH: '<p>ขอบคุณที่สมัครสมาชิกกับ Aurora Play เริ่มต้นใช้งานได้ดังนี้:</p><ul><li>ตั้งรหัสผ่านการชำระเงินที่บัญชีของฉัน ซึ่งต้องใช้เมื่อถอนเงินและโอนเงิน</li><li>เปิดการยืนยันตัวตนสองขั้นตอนเพื่อปกป้องการเข้าสู่ระบบ</li><li>ฝากเงินที่หน้าฝากเงิน หรือลองเล่นสล็อตฟรีก่อนก็ได้</li></ul><p>มีคำถาม? เยี่ยมชม<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
        VI: '<p>Cảm ơn quý khách đã tham gia Aurora Play. Hãy bắt đầu với các bước sau:</p><ul><li>Đặt mật khẩu thanh toán trong Tài khoản của tôi: cần dùng khi rút tiền và chuyển tiền</li><li>Bật xác thực hai lớp để bảo vệ việc đăng nhập</li><li>Nạp tiền trên trang Nạp tiền, hoặc chơi thử miễn phí các trò slot trước</li></ul><p>Có thắc mắc? Truy cập <a href="/help">Trung tâm trợ giúp</a>.</p>',
        UR: '<p>Aurora Play میں شامل ہونے کا شکریہ۔ آغاز کرنے کا طریقہ یہ ہے:</p><ul><li>میرا اکاؤنٹ میں ادائیگی کا پاس ورڈ بنائیں: رقم نکلوانے اور منتقل کرنے پر یہ مانگا جاتا ہے</li><li>اپنے لاگ اِن کی حفاظت کے لیے دو مرحلہ تصدیق آن کریں</li><li>ڈپازٹ کے صفحے سے رقم جمع کرائیں، یا پہلے سلاٹس کی مفت آزمائش کریں</li></ul><p>سوالات ہیں؟ <a href="/help">ہیلپ سینٹر</a> دیکھیں۔</p>',
      },
    },
    'REGISTER',
  ),
];
