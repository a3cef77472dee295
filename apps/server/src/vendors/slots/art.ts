/**
 * The games' artwork as SVG (viewBox 0 0 100 100): one sprite of symbols for the game page, and the
 * catalogue icons. No external resources, no style attributes (the page's CSP allows neither).
 */

const GRADIENTS = `
<linearGradient id="g-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#c0152f"/></linearGradient>
<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe680"/><stop offset="1" stop-color="#e29a00"/></linearGradient>
<linearGradient id="g-green" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7be07b"/><stop offset="1" stop-color="#1f8a3a"/></linearGradient>
<linearGradient id="g-purple" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c58bff"/><stop offset="1" stop-color="#6a2bb8"/></linearGradient>
<linearGradient id="g-blue" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc4ff"/><stop offset="1" stop-color="#1d4fd1"/></linearGradient>
<linearGradient id="g-orange" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffc36b"/><stop offset="1" stop-color="#f06a00"/></linearGradient>
<linearGradient id="g-yellow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6a0"/><stop offset="1" stop-color="#f2c400"/></linearGradient>
<linearGradient id="g-aurora" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#39f3bb"/><stop offset=".5" stop-color="#3aa0ff"/><stop offset="1" stop-color="#b35cff"/></linearGradient>
<linearGradient id="g-pearl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#e9e4f5"/><stop offset="1" stop-color="#b9b0d0"/></linearGradient>
<linearGradient id="g-silver" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f7fb"/><stop offset="1" stop-color="#8c99ab"/></linearGradient>
<radialGradient id="g-night" cx=".5" cy=".3" r=".9"><stop offset="0" stop-color="#1f2a5a"/><stop offset="1" stop-color="#070a1c"/></radialGradient>`;

function gem(fill: string, points: string, facets: string): string {
  return `<polygon points="${points}" fill="${fill}" stroke="#ffffff" stroke-opacity=".55" stroke-width="2" stroke-linejoin="round"/><path d="${facets}" fill="none" stroke="#ffffff" stroke-opacity=".45" stroke-width="1.5"/>`;
}

function seven(fill: string, outline: string): string {
  return `<path d="M24 18h54v12L50 84H33l28-50H24z" fill="${fill}" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/><path d="M30 22h40" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>`;
}

function bars(count: number): string {
  const height = 16;
  const gap = 6;
  const top = 50 - (count * height + (count - 1) * gap) / 2;
  return Array.from(
    { length: count },
    (_, i) =>
      `<rect x="14" y="${top + i * (height + gap)}" width="72" height="${height}" rx="4" fill="#1b1b2e" stroke="url(#g-gold)" stroke-width="3"/><text x="50" y="${top + i * (height + gap) + 12.5}" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="12" fill="url(#g-gold)">BAR</text>`,
  ).join('');
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}" stroke="#fff" stroke-opacity=".6" stroke-width="2" stroke-linejoin="round"/>`;
}

function wild(label: string, fill: string): string {
  return `<rect x="6" y="6" width="88" height="88" rx="18" fill="url(#g-night)" stroke="${fill}" stroke-width="5"/><path d="M10 60c20-22 40-6 80-30" fill="none" stroke="${fill}" stroke-width="9" stroke-linecap="round" stroke-opacity=".65"/><text x="50" y="62" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="${label.length > 4 ? 19 : 24}" fill="#fff" stroke="#0b0f2a" stroke-width="1.5">${label}</text>`;
}

/** Inner SVG of every symbol id used by the games. */
export const SYMBOL_ART: Record<string, string> = {
  // Aurora Fruits
  aurora: wild('WILD', 'url(#g-aurora)'),
  seven: seven('url(#g-red)', '#7a0a1a'),
  bell: `<path d="M50 14c-17 0-25 14-25 30v14l-9 12h68l-9-12V44c0-16-8-30-25-30z" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="3" stroke-linejoin="round"/><circle cx="50" cy="78" r="8" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="3"/><path d="M37 30c3-6 8-8 12-8" stroke="#fff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round" fill="none"/>`,
  melon: `<path d="M10 40a40 40 0 0 0 80 0z" fill="#1f8a3a"/><path d="M16 40a34 34 0 0 0 68 0z" fill="#ff4d5e"/><g fill="#1b1b1b"><ellipse cx="35" cy="52" rx="2.5" ry="4"/><ellipse cx="50" cy="58" rx="2.5" ry="4"/><ellipse cx="65" cy="52" rx="2.5" ry="4"/><ellipse cx="42" cy="66" rx="2.5" ry="4"/><ellipse cx="58" cy="66" rx="2.5" ry="4"/></g>`,
  grape: `<path d="M52 12c6 2 12 0 18-4" stroke="#3d7a1e" stroke-width="4" fill="none" stroke-linecap="round"/><g fill="url(#g-purple)" stroke="#3b1470" stroke-width="2"><circle cx="38" cy="30" r="11"/><circle cx="60" cy="30" r="11"/><circle cx="28" cy="50" r="11"/><circle cx="50" cy="50" r="11"/><circle cx="72" cy="50" r="11"/><circle cx="39" cy="70" r="11"/><circle cx="61" cy="70" r="11"/><circle cx="50" cy="88" r="9"/></g>`,
  plum: `<ellipse cx="50" cy="56" rx="32" ry="30" fill="url(#g-purple)" stroke="#3b1470" stroke-width="3"/><path d="M50 28c0 20 0 40 0 56" stroke="#3b1470" stroke-opacity=".5" stroke-width="3" fill="none"/><path d="M50 28c2-10 8-16 16-18" stroke="#3d7a1e" stroke-width="4" fill="none" stroke-linecap="round"/><ellipse cx="36" cy="46" rx="6" ry="9" fill="#fff" fill-opacity=".35"/>`,
  orange: `<circle cx="50" cy="54" r="33" fill="url(#g-orange)" stroke="#a64500" stroke-width="3"/><path d="M50 21c4-8 14-10 20-8-4 8-12 10-20 8z" fill="#2f9a3e"/><ellipse cx="38" cy="42" rx="7" ry="10" fill="#fff" fill-opacity=".35"/>`,
  lemon: `<ellipse cx="50" cy="52" rx="38" ry="28" fill="url(#g-yellow)" stroke="#a88400" stroke-width="3"/><path d="M12 52l-6-3M88 52l6-3" stroke="#a88400" stroke-width="5" stroke-linecap="round"/><ellipse cx="38" cy="42" rx="10" ry="6" fill="#fff" fill-opacity=".45"/>`,
  cherry: `<path d="M30 62C38 36 48 22 66 14M70 62C66 40 66 26 66 14" stroke="#3d7a1e" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="30" cy="68" r="16" fill="url(#g-red)" stroke="#7a0a1a" stroke-width="3"/><circle cx="70" cy="68" r="16" fill="url(#g-red)" stroke="#7a0a1a" stroke-width="3"/><circle cx="25" cy="62" r="4" fill="#fff" fill-opacity=".6"/><circle cx="65" cy="62" r="4" fill="#fff" fill-opacity=".6"/>`,
  // Star Gems
  nova: `${wild('', 'url(#g-aurora)')}${star(50, 50, 30, 'url(#g-gold)')}<text x="50" y="90" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="13" fill="#fff">WILD</text>`,
  diamond: gem(
    'url(#g-blue)',
    '50,88 10,38 26,16 74,16 90,38',
    'M10 38h80M26 16l12 22 12-22 12 22 12-22M38 38l12 50 12-50',
  ),
  ruby: gem(
    'url(#g-red)',
    '50,10 86,32 86,68 50,90 14,68 14,32',
    'M50 10v80M14 32l36 18 36-18M14 68l36-18 36 18',
  ),
  emerald: gem(
    'url(#g-green)',
    '30,12 70,12 88,30 88,70 70,88 30,88 12,70 12,30',
    'M30 28h40v44H30zM30 28L12 30M70 28l18 2M70 72l18-2M30 72l-18-2',
  ),
  sapphire: gem('url(#g-blue)', '50,8 90,50 50,92 10,50', 'M50 8v84M10 50h80M30 29l40 42M70 29L30 71'),
  amethyst: gem(
    'url(#g-purple)',
    '50,8 78,24 78,76 50,92 22,76 22,24',
    'M50 8v84M22 24l28 16 28-16M22 76l28-16 28 16',
  ),
  topaz: gem('url(#g-orange)', '50,10 88,40 74,88 26,88 12,40', 'M12 40h76M50 10l-14 30 14 48 14-48z'),
  citrine: gem('url(#g-yellow)', '20,20 80,20 90,50 50,90 10,50', 'M10 50h80M20 20l16 30 14 40 14-40 16-30'),
  pearl: `<circle cx="50" cy="52" r="32" fill="url(#g-pearl)" stroke="#8f86aa" stroke-width="3"/><circle cx="40" cy="40" r="9" fill="#fff" fill-opacity=".9"/><circle cx="62" cy="66" r="5" fill="#d9d2ec"/>`,
  // Lucky Sevens
  lucky: `${wild('', 'url(#g-gold)')}<path d="M50 30c-8-14-26-8-22 6 3 10 22 22 22 22s19-12 22-22c4-14-14-20-22-6z" fill="url(#g-green)" stroke="#0d4a1e" stroke-width="3" transform="translate(0 4)"/><text x="50" y="88" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="13" fill="#fff">WILD</text>`,
  red7: seven('url(#g-red)', '#7a0a1a'),
  blue7: seven('url(#g-blue)', '#0d2a7a'),
  bar3: bars(3),
  bar2: bars(2),
  bar1: bars(1),
};

/** Art of a symbol, or a neutral tile with its initial for an id that has none. */
export function symbolArt(id: string): string {
  return (
    SYMBOL_ART[id] ??
    `<rect x="10" y="10" width="80" height="80" rx="16" fill="url(#g-silver)"/><text x="50" y="64" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="40" fill="#222">${id.slice(0, 1).toUpperCase()}</text>`
  );
}

/** The hidden sprite of a game page: gradients and one `<symbol id="s-…">` per symbol id. */
export function symbolSprite(ids: readonly string[]): string {
  const symbols = ids
    .map((id) => `<symbol id="s-${id}" viewBox="0 0 100 100">${symbolArt(id)}</symbol>`)
    .join('');
  return `<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0"><defs>${GRADIENTS}</defs>${symbols}</svg>`;
}

const ICON_THEME: Record<
  string,
  { sky: [string, string]; symbols: [string, string, string]; title: string }
> = {
  'aurora-fruits': {
    sky: ['#0b1a3a', '#12345e'],
    symbols: ['cherry', 'aurora', 'lemon'],
    title: 'Aurora Fruits',
  },
  'star-gems': { sky: ['#1a0b3a', '#3a1260'], symbols: ['ruby', 'nova', 'sapphire'], title: 'Star Gems' },
  'lucky-sevens': { sky: ['#3a0b12', '#5e1224'], symbols: ['bar3', 'red7', 'blue7'], title: 'Lucky Sevens' },
};

/** A stand-alone square icon (SVG document) of a game. */
export function gameIcon(gameId: string, title: string): string {
  const theme = ICON_THEME[gameId] ?? {
    sky: ['#10162e', '#243064'],
    symbols: ['seven', 'bell', 'cherry'],
    title,
  };
  const [left, middle, right] = theme.symbols;
  const stars = [
    [20, 18],
    [74, 12],
    [88, 30],
    [40, 8],
    [12, 40],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.2" fill="#fff" fill-opacity=".8"/>`)
    .join('');
  const escaped = title.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="256" height="256" role="img" aria-label="${escaped}">
<title>${escaped}</title>
<defs>${GRADIENTS}<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.sky[0]}"/><stop offset="1" stop-color="${theme.sky[1]}"/></linearGradient></defs>
<rect width="100" height="100" rx="18" fill="url(#sky)"/>
<path d="M-4 34C22 14 50 40 104 16" fill="none" stroke="url(#g-aurora)" stroke-width="10" stroke-opacity=".35" stroke-linecap="round"/>
${stars}
<svg x="2" y="40" width="34" height="34" viewBox="0 0 100 100">${symbolArt(left!)}</svg>
<svg x="64" y="40" width="34" height="34" viewBox="0 0 100 100">${symbolArt(right!)}</svg>
<svg x="24" y="24" width="52" height="52" viewBox="0 0 100 100">${symbolArt(middle!)}</svg>
<rect x="8" y="80" width="84" height="14" rx="7" fill="#000" fill-opacity=".45"/>
<text x="50" y="90.5" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="8.5" fill="#fff">${escaped}</text>
</svg>`;
}
