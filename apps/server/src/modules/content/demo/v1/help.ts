import type { HelpCategory } from '../drafts.js';

/** Retired (see ./index.ts): the help-centre categories seeded before issue 12, in display order. */
export const V1_HELP_CATEGORIES: HelpCategory[] = [
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
