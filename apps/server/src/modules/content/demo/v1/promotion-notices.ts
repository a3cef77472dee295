import { notice, type Draft } from '../drafts.js';

/** Retired (see ./index.ts): the promotion notices (type PR) seeded before issue 12, in display order. */
export const V1_PROMOTION_NOTICES: Draft[] = [
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
