import { notice, type Draft } from './drafts.js';

/**
 * Promotion notices (type PR) of the demo merchant, in display order. Promotions, rewards and referral
 * rewards do not exist yet (issue 15): these notices say so, and name what members can already use.
 */
export const PROMOTION_NOTICES: Draft[] = [
  notice('PR', {
    title: {
      EN: 'Promotions: not available yet',
      CN: '优惠活动：暂未推出',
      JA: 'プロモーション：準備中',
      TH: 'โปรโมชัน: ยังไม่เปิดให้บริการ',
      VI: 'Khuyến mãi: chưa có',
      UR: 'پروموشنز: ابھی دستیاب نہیں',
    },
    content: {
      EN: '<p>Aurora Play has <strong>no promotions yet</strong>: welcome bonuses, cashback, the reward centre and points are not available yet.</p><p>When a promotion starts, it will be listed on this page with its full terms. Until then, a deposit is credited as it is, with no bonus attached.</p>',
      CN: '<p>Aurora Play <strong>目前还没有优惠活动</strong>：欢迎红利、返水、奖励中心和积分均暂未推出。</p><p>活动开始时，将连同完整条款一起列在本页面。在此之前，存款按实际金额入账，不附带任何红利。</p>',
      JA: '<p>Aurora Play では<strong>現在プロモーションを実施していません</strong>。ウェルカムボーナス、キャッシュバック、特典センター、ポイントはまだ提供していません。</p><p>プロモーションを開始する際は、規約の全文とあわせてこのページに掲載します。それまでは、入金額はボーナスなしでそのまま反映されます。</p>',
      TH: '<p>Aurora Play <strong>ยังไม่มีโปรโมชัน</strong> ขณะนี้ยังไม่มีโบนัสต้อนรับ เงินคืน ศูนย์รางวัล และคะแนนสะสม</p><p>เมื่อเริ่มโปรโมชันใด เราจะแสดงไว้ในหน้านี้พร้อมข้อกำหนดฉบับเต็ม ระหว่างนี้ ยอดฝากจะเข้าบัญชีตามจำนวนจริงโดยไม่มีโบนัส</p>',
      VI: '<p>Aurora Play <strong>hiện chưa có khuyến mãi</strong>: thưởng chào mừng, hoàn trả, trung tâm phần thưởng và điểm thưởng đều chưa có.</p><p>Khi một chương trình khuyến mãi bắt đầu, nó sẽ được liệt kê trên trang này kèm đầy đủ điều khoản. Trước đó, tiền nạp được cộng đúng số tiền, không kèm tiền thưởng.</p>',
      UR: '<p>Aurora Play پر <strong>ابھی کوئی پروموشن نہیں ہے</strong>: ویلکم بونس، کیش بیک، انعامات کا مرکز اور پوائنٹس ابھی دستیاب نہیں ہیں۔</p><p>جب کوئی پروموشن شروع ہوگی تو وہ اپنی مکمل شرائط کے ساتھ اسی صفحے پر درج ہوگی۔ تب تک جمع کرائی گئی رقم بغیر کسی بونس کے، جوں کی توں اکاؤنٹ میں آتی ہے۔</p>',
    },
  }),
  notice('PR', {
    title: {
      EN: 'Free trial: play the slots with play money',
      CN: '免费试玩：用虚拟币玩老虎机',
      JA: '無料体験：プレイマネーでスロットを',
      TH: 'ทดลองเล่นฟรี: เล่นสล็อตด้วยเงินจำลอง',
      VI: 'Chơi thử miễn phí: chơi slot bằng tiền ảo',
      UR: 'مفت آزمائش: پلے منی سے سلاٹس کھیلیں',
    },
    content: {
      EN: '<p>Every AURORA slot can be tried for free: choose <strong>Free trial</strong> on the game to play with the game’s own play money, without logging in. <strong>Free play</strong> in the side menu gives you a trial account with a play-money balance, no sign-up needed.</p><p>Play money has no cash value and cannot be withdrawn.</p>',
      CN: '<p>每款 AURORA 老虎机都可以免费试玩：在游戏上点击<strong>免费试玩</strong>，无需登录即可使用游戏自带的虚拟币游玩。侧边菜单中的<strong>免费试玩</strong>则无需注册，即可为您开通一个带有虚拟余额的试玩账户。</p><p>虚拟游戏币没有现金价值，不能提取。</p>',
      JA: '<p>AURORA のスロットはすべて無料で試せます。ゲームの<strong>無料体験</strong>を選ぶと、ログインせずにゲーム独自のプレイマネーで遊べます。サイドメニューの<strong>無料で遊ぶ</strong>なら、登録不要でプレイマネーの残高が入った体験用アカウントを使えます。</p><p>プレイマネーに現金としての価値はなく、出金はできません。</p>',
      TH: '<p>สล็อต AURORA ทุกเกมทดลองเล่นได้ฟรี: เลือก<strong>ทดลองเล่นฟรี</strong>ที่เกมเพื่อเล่นด้วยเงินจำลองของเกมเองโดยไม่ต้องเข้าสู่ระบบ ส่วน<strong>ทดลองเล่นฟรี</strong>ในเมนูด้านข้างจะให้บัญชีทดลองพร้อมยอดเงินจำลองโดยไม่ต้องสมัครสมาชิก</p><p>เงินจำลองไม่มีมูลค่าเป็นเงินสดและถอนไม่ได้</p>',
      VI: '<p>Mọi trò slot AURORA đều có thể chơi thử miễn phí: chọn <strong>Chơi thử miễn phí</strong> trên trò chơi để chơi bằng tiền ảo của chính trò chơi, không cần đăng nhập. <strong>Chơi thử miễn phí</strong> trong menu bên sẽ cấp cho quý khách một tài khoản dùng thử có số dư tiền ảo, không cần đăng ký.</p><p>Tiền ảo không có giá trị quy đổi thành tiền mặt và không thể rút.</p>',
      UR: '<p>ہر AURORA سلاٹ مفت آزمائی جا سکتی ہے: گیم پر <strong>مفت آزمائش</strong> منتخب کریں اور لاگ اِن کے بغیر گیم کی اپنی پلے منی سے کھیلیں۔ سائیڈ مینو میں <strong>مفت کھیلیں</strong> آپ کو رجسٹریشن کے بغیر پلے منی بیلنس والا آزمائشی اکاؤنٹ دیتا ہے۔</p><p>پلے منی کی کوئی نقد قیمت نہیں اور اسے نکلوایا نہیں جا سکتا۔</p>',
    },
  }),
  notice(
    'PR',
    {
      title: {
        EN: 'Invite friends: not available yet',
        CN: '邀请好友：暂未推出',
        JA: '友達招待：準備中',
        TH: 'ชวนเพื่อน: ยังไม่เปิดให้บริการ',
        VI: 'Mời bạn bè: chưa có',
        UR: 'دوستوں کو مدعو کریں: ابھی دستیاب نہیں',
      },
      content: {
        EN: '<p>Referral links and referral rewards are <strong>not available yet</strong>; they will be announced here when they are.</p><p>If an agent gave you an invitation code, enter it when you register: that agent becomes your upline.</p>',
        CN: '<p>推荐链接和推荐奖励<strong>暂未推出</strong>，推出时将在此公布。</p><p>如果代理给了您邀请码，请在注册时填写，该代理即成为您的上级。</p>',
        JA: '<p>紹介リンクと紹介特典は<strong>まだ提供していません</strong>。提供を開始する際はこちらでお知らせします。</p><p>エージェントから招待コードを受け取った場合は、登録時に入力してください。そのエージェントがあなたの上位になります。</p>',
        TH: '<p>ลิงก์แนะนำและรางวัลการแนะนำ<strong>ยังไม่เปิดให้บริการ</strong> เมื่อเปิดแล้วเราจะแจ้งที่นี่</p><p>หากเอเจนต์ให้รหัสเชิญแก่ท่าน ให้กรอกรหัสนั้นตอนสมัครสมาชิก เอเจนต์คนนั้นจะเป็นต้นสายของท่าน</p>',
        VI: '<p>Liên kết giới thiệu và thưởng giới thiệu <strong>hiện chưa có</strong>; chúng tôi sẽ thông báo tại đây khi có.</p><p>Nếu một đại lý đã đưa cho quý khách mã mời, hãy nhập mã đó khi đăng ký: đại lý đó sẽ trở thành tuyến trên của quý khách.</p>',
        UR: '<p>ریفرل لنکس اور ریفرل انعامات <strong>ابھی دستیاب نہیں ہیں</strong>؛ دستیاب ہونے پر یہاں اعلان کیا جائے گا۔</p><p>اگر کسی ایجنٹ نے آپ کو دعوتی کوڈ دیا ہے تو رجسٹریشن کے وقت اسے درج کریں: وہ ایجنٹ آپ کا اپ لائن بن جائے گا۔</p>',
      },
    },
    'REFERRAL',
  ),
];
