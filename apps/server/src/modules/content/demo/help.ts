import type { HelpCategory } from './drafts.js';

/**
 * Help-centre categories of the demo merchant and their questions, in display order. They describe
 * only what the site does today (docs/product.md); a feature that does not exist yet is named only to
 * say so.
 */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    categoryKey: 'account',
    category: { EN: 'Account', CN: '账户', JA: 'アカウント', TH: 'บัญชี', VI: 'Tài khoản', UR: 'اکاؤنٹ' },
    items: [
      {
        question: {
          EN: 'How do I register and log in?',
          CN: '如何注册和登录？',
          JA: '登録とログインの方法は？',
          TH: 'สมัครสมาชิกและเข้าสู่ระบบอย่างไร?',
          VI: 'Làm thế nào để đăng ký và đăng nhập?',
          UR: 'رجسٹر اور لاگ اِن کیسے کریں؟',
        },
        answer: {
          EN: '<p>Select <strong>Register</strong> and choose a tab: <strong>Username</strong> (a username and a password) or <strong>Mobile number</strong>. Fill in the fields the form shows, confirm that you are 18 or older, accept the terms and select <strong>Create account</strong>: you are logged in at once.</p><p>Later, log in with your username and password, or open the <strong>SMS code</strong> tab and enter your mobile number and the code we text you. After a wrong password you are also asked for a picture code, and after several wrong attempts in a row the account is locked for a while.</p>',
          CN: '<p>点击<strong>注册</strong>，选择<strong>用户名注册</strong>（设置用户名和密码）或<strong>手机号注册</strong>。按表单填写所需信息，确认您已年满18周岁并同意相关条款，然后点击<strong>立即注册</strong>，即可直接登录。</p><p>之后登录时，可使用用户名和密码，也可切换到<strong>短信登录</strong>，输入手机号码和收到的短信验证码。密码输错一次后，还需要输入图片验证码；连续多次输错后，账户会被暂时锁定。</p>',
          JA: '<p><strong>新規登録</strong>を選び、<strong>ユーザー名</strong>（ユーザー名とパスワード）または<strong>携帯電話番号</strong>のタブを選択します。フォームに表示された項目を入力し、18歳以上であることを確認して規約に同意のうえ<strong>アカウントを作成</strong>を押すと、そのままログインした状態になります。</p><p>次回からは、ユーザー名とパスワードでログインするか、<strong>SMSコード</strong>タブで携帯電話番号と届いたコードを入力してください。パスワードを間違えると画像認証コードの入力も求められ、続けて何度も間違えるとアカウントは一定時間ロックされます。</p>',
          TH: '<p>เลือก<strong>สมัครสมาชิก</strong> แล้วเลือกแท็บ<strong>ชื่อผู้ใช้</strong> (ชื่อผู้ใช้และรหัสผ่าน) หรือ<strong>เบอร์มือถือ</strong> กรอกข้อมูลตามที่แบบฟอร์มแสดง ยืนยันว่าท่านมีอายุ 18 ปีขึ้นไป ยอมรับข้อกำหนด แล้วเลือก<strong>สร้างบัญชี</strong> ท่านจะเข้าสู่ระบบได้ทันที</p><p>ครั้งต่อไป ให้เข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน หรือเปิดแท็บ<strong>รหัส SMS</strong> แล้วกรอกเบอร์มือถือและรหัสที่เราส่งให้ทาง SMS หากใส่รหัสผ่านผิด ระบบจะขอรหัสจากรูปภาพเพิ่มด้วย และหากใส่ผิดติดต่อกันหลายครั้ง บัญชีจะถูกล็อกชั่วคราว</p>',
          VI: '<p>Chọn <strong>Đăng ký</strong> rồi chọn thẻ <strong>Tên đăng nhập</strong> (tên đăng nhập và mật khẩu) hoặc <strong>Số điện thoại</strong>. Điền các trường mà biểu mẫu hiển thị, xác nhận quý khách từ 18 tuổi trở lên, đồng ý với điều khoản rồi chọn <strong>Tạo tài khoản</strong>: quý khách sẽ được đăng nhập ngay.</p><p>Những lần sau, quý khách đăng nhập bằng tên đăng nhập và mật khẩu, hoặc mở thẻ <strong>Mã SMS</strong>, nhập số điện thoại và mã chúng tôi gửi qua tin nhắn. Sau một lần nhập sai mật khẩu, quý khách sẽ phải nhập thêm mã hình ảnh; nếu nhập sai nhiều lần liên tiếp, tài khoản sẽ bị khóa tạm thời.</p>',
          UR: '<p><strong>رجسٹر کریں</strong> منتخب کریں اور <strong>صارف نام</strong> (یوزر نیم اور پاس ورڈ) یا <strong>موبائل نمبر</strong> کا ٹیب چنیں۔ فارم میں دکھائی گئی معلومات درج کریں، تصدیق کریں کہ آپ کی عمر 18 سال یا اس سے زائد ہے، شرائط قبول کریں اور <strong>اکاؤنٹ بنائیں</strong> منتخب کریں: آپ فوراً لاگ اِن ہو جائیں گے۔</p><p>بعد میں اپنے یوزر نیم اور پاس ورڈ سے لاگ اِن کریں، یا <strong>ایس ایم ایس کوڈ</strong> کا ٹیب کھول کر اپنا موبائل نمبر اور ہمارا بھیجا ہوا کوڈ درج کریں۔ غلط پاس ورڈ کے بعد تصویر والا کوڈ بھی مانگا جاتا ہے، اور مسلسل کئی بار غلطی پر اکاؤنٹ کچھ دیر کے لیے لاک ہو جاتا ہے۔</p>',
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
          EN: '<p>On the login form, choose <strong>Forgot password?</strong> and pick a way:</p><ul><li><strong>By e-mail</strong>: enter your username and the e-mail address saved in your profile. We send you a link to set a new password; it works once, within 30 minutes.</li><li><strong>By phone</strong>: enter the mobile number of your account, the SMS code we send you and a new password. You are then logged in with it.</li></ul><p>A new password logs you out everywhere else. Never share a reset link or code with anyone.</p>',
          CN: '<p>在登录框中点击<strong>忘记密码？</strong>，然后选择找回方式：</p><ul><li><strong>邮箱找回</strong>：输入用户名和个人资料中保存的电子邮箱，我们会发送一个重设密码的链接。该链接30分钟内有效，且只能使用一次。</li><li><strong>手机找回</strong>：输入账户的手机号码、收到的短信验证码和新密码，随后即可用新密码直接登录。</li></ul><p>设置新密码后，您在其他地方的登录将全部退出。请勿将重设链接或验证码透露给任何人。</p>',
          JA: '<p>ログインフォームで<strong>パスワードをお忘れですか？</strong>を選び、方法を選択してください：</p><ul><li><strong>メールで再設定</strong>：ユーザー名と、プロフィールに登録したメールアドレスを入力します。新しいパスワードを設定するリンクをお送りします。リンクは30分以内に1回だけ使えます。</li><li><strong>電話で再設定</strong>：アカウントの携帯電話番号、SMSで届いたコード、新しいパスワードを入力します。そのまま新しいパスワードでログインされます。</li></ul><p>新しいパスワードを設定すると、ほかの場所からはすべてログアウトされます。再設定用のリンクやコードは誰にも教えないでください。</p>',
          TH: '<p>ที่แบบฟอร์มเข้าสู่ระบบ เลือก<strong>ลืมรหัสผ่าน?</strong> แล้วเลือกวิธี:</p><ul><li><strong>ทางอีเมล</strong>: กรอกชื่อผู้ใช้และอีเมลที่บันทึกไว้ในข้อมูลส่วนตัว เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้ ลิงก์ใช้ได้ครั้งเดียวภายใน 30 นาที</li><li><strong>ทางโทรศัพท์</strong>: กรอกเบอร์มือถือของบัญชี รหัส SMS ที่เราส่งให้ และรหัสผ่านใหม่ จากนั้นท่านจะเข้าสู่ระบบด้วยรหัสผ่านใหม่ทันที</li></ul><p>เมื่อตั้งรหัสผ่านใหม่ ท่านจะถูกออกจากระบบในที่อื่นทั้งหมด ห้ามเปิดเผยลิงก์หรือรหัสสำหรับรีเซ็ตแก่ผู้อื่น</p>',
          VI: '<p>Tại biểu mẫu đăng nhập, chọn <strong>Quên mật khẩu?</strong> rồi chọn cách khôi phục:</p><ul><li><strong>Qua e-mail</strong>: nhập tên đăng nhập và địa chỉ e-mail đã lưu trong hồ sơ. Chúng tôi sẽ gửi một liên kết để đặt mật khẩu mới; liên kết chỉ dùng được một lần, trong vòng 30 phút.</li><li><strong>Qua điện thoại</strong>: nhập số điện thoại của tài khoản, mã SMS chúng tôi gửi và mật khẩu mới. Sau đó quý khách sẽ được đăng nhập bằng mật khẩu này.</li></ul><p>Khi đặt mật khẩu mới, quý khách sẽ bị đăng xuất ở mọi nơi khác. Tuyệt đối không chia sẻ liên kết hoặc mã khôi phục với bất kỳ ai.</p>',
          UR: '<p>لاگ اِن فارم پر <strong>پاس ورڈ بھول گئے؟</strong> منتخب کریں اور طریقہ چنیں:</p><ul><li><strong>ای میل سے</strong>: اپنا یوزر نیم اور پروفائل میں محفوظ ای میل ایڈریس درج کریں۔ ہم نیا پاس ورڈ بنانے کا لنک بھیجیں گے، جو 30 منٹ کے اندر صرف ایک بار کام کرتا ہے۔</li><li><strong>فون سے</strong>: اپنے اکاؤنٹ کا موبائل نمبر، ہمارا بھیجا ہوا ایس ایم ایس کوڈ اور نیا پاس ورڈ درج کریں۔ اس کے بعد آپ نئے پاس ورڈ سے لاگ اِن ہو جائیں گے۔</li></ul><p>نیا پاس ورڈ بنانے پر آپ باقی ہر جگہ سے لاگ آؤٹ ہو جاتے ہیں۔ ری سیٹ لنک یا کوڈ کبھی کسی کو نہ بتائیں۔</p>',
        },
      },
      {
        question: {
          EN: 'How do I keep my account secure?',
          CN: '如何保护我的账户安全？',
          JA: 'アカウントを安全に保つには？',
          TH: 'จะรักษาความปลอดภัยของบัญชีได้อย่างไร?',
          VI: 'Làm thế nào để bảo vệ tài khoản của tôi?',
          UR: 'اپنے اکاؤنٹ کو محفوظ کیسے رکھوں؟',
        },
        answer: {
          EN: '<p>Open <strong>My account</strong> (the security centre). There you can:</p><ul><li>change your login password, and set a <strong>payment password</strong>, which is asked for withdrawals, payout accounts and transfers</li><li>turn on <strong>two-factor authentication</strong>: scan the QR code with an authenticator app, then enter its 6-digit code at each login. Keep the 10 recovery codes somewhere safe</li><li>see your login history and active sessions, and end any session you do not recognise</li></ul>',
          CN: '<p>打开<strong>我的账户</strong>（安全中心），您可以：</p><ul><li>修改登录密码，并设置<strong>支付密码</strong>，取款、绑定收款账户和转账时都需要输入</li><li>开启<strong>双重验证</strong>：用身份验证器 App 扫描二维码，之后每次登录时输入 App 中的6位验证码。请妥善保存10个恢复码</li><li>查看登录记录和登录中的设备，并结束任何您不认识的会话</li></ul>',
          JA: '<p><strong>マイアカウント</strong>（セキュリティセンター）では、次のことができます：</p><ul><li>ログインパスワードの変更と、出金・出金先口座の登録・送金の際に求められる<strong>支払いパスワード</strong>の設定</li><li><strong>二段階認証</strong>の有効化：認証アプリでQRコードを読み取り、以後はログインのたびにアプリの6桁のコードを入力します。10個のリカバリーコードは安全な場所に保管してください</li><li>ログイン履歴とログイン中のセッションの確認、身に覚えのないセッションの終了</li></ul>',
          TH: '<p>เปิด<strong>บัญชีของฉัน</strong> (ศูนย์ความปลอดภัย) ซึ่งท่านสามารถ:</p><ul><li>เปลี่ยนรหัสผ่านเข้าสู่ระบบ และตั้ง<strong>รหัสผ่านการชำระเงิน</strong> ซึ่งต้องใช้เมื่อถอนเงิน เพิ่มบัญชีรับเงิน และโอนเงิน</li><li>เปิด<strong>การยืนยันตัวตนสองขั้นตอน</strong>: สแกนคิวอาร์โค้ดด้วยแอปยืนยันตัวตน แล้วกรอกรหัส 6 หลักจากแอปทุกครั้งที่เข้าสู่ระบบ เก็บรหัสกู้คืนทั้ง 10 ชุดไว้ในที่ปลอดภัย</li><li>ดูประวัติการเข้าสู่ระบบและเซสชันที่ใช้งานอยู่ และยุติเซสชันที่ท่านไม่รู้จัก</li></ul>',
          VI: '<p>Mở <strong>Tài khoản của tôi</strong> (trung tâm bảo mật). Tại đây quý khách có thể:</p><ul><li>đổi mật khẩu đăng nhập và đặt <strong>mật khẩu thanh toán</strong>, được yêu cầu khi rút tiền, thêm tài khoản nhận tiền và chuyển tiền</li><li>bật <strong>xác thực hai lớp</strong>: quét mã QR bằng ứng dụng xác thực, sau đó nhập mã 6 chữ số của ứng dụng mỗi lần đăng nhập. Hãy cất giữ 10 mã khôi phục ở nơi an toàn</li><li>xem lịch sử đăng nhập và các phiên đang hoạt động, và kết thúc bất kỳ phiên nào quý khách không nhận ra</li></ul>',
          UR: '<p><strong>میرا اکاؤنٹ</strong> (سیکیورٹی سینٹر) کھولیں۔ وہاں آپ:</p><ul><li>اپنا لاگ اِن پاس ورڈ بدل سکتے ہیں اور <strong>ادائیگی کا پاس ورڈ</strong> بنا سکتے ہیں، جو رقم نکلوانے، وصولی کا اکاؤنٹ شامل کرنے اور رقم منتقل کرنے پر مانگا جاتا ہے</li><li><strong>دو مرحلہ تصدیق</strong> آن کر سکتے ہیں: تصدیقی ایپ سے QR کوڈ اسکین کریں، پھر ہر لاگ اِن پر ایپ کا 6 ہندسوں کا کوڈ درج کریں۔ 10 ریکوری کوڈز کسی محفوظ جگہ رکھیں</li><li>لاگ اِن کی تاریخ اور فعال سیشن دیکھ سکتے ہیں، اور جو سیشن آپ کا نہ ہو اسے ختم کر سکتے ہیں</li></ul>',
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
          EN: '<p>The <strong>Deposit</strong> page lists the payment channels this site offers, such as online banking, QR pay and bank transfer, each with its minimum and maximum amount (some channels accept only the fixed amounts shown).</p><ul><li><strong>Online banking and QR pay</strong>: the payment page opens in a new tab. Finish paying there; the Deposit page updates by itself once the payment is confirmed.</li><li><strong>Bank transfer</strong>: transfer the money to the account shown, then enter the amount, your transfer reference and the payer name, and add a picture of the receipt if you have one. Our staff check the transfer and credit your wallet.</li></ul>',
          CN: '<p><strong>存款</strong>页面列出了本站提供的支付渠道，例如网银支付、扫码支付和银行转账，并标明各渠道的最低和最高金额（部分渠道只接受页面显示的固定金额）。</p><ul><li><strong>网银支付和扫码支付</strong>：付款页面会在新标签页中打开。请在该页面完成付款，付款确认后存款页面会自动更新。</li><li><strong>银行转账</strong>：请向页面显示的账户转账，然后填写金额、转账附言和付款人姓名，如有转账凭证也可上传图片。我们的工作人员核实后会为您入账。</li></ul>',
          JA: '<p><strong>入金</strong>ページには、このサイトで利用できる決済チャネル（オンラインバンキング、QR決済、銀行振込など）が、それぞれの最低・最高金額とともに表示されます（表示された固定金額のみ受け付けるチャネルもあります）。</p><ul><li><strong>オンラインバンキング・QR決済</strong>：決済ページが新しいタブで開きます。そちらで支払いを完了すると、支払いの確認後に入金ページが自動で更新されます。</li><li><strong>銀行振込</strong>：表示された口座にお振り込みのうえ、金額、振込の参照番号、振込名義を入力してください。振込明細の画像があれば添付できます。スタッフが振込を確認し、ウォレットに入金します。</li></ul>',
          TH: '<p>หน้า<strong>ฝากเงิน</strong>แสดงช่องทางชำระเงินที่เว็บไซต์นี้เปิดให้บริการ เช่น ธนาคารออนไลน์ จ่ายด้วย QR และโอนผ่านธนาคาร พร้อมยอดขั้นต่ำและสูงสุดของแต่ละช่องทาง (บางช่องทางรับเฉพาะจำนวนเงินคงที่ที่แสดงไว้)</p><ul><li><strong>ธนาคารออนไลน์และจ่ายด้วย QR</strong>: หน้าชำระเงินจะเปิดในแท็บใหม่ ชำระเงินให้เสร็จที่หน้านั้น เมื่อการชำระเงินได้รับการยืนยันแล้ว หน้าฝากเงินจะอัปเดตเอง</li><li><strong>โอนผ่านธนาคาร</strong>: โอนเงินเข้าบัญชีที่แสดง แล้วกรอกจำนวนเงิน เลขอ้างอิงการโอน และชื่อผู้โอน แนบรูปสลิปได้หากมี เจ้าหน้าที่จะตรวจสอบการโอนและเติมเงินเข้ากระเป๋าเงินของท่าน</li></ul>',
          VI: '<p>Trang <strong>Nạp tiền</strong> liệt kê các kênh thanh toán mà trang web cung cấp, chẳng hạn ngân hàng trực tuyến, thanh toán QR và chuyển khoản ngân hàng, kèm số tiền tối thiểu và tối đa của từng kênh (một số kênh chỉ nhận các mức tiền cố định được hiển thị).</p><ul><li><strong>Ngân hàng trực tuyến và thanh toán QR</strong>: trang thanh toán sẽ mở trong một thẻ mới. Quý khách hoàn tất thanh toán tại đó; trang Nạp tiền sẽ tự cập nhật khi khoản thanh toán được xác nhận.</li><li><strong>Chuyển khoản ngân hàng</strong>: chuyển tiền vào tài khoản được hiển thị, sau đó nhập số tiền, nội dung tham chiếu và tên người chuyển, có thể đính kèm ảnh biên lai nếu có. Nhân viên của chúng tôi sẽ kiểm tra giao dịch và cộng tiền vào ví của quý khách.</li></ul>',
          UR: '<p><strong>ڈپازٹ</strong> کے صفحے پر وہ ادائیگی چینلز درج ہیں جو یہ سائٹ پیش کرتی ہے، مثلاً آن لائن بینکنگ، کیو آر ادائیگی اور بینک ٹرانسفر، ہر ایک کی کم از کم اور زیادہ سے زیادہ رقم کے ساتھ (کچھ چینلز صرف دکھائی گئی مقررہ رقوم قبول کرتے ہیں)۔</p><ul><li><strong>آن لائن بینکنگ اور کیو آر ادائیگی</strong>: ادائیگی کا صفحہ نئی ٹیب میں کھلتا ہے۔ وہاں ادائیگی مکمل کریں؛ ادائیگی کی تصدیق ہوتے ہی ڈپازٹ کا صفحہ خود اپ ڈیٹ ہو جاتا ہے۔</li><li><strong>بینک ٹرانسفر</strong>: دکھائے گئے اکاؤنٹ میں رقم بھیجیں، پھر رقم، ٹرانسفر کا ریفرنس اور بھیجنے والے کا نام درج کریں، اور اگر رسید ہو تو اس کی تصویر لگا دیں۔ ہمارا عملہ ٹرانسفر کی جانچ کر کے رقم آپ کے والٹ میں جمع کر دیتا ہے۔</li></ul>',
        },
      },
      {
        question: {
          EN: 'How do I withdraw?',
          CN: '如何取款？',
          JA: '出金の方法は？',
          TH: 'ถอนเงินอย่างไร?',
          VI: 'Làm thế nào để rút tiền?',
          UR: 'رقم کیسے نکلواؤں؟',
        },
        answer: {
          EN: '<p>Before your first withdrawal:</p><ul><li>set a <strong>payment password</strong> in My account</li><li>add a payout account (a bank or e-wallet account in your own name) with <strong>Add account</strong> on the <strong>Withdrawal</strong> page. The account name must match your payee name, which cannot be changed once set</li></ul><p>Then enter the amount and your payment password. Before you confirm, the page shows the minimum and maximum per request and the charge, if any; the number and total of withdrawals per day are limited too. Your bets since your last withdrawal must add up to at least what you deposited in that time; if they do not yet, the page tells you how much is left. Our staff review every request: follow it under <strong>Withdrawal records</strong>, and once it is paid out, confirm whether you received the money.</p>',
          CN: '<p>首次取款前，请先：</p><ul><li>在“我的账户”中设置<strong>支付密码</strong></li><li>在<strong>取款</strong>页面点击<strong>添加账户</strong>，绑定一个您本人名下的银行或电子钱包收款账户。账户名必须与您的收款人姓名一致，收款人姓名一经设置便无法修改</li></ul><p>之后输入取款金额和支付密码即可。确认前，页面会显示单笔最低和最高金额以及手续费（如有）；每天的取款次数和总额也有上限。自上次取款以来，您的投注总额须至少达到同期的存款总额；如尚未达到，页面会告诉您还差多少。每笔申请都由工作人员审核，您可以在<strong>取款记录</strong>中查看进度，出款后请确认是否已收到款项。</p>',
          JA: '<p>初めて出金する前に：</p><ul><li>マイアカウントで<strong>支払いパスワード</strong>を設定してください</li><li><strong>出金</strong>ページの<strong>口座を追加</strong>から、ご本人名義の銀行口座または電子ウォレットを出金先として登録してください。口座名義は受取人名と一致している必要があり、受取人名は一度設定すると変更できません</li></ul><p>その後、金額と支払いパスワードを入力します。確定前に、1回あたりの最低・最高金額と手数料（かかる場合）が表示されます。1日の出金回数と合計額にも上限があります。前回の出金以降のベット額の合計が、同じ期間の入金額以上である必要があり、まだ足りない場合はあといくら必要かがページに表示されます。申請はすべてスタッフが審査します。進捗は<strong>出金履歴</strong>で確認でき、支払い後はお金を受け取ったかどうかをご回答ください。</p>',
          TH: '<p>ก่อนถอนเงินครั้งแรก:</p><ul><li>ตั้ง<strong>รหัสผ่านการชำระเงิน</strong>ที่บัญชีของฉัน</li><li>เพิ่มบัญชีรับเงิน (บัญชีธนาคารหรืออีวอลเล็ตในชื่อของท่านเอง) ด้วยปุ่ม<strong>เพิ่มบัญชี</strong>ที่หน้า<strong>ถอนเงิน</strong> ชื่อบัญชีต้องตรงกับชื่อผู้รับเงินของท่าน ซึ่งเปลี่ยนไม่ได้เมื่อตั้งแล้ว</li></ul><p>จากนั้นกรอกจำนวนเงินและรหัสผ่านการชำระเงิน ก่อนยืนยัน หน้านี้จะแสดงยอดขั้นต่ำและสูงสุดต่อครั้ง และค่าธรรมเนียม (ถ้ามี) ทั้งนี้จำนวนครั้งและยอดรวมการถอนในแต่ละวันมีขีดจำกัดด้วย ยอดเดิมพันรวมของท่านนับตั้งแต่การถอนครั้งล่าสุดต้องไม่น้อยกว่ายอดฝากในช่วงเวลาเดียวกัน หากยังไม่ถึง หน้านี้จะแจ้งว่ายังขาดอีกเท่าใด เจ้าหน้าที่จะตรวจสอบทุกคำขอ ท่านติดตามสถานะได้ที่<strong>ประวัติการถอน</strong> และเมื่อจ่ายเงินแล้ว กรุณายืนยันว่าได้รับเงินหรือไม่</p>',
          VI: '<p>Trước lần rút tiền đầu tiên:</p><ul><li>đặt <strong>mật khẩu thanh toán</strong> trong Tài khoản của tôi</li><li>thêm tài khoản nhận tiền (tài khoản ngân hàng hoặc ví điện tử đứng tên chính quý khách) bằng nút <strong>Thêm tài khoản</strong> trên trang <strong>Rút tiền</strong>. Tên tài khoản phải trùng với tên người nhận của quý khách, và tên này không thể thay đổi sau khi đã đặt</li></ul><p>Sau đó nhập số tiền và mật khẩu thanh toán. Trước khi xác nhận, trang sẽ hiển thị số tiền tối thiểu, tối đa mỗi lần và phí (nếu có); số lần và tổng số tiền rút mỗi ngày cũng có giới hạn. Tổng tiền cược kể từ lần rút gần nhất phải ít nhất bằng số tiền đã nạp trong cùng khoảng thời gian; nếu chưa đủ, trang sẽ cho biết còn thiếu bao nhiêu. Nhân viên của chúng tôi xét duyệt từng yêu cầu: quý khách theo dõi tại <strong>Lịch sử rút</strong>, và sau khi tiền được chi trả, vui lòng xác nhận đã nhận được tiền hay chưa.</p>',
          UR: '<p>پہلی بار رقم نکلوانے سے پہلے:</p><ul><li>میرا اکاؤنٹ میں <strong>ادائیگی کا پاس ورڈ</strong> بنائیں</li><li><strong>رقم نکلوائیں</strong> کے صفحے پر <strong>اکاؤنٹ شامل کریں</strong> سے اپنے نام کا بینک یا ای والٹ اکاؤنٹ شامل کریں۔ اکاؤنٹ کا نام آپ کے وصول کنندہ کے نام سے ملنا چاہیے، جو ایک بار درج ہونے کے بعد بدلا نہیں جا سکتا</li></ul><p>پھر رقم اور ادائیگی کا پاس ورڈ درج کریں۔ تصدیق سے پہلے صفحہ فی درخواست کم از کم اور زیادہ سے زیادہ رقم اور فیس (اگر ہو) دکھاتا ہے؛ روزانہ رقم نکلوانے کی تعداد اور کل رقم کی بھی حد ہے۔ پچھلی بار رقم نکلوانے کے بعد سے آپ کی بیٹس کا مجموعہ کم از کم اسی عرصے میں جمع کرائی گئی رقم کے برابر ہونا چاہیے؛ اگر ابھی کم ہو تو صفحہ بتا دیتا ہے کہ کتنا باقی ہے۔ ہر درخواست کی جانچ ہمارا عملہ کرتا ہے: اس کی صورتحال <strong>نکلوانے کا ریکارڈ</strong> میں دیکھیں، اور ادائیگی کے بعد بتائیں کہ رقم آپ کو ملی یا نہیں۔</p>',
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
          EN: '<p>A deposit is credited once its payment is confirmed: by the payment provider for an online payment, by our staff for a bank transfer. Check the order under <strong>Deposit records</strong>:</p><ul><li><strong>Pending</strong>: the payment is not confirmed yet. An online payment you did not finish expires when its payment window closes, and you can cancel a pending order yourself.</li><li><strong>Failed</strong>, <strong>Cancelled</strong>, <strong>Expired</strong> or <strong>Rejected</strong>: nothing was credited for this order.</li></ul><p>If the payment provider confirms a payment for a failed, cancelled or expired order after all, it is still credited. If you paid and the order does not become <strong>Paid</strong>, contact customer service with the order number and your receipt.</p>',
          CN: '<p>存款在付款得到确认后入账：在线支付由支付服务商确认，银行转账由我们的工作人员确认。请在<strong>存款记录</strong>中查看订单：</p><ul><li><strong>处理中</strong>：付款尚未确认。未完成的在线付款会在付款时限结束后过期；您也可以自行取消处理中的订单。</li><li><strong>失败</strong>、<strong>已取消</strong>、<strong>已过期</strong>或<strong>已拒绝</strong>：该订单没有入账。</li></ul><p>如果支付服务商事后确认了失败、已取消或已过期订单的付款，款项仍会入账。如果您已付款但订单一直没有变为<strong>已付款</strong>，请提供订单号和付款凭证联系客服。</p>',
          JA: '<p>入金は、支払いが確認された時点で反映されます。オンライン決済は決済事業者が、銀行振込は当社スタッフが確認します。<strong>入金履歴</strong>で注文をご確認ください：</p><ul><li><strong>処理中</strong>：支払いがまだ確認されていません。完了していないオンライン決済は支払い期限が過ぎると期限切れになります。処理中の注文はご自身で取り消すこともできます。</li><li><strong>失敗</strong>・<strong>取り消し済み</strong>・<strong>期限切れ</strong>・<strong>却下</strong>：この注文では入金されていません。</li></ul><p>失敗・取り消し済み・期限切れの注文でも、後から決済事業者が支払いを確認した場合は入金されます。支払ったのに注文が<strong>支払い済み</strong>にならない場合は、注文番号と支払いの控えを添えてカスタマーサービスまでお問い合わせください。</p>',
          TH: '<p>ยอดฝากจะเข้าบัญชีเมื่อการชำระเงินได้รับการยืนยัน: ผู้ให้บริการชำระเงินเป็นผู้ยืนยันการชำระเงินออนไลน์ และเจ้าหน้าที่ของเราเป็นผู้ยืนยันการโอนผ่านธนาคาร ตรวจสอบรายการได้ที่<strong>ประวัติการฝาก</strong>:</p><ul><li><strong>รอดำเนินการ</strong>: การชำระเงินยังไม่ได้รับการยืนยัน การชำระเงินออนไลน์ที่ท่านทำไม่เสร็จจะหมดอายุเมื่อพ้นเวลาชำระเงิน และท่านยกเลิกรายการที่รอดำเนินการได้เอง</li><li><strong>ไม่สำเร็จ</strong> <strong>ยกเลิกแล้ว</strong> <strong>หมดอายุ</strong> หรือ<strong>ถูกปฏิเสธ</strong>: รายการนี้ไม่มีการเติมเงิน</li></ul><p>หากผู้ให้บริการชำระเงินยืนยันการชำระเงินของรายการที่ไม่สำเร็จ ยกเลิกแล้ว หรือหมดอายุในภายหลัง เงินจะยังคงเข้าบัญชี หากท่านชำระเงินแล้วแต่รายการไม่เปลี่ยนเป็น<strong>ชำระแล้ว</strong> กรุณาติดต่อฝ่ายบริการลูกค้าพร้อมเลขที่รายการและหลักฐานการชำระเงิน</p>',
          VI: '<p>Tiền nạp được cộng khi khoản thanh toán được xác nhận: bởi nhà cung cấp thanh toán đối với thanh toán trực tuyến, bởi nhân viên của chúng tôi đối với chuyển khoản ngân hàng. Kiểm tra lệnh nạp tại <strong>Lịch sử nạp</strong>:</p><ul><li><strong>Đang xử lý</strong>: khoản thanh toán chưa được xác nhận. Thanh toán trực tuyến chưa hoàn tất sẽ hết hạn khi hết thời gian thanh toán, và quý khách có thể tự hủy lệnh đang xử lý.</li><li><strong>Thất bại</strong>, <strong>Đã hủy</strong>, <strong>Hết hạn</strong> hoặc <strong>Bị từ chối</strong>: lệnh này không được cộng tiền.</li></ul><p>Nếu sau đó nhà cung cấp thanh toán vẫn xác nhận khoản thanh toán của một lệnh thất bại, đã hủy hoặc hết hạn, tiền vẫn được cộng. Nếu quý khách đã thanh toán mà lệnh không chuyển sang <strong>Đã thanh toán</strong>, vui lòng liên hệ bộ phận chăm sóc khách hàng kèm mã lệnh và biên lai.</p>',
          UR: '<p>ڈپازٹ اس وقت اکاؤنٹ میں آتا ہے جب اس کی ادائیگی کی تصدیق ہو جائے: آن لائن ادائیگی کی تصدیق ادائیگی فراہم کنندہ کرتا ہے اور بینک ٹرانسفر کی ہمارا عملہ۔ <strong>جمع کا ریکارڈ</strong> میں آرڈر دیکھیں:</p><ul><li><strong>زیر التوا</strong>: ادائیگی کی ابھی تصدیق نہیں ہوئی۔ جو آن لائن ادائیگی آپ نے مکمل نہ کی ہو وہ ادائیگی کا وقت ختم ہونے پر ختم ہو جاتی ہے، اور زیر التوا آرڈر آپ خود بھی منسوخ کر سکتے ہیں۔</li><li><strong>ناکام</strong>، <strong>منسوخ</strong>، <strong>میعاد ختم</strong> یا <strong>مسترد</strong>: اس آرڈر پر کوئی رقم جمع نہیں ہوئی۔</li></ul><p>اگر ادائیگی فراہم کنندہ بعد میں کسی ناکام، منسوخ یا میعاد ختم آرڈر کی ادائیگی کی تصدیق کر دے تو رقم پھر بھی جمع ہو جاتی ہے۔ اگر آپ نے ادائیگی کر دی ہے اور آرڈر <strong>ادا شدہ</strong> نہیں ہوتا تو آرڈر نمبر اور رسید کے ساتھ کسٹمر سروس سے رابطہ کریں۔</p>',
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
          EN: '<p>Each spin is settled by the game, not by your screen: if you lose the connection, a win is still credited to your main wallet, and a spin that cannot be completed is cancelled and its bet returned. To see how a round ended, open your <strong>Betting record</strong> and choose <strong>See this round</strong>: it shows the symbols, the winning lines and your balance after the round.</p>',
          CN: '<p>每次旋转的结果由游戏结算，与您的屏幕无关：即使连接中断，赢得的奖金仍会存入您的主钱包；无法完成的旋转会被取消，投注金额将退回。要查看某一局的结果，请打开<strong>投注记录</strong>并点击<strong>查看本局</strong>，即可看到转轴上的图案、中奖线以及该局结束后的余额。</p>',
          JA: '<p>スピンの結果は画面ではなくゲーム側で確定します。接続が切れても獲得金はメインウォレットに入金され、完了できなかったスピンは取り消されてベット額が返還されます。ラウンドの結果は、<strong>ベット履歴</strong>で<strong>このラウンドを見る</strong>を選ぶと確認でき、リールの図柄、当たりライン、ラウンド後の残高が表示されます。</p>',
          TH: '<p>ผลของแต่ละการหมุนตัดสินโดยตัวเกม ไม่ได้ขึ้นอยู่กับหน้าจอของท่าน แม้การเชื่อมต่อจะหลุด เงินรางวัลก็ยังเข้ากระเป๋าเงินหลักของท่าน และการหมุนที่ทำไม่สำเร็จจะถูกยกเลิกพร้อมคืนเงินเดิมพัน ดูผลของแต่ละรอบได้ที่<strong>ประวัติการเดิมพัน</strong> โดยเลือก<strong>ดูรอบนี้</strong> ซึ่งจะแสดงสัญลักษณ์บนวงล้อ ไลน์ที่ชนะ และยอดเงินหลังจบรอบ</p>',
          VI: '<p>Kết quả mỗi lượt quay do trò chơi xử lý, không phụ thuộc vào màn hình của quý khách: kể cả khi mất kết nối, tiền thắng vẫn được cộng vào ví chính, còn lượt quay không thể hoàn tất sẽ bị hủy và tiền cược được hoàn lại. Để xem một ván kết thúc thế nào, mở <strong>Lịch sử cược</strong> và chọn <strong>Xem ván này</strong>: trang sẽ hiển thị các biểu tượng trên cuộn, các dòng thắng và số dư sau ván.</p>',
          UR: '<p>ہر اسپن کا نتیجہ گیم طے کرتی ہے، آپ کی اسکرین نہیں: کنکشن ٹوٹ جانے پر بھی جیتی ہوئی رقم آپ کے مین والٹ میں آ جاتی ہے، اور جو اسپن مکمل نہ ہو سکے وہ منسوخ ہو کر اس کی شرط واپس کر دی جاتی ہے۔ کسی راؤنڈ کا نتیجہ دیکھنے کے لیے <strong>شرط کا ریکارڈ</strong> کھولیں اور <strong>یہ راؤنڈ دیکھیں</strong> منتخب کریں: اس میں ریلز کی علامتیں، جیتنے والی لائنیں اور راؤنڈ کے بعد کا بیلنس نظر آتا ہے۔</p>',
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
          EN: '<p>Yes, with play money, in two ways:</p><ul><li><strong>Free trial</strong>: games that offer it open with the game’s own play money, without logging in.</li><li><strong>Free play</strong> (side menu or login form): a trial account with a play-money balance, no sign-up needed. Deposits, withdrawals and transfers need a real account.</li></ul><p>Play money has no cash value and cannot be withdrawn.</p>',
          CN: '<p>可以，使用虚拟游戏币，有两种方式：</p><ul><li>游戏卡片上的<strong>免费试玩</strong>：支持试玩的游戏无需登录即可打开，使用游戏自带的虚拟币。</li><li>侧边菜单或登录框中的<strong>免费试玩</strong>：无需注册，即可获得一个带有虚拟余额的试玩账户。存款、取款和转账需使用正式账户。</li></ul><p>虚拟游戏币没有现金价值，不能提取。</p>',
          JA: '<p>はい。プレイマネーで遊ぶ方法が2つあります：</p><ul><li><strong>無料体験</strong>：対応しているゲームは、ログインせずにゲーム独自のプレイマネーで遊べます。</li><li><strong>無料で遊ぶ</strong>（サイドメニューまたはログインフォーム）：登録不要で、プレイマネーの残高が入った体験用アカウントを使えます。入金・出金・送金には本アカウントが必要です。</li></ul><p>プレイマネーに現金としての価値はなく、出金はできません。</p>',
          TH: '<p>ได้ ท่านเล่นด้วยเงินจำลองได้ 2 วิธี:</p><ul><li><strong>ทดลองเล่นฟรี</strong>บนการ์ดเกม: เกมที่รองรับจะเปิดด้วยเงินจำลองของเกมเอง โดยไม่ต้องเข้าสู่ระบบ</li><li><strong>ทดลองเล่นฟรี</strong>ในเมนูด้านข้างหรือแบบฟอร์มเข้าสู่ระบบ: รับบัญชีทดลองพร้อมยอดเงินจำลองโดยไม่ต้องสมัครสมาชิก ส่วนการฝาก ถอน และโอนเงินต้องใช้บัญชีจริง</li></ul><p>เงินจำลองไม่มีมูลค่าเป็นเงินสดและถอนไม่ได้</p>',
          VI: '<p>Có, bằng tiền ảo, theo hai cách:</p><ul><li><strong>Chơi thử miễn phí</strong> trên thẻ trò chơi: các trò chơi hỗ trợ sẽ mở bằng tiền ảo của chính trò chơi, không cần đăng nhập.</li><li><strong>Chơi thử miễn phí</strong> trong menu bên hoặc biểu mẫu đăng nhập: nhận một tài khoản dùng thử có số dư tiền ảo, không cần đăng ký. Nạp tiền, rút tiền và chuyển tiền cần tài khoản thật.</li></ul><p>Tiền ảo không có giá trị quy đổi thành tiền mặt và không thể rút.</p>',
          UR: '<p>جی ہاں، پلے منی سے، دو طریقوں سے:</p><ul><li><strong>مفت آزمائش</strong>: جو گیمز یہ سہولت دیتی ہیں وہ لاگ اِن کے بغیر گیم کی اپنی پلے منی سے کھلتی ہیں۔</li><li><strong>مفت کھیلیں</strong> (سائیڈ مینو یا لاگ اِن فارم میں): رجسٹریشن کے بغیر پلے منی بیلنس والا آزمائشی اکاؤنٹ۔ رقم جمع کرانے، نکلوانے اور منتقل کرنے کے لیے اصل اکاؤنٹ ضروری ہے۔</li></ul><p>پلے منی کی کوئی نقد قیمت نہیں اور اسے نکلوایا نہیں جا سکتا۔</p>',
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
          EN: '<p>The AURORA slots (Aurora Fruits, Star Gems and Lucky Sevens) are <strong>provably fair</strong>:</p><ul><li>before you spin, the game shows the hash of its server seed, a commitment it cannot change afterwards</li><li>each result is worked out from that server seed, your client seed (which you may change) and a counter, the nonce</li><li>when you rotate the seed, the old server seed is revealed, so you can check it against the hash and recompute your rounds; <strong>Verify this round</strong> in your Betting record opens the verifier for a round</li></ul><p>Each slot has a fixed return to player (RTP) of about 96%, shown in the game’s information and the same for every player. RTP is a long-term average: <strong>no game can guarantee winnings</strong>.</p>',
          CN: '<p>AURORA 老虎机（极光水果、星辰宝石、幸运七）采用<strong>可验证公平</strong>机制：</p><ul><li>旋转前，游戏会显示服务器种子的哈希值，这是一项事后无法更改的承诺</li><li>每次结果都由该服务器种子、您的客户端种子（可自行修改）和一个计数器（nonce）计算得出</li><li>更换种子后，旧的服务器种子会被公开，您可以将其与哈希值核对并重新计算各局结果；在投注记录中点击<strong>验证本局</strong>即可打开该局的验证工具</li></ul><p>每款老虎机的玩家回报率（RTP）固定在约96%，显示在游戏信息中，对所有玩家都相同。RTP 是长期平均值，<strong>任何游戏都无法保证赢钱</strong>。</p>',
          JA: '<p>AURORA のスロット（オーロラフルーツ、スタージェム、ラッキーセブン）は<strong>証明可能な公平性</strong>を備えています：</p><ul><li>スピンの前に、ゲームはサーバーシードのハッシュを表示します。これは後から変更できないコミットメントです</li><li>各結果は、そのサーバーシード、お客様のクライアントシード（変更可能）、カウンター（ノンス）から算出されます</li><li>シードを変更すると以前のサーバーシードが公開されるため、ハッシュと照合して各ラウンドを再計算できます。ベット履歴の<strong>このラウンドを検証</strong>から、そのラウンドの検証ツールを開けます</li></ul><p>各スロットのプレイヤー還元率（RTP）は約96%に固定されており、ゲーム情報に表示され、すべてのプレイヤーに共通です。RTPは長期的な平均値であり、<strong>勝利を保証するゲームはありません</strong>。</p>',
          TH: '<p>สล็อต AURORA (ผลไม้ออโรร่า อัญมณีดวงดาว และเลขเจ็ดนำโชค) <strong>พิสูจน์ความยุติธรรมได้</strong>:</p><ul><li>ก่อนหมุน เกมจะแสดงแฮชของเซิร์ฟเวอร์ซีด ซึ่งเป็นคำมั่นที่เปลี่ยนแปลงภายหลังไม่ได้</li><li>ผลแต่ละครั้งคำนวณจากเซิร์ฟเวอร์ซีดนั้น ไคลเอนต์ซีดของท่าน (ซึ่งท่านเปลี่ยนได้) และตัวนับที่เรียกว่านอนซ์</li><li>เมื่อท่านเปลี่ยนซีด เซิร์ฟเวอร์ซีดเดิมจะถูกเปิดเผย ท่านจึงตรวจสอบกับแฮชและคำนวณผลของแต่ละรอบใหม่ได้ ปุ่ม<strong>ตรวจสอบรอบนี้</strong>ในประวัติการเดิมพันจะเปิดเครื่องมือตรวจสอบของรอบนั้น</li></ul><p>สล็อตแต่ละเกมมีอัตราคืนผู้เล่น (RTP) คงที่ประมาณ 96% แสดงไว้ในข้อมูลเกมและเท่ากันสำหรับผู้เล่นทุกคน RTP เป็นค่าเฉลี่ยระยะยาว <strong>ไม่มีเกมใดรับประกันการชนะได้</strong></p>',
          VI: '<p>Các slot AURORA (Trái Cây Cực Quang, Đá Quý Ngôi Sao và Số Bảy May Mắn) <strong>công bằng và có thể kiểm chứng</strong>:</p><ul><li>trước khi quay, trò chơi hiển thị hash của hạt giống máy chủ, một cam kết không thể thay đổi về sau</li><li>mỗi kết quả được tính từ hạt giống máy chủ đó, hạt giống người chơi của quý khách (có thể thay đổi) và một bộ đếm gọi là nonce</li><li>khi quý khách đổi hạt giống, hạt giống máy chủ cũ được công bố, nên quý khách có thể đối chiếu với hash và tính lại các ván đã chơi; nút <strong>Xác minh ván này</strong> trong Lịch sử cược mở công cụ kiểm tra của ván đó</li></ul><p>Mỗi slot có tỷ lệ hoàn trả cho người chơi (RTP) cố định khoảng 96%, được hiển thị trong thông tin trò chơi và như nhau với mọi người chơi. RTP là mức trung bình dài hạn: <strong>không trò chơi nào đảm bảo chiến thắng</strong>.</p>',
          UR: '<p>AURORA سلاٹس (اورورا فروٹس، ستارہ جواہرات اور خوش قسمت سات) <strong>قابلِ تصدیق منصفانہ</strong> ہیں:</p><ul><li>اسپن سے پہلے گیم اپنے سرور سیڈ کا ہیش دکھاتی ہے، ایک ایسا وعدہ جو بعد میں بدلا نہیں جا سکتا</li><li>ہر نتیجہ اسی سرور سیڈ، آپ کے کلائنٹ سیڈ (جسے آپ بدل سکتے ہیں) اور ایک کاؤنٹر یعنی نانس سے نکالا جاتا ہے</li><li>سیڈ بدلنے پر پرانا سرور سیڈ ظاہر کر دیا جاتا ہے، تاکہ آپ اسے ہیش سے ملا کر اپنے راؤنڈز کا دوبارہ حساب لگا سکیں؛ شرط کے ریکارڈ میں <strong>اس راؤنڈ کی تصدیق کریں</strong> اس راؤنڈ کا تصدیقی ٹول کھول دیتا ہے</li></ul><p>ہر سلاٹ کا ریٹرن ٹو پلیئر (RTP) تقریباً 96% پر مقرر ہے، جو گیم کی معلومات میں درج ہے اور ہر کھلاڑی کے لیے یکساں ہے۔ RTP ایک طویل مدتی اوسط ہے: <strong>کوئی بھی گیم جیت کی ضمانت نہیں دے سکتی</strong>۔</p>',
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
          EN: 'Can I set a deposit limit or exclude myself?',
          CN: '可以设置存款限额或自我禁入吗？',
          JA: '入金上限の設定や自己排除はできますか？',
          TH: 'ตั้งวงเงินฝากหรือระงับบัญชีด้วยตนเองได้หรือไม่?',
          VI: 'Tôi có thể đặt giới hạn nạp tiền hoặc tự loại trừ không?',
          UR: 'کیا میں ڈپازٹ کی حد مقرر کر سکتا ہوں یا سیلف ایکسکلوژن اختیار کر سکتا ہوں؟',
        },
        answer: {
          EN: '<p><strong>Not yet.</strong> Deposit limits, time-outs and self-exclusion are not available on this site yet; we will announce them in the notices when they are. Until then, decide on a budget before you play, stop when you reach it, and keep track with your records (see the next question).</p>',
          CN: '<p><strong>暂时还不行。</strong>本站目前尚未提供存款限额、冷静期和自我禁入功能，上线时我们会在公告中通知。在此之前，请在游戏前定好预算，达到预算即停止，并通过您的各项记录掌握自己的情况（见下一个问题）。</p>',
          JA: '<p><strong>現在はまだできません。</strong>入金上限、タイムアウト、自己排除の機能は、このサイトではまだ提供していません。提供を開始する際はお知らせでご案内します。それまでは、プレイ前に予算を決めて上限に達したらやめ、各種履歴（次の質問をご覧ください）で状況を把握してください。</p>',
          TH: '<p><strong>ยังไม่ได้</strong> ขณะนี้เว็บไซต์ยังไม่มีการตั้งวงเงินฝาก การพักการเล่นชั่วคราว และการระงับบัญชีด้วยตนเอง เมื่อเปิดให้บริการแล้วเราจะแจ้งในประกาศ ระหว่างนี้ กรุณากำหนดงบประมาณก่อนเล่น หยุดเมื่อถึงงบที่ตั้งไว้ และติดตามการเล่นจากประวัติต่าง ๆ ของท่าน (ดูคำถามถัดไป)</p>',
          VI: '<p><strong>Hiện chưa thể.</strong> Trang web chưa có tính năng giới hạn nạp tiền, tạm ngưng và tự loại trừ; chúng tôi sẽ thông báo khi các tính năng này ra mắt. Trong thời gian này, hãy đặt ngân sách trước khi chơi, dừng lại khi đã chạm mức đó và theo dõi qua các lịch sử của quý khách (xem câu hỏi tiếp theo).</p>',
          UR: '<p><strong>ابھی نہیں۔</strong> ڈپازٹ کی حد، ٹائم آؤٹ اور سیلف ایکسکلوژن اس سائٹ پر ابھی دستیاب نہیں ہیں؛ دستیاب ہونے پر ہم نوٹسز میں اعلان کریں گے۔ تب تک کھیلنے سے پہلے اپنا بجٹ طے کریں، اس تک پہنچ کر رک جائیں، اور اپنے ریکارڈز سے حساب رکھیں (اگلا سوال دیکھیں)۔</p>',
        },
      },
      {
        question: {
          EN: 'How can I keep track of my play?',
          CN: '如何掌握自己的游戏情况？',
          JA: '自分のプレイ状況を確認するには？',
          TH: 'จะติดตามการเล่นของตนเองได้อย่างไร?',
          VI: 'Làm thế nào để theo dõi việc chơi của tôi?',
          UR: 'میں اپنے کھیل کا حساب کیسے رکھوں؟',
        },
        answer: {
          EN: '<p>Your records are in the member centre:</p><ul><li><strong>Betting record</strong>: every round of the last 3 months with its bet and win</li><li><strong>Account record</strong>: every movement of your main wallet, with the balance after it</li><li><strong>Personal profit and loss</strong>: your results by day and game type</li><li><strong>Deposit records</strong> and <strong>Withdrawal records</strong> on the Deposit and Withdrawal pages</li></ul>',
          CN: '<p>您的各项记录都在会员中心：</p><ul><li><strong>投注记录</strong>：近3个月内每一局的投注额和派彩</li><li><strong>账户记录</strong>：主钱包的每一笔变动及变动后的余额</li><li><strong>个人盈亏</strong>：按日期和游戏类型汇总的输赢</li><li>存款和取款页面中的<strong>存款记录</strong>与<strong>取款记录</strong></li></ul>',
          JA: '<p>各種履歴は会員センターで確認できます：</p><ul><li><strong>ベット履歴</strong>：過去3か月の各ラウンドのベット額と獲得額</li><li><strong>口座履歴</strong>：メインウォレットのすべての入出金と、その後の残高</li><li><strong>個人損益</strong>：日別・ゲーム種類別の損益</li><li>入金・出金ページの<strong>入金履歴</strong>と<strong>出金履歴</strong></li></ul>',
          TH: '<p>ประวัติทั้งหมดของท่านอยู่ในศูนย์สมาชิก:</p><ul><li><strong>ประวัติการเดิมพัน</strong>: ทุกรอบย้อนหลัง 3 เดือน พร้อมยอดเดิมพันและเงินรางวัล</li><li><strong>ประวัติบัญชี</strong>: ทุกรายการเคลื่อนไหวของกระเป๋าเงินหลัก พร้อมยอดคงเหลือหลังรายการ</li><li><strong>กำไรขาดทุนส่วนตัว</strong>: ผลได้เสียรายวันแยกตามประเภทเกม</li><li><strong>ประวัติการฝาก</strong>และ<strong>ประวัติการถอน</strong>ที่หน้าฝากเงินและถอนเงิน</li></ul>',
          VI: '<p>Các lịch sử của quý khách nằm trong Trung tâm thành viên:</p><ul><li><strong>Lịch sử cược</strong>: từng ván trong 3 tháng gần nhất, kèm tiền cược và tiền thắng</li><li><strong>Lịch sử tài khoản</strong>: mọi biến động của ví chính, kèm số dư sau mỗi giao dịch</li><li><strong>Lãi lỗ cá nhân</strong>: kết quả theo ngày và loại trò chơi</li><li><strong>Lịch sử nạp</strong> và <strong>Lịch sử rút</strong> trên trang Nạp tiền và Rút tiền</li></ul>',
          UR: '<p>آپ کے ریکارڈز ممبر سینٹر میں ہیں:</p><ul><li><strong>شرط کا ریکارڈ</strong>: گزشتہ 3 ماہ کا ہر راؤنڈ، اس کی شرط اور جیت کے ساتھ</li><li><strong>اکاؤنٹ ریکارڈ</strong>: مین والٹ میں ہر آمد و رفت، اس کے بعد کے بیلنس کے ساتھ</li><li><strong>ذاتی نفع و نقصان</strong>: دن اور گیم کی قسم کے لحاظ سے آپ کے نتائج</li><li>ڈپازٹ اور رقم نکلوانے کے صفحات پر <strong>جمع کا ریکارڈ</strong> اور <strong>نکلوانے کا ریکارڈ</strong></li></ul>',
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
          EN: '<p>If gambling stops being fun, please talk to someone. Warning signs include:</p><ul><li>Chasing losses</li><li>Spending more money or time than you planned</li><li>Hiding your gambling from family or friends</li></ul><p>Talk to someone you trust, or contact a gambling support organisation in your country. You can also reach us through <strong>Customer service</strong> in the menu.</p>',
          CN: '<p>如果博彩不再带来乐趣，请及时向他人倾诉。需警惕的迹象包括：</p><ul><li>试图追回损失</li><li>花费的金钱或时间超出计划</li><li>向家人或朋友隐瞒博彩行为</li></ul><p>请与您信任的人谈谈，或联系您所在国家或地区的问题博彩援助机构。您也可以通过菜单中的<strong>在线客服</strong>联系我们。</p>',
          JA: '<p>ギャンブルを楽しめなくなったら、誰かに相談してください。次のような兆候に注意しましょう：</p><ul><li>負けを取り戻そうとする</li><li>予定以上のお金や時間を使ってしまう</li><li>家族や友人にギャンブルのことを隠す</li></ul><p>信頼できる人に話すか、お住まいの国のギャンブル問題の支援機関にご相談ください。メニューの<strong>カスタマーサービス</strong>から当社に連絡することもできます。</p>',
          TH: '<p>หากการพนันไม่สนุกอีกต่อไป กรุณาพูดคุยกับใครสักคน สัญญาณเตือนได้แก่:</p><ul><li>พยายามเล่นเพื่อเอาเงินที่เสียไปคืน</li><li>ใช้เงินหรือเวลามากกว่าที่ตั้งใจไว้</li><li>ปิดบังการเล่นพนันจากครอบครัวหรือเพื่อน</li></ul><p>พูดคุยกับคนที่ท่านไว้ใจ หรือติดต่อหน่วยงานช่วยเหลือด้านปัญหาการพนันในประเทศของท่าน ท่านยังติดต่อเราได้ทาง<strong>ฝ่ายบริการลูกค้า</strong>ในเมนู</p>',
          VI: '<p>Nếu cá cược không còn vui, hãy chia sẻ với ai đó. Các dấu hiệu cảnh báo gồm:</p><ul><li>Cố gỡ lại số tiền đã thua</li><li>Tiêu nhiều tiền hoặc thời gian hơn dự định</li><li>Giấu gia đình hoặc bạn bè việc mình cá cược</li></ul><p>Hãy nói chuyện với người quý khách tin tưởng, hoặc liên hệ một tổ chức hỗ trợ về vấn đề cờ bạc tại quốc gia của quý khách. Quý khách cũng có thể liên hệ chúng tôi qua mục <strong>Chăm sóc khách hàng</strong> trong menu.</p>',
          UR: '<p>اگر جوا تفریح نہیں رہا تو براہِ کرم کسی سے بات کریں۔ خطرے کی علامات میں شامل ہیں:</p><ul><li>ہارا ہوا پیسہ واپس جیتنے کی کوشش کرنا</li><li>منصوبے سے زیادہ پیسہ یا وقت خرچ کرنا</li><li>اپنے جوئے کو گھر والوں یا دوستوں سے چھپانا</li></ul><p>کسی قابلِ اعتماد شخص سے بات کریں، یا اپنے ملک میں جوئے کے مسائل میں مدد کرنے والے کسی ادارے سے رابطہ کریں۔ آپ مینو میں <strong>کسٹمر سروس</strong> کے ذریعے ہم سے بھی رابطہ کر سکتے ہیں۔</p>',
        },
      },
    ],
  },
];
