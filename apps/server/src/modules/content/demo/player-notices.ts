import { notice, type Draft } from './drafts.js';

/**
 * Player notices (type PL) of the demo merchant, in display order. They describe only what the site
 * does today (docs/product.md); a feature that does not exist yet is named only to say so.
 */
export const PLAYER_NOTICES: Draft[] = [
  notice('PL', {
    title: {
      EN: 'Aurora Slots: three provably fair slots',
      CN: '极光老虎机：三款可验证公平的游戏',
      JA: 'オーロラスロット：証明可能な公平性を備えた3つのスロット',
      TH: 'ออโรร่า สล็อต: สล็อต 3 เกมที่พิสูจน์ความยุติธรรมได้',
      VI: 'Aurora Slots: ba trò slot công bằng, có thể kiểm chứng',
      UR: 'اورورا سلاٹس: تین قابلِ تصدیق منصفانہ سلاٹس',
    },
    content: {
      EN: '<p>Our in-house vendor <strong>Aurora Slots</strong> offers three 5-reel slots: <strong>Aurora Fruits</strong>, <strong>Star Gems</strong> and <strong>Lucky Sevens</strong>.</p><ul><li>Each one shows the hash of its server seed before you spin, and you may set your own client seed</li><li>Rotate the seed to reveal the old server seed and verify your rounds</li><li>The return to player is fixed at about 96%, the same for every player</li></ul><p>No game can guarantee winnings. Please play responsibly.</p>',
      CN: '<p>我们的自营游戏厂商<strong>极光老虎机</strong>提供三款5轴老虎机：<strong>极光水果</strong>、<strong>星辰宝石</strong>和<strong>幸运七</strong>。</p><ul><li>每款游戏都会在旋转前显示服务器种子的哈希值，您也可以设置自己的客户端种子</li><li>更换种子即可公开旧的服务器种子，并验证您的各局结果</li><li>玩家回报率固定在约96%，对所有玩家都相同</li></ul><p>任何游戏都无法保证赢钱，请理性娱乐。</p>',
      JA: '<p>自社プロバイダーの<strong>オーロラスロット</strong>では、5リールのスロット<strong>オーロラフルーツ</strong>、<strong>スタージェム</strong>、<strong>ラッキーセブン</strong>の3つをお楽しみいただけます。</p><ul><li>どのゲームもスピン前にサーバーシードのハッシュを表示し、クライアントシードはご自身で設定できます</li><li>シードを変更すると以前のサーバーシードが公開され、ラウンドを検証できます</li><li>プレイヤー還元率は約96%に固定され、すべてのプレイヤーに共通です</li></ul><p>勝利を保証するゲームはありません。責任を持ってお楽しみください。</p>',
      TH: '<p>ผู้ให้บริการเกมของเราเอง <strong>ออโรร่า สล็อต</strong> มีสล็อต 5 วงล้อ 3 เกม ได้แก่ <strong>ผลไม้ออโรร่า</strong> <strong>อัญมณีดวงดาว</strong> และ<strong>เลขเจ็ดนำโชค</strong></p><ul><li>ทุกเกมแสดงแฮชของเซิร์ฟเวอร์ซีดก่อนท่านหมุน และท่านตั้งไคลเอนต์ซีดของตนเองได้</li><li>เปลี่ยนซีดเพื่อเปิดเผยเซิร์ฟเวอร์ซีดเดิมและตรวจสอบรอบที่เล่นไป</li><li>อัตราคืนผู้เล่นคงที่ประมาณ 96% และเท่ากันสำหรับผู้เล่นทุกคน</li></ul><p>ไม่มีเกมใดรับประกันการชนะได้ กรุณาเล่นอย่างรับผิดชอบ</p>',
      VI: '<p>Nhà cung cấp trò chơi của chính chúng tôi, <strong>Aurora Slots</strong>, có ba trò slot 5 cuộn: <strong>Trái Cây Cực Quang</strong>, <strong>Đá Quý Ngôi Sao</strong> và <strong>Số Bảy May Mắn</strong>.</p><ul><li>Mỗi trò hiển thị hash hạt giống máy chủ trước khi quý khách quay, và quý khách có thể tự đặt hạt giống người chơi</li><li>Đổi hạt giống để công bố hạt giống máy chủ cũ và kiểm chứng các ván đã chơi</li><li>Tỷ lệ hoàn trả cho người chơi cố định khoảng 96%, như nhau với mọi người chơi</li></ul><p>Không trò chơi nào đảm bảo chiến thắng. Vui lòng chơi có trách nhiệm.</p>',
      UR: '<p>ہمارا اپنا گیم فراہم کنندہ <strong>اورورا سلاٹس</strong> پانچ ریلز والی تین سلاٹس پیش کرتا ہے: <strong>اورورا فروٹس</strong>، <strong>ستارہ جواہرات</strong> اور <strong>خوش قسمت سات</strong>۔</p><ul><li>ہر گیم اسپن سے پہلے اپنے سرور سیڈ کا ہیش دکھاتی ہے، اور آپ اپنا کلائنٹ سیڈ خود مقرر کر سکتے ہیں</li><li>سیڈ بدلیں تو پرانا سرور سیڈ ظاہر ہو جاتا ہے اور آپ اپنے راؤنڈز کی تصدیق کر سکتے ہیں</li><li>ریٹرن ٹو پلیئر تقریباً 96% پر مقرر ہے، ہر کھلاڑی کے لیے یکساں</li></ul><p>کوئی بھی گیم جیت کی ضمانت نہیں دے سکتی۔ براہِ کرم ذمہ داری سے کھیلیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Game recall: see how any round ended',
      CN: '游戏回放：查看任意一局的结果',
      JA: 'ゲームリコール：どのラウンドの結果も確認できます',
      TH: 'ย้อนดูเกม: ดูผลของทุกรอบได้',
      VI: 'Xem lại ván chơi: biết mọi ván đã kết thúc thế nào',
      UR: 'گیم کا جائزہ: ہر راؤنڈ کا نتیجہ دیکھیں',
    },
    content: {
      EN: '<p>Open <strong>Betting record</strong> in the member centre and choose <strong>See this round</strong> on any round: it shows the symbols on the reels, the winning lines and your balance after the round.</p><p>For the AURORA slots, <strong>Verify this round</strong> opens the game’s verifier, where you can check the result against the revealed server seed.</p>',
      CN: '<p>在会员中心打开<strong>投注记录</strong>，在任意一局上点击<strong>查看本局</strong>，即可看到转轴上的图案、中奖线以及该局结束后的余额。</p><p>对于 AURORA 老虎机，点击<strong>验证本局</strong>会打开游戏的验证工具，您可以用已公开的服务器种子核对结果。</p>',
      JA: '<p>会員センターの<strong>ベット履歴</strong>で、ラウンドごとに<strong>このラウンドを見る</strong>を選ぶと、リールの図柄、当たりライン、ラウンド後の残高が表示されます。</p><p>AURORA のスロットでは、<strong>このラウンドを検証</strong>からゲームの検証ツールを開き、公開されたサーバーシードで結果を確認できます。</p>',
      TH: '<p>เปิด<strong>ประวัติการเดิมพัน</strong>ในศูนย์สมาชิก แล้วเลือก<strong>ดูรอบนี้</strong>ที่รอบใดก็ได้ ระบบจะแสดงสัญลักษณ์บนวงล้อ ไลน์ที่ชนะ และยอดเงินหลังจบรอบ</p><p>สำหรับสล็อต AURORA ปุ่ม<strong>ตรวจสอบรอบนี้</strong>จะเปิดเครื่องมือตรวจสอบของเกม ซึ่งท่านใช้ตรวจผลกับเซิร์ฟเวอร์ซีดที่เปิดเผยแล้วได้</p>',
      VI: '<p>Mở <strong>Lịch sử cược</strong> trong Trung tâm thành viên và chọn <strong>Xem ván này</strong> ở bất kỳ ván nào: trang sẽ hiển thị các biểu tượng trên cuộn, các dòng thắng và số dư sau ván.</p><p>Với các slot AURORA, <strong>Xác minh ván này</strong> mở công cụ kiểm tra của trò chơi, nơi quý khách có thể đối chiếu kết quả với hạt giống máy chủ đã được công bố.</p>',
      UR: '<p>ممبر سینٹر میں <strong>شرط کا ریکارڈ</strong> کھولیں اور کسی بھی راؤنڈ پر <strong>یہ راؤنڈ دیکھیں</strong> منتخب کریں: اس میں ریلز کی علامتیں، جیتنے والی لائنیں اور راؤنڈ کے بعد کا بیلنس نظر آتا ہے۔</p><p>AURORA سلاٹس کے لیے <strong>اس راؤنڈ کی تصدیق کریں</strong> گیم کا تصدیقی ٹول کھولتا ہے، جہاں آپ ظاہر شدہ سرور سیڈ سے نتیجہ جانچ سکتے ہیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Not available yet: live casino, sports and lottery',
      CN: '暂未推出：真人娱乐场、体育和彩票',
      JA: '準備中：ライブカジノ、スポーツ、宝くじ',
      TH: 'ยังไม่เปิดให้บริการ: คาสิโนสด กีฬา และหวย',
      VI: 'Chưa có: casino trực tiếp, thể thao và xổ số',
      UR: 'ابھی دستیاب نہیں: لائیو کیسینو، اسپورٹس اور لاٹری',
    },
    content: {
      EN: '<p>Aurora Play offers slots today. <strong>Live casino, sports, e-sports and lottery are not available yet</strong>: their pages stay empty until they open.</p><p>We will announce each one here when it arrives.</p>',
      CN: '<p>Aurora Play 目前提供老虎机游戏。<strong>真人娱乐场、体育、电竞和彩票暂未推出</strong>，在正式上线前，相关页面暂无内容。</p><p>每项内容上线时，我们都会在此公告。</p>',
      JA: '<p>Aurora Play で現在ご利用いただけるのはスロットです。<strong>ライブカジノ、スポーツ、eスポーツ、宝くじはまだ提供していません</strong>。開始するまで、それぞれのページには何も表示されません。</p><p>提供を開始する際は、こちらでお知らせします。</p>',
      TH: '<p>ขณะนี้ Aurora Play มีเกมสล็อต ส่วน<strong>คาสิโนสด กีฬา อีสปอร์ต และหวย ยังไม่เปิดให้บริการ</strong> หน้าของหมวดเหล่านี้จะยังว่างอยู่จนกว่าจะเปิด</p><p>เราจะแจ้งที่นี่เมื่อแต่ละหมวดเปิดให้บริการ</p>',
      VI: '<p>Hiện tại Aurora Play cung cấp các trò slot. <strong>Casino trực tiếp, thể thao, thể thao điện tử và xổ số chưa có</strong>: các trang này sẽ để trống cho đến khi ra mắt.</p><p>Chúng tôi sẽ thông báo tại đây khi từng mục ra mắt.</p>',
      UR: '<p>Aurora Play پر فی الحال سلاٹس دستیاب ہیں۔ <strong>لائیو کیسینو، اسپورٹس، ای اسپورٹس اور لاٹری ابھی دستیاب نہیں ہیں</strong>: ان کے صفحات شروع ہونے تک خالی رہیں گے۔</p><p>ہر ایک کے آنے پر ہم یہاں اعلان کریں گے۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Deposits: online banking, QR pay and bank transfer',
      CN: '存款方式：网银支付、扫码支付和银行转账',
      JA: '入金方法：オンラインバンキング、QR決済、銀行振込',
      TH: 'ช่องทางฝากเงิน: ธนาคารออนไลน์ จ่ายด้วย QR และโอนผ่านธนาคาร',
      VI: 'Nạp tiền: ngân hàng trực tuyến, thanh toán QR và chuyển khoản ngân hàng',
      UR: 'ڈپازٹ: آن لائن بینکنگ، کیو آر ادائیگی اور بینک ٹرانسفر',
    },
    content: {
      EN: '<p>The <strong>Deposit</strong> page offers three ways to pay:</p><ul><li><strong>Online banking</strong> and <strong>QR pay</strong>, through our payment partner: pay on the page that opens, and your wallet is credited as soon as the payment is confirmed</li><li><strong>Bank transfer</strong> to our account: enter your transfer reference and the payer name; our staff check the transfer and credit your wallet</li></ul><p>The minimum and maximum of each channel are shown on the Deposit page.</p>',
      CN: '<p><strong>存款</strong>页面提供三种付款方式：</p><ul><li>通过我们的支付合作方进行<strong>网银支付</strong>和<strong>扫码支付</strong>：在打开的页面中付款，付款确认后立即入账</li><li><strong>银行转账</strong>至我们的账户：填写转账附言和付款人姓名，工作人员核实后为您入账</li></ul><p>各渠道的最低和最高金额请以存款页面显示为准。</p>',
      JA: '<p><strong>入金</strong>ページでは、3つの方法でお支払いいただけます：</p><ul><li>決済パートナーを通じた<strong>オンラインバンキング</strong>と<strong>QR決済</strong>：開いたページで支払うと、支払いが確認され次第ウォレットに反映されます</li><li>当社口座への<strong>銀行振込</strong>：振込の参照番号と振込名義を入力すると、スタッフが振込を確認してウォレットに入金します</li></ul><p>各チャネルの最低・最高金額は入金ページに表示されています。</p>',
      TH: '<p>หน้า<strong>ฝากเงิน</strong>มีช่องทางชำระเงิน 3 แบบ:</p><ul><li><strong>ธนาคารออนไลน์</strong>และ<strong>จ่ายด้วย QR</strong> ผ่านพันธมิตรด้านการชำระเงินของเรา: ชำระเงินในหน้าที่เปิดขึ้น แล้วเงินจะเข้ากระเป๋าเงินทันทีที่การชำระเงินได้รับการยืนยัน</li><li><strong>โอนผ่านธนาคาร</strong>เข้าบัญชีของเรา: กรอกเลขอ้างอิงการโอนและชื่อผู้โอน เจ้าหน้าที่จะตรวจสอบการโอนและเติมเงินเข้ากระเป๋าเงินของท่าน</li></ul><p>ยอดขั้นต่ำและสูงสุดของแต่ละช่องทางแสดงอยู่ที่หน้าฝากเงิน</p>',
      VI: '<p>Trang <strong>Nạp tiền</strong> có ba cách thanh toán:</p><ul><li><strong>Ngân hàng trực tuyến</strong> và <strong>thanh toán QR</strong> qua đối tác thanh toán của chúng tôi: thanh toán trên trang được mở ra, và ví của quý khách được cộng tiền ngay khi khoản thanh toán được xác nhận</li><li><strong>Chuyển khoản ngân hàng</strong> vào tài khoản của chúng tôi: nhập nội dung tham chiếu và tên người chuyển; nhân viên sẽ kiểm tra giao dịch và cộng tiền vào ví của quý khách</li></ul><p>Số tiền tối thiểu và tối đa của từng kênh được hiển thị trên trang Nạp tiền.</p>',
      UR: '<p><strong>ڈپازٹ</strong> کے صفحے پر ادائیگی کے تین طریقے ہیں:</p><ul><li>ہمارے ادائیگی پارٹنر کے ذریعے <strong>آن لائن بینکنگ</strong> اور <strong>کیو آر ادائیگی</strong>: کھلنے والے صفحے پر ادائیگی کریں، ادائیگی کی تصدیق ہوتے ہی رقم آپ کے والٹ میں آ جاتی ہے</li><li>ہمارے اکاؤنٹ میں <strong>بینک ٹرانسفر</strong>: ٹرانسفر کا ریفرنس اور بھیجنے والے کا نام درج کریں؛ ہمارا عملہ ٹرانسفر کی جانچ کر کے رقم آپ کے والٹ میں جمع کر دیتا ہے</li></ul><p>ہر چینل کی کم از کم اور زیادہ سے زیادہ رقم ڈپازٹ کے صفحے پر درج ہے۔</p>',
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
      EN: '<p>Aurora Play is for adults aged <strong>18 and over</strong>. Gambling should be entertainment, never a way to make money or win back losses.</p><ul><li>Decide on a budget before you play and stop when you reach it</li><li>Take regular breaks and keep track of your time</li><li>Check your Account record and Personal profit and loss to see where you stand</li></ul><p>Deposit limits, time-outs and self-exclusion are not available on this site yet. For advice and where to find support, see the <a href="/help">Help Centre</a>.</p>',
      CN: '<p>Aurora Play 仅供<strong>年满18周岁</strong>的成年人使用。博彩应当是一种娱乐，而不是赚钱或挽回损失的途径。</p><ul><li>游戏前先定好预算，达到预算即停止</li><li>定时休息，留意游戏时间</li><li>查看账户记录和个人盈亏，了解自己的输赢情况</li></ul><p>本站目前尚未提供存款限额、冷静期和自我禁入功能。如需建议或了解可向哪里求助，请访问<a href="/help">帮助中心</a>。</p>',
      JA: '<p>Aurora Play は<strong>18歳以上</strong>の方のみご利用いただけます。ギャンブルは娯楽であり、お金を稼いだり損失を取り戻したりする手段ではありません。</p><ul><li>プレイ前に予算を決め、上限に達したらやめる</li><li>定期的に休憩し、プレイ時間を把握する</li><li>口座履歴と個人損益で、ご自身の収支を確認する</li></ul><p>入金上限、タイムアウト、自己排除の機能は、このサイトではまだ提供していません。アドバイスや相談先については<a href="/help">ヘルプセンター</a>をご覧ください。</p>',
      TH: '<p>Aurora Play ให้บริการเฉพาะผู้ที่มีอายุ<strong>18 ปีขึ้นไป</strong>เท่านั้น การพนันควรเป็นเพียงความบันเทิง ไม่ใช่ช่องทางหาเงินหรือถอนทุนคืน</p><ul><li>กำหนดงบประมาณก่อนเล่น และหยุดเมื่อถึงงบที่ตั้งไว้</li><li>พักเป็นระยะและคอยดูเวลาที่ใช้เล่น</li><li>ดูประวัติบัญชีและกำไรขาดทุนส่วนตัวเพื่อรู้สถานะของตนเอง</li></ul><p>ขณะนี้เว็บไซต์ยังไม่มีการตั้งวงเงินฝาก การพักการเล่นชั่วคราว และการระงับบัญชีด้วยตนเอง ดูคำแนะนำและแหล่งขอความช่วยเหลือได้ที่<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
      VI: '<p>Aurora Play chỉ dành cho người <strong>từ 18 tuổi trở lên</strong>. Cá cược nên là hình thức giải trí, không phải cách kiếm tiền hay gỡ lại khoản đã thua.</p><ul><li>Đặt ngân sách trước khi chơi và dừng lại khi đã chạm mức đó</li><li>Nghỉ ngơi thường xuyên và theo dõi thời gian chơi</li><li>Xem Lịch sử tài khoản và Lãi lỗ cá nhân để biết tình hình của mình</li></ul><p>Trang web chưa có tính năng giới hạn nạp tiền, tạm ngưng và tự loại trừ. Xem lời khuyên và nơi tìm hỗ trợ tại <a href="/help">Trung tâm trợ giúp</a>.</p>',
      UR: '<p>Aurora Play صرف <strong>18 سال یا اس سے زائد</strong> عمر کے بالغ افراد کے لیے ہے۔ جوا صرف تفریح ہونا چاہیے، پیسے کمانے یا نقصان پورا کرنے کا ذریعہ نہیں۔</p><ul><li>کھیلنے سے پہلے اپنا بجٹ طے کریں اور اس تک پہنچ کر رک جائیں</li><li>باقاعدگی سے وقفہ لیں اور اپنے وقت کا حساب رکھیں</li><li>اپنی صورتحال جاننے کے لیے اکاؤنٹ ریکارڈ اور ذاتی نفع و نقصان دیکھیں</li></ul><p>ڈپازٹ کی حد، ٹائم آؤٹ اور سیلف ایکسکلوژن اس سائٹ پر ابھی دستیاب نہیں ہیں۔ مشورے اور مدد کے ذرائع کے لیے <a href="/help">ہیلپ سینٹر</a> دیکھیں۔</p>',
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
      EN: '<p>Aurora Play staff will <strong>never</strong> ask for your password, payment password or a one-time code (OTP), whether by phone, chat, e-mail or social media.</p><ul><li>Do not share your passwords or codes with anyone</li><li>Use a password that you do not use on other sites</li><li>Turn on two-factor authentication in My account</li><li>Always log out on shared or public devices</li></ul><p>If you notice unusual activity, change your password (this logs out your other sessions) and contact customer service at once.</p>',
      CN: '<p>Aurora Play 工作人员<strong>绝不会</strong>通过电话、在线客服、电子邮件或社交媒体向您索取登录密码、支付密码或一次性验证码（OTP）。</p><ul><li>不要将密码或验证码透露给任何人</li><li>请使用未在其他网站使用过的密码</li><li>在“我的账户”中开启双重验证</li><li>在共用或公共设备上使用后务必退出登录</li></ul><p>如发现账户异常，请立即修改密码（其他登录会话将随之退出）并联系客服。</p>',
      JA: '<p>Aurora Play のスタッフが、電話・チャット・メール・SNS などでパスワード、支払いパスワード、ワンタイムコード（OTP）をお尋ねすることは<strong>絶対にありません</strong>。</p><ul><li>パスワードやコードは誰にも教えないでください</li><li>他のサイトで使っていないパスワードを設定してください</li><li>マイアカウントで二段階認証を有効にしてください</li><li>共有端末や公共の端末では必ずログアウトしてください</li></ul><p>不審なアクティビティに気付いた場合は、すぐにパスワードを変更し（ほかのセッションはログアウトされます）、カスタマーサービスまでご連絡ください。</p>',
      TH: '<p>เจ้าหน้าที่ของ Aurora Play จะ<strong>ไม่มีวัน</strong>ขอรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสแบบใช้ครั้งเดียว (OTP) ของท่าน ไม่ว่าทางโทรศัพท์ แชต อีเมล หรือโซเชียลมีเดีย</p><ul><li>ห้ามเปิดเผยรหัสผ่านหรือรหัสใด ๆ ให้ผู้อื่นทราบ</li><li>ใช้รหัสผ่านที่ไม่ซ้ำกับเว็บไซต์อื่น</li><li>เปิดการยืนยันตัวตนสองขั้นตอนที่บัญชีของฉัน</li><li>ออกจากระบบทุกครั้งเมื่อใช้อุปกรณ์ร่วมกับผู้อื่นหรืออุปกรณ์สาธารณะ</li></ul><p>หากพบความผิดปกติ กรุณาเปลี่ยนรหัสผ่าน (ระบบจะออกจากเซสชันอื่นทั้งหมด) และติดต่อฝ่ายบริการลูกค้าทันที</p>',
      VI: '<p>Nhân viên Aurora Play sẽ <strong>không bao giờ</strong> yêu cầu mật khẩu, mật khẩu thanh toán hoặc mã dùng một lần (OTP) của quý khách, dù qua điện thoại, chat, email hay mạng xã hội.</p><ul><li>Không chia sẻ mật khẩu hoặc mã với bất kỳ ai</li><li>Sử dụng mật khẩu không trùng với các trang web khác</li><li>Bật xác thực hai lớp trong Tài khoản của tôi</li><li>Luôn đăng xuất trên thiết bị dùng chung hoặc công cộng</li></ul><p>Nếu phát hiện hoạt động bất thường, hãy đổi mật khẩu ngay (các phiên đăng nhập khác sẽ bị đăng xuất) và liên hệ bộ phận chăm sóc khách hàng.</p>',
      UR: '<p>Aurora Play کا عملہ فون، چیٹ، ای میل یا سوشل میڈیا پر آپ سے پاس ورڈ، ادائیگی کا پاس ورڈ یا ون ٹائم کوڈ (OTP) <strong>کبھی نہیں</strong> مانگے گا۔</p><ul><li>اپنے پاس ورڈ یا کوڈ کسی کو نہ بتائیں</li><li>ایسا پاس ورڈ استعمال کریں جو آپ کسی اور ویب سائٹ پر استعمال نہ کرتے ہوں</li><li>میرا اکاؤنٹ میں دو مرحلہ تصدیق آن کریں</li><li>مشترکہ یا عوامی ڈیوائس پر ہمیشہ لاگ آؤٹ کریں</li></ul><p>اگر آپ کو کوئی غیر معمولی سرگرمی نظر آئے تو فوراً پاس ورڈ تبدیل کریں (اس سے آپ کے باقی سیشن لاگ آؤٹ ہو جاتے ہیں) اور کسٹمر سروس سے رابطہ کریں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Withdrawals: what to prepare',
      CN: '取款须知：需要提前准备什么',
      JA: '出金の前にご準備いただくこと',
      TH: 'การถอนเงิน: สิ่งที่ต้องเตรียม',
      VI: 'Rút tiền: cần chuẩn bị những gì',
      UR: 'رقم نکلوانا: کیا تیاری کریں',
    },
    content: {
      EN: '<p>Before your first withdrawal, set a <strong>payment password</strong> in My account and add a payout account in your own name on the Withdrawal page.</p><ul><li>The account name must match your payee name, which is fixed once set</li><li>Your bets since your last withdrawal must reach what you deposited in that time</li><li>A number of withdrawals each day are free; after that the page shows the charge before you confirm</li></ul><p>Our staff review each request. Once it is paid out, tell us in <strong>Withdrawal records</strong> whether you received the money.</p>',
      CN: '<p>首次取款前，请在“我的账户”中设置<strong>支付密码</strong>，并在取款页面添加一个您本人名下的收款账户。</p><ul><li>账户名必须与您的收款人姓名一致，收款人姓名一经设置便无法修改</li><li>自上次取款以来的投注额须达到同期的存款额</li><li>每天有若干次免费取款，超出后页面会在您确认前显示手续费</li></ul><p>每笔申请都由工作人员审核。出款后，请在<strong>取款记录</strong>中告诉我们是否已收到款项。</p>',
      JA: '<p>初めて出金する前に、マイアカウントで<strong>支払いパスワード</strong>を設定し、出金ページでご本人名義の出金先口座を登録してください。</p><ul><li>口座名義は受取人名と一致している必要があり、受取人名は一度設定すると変更できません</li><li>前回の出金以降のベット額が、同じ期間の入金額に達している必要があります</li><li>1日のうち一定回数までは出金手数料が無料です。それを超えると、確定前に手数料が表示されます</li></ul><p>申請はすべてスタッフが審査します。支払い後は、<strong>出金履歴</strong>からお金を受け取ったかどうかをお知らせください。</p>',
      TH: '<p>ก่อนถอนเงินครั้งแรก กรุณาตั้ง<strong>รหัสผ่านการชำระเงิน</strong>ที่บัญชีของฉัน และเพิ่มบัญชีรับเงินในชื่อของท่านเองที่หน้าถอนเงิน</p><ul><li>ชื่อบัญชีต้องตรงกับชื่อผู้รับเงินของท่าน ซึ่งเปลี่ยนไม่ได้เมื่อตั้งแล้ว</li><li>ยอดเดิมพันนับตั้งแต่การถอนครั้งล่าสุดต้องถึงยอดฝากในช่วงเวลาเดียวกัน</li><li>แต่ละวันถอนเงินได้ฟรีจำนวนหนึ่งครั้ง หลังจากนั้นหน้านี้จะแสดงค่าธรรมเนียมก่อนท่านยืนยัน</li></ul><p>เจ้าหน้าที่จะตรวจสอบทุกคำขอ เมื่อจ่ายเงินแล้ว กรุณาแจ้งเราที่<strong>ประวัติการถอน</strong>ว่าได้รับเงินหรือไม่</p>',
      VI: '<p>Trước lần rút tiền đầu tiên, hãy đặt <strong>mật khẩu thanh toán</strong> trong Tài khoản của tôi và thêm một tài khoản nhận tiền đứng tên chính quý khách trên trang Rút tiền.</p><ul><li>Tên tài khoản phải trùng với tên người nhận của quý khách, và tên này không thể thay đổi sau khi đã đặt</li><li>Tổng tiền cược kể từ lần rút gần nhất phải đạt số tiền đã nạp trong cùng khoảng thời gian</li><li>Mỗi ngày có một số lần rút miễn phí; sau đó trang sẽ hiển thị phí trước khi quý khách xác nhận</li></ul><p>Nhân viên của chúng tôi xét duyệt từng yêu cầu. Sau khi tiền được chi trả, vui lòng cho chúng tôi biết tại <strong>Lịch sử rút</strong> là quý khách đã nhận được tiền hay chưa.</p>',
      UR: '<p>پہلی بار رقم نکلوانے سے پہلے میرا اکاؤنٹ میں <strong>ادائیگی کا پاس ورڈ</strong> بنائیں اور رقم نکلوانے کے صفحے پر اپنے نام کا وصولی اکاؤنٹ شامل کریں۔</p><ul><li>اکاؤنٹ کا نام آپ کے وصول کنندہ کے نام سے ملنا چاہیے، جو ایک بار درج ہونے کے بعد بدلا نہیں جا سکتا</li><li>پچھلی بار رقم نکلوانے کے بعد سے آپ کی بیٹس کم از کم اسی عرصے میں جمع کرائی گئی رقم تک پہنچنی چاہییں</li><li>ہر دن چند بار رقم نکلوانا مفت ہے؛ اس کے بعد صفحہ تصدیق سے پہلے فیس دکھاتا ہے</li></ul><p>ہر درخواست کی جانچ ہمارا عملہ کرتا ہے۔ ادائیگی کے بعد <strong>نکلوانے کا ریکارڈ</strong> میں ہمیں بتائیں کہ رقم آپ کو ملی یا نہیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Protect your login with two-factor authentication',
      CN: '开启双重验证，保护登录安全',
      JA: '二段階認証でログインを守りましょう',
      TH: 'ปกป้องการเข้าสู่ระบบด้วยการยืนยันตัวตนสองขั้นตอน',
      VI: 'Bảo vệ việc đăng nhập bằng xác thực hai lớp',
      UR: 'دو مرحلہ تصدیق سے اپنے لاگ اِن کو محفوظ بنائیں',
    },
    content: {
      EN: '<p>With <strong>two-factor authentication</strong>, logging in needs your password and a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Authy and others).</p><ul><li>Open My account and choose <strong>Set up authenticator</strong></li><li>Scan the QR code and enter the code the app shows</li><li>Save the 10 recovery codes: each one replaces an app code once if you lose your phone</li></ul>',
      CN: '<p>开启<strong>双重验证</strong>后，登录时除了密码，还需要输入手机上身份验证器 App（Google Authenticator、Microsoft Authenticator、Authy 等）生成的6位验证码。</p><ul><li>打开“我的账户”，点击<strong>设置身份验证器</strong></li><li>扫描二维码，并输入 App 显示的验证码</li><li>保存10个恢复码：如果手机丢失，每个恢复码可代替一次 App 验证码</li></ul>',
      JA: '<p><strong>二段階認証</strong>を有効にすると、ログインにはパスワードに加えて、スマートフォンの認証アプリ（Google Authenticator、Microsoft Authenticator、Authy など）に表示される6桁のコードが必要になります。</p><ul><li>マイアカウントを開き、<strong>認証アプリを設定</strong>を選ぶ</li><li>QRコードを読み取り、アプリに表示されたコードを入力する</li><li>10個のリカバリーコードを保存する：スマートフォンを紛失した場合、各コードは1回だけアプリのコードの代わりに使えます</li></ul>',
      TH: '<p>เมื่อเปิด<strong>การยืนยันตัวตนสองขั้นตอน</strong> การเข้าสู่ระบบจะต้องใช้รหัสผ่านและรหัส 6 หลักจากแอปยืนยันตัวตนในโทรศัพท์ของท่าน (Google Authenticator, Microsoft Authenticator, Authy และอื่น ๆ)</p><ul><li>เปิดบัญชีของฉัน แล้วเลือก<strong>ตั้งค่าแอปยืนยันตัวตน</strong></li><li>สแกนคิวอาร์โค้ด แล้วกรอกรหัสที่แอปแสดง</li><li>เก็บรหัสกู้คืนทั้ง 10 ชุดไว้: หากโทรศัพท์หาย รหัสแต่ละชุดใช้แทนรหัสจากแอปได้หนึ่งครั้ง</li></ul>',
      VI: '<p>Khi bật <strong>xác thực hai lớp</strong>, việc đăng nhập cần mật khẩu và một mã 6 chữ số từ ứng dụng xác thực trên điện thoại của quý khách (Google Authenticator, Microsoft Authenticator, Authy và các ứng dụng khác).</p><ul><li>Mở Tài khoản của tôi và chọn <strong>Thiết lập ứng dụng xác thực</strong></li><li>Quét mã QR và nhập mã mà ứng dụng hiển thị</li><li>Lưu 10 mã khôi phục: nếu mất điện thoại, mỗi mã thay thế mã của ứng dụng được một lần</li></ul>',
      UR: '<p><strong>دو مرحلہ تصدیق</strong> کے ساتھ لاگ اِن کے لیے پاس ورڈ کے علاوہ آپ کے فون پر تصدیقی ایپ (Google Authenticator، Microsoft Authenticator، Authy وغیرہ) کا 6 ہندسوں کا کوڈ بھی درکار ہوتا ہے۔</p><ul><li>میرا اکاؤنٹ کھولیں اور <strong>تصدیقی ایپ سیٹ کریں</strong> منتخب کریں</li><li>QR کوڈ اسکین کریں اور ایپ میں دکھایا گیا کوڈ درج کریں</li><li>10 ریکوری کوڈز محفوظ کر لیں: فون گم ہونے کی صورت میں ہر کوڈ ایک بار ایپ کے کوڈ کی جگہ کام آتا ہے</li></ul>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'How to reach customer service',
      CN: '如何联系客服',
      JA: 'カスタマーサービスへのお問い合わせ方法',
      TH: 'วิธีติดต่อฝ่ายบริการลูกค้า',
      VI: 'Cách liên hệ bộ phận chăm sóc khách hàng',
      UR: 'کسٹمر سروس سے رابطہ کیسے کریں',
    },
    content: {
      EN: '<p>Select <strong>Customer service</strong> in the side menu or in the bar on the right to contact us.</p><ul><li>For a deposit or withdrawal, give the order number shown in your records</li><li>We will never ask for your password, payment password or codes</li></ul><p>Many answers are already in the <a href="/help">Help Centre</a>.</p>',
      CN: '<p>点击侧边菜单或右侧栏中的<strong>在线客服</strong>即可联系我们。</p><ul><li>咨询存款或取款时，请提供记录中显示的订单号</li><li>我们绝不会向您索取登录密码、支付密码或验证码</li></ul><p>许多问题的答案已在<a href="/help">帮助中心</a>中。</p>',
      JA: '<p>サイドメニューまたは右側のバーにある<strong>カスタマーサービス</strong>からお問い合わせください。</p><ul><li>入金・出金についてのお問い合わせには、履歴に表示される注文番号をお知らせください</li><li>パスワード、支払いパスワード、各種コードをお尋ねすることはありません</li></ul><p>よくあるご質問の答えは<a href="/help">ヘルプセンター</a>に掲載しています。</p>',
      TH: '<p>เลือก<strong>ฝ่ายบริการลูกค้า</strong>ในเมนูด้านข้างหรือแถบด้านขวาเพื่อติดต่อเรา</p><ul><li>หากติดต่อเรื่องการฝากหรือถอนเงิน กรุณาแจ้งเลขที่รายการที่แสดงในประวัติของท่าน</li><li>เราจะไม่ขอรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสใด ๆ ของท่าน</li></ul><p>คำตอบของคำถามส่วนใหญ่มีอยู่แล้วใน<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
      VI: '<p>Chọn <strong>Chăm sóc khách hàng</strong> trong menu bên hoặc trên thanh bên phải để liên hệ với chúng tôi.</p><ul><li>Khi hỏi về nạp tiền hoặc rút tiền, vui lòng cung cấp mã lệnh hiển thị trong lịch sử</li><li>Chúng tôi không bao giờ hỏi mật khẩu, mật khẩu thanh toán hoặc mã của quý khách</li></ul><p>Nhiều câu trả lời đã có sẵn trong <a href="/help">Trung tâm trợ giúp</a>.</p>',
      UR: '<p>ہم سے رابطے کے لیے سائیڈ مینو یا دائیں بار میں <strong>کسٹمر سروس</strong> منتخب کریں۔</p><ul><li>ڈپازٹ یا رقم نکلوانے کے بارے میں رابطہ کرتے وقت اپنے ریکارڈ میں درج آرڈر نمبر بتائیں</li><li>ہم آپ سے پاس ورڈ، ادائیگی کا پاس ورڈ یا کوڈز کبھی نہیں مانگیں گے</li></ul><p>بہت سے سوالات کے جواب پہلے ہی <a href="/help">ہیلپ سینٹر</a> میں موجود ہیں۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Your records in one place',
      CN: '所有记录一目了然',
      JA: '各種履歴をまとめて確認',
      TH: 'ประวัติทั้งหมดในที่เดียว',
      VI: 'Mọi lịch sử ở cùng một nơi',
      UR: 'آپ کے تمام ریکارڈز ایک جگہ',
    },
    content: {
      EN: '<p>The member centre keeps a record of everything on your account:</p><ul><li><strong>Account record</strong>: every movement of your main wallet, with the balance after it</li><li><strong>Betting record</strong> and <strong>Personal profit and loss</strong>: your rounds, and your results by day</li><li><strong>Deposit records</strong> and <strong>Withdrawal records</strong>: each order and its status</li></ul><p>Any period within the last 3 months can be viewed at any time.</p>',
      CN: '<p>会员中心记录了您账户上的一切：</p><ul><li><strong>账户记录</strong>：主钱包的每一笔变动及变动后的余额</li><li><strong>投注记录</strong>和<strong>个人盈亏</strong>：您的每一局以及按日汇总的输赢</li><li><strong>存款记录</strong>和<strong>取款记录</strong>：每笔订单及其状态</li></ul><p>近3个月内的任意时段都可随时查看。</p>',
      JA: '<p>会員センターには、アカウントのすべての記録が残ります：</p><ul><li><strong>口座履歴</strong>：メインウォレットのすべての入出金と、その後の残高</li><li><strong>ベット履歴</strong>と<strong>個人損益</strong>：各ラウンドと日別の損益</li><li><strong>入金履歴</strong>と<strong>出金履歴</strong>：各注文とその状態</li></ul><p>過去3か月以内であれば、いつでもどの期間でも確認できます。</p>',
      TH: '<p>ศูนย์สมาชิกเก็บประวัติทุกอย่างในบัญชีของท่าน:</p><ul><li><strong>ประวัติบัญชี</strong>: ทุกรายการเคลื่อนไหวของกระเป๋าเงินหลัก พร้อมยอดคงเหลือหลังรายการ</li><li><strong>ประวัติการเดิมพัน</strong>และ<strong>กำไรขาดทุนส่วนตัว</strong>: รอบที่ท่านเล่นและผลได้เสียรายวัน</li><li><strong>ประวัติการฝาก</strong>และ<strong>ประวัติการถอน</strong>: ทุกรายการพร้อมสถานะ</li></ul><p>ดูย้อนหลังได้ทุกช่วงเวลาภายใน 3 เดือนล่าสุด</p>',
      VI: '<p>Trung tâm thành viên lưu lại mọi hoạt động trên tài khoản của quý khách:</p><ul><li><strong>Lịch sử tài khoản</strong>: mọi biến động của ví chính, kèm số dư sau mỗi giao dịch</li><li><strong>Lịch sử cược</strong> và <strong>Lãi lỗ cá nhân</strong>: các ván đã chơi và kết quả theo ngày</li><li><strong>Lịch sử nạp</strong> và <strong>Lịch sử rút</strong>: từng lệnh và trạng thái của lệnh</li></ul><p>Quý khách có thể xem bất kỳ khoảng thời gian nào trong 3 tháng gần nhất.</p>',
      UR: '<p>ممبر سینٹر آپ کے اکاؤنٹ کی ہر چیز کا ریکارڈ رکھتا ہے:</p><ul><li><strong>اکاؤنٹ ریکارڈ</strong>: مین والٹ میں ہر آمد و رفت، اس کے بعد کے بیلنس کے ساتھ</li><li><strong>شرط کا ریکارڈ</strong> اور <strong>ذاتی نفع و نقصان</strong>: آپ کے راؤنڈز اور روزانہ کے نتائج</li><li><strong>جمع کا ریکارڈ</strong> اور <strong>نکلوانے کا ریکارڈ</strong>: ہر آرڈر اور اس کی صورتحال</li></ul><p>گزشتہ 3 ماہ کے اندر کوئی بھی مدت کسی بھی وقت دیکھی جا سکتی ہے۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Transfers: between wallets and to your upline',
      CN: '转账：钱包之间及转给上级',
      JA: '送金：ウォレット間と上位への送金',
      TH: 'การโอนเงิน: ระหว่างกระเป๋าเงินและโอนให้ต้นสาย',
      VI: 'Chuyển tiền: giữa các ví và cho tuyến trên',
      UR: 'منتقلی: والٹس کے درمیان اور اپ لائن کو',
    },
    content: {
      EN: '<p>This site uses a <strong>single wallet</strong>: the games play directly from your main wallet, so there is nothing to move before you play. My wallet shows your balances.</p><p>If you registered with an agent’s invitation code, <strong>Transfer to upline</strong> in the member centre sends money from your main wallet to that agent. Your payment password is asked, and each transfer appears in your Account record.</p>',
      CN: '<p>本站使用<strong>单一钱包</strong>：游戏直接使用您的主钱包余额，游戏前无需转账。“我的钱包”会显示您的各项余额。</p><p>如果您注册时填写了代理的邀请码，可在会员中心通过<strong>转账给上级</strong>将主钱包中的资金转给该代理。转账时需输入支付密码，每笔转账都会显示在账户记录中。</p>',
      JA: '<p>このサイトは<strong>シングルウォレット</strong>です。ゲームはメインウォレットから直接プレイするため、プレイ前に資金を移す必要はありません。残高はマイウォレットで確認できます。</p><p>エージェントの招待コードで登録した場合は、会員センターの<strong>上位への送金</strong>から、メインウォレットの資金をそのエージェントに送金できます。送金には支払いパスワードが必要で、各送金は口座履歴に表示されます。</p>',
      TH: '<p>เว็บไซต์นี้ใช้<strong>กระเป๋าเงินเดียว</strong>: เกมจะใช้เงินจากกระเป๋าเงินหลักของท่านโดยตรง จึงไม่ต้องโอนเงินก่อนเล่น ยอดเงินทั้งหมดแสดงอยู่ที่กระเป๋าเงินของฉัน</p><p>หากท่านสมัครสมาชิกด้วยรหัสเชิญของเอเจนต์ เมนู<strong>โอนให้ต้นสาย</strong>ในศูนย์สมาชิกจะโอนเงินจากกระเป๋าเงินหลักของท่านให้เอเจนต์คนนั้น โดยต้องใช้รหัสผ่านการชำระเงิน และทุกการโอนจะแสดงในประวัติบัญชี</p>',
      VI: '<p>Trang này dùng <strong>một ví duy nhất</strong>: trò chơi dùng trực tiếp ví chính của quý khách, nên không cần chuyển tiền trước khi chơi. Ví của tôi hiển thị các số dư của quý khách.</p><p>Nếu quý khách đăng ký bằng mã mời của một đại lý, mục <strong>Chuyển cho tuyến trên</strong> trong Trung tâm thành viên sẽ chuyển tiền từ ví chính của quý khách cho đại lý đó. Hệ thống sẽ yêu cầu mật khẩu thanh toán, và mỗi lần chuyển đều hiện trong Lịch sử tài khoản.</p>',
      UR: '<p>یہ سائٹ <strong>ایک ہی والٹ</strong> استعمال کرتی ہے: گیمز براہِ راست آپ کے مین والٹ سے کھیلی جاتی ہیں، اس لیے کھیلنے سے پہلے کچھ منتقل کرنے کی ضرورت نہیں۔ میرا بٹوہ میں آپ کے بیلنس نظر آتے ہیں۔</p><p>اگر آپ نے کسی ایجنٹ کے دعوتی کوڈ سے رجسٹریشن کی ہے تو ممبر سینٹر میں <strong>اپ لائن کو منتقلی</strong> آپ کے مین والٹ سے اس ایجنٹ کو رقم بھیجتی ہے۔ اس کے لیے ادائیگی کا پاس ورڈ مانگا جاتا ہے، اور ہر منتقلی آپ کے اکاؤنٹ ریکارڈ میں نظر آتی ہے۔</p>',
    },
  }),
  notice('PL', {
    title: {
      EN: 'Not available yet: promotions, VIP, points and messages',
      CN: '暂未推出：优惠活动、VIP、积分和站内信',
      JA: '準備中：プロモーション、VIP、ポイント、メッセージ',
      TH: 'ยังไม่เปิดให้บริการ: โปรโมชัน VIP คะแนนสะสม และข้อความ',
      VI: 'Chưa có: khuyến mãi, VIP, điểm thưởng và tin nhắn',
      UR: 'ابھی دستیاب نہیں: پروموشنز، VIP، پوائنٹس اور پیغامات',
    },
    content: {
      EN: '<p>The pages for promotions, the reward centre, inviting friends, VIP, the points mall and mail are in place, but <strong>these features are not available yet</strong>: today there are no bonuses, cashback, VIP levels, points or site messages. The chat room and the feedback form are not available yet either.</p><p>We will announce each one here when it arrives.</p>',
      CN: '<p>优惠活动、奖励中心、邀请好友、VIP、积分商城和站内信的页面已经就位，但<strong>这些功能暂未推出</strong>：目前没有红利、返水、VIP 等级、积分或站内消息。聊天室和意见反馈也暂未推出。</p><p>每项功能上线时，我们都会在此公告。</p>',
      JA: '<p>プロモーション、特典センター、友達招待、VIP、ポイントモール、メールのページはありますが、<strong>これらの機能はまだ提供していません</strong>。現在、ボーナス、キャッシュバック、VIPランク、ポイント、サイト内メッセージはありません。チャットルームとご意見フォームもまだ提供していません。</p><p>提供を開始する際は、こちらでお知らせします。</p>',
      TH: '<p>หน้าโปรโมชัน ศูนย์รางวัล ชวนเพื่อน VIP ร้านแลกคะแนน และจดหมายมีอยู่แล้ว แต่<strong>ฟีเจอร์เหล่านี้ยังไม่เปิดให้บริการ</strong> ขณะนี้ยังไม่มีโบนัส เงินคืน ระดับ VIP คะแนนสะสม หรือข้อความจากเว็บไซต์ ห้องแชตและแบบฟอร์มแสดงความคิดเห็นก็ยังไม่เปิดให้บริการเช่นกัน</p><p>เราจะแจ้งที่นี่เมื่อแต่ละฟีเจอร์เปิดให้บริการ</p>',
      VI: '<p>Các trang khuyến mãi, trung tâm phần thưởng, mời bạn bè, VIP, cửa hàng đổi điểm và hộp thư đã có sẵn, nhưng <strong>các tính năng này hiện chưa có</strong>: hiện chưa có tiền thưởng, hoàn trả, cấp VIP, điểm thưởng hay tin nhắn từ trang web. Phòng chat và biểu mẫu góp ý cũng chưa có.</p><p>Chúng tôi sẽ thông báo tại đây khi từng tính năng ra mắt.</p>',
      UR: '<p>پروموشنز، انعامات کا مرکز، دوستوں کو مدعو کرنا، VIP، پوائنٹس مال اور میل کے صفحات موجود ہیں، لیکن <strong>یہ سہولیات ابھی دستیاب نہیں ہیں</strong>: فی الحال کوئی بونس، کیش بیک، VIP درجہ، پوائنٹس یا سائٹ کے پیغامات نہیں ہیں۔ چیٹ روم اور رائے کا فارم بھی ابھی دستیاب نہیں۔</p><p>ہر سہولت کے آنے پر ہم یہاں اعلان کریں گے۔</p>',
    },
  }),
];
