import type { LotteryGameDefinition } from '@wps/games';

const COLOURS: Record<string, [string, string]> = {
  VN: ['#d62839', '#f77f00'],
  SEA4D: ['#1d3557', '#457b9d'],
  THAI6: ['#2a9d8f', '#264653'],
  SSC: ['#7b2cbf', '#c77dff'],
  K3: ['#e76f51', '#f4a261'],
  PK10: ['#0077b6', '#00b4d8'],
  X115: ['#2b9348', '#80b918'],
};
const LABELS: Record<string, string> = {
  VN: 'XS',
  SEA4D: '4D',
  THAI6: '6D',
  SSC: 'SSC',
  K3: 'K3',
  PK10: 'PK10',
  X115: '11×5',
};

function escape(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A game's icon: its family's colours and label, and its cadence (minutes) or station initials. */
export function lotteryIcon(game: LotteryGameDefinition): string {
  const [from, to] = COLOURS[game.family] ?? ['#444', '#888'];
  const label = LABELS[game.family] ?? game.family;
  const sub =
    game.schedule.kind === 'interval'
      ? `${game.schedule.seconds / 60}′`
      : game.code.replace(/^VN_/, '').slice(0, 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escape(game.name.EN)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="120" height="120" rx="24" fill="url(#g)"/><circle cx="60" cy="52" r="30" fill="#fff" fill-opacity="0.92"/><text x="60" y="61" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${label.length > 3 ? 18 : 24}" fill="${from}">${escape(label)}</text><text x="60" y="104" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="18" fill="#fff">${escape(sub)}</text></svg>`;
}
