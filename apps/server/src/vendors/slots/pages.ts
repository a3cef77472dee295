import { describePaytable, SLOT_GAMES } from '@wps/games';
import type { SlotDefinition } from '@wps/games';
import { symbolSprite } from './art.js';
import { HTML_LANG, TEXTS, type Language } from './i18n.js';
import { toDecimal } from '../kit/money.js';

/** Server-rendered pages of the vendor: the game page and the public verifier. */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** JSON that is safe inside a <script type="application/json"> element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function formatAmount(amount: string | null, currency: string): string {
  if (amount === null) return '—';
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')} ${currency}`;
}

function layout(input: {
  lang: Language;
  title: string;
  body: string;
  nonce: string;
  script: string;
  gameIds: readonly string[];
}): string {
  const dir = input.lang === 'UR' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${HTML_LANG[input.lang]}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="/assets/slots.css" nonce="${input.nonce}">
</head>
<body>
${symbolSprite(symbolIds(input.gameIds))}
<div class="wrap">
${input.body}
</div>
<script src="/assets/${input.script}" nonce="${input.nonce}" defer></script>
</body>
</html>`;
}

function symbolIds(gameIds: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const game of SLOT_GAMES) if (gameIds.includes(game.id)) for (const s of game.symbols) ids.add(s.id);
  return [...ids];
}

export interface PlayPageInput {
  token: string;
  definition: SlotDefinition;
  lang: Language;
  mode: 'real' | 'trial';
  currency: string;
  lobbyUrl: string;
  balance: string | null;
  bets: bigint[];
  defaultBet: bigint;
  minSpinMs: number;
  seed: { serverSeedHash: string; clientSeed: string; nonce: number };
  lastRound: { roundId: string; grid: string[][] } | null;
  verifyUrl: string;
  nonce: string;
}

/** The game page: reels, controls, paytable and the fairness panel. */
export function renderPlayPage(input: PlayPageInput): string {
  const t = TEXTS[input.lang];
  const { definition } = input;
  const paytable = describePaytable(definition);
  const name = definition.names[input.lang] ?? definition.name;
  const grid = input.lastRound?.grid ?? definition.reels.map((reel) => reel.slice(0, definition.rows));
  const reels = grid
    .map(
      (column, r) =>
        `<div class="reel" id="reel-${r}" data-testid="reel-${r}" role="img" aria-label="${escapeHtml(column.join(', '))}"><div class="strip"></div></div>`,
    )
    .join('');
  const options = input.bets
    .map(
      (bet) =>
        `<option value="${bet}"${bet === input.defaultBet ? ' selected' : ''}>${toDecimal(bet)}</option>`,
    )
    .join('');
  const rows = paytable.symbols
    .map(
      (symbol) =>
        `<tr><td class="sym"><svg viewBox="0 0 100 100" aria-hidden="true"><use href="#s-${symbol.id}"/></svg>${escapeHtml(symbol.name)}</td><td>×${symbol.pays[3]}</td><td>×${symbol.pays[4]}</td><td>×${symbol.pays[5]}</td></tr>`,
    )
    .join('');
  const lobby = /^https?:\/\//.test(input.lobbyUrl)
    ? `<a class="lobby" href="${escapeHtml(input.lobbyUrl)}" target="_top" rel="noopener">${t.lobby}</a>`
    : '';
  const roundId = input.lastRound?.roundId ?? null;
  const boot = {
    token: input.token,
    mode: input.mode,
    currency: input.currency,
    minSpinMs: input.minSpinMs,
    symbols: definition.symbols.map((symbol) => symbol.id),
    paylines: definition.paylines,
    grid,
    verifyUrl: input.verifyUrl,
    texts: t,
  };
  const body = `<header class="top">${lobby}<h1>${escapeHtml(name)}</h1>${input.mode === 'trial' ? `<span class="chip">${t.trial}</span>` : ''}</header>
<main>
<section class="machine" aria-label="${escapeHtml(name)}">
<div class="reels">${reels}</div>
</section>
<p class="status" id="status" data-testid="status" role="status" aria-live="polite"></p>
<section class="controls">
<div class="meter m-bal"><span class="label" id="balance-label">${t.balance}</span><output id="balance" data-testid="balance" aria-labelledby="balance-label">${formatAmount(input.balance, input.currency)}</output></div>
<div class="meter m-win"><span class="label" id="win-label">${t.win}</span><output id="win" data-testid="win" aria-labelledby="win-label">${formatAmount('0.00', input.currency)}</output></div>
<div class="meter m-bet"><label for="bet">${t.bet} (${input.currency})</label><select id="bet" data-testid="bet">${options}</select></div>
<button type="button" class="spin" id="spin" data-testid="spin" aria-label="${t.spin}">${t.spin}</button>
</section>
<details>
<summary>${t.info} · ${t.paytable} · ${t.rtp} ${paytable.rtpPercent.toFixed(2)}%</summary>
<p>${t.rtp}: <strong data-testid="rtp">${paytable.rtpPercent.toFixed(2)}%</strong> · ${definition.lines} ${t.lines} · ${definition.reels.length}×${definition.rows}</p>
<table><thead><tr><th scope="col"></th><th scope="col">3</th><th scope="col">4</th><th scope="col">5</th></tr></thead><tbody>${rows}</tbody></table>
<p class="small">${t.rules}:</p>
<ul class="small">${paytable.rules.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ul>
</details>
<details id="fairness">
<summary>${t.fairness}</summary>
<div class="kv"><span class="label">${t.serverSeedHash}</span><code class="hash" id="server-seed-hash" data-testid="server-seed-hash">${input.seed.serverSeedHash}</code></div>
<div class="kv"><label class="label" for="client-seed">${t.clientSeed}</label><input type="text" id="client-seed" data-testid="client-seed" maxlength="64" autocomplete="off" spellcheck="false" value="${escapeHtml(input.seed.clientSeed)}"></div>
<div class="row"><span class="label">${t.nonce}:</span> <strong id="nonce" data-testid="nonce">${input.seed.nonce}</strong>
<span class="label">${t.roundId}:</span> <code id="round-id" data-testid="round-id">${roundId ? escapeHtml(roundId) : '—'}</code></div>
<div class="row"><button type="button" id="rotate-seed" data-testid="rotate-seed">${t.rotateSeed}</button>
<a id="verify-link" data-testid="verify-link" href="${escapeHtml(input.verifyUrl + (roundId ? `?round=${encodeURIComponent(roundId)}` : ''))}" target="_blank" rel="noopener">${t.verify}</a></div>
<div id="revealed" hidden><div class="kv"><span class="label">${t.previousSeed}</span><code class="hash" id="revealed-seed" data-testid="revealed-seed"></code><span class="label">SHA-256</span><code class="hash" id="revealed-hash"></code></div></div>
</details>
</main>
<p class="notice">AURORA Games · RNG: HMAC-SHA256 · ${input.mode === 'trial' ? t.trial : input.currency}</p>
<script type="application/json" id="boot">${jsonForScript(boot)}</script>`;
  return layout({
    lang: input.lang,
    title: name,
    body,
    nonce: input.nonce,
    script: 'play.js',
    gameIds: [definition.id],
  });
}

export interface VerifyPageInput {
  nonce: string;
  prefill: {
    gameId: string;
    serverSeed: string;
    clientSeed: string;
    nonce: number | string;
    bet: string;
    serverSeedHash: string;
  } | null;
  roundId: string | null;
  /** The round exists but its server seed is not revealed yet. */
  unrevealed: boolean;
  notFound: boolean;
}

/** The public verifier: any round re-derived from its seeds by the published engine. */
export function renderVerifyPage(input: VerifyPageInput): string {
  const p = input.prefill;
  const games = SLOT_GAMES.map(
    (game) =>
      `<option value="${game.id}"${p?.gameId === game.id ? ' selected' : ''}>${escapeHtml(game.name)}</option>`,
  ).join('');
  const minBet = SLOT_GAMES[0] ? toDecimal(SLOT_GAMES[0].minBetMinor * 5n) : '1.00';
  const notice = input.notFound
    ? `<p class="bad" data-testid="verify-notice">Round ${escapeHtml(input.roundId ?? '')} was not found.</p>`
    : input.unrevealed
      ? `<p data-testid="verify-notice">Round <code>${escapeHtml(input.roundId ?? '')}</code> was played with a server seed that is still secret. Its commitment is below; the server seed is revealed after you rotate the seed in the game's fairness panel, then this page fills it in.</p>`
      : input.roundId
        ? `<p data-testid="verify-notice">Round <code>${escapeHtml(input.roundId)}</code>: its revealed seeds are filled in and replayed below.</p>`
        : '';
  const auto = p && p.serverSeed !== '' ? '1' : '0';
  const body = `<header class="top"><h1>AURORA · Round verifier</h1></header>
<main>
<section class="card">
<p>Every round is decided before you spin: the server commits to a secret <em>server seed</em> by showing its SHA-256 hash. With your <em>client seed</em> and the round's <em>nonce</em> (0, 1, 2, … per seed), the random bytes are
<code>HMAC-SHA256(key = server seed, message = "client seed:nonce:cursor")</code> for cursor 0, 1, 2, … joined together.
Each reel stop is the next 4 bytes read as a number <em>x</em>; numbers in the uneven tail (x ≥ ⌊2³²/n⌋·n for a reel of n stops) are skipped, otherwise the stop is <em>x mod n</em>, reel 1 to reel 5.
The stops give the grid, and the published paytable gives the win. After you rotate your seed the server seed is revealed: its hash must equal the commitment, and this page replays the round with the same engine the game uses.</p>
${notice}
</section>
<section class="card">
<form class="verify" id="verify-form" data-auto="${auto}">
<div><label for="v-game">Game</label><select class="field" id="v-game" name="game" data-testid="verify-game">${games}</select></div>
<div><label for="v-bet">Total bet</label><input type="text" id="v-bet" name="bet" data-testid="verify-bet" value="${escapeHtml(p?.bet ?? minBet)}" inputmode="decimal"></div>
<div class="full"><label for="v-server">Server seed</label><input type="text" id="v-server" name="serverSeed" data-testid="verify-server-seed" value="${escapeHtml(p?.serverSeed ?? '')}" required autocomplete="off" spellcheck="false"></div>
<div><label for="v-client">Client seed</label><input type="text" id="v-client" name="clientSeed" data-testid="verify-client-seed" value="${escapeHtml(p?.clientSeed ?? '')}" autocomplete="off" spellcheck="false"></div>
<div><label for="v-nonce">Nonce</label><input type="number" min="0" step="1" id="v-nonce" name="nonce" data-testid="verify-nonce" value="${escapeHtml(String(p?.nonce ?? 0))}"></div>
<div class="full"><label for="v-commitment">Commitment shown before play (optional)</label><input type="text" id="v-commitment" name="commitment" data-testid="verify-commitment" value="${escapeHtml(p?.serverSeedHash ?? '')}" autocomplete="off" spellcheck="false"></div>
<div class="full"><button type="submit" data-testid="verify-submit">Verify</button></div>
</form>
</section>
<div id="result" aria-live="polite"></div>
</main>
<p class="notice">AURORA Games · provably fair</p>`;
  return layout({
    lang: 'EN',
    title: 'AURORA round verifier',
    body,
    nonce: input.nonce,
    script: 'verify.js',
    gameIds: SLOT_GAMES.map((game) => game.id),
  });
}
