import type { Order } from './orders.js';

/** Server-rendered pages of the hosted cashier: plain HTML and CSS, one tiny inline script. */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** "1234567.50" → "1,234,567.50". */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#eef1f6;color:#1c2430}
.bar{background:#14325c;color:#fff;padding:12px 16px;font-weight:600;letter-spacing:.02em}
.bar small{font-weight:400;opacity:.75;margin-left:6px}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px;margin-bottom:16px}
.merchant{color:#5a6473;font-size:14px;margin:0 0 4px}
.amount{font-size:34px;font-weight:700;margin:0}
.amount span{font-size:18px;font-weight:600;color:#5a6473;margin-left:6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:16px 0 0;font-size:14px}
dt{color:#5a6473}dd{margin:0;text-align:right;word-break:break-all}
.countdown{font-variant-numeric:tabular-nums;font-weight:600;color:#b5401f}
.qr{display:block;width:220px;max-width:100%;margin:8px auto}
.hint{font-size:13px;color:#5a6473;text-align:center;margin:8px 0 0}
.bank{border:1px dashed #9fb0c8;border-radius:8px;padding:12px;font-size:14px;color:#3b4656}
.actions{display:grid;gap:10px}
.actions form{margin:0}
button{width:100%;border:0;border-radius:10px;padding:14px;font:inherit;font-weight:600;cursor:pointer}
button.pay{background:#1f7a4d;color:#fff}
button.decline{background:#fff;color:#a12a2a;border:1px solid #d9b3b3}
button:disabled{opacity:.45;cursor:not-allowed}
.status{font-size:22px;font-weight:700;margin:0 0 8px}
.status.paid{color:#1f7a4d}.status.failed,.status.expired{color:#a12a2a}
a.return{display:block;text-align:center;background:#14325c;color:#fff;text-decoration:none;border-radius:10px;padding:14px;font-weight:600}
.notice{font-size:12px;color:#7a8391;text-align:center}
`;

function layout(title: string, body: string, scriptNonce?: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="bar">Aurora Pay <small>sandbox cashier</small></div>
<main>
${body}
<p class="notice">Sandbox payment gateway — no real money moves.</p>
</main>
${script && scriptNonce ? `<script nonce="${scriptNonce}">${script}</script>` : ''}
</body>
</html>`;
}

function summary(order: Order, merchantName: string): string {
  return `<p class="merchant">${escapeHtml(merchantName)}</p>
<p class="amount" data-testid="amount">${formatAmount(order.amount)}<span>${escapeHtml(order.currency)}</span></p>
<dl>
<dt>Order no.</dt><dd data-testid="order-no">${escapeHtml(order.merchantOrderNo)}</dd>
<dt>Gateway order</dt><dd>${escapeHtml(order.gatewayOrderNo)}</dd>
${order.payerName ? `<dt>Payer</dt><dd>${escapeHtml(order.payerName)}</dd>` : ''}
</dl>`;
}

export interface PayPageInput {
  order: Order;
  merchantName: string;
  remainingMs: number;
  /** Inline SVG of the QR code for the `qr` channel; null when it could not be drawn. */
  qrSvg: string | null;
  payUrl: string;
  scriptNonce: string;
}

/** The cashier of a PENDING order: amount, countdown, QR or simulated bank, Pay and Decline. */
export function renderPayPage(input: PayPageInput): string {
  const { order } = input;
  const seconds = Math.max(0, Math.floor(input.remainingMs / 1000));
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const action = (verb: string) => `/pay/${encodeURIComponent(order.gatewayOrderNo)}/${verb}`;
  const token = `<input type="hidden" name="token" value="${escapeHtml(order.payToken)}">`;
  const method =
    order.channel === 'qr'
      ? input.qrSvg
        ? `<div class="qr" data-testid="qr">${input.qrSvg}</div>
<p class="hint">Scan with a banking app, or decide below as the payer's bank would.</p>`
        : `<p class="hint">QR code: ${escapeHtml(input.payUrl)}</p>`
      : `<div class="bank">You are at <strong>Sandbox Bank</strong> (simulated online banking). Choose what the bank answers.</div>`;
  const body = `<section class="card">
${summary(order, input.merchantName)}
<dl><dt>Time left</dt><dd class="countdown" id="countdown" data-testid="countdown">${clock}</dd></dl>
</section>
<section class="card">
${method}
</section>
<section class="card actions" id="actions">
<form method="post" action="${action('confirm')}">${token}<button type="submit" class="pay" data-testid="pay">Pay</button></form>
<form method="post" action="${action('decline')}">${token}<button type="submit" class="decline" data-testid="decline">Decline</button></form>
<p class="hint" id="expired" hidden>This order has expired.</p>
</section>`;
  // Counts down from the server's remaining time, so a wrong clock on the phone does not matter.
  const script = `(function(){var end=Date.now()+${Math.max(0, input.remainingMs)};var el=document.getElementById('countdown');
function tick(){var s=Math.max(0,Math.ceil((end-Date.now())/1000));el.textContent=Math.floor(s/60)+':'+String(s%60).padStart(2,'0');
if(s<=0){document.querySelectorAll('#actions button').forEach(function(b){b.disabled=true});document.getElementById('expired').hidden=false;return}
setTimeout(tick,1000)}tick()})();`;
  return layout(
    `Pay ${formatAmount(order.amount)} ${order.currency} — ${input.merchantName}`,
    body,
    input.scriptNonce,
    script,
  );
}

const RESULT_TEXT: Record<Exclude<Order['status'], 'PENDING'>, string> = {
  PAID: 'Payment successful',
  FAILED: 'Payment declined',
  EXPIRED: 'Order expired',
};

/** The page of a finished order, with the way back to the merchant's site. */
export function renderResultPage(order: Order, merchantName: string, returnLink: string): string {
  if (order.status === 'PENDING') throw new Error('a pending order has no result page');
  const text = RESULT_TEXT[order.status];
  const body = `<section class="card">
<p class="status ${order.status.toLowerCase()}" data-testid="status">${text}</p>
${summary(order, merchantName)}
${order.paidAt !== null ? `<dl><dt>Paid at</dt><dd>${new Date(order.paidAt).toISOString().replace('T', ' ').slice(0, 19)} UTC</dd></dl>` : ''}
</section>
<a class="return" data-testid="return" href="${escapeHtml(returnLink)}">Return to merchant</a>`;
  return layout(`${text} — ${merchantName}`, body);
}

export function renderErrorPage(title: string, message: string): string {
  return layout(
    title,
    `<section class="card"><p class="status failed">${escapeHtml(title)}</p><p>${escapeHtml(message)}</p></section>`,
  );
}
