import { popup, type Draft } from '../drafts.js';

/** Retired (see ./index.ts): the popups (type PU) seeded before issue 12, in display order. */
export const V1_POPUPS: Draft[] = [
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
