import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { auditLog } from '../src/modules/audit/tables.js';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { signVendorRequest } from '../src/modules/games/vendor-client.js';
import { createGameService, type BigWin } from '../src/modules/games/service.js';
import {
  adminToken,
  call,
  callRoute,
  createMember,
  putSection,
  startTestServer,
  type TestServer,
} from './harness.js';
import {
  createGame,
  DEMO_VENDOR_SECRET,
  gameInput,
  gameList,
  saveVendor,
  startVendorStub,
  vendorInput,
  type GameInput,
  type VendorStub,
} from './games-support.js';

let server: TestServer;
let stub: VendorStub;
let admin: string;
let members = 0;

beforeAll(async () => {
  stub = await startVendorStub();
  server = await startTestServer({ env: { SLOTS_VENDOR_URL: stub.url } });
  stub.now = () => server.clock.now().getTime();
  admin = await adminToken(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await stub?.close();
});

const newMember = (type?: number) =>
  createMember(server, { username: `gm${++members}x${Date.now() % 100000}`, ...(type ? { type } : {}) });
/** DELETE bodies need their length sent (Node sends no chunked DELETE body by default). */
const lengthOf = (body: unknown) => ({ 'content-length': String(Buffer.byteLength(JSON.stringify(body))) });
const site = () => server.services.merchants.siteByCode('aurora');
const aurora = { merchantCode: 'aurora' };
const launchAs = (token: string, gameId: string, vassalage: string) =>
  callRoute(server, routes.launchGame, { token, query: { gameId, vassalage } });

/** A games service on the test server's database whose vendor-wallet calls are the test's. */
function gamesWith(overrides: {
  unfinished?: { vendorCode: string; gameCode: string; roundId: string } | null;
  bigWins?: BigWin[];
}) {
  const sessions: { memberId: number; gameCode: string }[] = [];
  const service = createGameService({
    db: server.database.db,
    clock: server.clock,
    directory: server.services.vendorDirectory,
    cacheMs: 0,
    sessions: {
      openSession: async (input) => {
        sessions.push(input);
        return { sessionId: `s${sessions.length}x${input.memberId}`, playerId: `p${input.memberId}` };
      },
      unfinishedRound: async () => overrides.unfinished ?? null,
    },
    bigWins: async () => overrides.bigWins ?? [],
    memberOf: (memberId) => server.services.members.summaryOf(memberId),
    wallets: server.services.wallets,
    // Only transfer-mode launches queue checks, and these tests launch seamless games.
    queueTransferCheck: async () => undefined,
    siteByCode: (code) => server.services.merchants.siteByCode(code),
  });
  return { service, sessions };
}

async function launchThrough(
  service: ReturnType<typeof gamesWith>['service'],
  memberId: number,
  gameCode: string,
) {
  return service.launch({
    site: await site(),
    memberId,
    vendorCode: 'AURORA',
    gameCode,
    language: 'EN',
    origin: 'http://aurora.test',
  });
}

describe('the demo catalogue, without a token', () => {
  it('answers the vendor lanes, vendors by type and the lottery menu', async () => {
    const lanes = await callRoute(server, routes.gameVendors);
    expect(lanes.status).toBe(200);
    const rng = lanes.body.value.lanes.find((lane) => lane.title === 'RNG');
    expect(rng?.cards[0]).toMatchObject({ vassalage: 'AURORA', displayName: 'Aurora Slots' });
    const cn = await callRoute(server, routes.gameVendors, { headers: { language: 'CN' } });
    expect(cn.body.value.lanes[0]!.cards[0]!.displayName).toBe('极光老虎机');
    const types = await callRoute(server, routes.vendorsByGameType);
    expect(types.body.value.content.RNG).toContain('AURORA');
    const menus = await callRoute(server, routes.gameMenus, { query: { prizeMode: 'Lott' } });
    expect(menus.status).toBe(200);
    // The in-house lottery's LOTT games: the Vietnamese ones and the fixed-odds ones.
    expect(menus.body.value.map((group) => group.gameGroupCode)).toEqual(['LOTTO']);
    const lott = menus.body.value[0]!.gameMenus;
    expect(lott.every((game) => game.gameType === 'LOTT')).toBe(true);
    expect(lott.map((game) => game.gameId)).toEqual(
      expect.arrayContaining(['VN_NORTH', 'VN_HCM', 'ZY_SSC1']),
    );
    expect(lott.find((game) => game.gameId === 'VN_NORTH')).toMatchObject({
      accountTypeName: 'TCG_LOTTO_VN',
      code: 'VN_NORTH',
    });
    const elott = await callRoute(server, routes.gameMenus, { query: { prizeMode: 'Elott' } });
    expect(elott.body.value[0]!.gameMenus.map((game) => game.gameId)).toEqual(
      expect.arrayContaining(['SSC1', 'SEA4D', 'PK10_5']),
    );
    const rooms = await callRoute(server, routes.roomList, { query: { vassalage: 'AURORA' } });
    expect(rooms.body.value.list).toEqual([]);
  });

  it('lists the three slots with names in the language and icons on the vendor', async () => {
    const page = await gameList(server, { vassalage: 'AURORA' });
    expect(page.games.map((game) => game.gameId)).toEqual(['aurora-fruits', 'star-gems', 'lucky-sevens']);
    expect(page.games[0]).toMatchObject({
      gameName: 'Aurora Fruits',
      showIcon: `${stub.url}/assets/aurora-fruits.svg`,
      minBet: '0.20',
      lineNum: 20,
      supportPlay: 0,
      isHot: true,
      isFavorite: false,
      gameType: 'RNG',
    });
    const ja = await gameList(server, { vassalage: 'AURORA', language: 'JA' });
    expect(ja.games[1]!.displayName).toBe('スタージェム');
    const hot = await callRoute(server, routes.hotGames, { query: { vassalage: 'AURORA' } });
    expect(hot.body.value.list.map((game) => game.gameId)).toEqual(['aurora-fruits']);
  });

  it('falls back to the hot games for popular games when nothing was played', async () => {
    const popular = await callRoute(server, routes.popularGames);
    expect(popular.status).toBe(200);
    // The demo's hot games: a slot and the lottery's headline games.
    expect(popular.body.value.list.map((game) => game.gameId)).toEqual([
      'aurora-fruits',
      'VN_NORTH',
      'VN_FAST1',
      'SEA4D',
      'SSC1',
      'K3_1',
      'PK10_1',
    ]);
  });
});

describe('member calls need a session', () => {
  it('refuses favourites, recent games and launch without a token', async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 1 }],
      ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId: 1 }],
      ['GET', '/wps/relay/GCS_recentGame'],
      ['GET', '/wps/game/launchGame?gameId=star-gems&vassalage=AURORA'],
    ];
    for (const [method, path, body] of paths) {
      const res = await call(server, path, { method, ...(body ? { body, headers: lengthOf(body) } : {}) });
      expect(res.status, path).toBe(401);
      expect(res.body.errorCode, path).toBe('login.not.session');
    }
  });
});

describe('operator catalogue', () => {
  it('adds a vendor and games, changes one, and audits each change', async () => {
    const vendor = await saveVendor(server, admin, 'TESTV', vendorInput('RNG'));
    expect(vendor.body.value).toMatchObject({ code: 'TESTV', category: 'RNG', walletMode: 'seamless' });
    const list = await callRoute(server, routes.operatorVendors, { token: admin, params: aurora });
    expect(list.body.value.list.map((row) => row.code)).toEqual(['AURORA', 'LOTTO', 'TESTV']);

    // 26 games: names in two languages, min bets 0.10 / 1.00, lines 5 … 30, two PVP games with rooms.
    for (let i = 1; i <= 26; i++)
      await createGame(
        server,
        admin,
        gameInput('TESTV', `tg-${String(i).padStart(2, '0')}`, {
          name: { EN: `Test Game ${i}`, CN: `测试游戏${i}` },
          minBet: i % 2 === 0 ? '0.10' : '1.00',
          lineNum: i + 4,
          sortOrder: i,
          ...(i > 24 ? { category: 'PVP', roomIds: [`r${i}a`, `r${i}b`] } : {}),
        }),
      );
    const newGame = (body: GameInput) =>
      callRoute(server, routes.operatorGameCreate, { token: admin, params: aurora, body });
    const duplicate = await newGame(gameInput('TESTV', 'tg-01'));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errorCode).toBe('validation.failed');
    const unknownVendor = await newGame(gameInput('NOPE', 'x-1'));
    expect(unknownVendor.body.errorCode).toBe('validation.failed');

    const games = await callRoute(server, routes.operatorGames, {
      token: admin,
      params: aurora,
      query: { vendor: 'TESTV', name: 'test game 2' },
    });
    // "test game 2" matches 2 and 20 … 26.
    expect(games.body.value.list.map((game) => game.gameId)).toEqual([
      'tg-02',
      'tg-20',
      'tg-21',
      'tg-22',
      'tg-23',
      'tg-24',
      'tg-25',
      'tg-26',
    ]);
    // The export holds the same games in the same order, every language's name in its column.
    const exported = await callRoute(server, routes.operatorGameExport, {
      token: admin,
      params: aurora,
      query: { vendor: 'TESTV', name: 'test game 2' },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="games.csv"');
    const rows = exported.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]!.split(',').slice(0, 5)).toEqual(['node_id', 'vendor', 'game_id', 'category', 'name_en']);
    expect(rows.slice(1).map((row) => row.split(',')[2])).toEqual(
      games.body.value.list.map((game) => game.gameId),
    );
    const target = games.body.value.list[0]!;
    const saveGame = (nodeId: number, body: GameInput) =>
      callRoute(server, routes.operatorGameSave, { token: admin, params: { ...aurora, nodeId }, body });
    const saved = await saveGame(
      target.nodeId,
      gameInput('TESTV', 'tg-02', {
        name: { EN: 'Test Game 2', CN: '测试游戏2', VI: 'Trò Chơi Hai' },
        minBet: '0.10',
        lineNum: 6,
        sortOrder: 2,
      }),
    );
    expect(saved.status).toBe(200);
    const missing = await saveGame(999999, gameInput('TESTV', 'tg-02'));
    expect(missing.body.errorCode).toBe('not.found');

    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantCode, 'aurora')));
    const actions = audits.map((entry) => `${entry.action} ${entry.target}`);
    expect(actions).toContain('game.vendor.save vendor:TESTV');
    expect(actions).toContain('game.create game:TESTV/tg-26');
    expect(actions).toContain(`game.save game:${target.nodeId}`);
    expect(audits.find((entry) => entry.action === 'game.save')!.operatorName).toBe('admin');
  });

  it('syncs a vendor from its signed catalogue: adds new games and updates known ones', async () => {
    stub.catalogue = {
      games: [
        {
          gameId: 'aurora-fruits',
          category: 'RNG',
          name: { EN: 'Aurora Fruits Deluxe' },
          icon: `${stub.url}/assets/aurora-fruits.svg`,
          smallIcon: `${stub.url}/assets/aurora-fruits.svg`,
          minBet: '0.20',
          lineNum: 25,
          supportPlay: 0,
        },
        {
          gameId: 'moon-bonus',
          category: 'RNG',
          name: { EN: 'Moon Bonus', CN: '月亮奖励' },
          icon: `${stub.url}/assets/moon-bonus.svg`,
          smallIcon: `${stub.url}/assets/moon-bonus.svg`,
          minBet: '0.50',
          lineNum: 10,
          supportPlay: 1,
        },
      ],
    };
    const syncVendor = (code: string) =>
      callRoute(server, routes.operatorVendorSync, { token: admin, params: { ...aurora, code }, body: {} });
    const sync = await syncVendor('AURORA');
    expect(sync.status, sync.text).toBe(200);
    expect(sync.body.value).toEqual({ added: 1, updated: 1 });
    const request = stub.requests.find((entry) => entry.path === '/api/games');
    expect(request).toMatchObject({ method: 'GET', signed: true });
    const page = await gameList(server, { vassalage: 'AURORA' });
    expect(page.games.map((game) => [game.gameId, game.gameName, game.lineNum])).toEqual([
      ['aurora-fruits', 'Aurora Fruits Deluxe', 25],
      ['star-gems', 'Star Gems', 25],
      ['lucky-sevens', 'Lucky Sevens', 10],
      ['moon-bonus', 'Moon Bonus', 10],
    ]);
    // Icons under the vendor's address are kept relative to the vendor, so they follow it to a new address.
    const stored = await callRoute(server, routes.operatorGames, {
      token: admin,
      params: aurora,
      query: { vendor: 'AURORA', name: 'moon' },
    });
    expect(stored.body.value.list[0]?.icon).toBe('vendor:AURORA/assets/moon-bonus.svg');
    expect(page.games.find((game) => game.gameId === 'moon-bonus')?.showIcon).toBe(
      `${stub.url}/assets/moon-bonus.svg`,
    );
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'game.vendor.sync'));
    expect(audits).toHaveLength(1);

    // A vendor whose signature the stub refuses: the sync is system.busy and changes nothing.
    server.services.vendorDirectory.register({
      code: 'BADSIG',
      baseUrl: stub.url,
      secret: 'not-the-vendor-secret-at-all',
      walletMode: 'seamless',
    });
    await saveVendor(server, admin, 'BADSIG', vendorInput('RNG', { enabled: false }));
    const refused = await syncVendor('BADSIG');
    expect(refused.status).toBe(503);
    expect(refused.body.errorCode).toBe('system.busy');
    const unknown = await syncVendor('NOPE');
    expect(unknown.body.errorCode).toBe('not.found');
  });
});

describe('game list filters', () => {
  it('finds games by name in any language and case', async () => {
    expect((await gameList(server, { gameName: 'STAR' })).games.map((game) => game.gameId)).toEqual([
      'star-gems',
    ]);
    expect((await gameList(server, { gameName: '星辰' })).games[0]!.gameId).toBe('star-gems');
    expect((await gameList(server, { gameName: 'trò chơi' })).games[0]!.gameId).toBe('tg-02');
    expect((await gameList(server, { gameName: 'nothing-like-this' })).games).toEqual([]);
  });

  it('filters by minimum bet, lines, vendor and type', async () => {
    const cheap = await gameList(server, { vassalage: 'TESTV', minBet: '0.15', pageSize: 100 });
    expect(cheap.total).toBe(13);
    expect(cheap.games.every((game) => game.minBet === '0.10')).toBe(true);
    const lines = await gameList(server, { vassalage: 'TESTV', minLineNum: 28, pageSize: 100 });
    expect(lines.games.map((game) => game.lineNum)).toEqual([28, 29, 30]);
    const pvp = await gameList(server, { gameType: 'PVP' });
    expect(pvp.games.map((game) => [game.gameId, game.roomId])).toEqual([
      ['tg-25', 'r25a'],
      ['tg-26', 'r26a'],
    ]);
    const rooms = await callRoute(server, routes.roomList, {
      query: { vassalage: 'TESTV', gameId: 'tg-26' },
    });
    expect(rooms.body.value.list.map((room) => room.roomId)).toEqual(['r26a', 'r26b']);
    const rng = await gameList(server, { gameType: 'RNG', vassalage: 'AURORA' });
    expect(rng.total).toBe(4);
  });

  it('pages 24 games by default, in sort order', async () => {
    const first = await gameList(server, { vassalage: 'TESTV' });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 26 });
    expect(first.games).toHaveLength(24);
    expect(first.games[0]!.gameId).toBe('tg-01');
    const second = await gameList(server, { vassalage: 'TESTV', pageNo: 2 });
    expect(second.games.map((game) => game.gameId)).toEqual(['tg-25', 'tg-26']);
    const small = await gameList(server, { vassalage: 'TESTV', pageNo: 3, pageSize: 5 });
    expect(small.games.map((game) => game.gameId)).toEqual(['tg-11', 'tg-12', 'tg-13', 'tg-14', 'tg-15']);
  });

  it('puts relative icons on the image CDN and keeps absolute ones', async () => {
    const before = (await gameList(server, { vassalage: 'TESTV', pageSize: 1 })).games[0]!;
    expect(before.showIcon).toBe('/icons/tg-01.png');
    expect(before.smallIcon).toBe('https://cdn.vendor.example/tg-01-small.png');
    const put = await putSection(server, admin, 'cdn', (value: { imageCDNs: string[] }) => ({
      ...value,
      imageCDNs: ['https://img.example.com/'],
    }));
    expect(put.status).toBe(200);
    const after = (await gameList(server, { vassalage: 'TESTV', pageSize: 1 })).games[0]!;
    expect(after.showIcon).toBe('https://img.example.com/icons/tg-01.png');
    await putSection(server, admin, 'cdn', (value: { imageCDNs: string[] }) => ({ ...value, imageCDNs: [] }));
  });
});

describe('favourites', () => {
  it('adds once, lists, marks the game list and removes', async () => {
    const member = await newMember();
    const auth = { authorization: member.token };
    const [fruits, gems] = (await gameList(server, { vassalage: 'AURORA' })).games;
    for (const nodeId of [gems!.nodeId, fruits!.nodeId, fruits!.nodeId]) {
      const added = await callRoute(server, routes.favoriteAdd, {
        token: member.token,
        body: { nodeId, vendor: 'AURORA' },
      });
      expect(added.status).toBe(200);
    }
    const ids = await callRoute(server, routes.favoriteIds, { token: member.token });
    expect([...ids.body.value].sort()).toEqual([fruits!.nodeId, gems!.nodeId].sort());
    const list = await callRoute(server, routes.favoriteList, { token: member.token });
    expect(list.body.value.content.map((game) => game.gameId).sort()).toEqual(['aurora-fruits', 'star-gems']);
    expect(list.body.value.content.every((game) => game.isFavorite)).toBe(true);
    const marked = await gameList(server, { vassalage: 'AURORA' }, auth);
    expect(marked.games.filter((game) => game.isFavorite).map((game) => game.gameId)).toEqual([
      'aurora-fruits',
      'star-gems',
    ]);
    const removed = await callRoute(server, routes.favoriteRemove, {
      token: member.token,
      headers: lengthOf({ nodeId: gems!.nodeId }),
      body: { nodeId: gems!.nodeId },
    });
    expect(removed.status).toBe(200);
    const after = await callRoute(server, routes.favoriteIds, { token: member.token });
    expect(after.body.value).toEqual([fruits!.nodeId]);
    const unknown = await callRoute(server, routes.favoriteAdd, {
      token: member.token,
      body: { nodeId: 999999 },
    });
    expect(unknown.body.errorCode).toBe('not.found');
  });
});

describe('launch', () => {
  it('refuses an unknown game, a disabled vendor and a trial account', async () => {
    const member = await newMember();
    const unknown = await launchAs(member.token, 'no-such-game', 'AURORA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('not.found');

    await saveVendor(server, admin, 'OFFV', vendorInput('RNG', { enabled: false }));
    await createGame(server, admin, gameInput('OFFV', 'off-1'));
    const off = await launchAs(member.token, 'off-1', 'OFFV');
    expect(off.status).toBe(400);
    expect(off.body.errorCode).toBe('function.not.available');
    expect((await gameList(server, { vassalage: 'OFFV' })).games).toEqual([]);

    const trial = await newMember(4);
    const refused = await launchAs(trial.token, 'star-gems', 'AURORA');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('in_need_true_account');
  });

  it('opens a session, launches at the vendor with a signed request and records the recent game', async () => {
    const member = await newMember();
    const { service, sessions } = gamesWith({});
    const launched = await launchThrough(service, member.id, 'star-gems');
    expect(launched.content.game_url).toMatch(
      new RegExp(`^${stub.url}/play/star-gems\\?session=s1x${member.id}$`),
    );
    expect(sessions[0]).toMatchObject({
      memberId: member.id,
      gameCode: 'star-gems',
      currency: 'PHP',
      category: 'RNG',
    });
    const request = stub.requests.filter((entry) => entry.path === '/api/launch').at(-1)!;
    expect(request.signed).toBe(true);
    expect(request.body).toMatchObject({
      playerId: `p${member.id}`,
      gameId: 'star-gems',
      currency: 'PHP',
      language: 'EN',
      lobbyUrl: 'http://aurora.test/rng',
    });
    server.clock.advance(60_000);
    await launchThrough(service, member.id, 'lucky-sevens');
    const recent = await callRoute(server, routes.recentGames, { token: member.token });
    expect(recent.body.value.list.map((game) => game.gameId)).toEqual(['lucky-sevens', 'star-gems']);
  });

  it('refuses a launch while a round of another game is open, and allows the same game', async () => {
    const member = await newMember();
    const open = { vendorCode: 'AURORA', gameCode: 'star-gems', roundId: 'r-1' };
    const { service } = gamesWith({ unfinished: open });
    await expect(launchThrough(service, member.id, 'lucky-sevens')).rejects.toMatchObject({
      code: 'game.previous.unfinished',
      status: 409,
    });
    const same = await launchThrough(service, member.id, 'star-gems');
    expect(same.content.game_url).toContain('/play/star-gems');
  });

  it('launches over HTTP through the vendor wallet', async () => {
    const member = await newMember();
    const res = await launchAs(member.token, 'aurora-fruits', 'AURORA');
    expect(res.status, res.text).toBe(200);
    expect(res.body.value.content.game_url).toContain(`${stub.url}/play/aurora-fruits?session=`);
    const recent = await callRoute(server, routes.recentGames, { token: member.token });
    expect(recent.body.value.list.map((game) => game.gameId)).toEqual(['aurora-fruits']);
  });

  it('refuses a launch of another game over HTTP while a round opened through the wallet protocol is open', async () => {
    const member = await newMember();
    await server.services.ledger.move({
      merchantId: (await site()).merchantId,
      currency: 'PHP',
      type: 'adjustment',
      idempotencyKey: `games-fund-${member.id}`,
      from: ledgerAccount.adjustments,
      to: ledgerAccount.main(member.id),
      amount: 10_000n,
    });
    const launched = await launchAs(member.token, 'star-gems', 'AURORA');
    expect(launched.status, launched.text).toBe(200);
    const { playerId, sessionId } = stub.requests.filter((entry) => entry.path === '/api/launch').at(-1)!
      .body as { playerId: string; sessionId: string };
    // The vendor takes a bet and has not closed the round yet.
    const raw = JSON.stringify({
      playerId,
      currency: 'PHP',
      transactionId: `bet-${member.id}`,
      roundId: `round-${member.id}`,
      gameId: 'star-gems',
      amount: '1.00',
      sessionId,
    });
    const timestamp = String(server.clock.now().getTime());
    const debit = await call(server, '/vendor-wallet/AURORA/debit', {
      method: 'POST',
      merchant: null,
      body: raw,
      headers: {
        'x-wallet-timestamp': timestamp,
        'x-wallet-signature': signVendorRequest(DEMO_VENDOR_SECRET, timestamp, raw),
      },
    });
    expect(debit.text).toContain('"OK"');
    const other = await launchAs(member.token, 'lucky-sevens', 'AURORA');
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('game.previous.unfinished');
    const same = await launchAs(member.token, 'star-gems', 'AURORA');
    expect(same.status).toBe(200);
  });

  it('offers a trial for games with supportPlay 0 only, without a token', async () => {
    const trialLaunch = (gameId: string) =>
      callRoute(server, routes.trialLaunch, { query: { gameId, vassalage: 'AURORA' } });
    const trial = await trialLaunch('lucky-sevens');
    expect(trial.status).toBe(200);
    expect(trial.body.value.content.game_url).toBe(`${stub.url}/play/lucky-sevens?trial=1`);
    const none = await trialLaunch('moon-bonus');
    expect(none.body.errorCode).toBe('function.not.available');
  });
});

describe('popular games and the winner board', () => {
  it('orders popular games by launches of the last 7 days', async () => {
    // Before: star-gems 4 launches, lucky-sevens 1, aurora-fruits 1 (the launch tests above).
    const { service } = gamesWith({});
    const [a, b] = [await newMember(), await newMember()];
    for (const [member, game] of [
      [a, 'lucky-sevens'],
      [b, 'lucky-sevens'],
      [a, 'lucky-sevens'],
      [b, 'lucky-sevens'],
      [a, 'lucky-sevens'],
    ] as const)
      await launchThrough(service, member.id, game);
    const popular = await callRoute(server, routes.popularGames, { query: { count: 2 } });
    expect(popular.body.value.list.map((game) => game.gameId)).toEqual(['lucky-sevens', 'star-gems']);
  });

  it('masks winners and names their games', async () => {
    const winner = await createMember(server, { username: 'winner1289' });
    const { service } = gamesWith({
      bigWins: [
        {
          memberId: winner.id,
          vendorCode: 'AURORA',
          gameCode: 'star-gems',
          category: 'RNG',
          winMinor: 123_456n,
          currency: 'PHP',
          at: new Date('2026-11-22T07:00:00Z'),
        },
      ],
    });
    const board = await service.winnerBoard(await site(), 'ALL', 20, 'CN');
    expect(board.list).toEqual([
      {
        vo: {
          customerName: 'w***9',
          gameName: '星辰宝石',
          gameType: 'RNG',
          vassalage: 'AURORA',
          winAmount: '1234.56',
          winTime: Date.parse('2026-11-22T07:00:00Z'),
        },
      },
    ]);
    const anonymous = await callRoute(server, routes.winnerBoard);
    expect(anonymous.status).toBe(200);
  });
});
