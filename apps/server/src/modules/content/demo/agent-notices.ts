import { notice, type Draft } from './drafts.js';

/** Agent notices (type AG) of the demo merchant: what the agent centre and its contracts are. */
export const AGENT_NOTICES: Draft[] = [
  notice('AG', {
    title: {
      EN: 'Salary and dividend contracts',
      CN: '工资与分红契约',
      JA: '給与と配当の契約',
      TH: 'สัญญาเงินเดือนและเงินปันผล',
      VI: 'Hợp đồng lương và cổ tức',
      UR: 'تنخواہ اور منافع کے معاہدے',
    },
    content: {
      EN: '<p>Agents are paid by contracts agreed with their upline: daily, hourly or real-time salary (every 5 minutes) on the team’s valid bets, and dividends on the team’s loss. Each contract is a table of tiers; the tier paid is the highest one the period’s figures meet.</p><p>Your upline’s offer waits for your answer after you log in. You may offer your own downline agents contracts up to your own rate, and either side may ask to end a contract: it ends at the end of its current period, which is still paid.</p>',
      CN: '<p>代理的收入来自与上级约定的契约：按团队有效投注计算的日工资、时薪或实时工资（每 5 分钟结算），以及按团队亏损计算的分红。每份契约由若干档位组成，按当期数据达到的最高档位发放。</p><p>上级的契约邀请会在您登录后等待您回复。您可以向自己的下级代理提供不高于自身比例的契约；任何一方都可以申请终止契约，契约在当期结束时终止，当期照常发放。</p>',
      JA: '<p>代理店の報酬は、上位と合意した契約で支払われます。チームの有効ベットに対する日給・時給・リアルタイム給与（5 分ごと）と、チームの損失に対する配当です。契約は段階の表で、その期間の数値が満たす最も高い段階が支払われます。</p><p>上位からの申し出は、ログイン後にあなたの回答を待ちます。自分の下位代理店には自分の料率までの契約を申し出ることができ、どちらからでも契約の終了を求められます。契約は現在の期間の終わりに終了し、その期間の分は支払われます。</p>',
      TH: '<p>ตัวแทนได้รับค่าตอบแทนตามสัญญาที่ตกลงกับสายบน: เงินเดือนรายวัน รายชั่วโมง หรือแบบเรียลไทม์ (ทุก 5 นาที) จากยอดเดิมพันที่ถูกต้องของทีม และเงินปันผลจากยอดเสียของทีม แต่ละสัญญาเป็นตารางขั้น โดยจ่ายตามขั้นสูงสุดที่ตัวเลขของงวดนั้นทำได้</p><p>ข้อเสนอจากสายบนจะรอคำตอบของคุณหลังเข้าสู่ระบบ คุณเสนอสัญญาให้ตัวแทนสายล่างได้ไม่เกินอัตราของคุณเอง และฝ่ายใดก็ขอยุติสัญญาได้ สัญญาจะสิ้นสุดเมื่อจบงวดปัจจุบัน และงวดนั้นยังได้รับการจ่ายตามปกติ</p>',
      VI: '<p>Đại lý được trả theo hợp đồng thỏa thuận với tuyến trên: lương ngày, lương giờ hoặc lương thời gian thực (mỗi 5 phút) trên cược hợp lệ của đội, và cổ tức trên khoản thua của đội. Mỗi hợp đồng là một bảng bậc; bậc được trả là bậc cao nhất mà số liệu của kỳ đạt được.</p><p>Đề nghị của tuyến trên sẽ chờ quý khách trả lời sau khi đăng nhập. Quý khách có thể đề nghị hợp đồng cho đại lý tuyến dưới với mức không vượt quá mức của mình, và bên nào cũng có thể đề nghị chấm dứt: hợp đồng kết thúc vào cuối kỳ hiện tại, kỳ đó vẫn được trả.</p>',
      UR: '<p>ایجنٹوں کو اپ لائن کے ساتھ طے شدہ معاہدوں کے مطابق ادائیگی ہوتی ہے: ٹیم کی درست شرطوں پر یومیہ، فی گھنٹہ یا ریئل ٹائم (ہر 5 منٹ) تنخواہ، اور ٹیم کے نقصان پر منافع۔ ہر معاہدہ درجوں کی ایک جدول ہے؛ مدت کے اعداد و شمار جس سب سے اونچے درجے تک پہنچیں، وہی ادا ہوتا ہے۔</p><p>اپ لائن کی پیشکش لاگ اِن کے بعد آپ کے جواب کا انتظار کرتی ہے۔ آپ اپنے ڈاؤن لائن ایجنٹوں کو اپنی شرح تک معاہدے پیش کر سکتے ہیں، اور کوئی بھی فریق معاہدہ ختم کرنے کی درخواست کر سکتا ہے: معاہدہ موجودہ مدت کے اختتام پر ختم ہوتا ہے اور وہ مدت ادا کی جاتی ہے۔</p>',
    },
  }),
];
