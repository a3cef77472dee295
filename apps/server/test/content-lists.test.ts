import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildPath, CONTENT_EXPORT_MAX_ROWS, routes, type RouteDescriptor } from '@wps/contracts';
import { announcementInput } from './content-support.js';
import {
  adminToken,
  call,
  callRoute,
  createMerchant,
  refusalOf,
  startTestServer,
  type RouteBody,
  type RouteQuery,
  type TestServer,
} from './harness.js';

/*
 * The back office's content lists (issue 12, point 10): announcements and help articles paged,
 * sorted and filtered by the server, and exported as CSV with the same filters, on a merchant of
 * their own so the set is known.
 */

let server: TestServer;
let token: string;
/** A viewer's session: the least role of the lists and the exports. */
let viewer: string;
const VIEWER = { username: 'listviewer', password: 'Viewer-pass-1234' };
const listco = { merchantCode: 'listco' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The harness server's clock at the start (fixed). */
let start: Date;
const at = (offset: number) => new Date(start.getTime() + offset).toISOString();

/** The announcements by name, their ids once created. */
const a = { maintenance: 0, welcome: 0, formula: 0, ended: 0, disabled: 0, closing: 0 };
const h = { reset: 0, username: 0, limits: 0, withdrawal: 0 };

type AnnouncementQuery = RouteQuery<typeof routes.announcementList>;
type HelpQuery = RouteQuery<typeof routes.helpList>;

/** A new session of the viewer, at the server clock's time. */
async function viewerLogin(): Promise<string> {
  const login = await callRoute(server, routes.operatorLogin, {
    body: { username: VIEWER.username, password: `${VIEWER.password}x` },
  });
  expect(login.status, login.text).toBe(200);
  return login.body.value.token;
}

const announcementPage = async (query: AnnouncementQuery = {}, as = token) => {
  const res = await callRoute(server, routes.announcementList, { token: as, params: listco, query });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
};
const announcementIds = async (query: AnnouncementQuery = {}, as = token) =>
  (await announcementPage(query, as)).list.map((row) => row.id);
const helpPage = async (query: HelpQuery = {}) => {
  const res = await callRoute(server, routes.helpList, { token, params: listco, query });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
};
const helpIds = async (query: HelpQuery = {}) => (await helpPage(query)).list.map((row) => row.id);

/** An export's CSV as lines (BOM removed, CRLF split), with the response. */
async function exported(route: RouteDescriptor, query = '', params = listco) {
  const res = await call(server, `${buildPath(route.path, params)}${query}`, {
    merchant: null,
    headers: { authorization: viewer },
  });
  return {
    res,
    lines: res.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n'),
  };
}
const idsOf = (lines: string[]) => lines.slice(1).map((line) => Number(line.split(',')[0]));

beforeAll(async () => {
  server = await startTestServer();
  token = await adminToken(server);
  start = server.clock.now();
  const merchant = await createMerchant(server, token, listco.merchantCode, {
    name: 'List Co',
    domains: ['listco.example'],
    mainDomain: 'listco.example',
    analyticsId: null,
  });
  expect(merchant.status, merchant.text).toBe(200);
  await callRoute(server, routes.operatorCreate, { token, body: { ...VIEWER, role: 'viewer' } });
  const first = await callRoute(server, routes.operatorLogin, { body: VIEWER });
  const changed = await callRoute(server, routes.operatorChangePassword, {
    token: first.body.value.token,
    body: { oldPassword: VIEWER.password, newPassword: `${VIEWER.password}x` },
  });
  expect(changed.status, changed.text).toBe(200);
  viewer = await viewerLogin();

  const announce = async (body: RouteBody<typeof routes.announcementCreate>) => {
    const res = await callRoute(server, routes.announcementCreate, { token, params: listco, body });
    expect(res.status, res.text).toBe(200);
    return res.body.value.id;
  };
  // Created in this order, so their ids ascend in it; all at the start time.
  a.maintenance = await announce(
    announcementInput({ title: { EN: 'Server maintenance', CN: '服务器维护' }, sortOrder: 10 }),
  );
  a.welcome = await announce(
    announcementInput({
      type: 'B',
      title: { EN: 'Welcome bonus', TH: 'โบนัสต้อนรับ' },
      imageUrl: '/media/welcome.svg',
      groupName: 'w_home',
      sortOrder: 20,
      startsAt: at(-DAY),
      endsAt: at(DAY),
    }),
  );
  a.formula = await announce(
    announcementInput({
      type: 'B',
      title: { EN: '=HYPERLINK("x")', JA: 'ログイン' },
      imageUrl: '/media/login.svg',
      groupName: 'w_login',
      sortOrder: 20,
      startsAt: at(HOUR),
    }),
  );
  a.ended = await announce(
    announcementInput({
      type: 'PU',
      execution: 'A',
      title: { EN: 'Ended 50% promo' },
      sortOrder: 5,
      startsAt: at(-2 * DAY),
      endsAt: at(-DAY),
    }),
  );
  a.disabled = await announce(
    announcementInput({
      type: 'PR',
      title: { EN: 'Weekly_cashback', CN: '每周返水 Cashback' },
      sortOrder: 30,
      enabled: false,
    }),
  );
  a.closing = await announce(
    announcementInput({
      title: { EN: 'maintenance done', CN: '   ' },
      sortOrder: 10,
      endsAt: at(30 * MINUTE),
    }),
  );

  const article = async (body: RouteBody<typeof routes.helpCreate>) => {
    const res = await callRoute(server, routes.helpCreate, { token, params: listco, body });
    expect(res.status, res.text).toBe(200);
    return res.body.value.id;
  };
  const help = (
    categoryKey: string,
    category: string,
    question: RouteBody<typeof routes.helpCreate>['question'],
    sortOrder: number,
    enabled = true,
  ) => ({
    categoryKey,
    category: { EN: category },
    question,
    answer: { EN: '<p>Answer</p>' },
    sortOrder,
    enabled,
  });
  h.reset = await article(
    help('account', 'Account', { EN: 'How do I reset my password?', CN: '如何重置密码？' }, 10),
  );
  h.username = await article(help('account', 'Account', { EN: 'Can I change my username?' }, 20, false));
  h.limits = await article(
    help('payments', 'Payments & deposits', { EN: '+Deposit limits', VI: 'Hạn mức nạp tiền' }, 10),
  );
  h.withdrawal = await article(
    help('payments', 'Payments', { EN: 'Why is my PASSWORD refused at withdrawal?' }, 5),
  );

  // One of each changed a minute later, so `updatedAt` sorts apart from the id.
  server.clock.advance(MINUTE);
  const announcementRes = await callRoute(server, routes.announcementUpdate, {
    token,
    params: { ...listco, id: a.maintenance },
    body: announcementInput({ title: { EN: 'Server maintenance', CN: '服务器维护' }, sortOrder: 10 }),
  });
  expect(announcementRes.status, announcementRes.text).toBe(200);
  const helpRes = await callRoute(server, routes.helpUpdate, {
    token,
    params: { ...listco, id: h.reset },
    body: help('account', 'Account', { EN: 'How do I reset my password?', CN: '如何重置密码？' }, 10),
  });
  expect(helpRes.status, helpRes.text).toBe(200);
  server.clock.set(start);
}, 60_000);
afterAll(() => server?.close());

describe('announcement list', () => {
  it('answers one page of the merchant’s announcements with the count, by order then id', async () => {
    const page = await announcementPage();
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 6 });
    expect(page.list.map((row) => row.id)).toEqual([
      a.ended,
      a.maintenance,
      a.closing,
      a.welcome,
      a.formula,
      a.disabled,
    ]);
    expect(page.list.find((row) => row.id === a.welcome)).toMatchObject({
      type: 'B',
      groupName: 'w_home',
      title: { EN: 'Welcome bonus', TH: 'โบนัสต้อนรับ' },
      startsAt: at(-DAY),
      endsAt: at(DAY),
    });
  });

  it('narrows to exactly the matching announcements by each filter', async () => {
    expect(await announcementIds({ type: 'B' })).toEqual([a.welcome, a.formula]);
    expect(await announcementIds({ type: 'H' })).toEqual([]);
    expect(await announcementIds({ groupName: 'w_home' })).toEqual([a.welcome]);
    // A title of white space only is not written in that language.
    expect(await announcementIds({ language: 'CN' })).toEqual([a.maintenance, a.disabled]);
    expect(await announcementIds({ language: 'TH' })).toEqual([a.welcome]);
    expect(await announcementIds({ language: 'JA' })).toEqual([a.formula]);
    expect(await announcementIds({ language: 'UR' })).toEqual([]);
    expect(await announcementIds({ state: 'live' })).toEqual([a.maintenance, a.closing, a.welcome]);
    expect(await announcementIds({ state: 'scheduled' })).toEqual([a.formula]);
    expect(await announcementIds({ state: 'ended' })).toEqual([a.ended]);
    expect(await announcementIds({ state: 'disabled' })).toEqual([a.disabled]);
    // Part of the title in any language, any case, trimmed; LIKE wildcards are plain characters.
    expect(await announcementIds({ q: 'MAINTENANCE' })).toEqual([a.maintenance, a.closing]);
    expect(await announcementIds({ q: '维护' })).toEqual([a.maintenance]);
    expect(await announcementIds({ q: 'cashback' })).toEqual([a.disabled]);
    expect(await announcementIds({ q: '  bonus ' })).toEqual([a.welcome]);
    expect(await announcementIds({ q: '%' })).toEqual([a.ended]);
    expect(await announcementIds({ q: '_' })).toEqual([a.disabled]);
    expect(await announcementIds({ q: 'y_c' })).toEqual([a.disabled]);
    expect(await announcementIds({ q: 'Server%' })).toEqual([]);
    // Filters combine.
    expect(await announcementIds({ type: 'PL', state: 'live', q: 'done' })).toEqual([a.closing]);
    expect(await announcementIds({ type: 'B', language: 'TH', state: 'scheduled' })).toEqual([]);
    const none = await announcementPage({ q: 'nothing like it' });
    expect(none).toEqual({ list: [], pageNum: 1, totalPages: 1, total: 0 });
  });

  it('sorts by each key both ways, ties broken by id in the same direction', async () => {
    expect(await announcementIds({ order: 'desc' })).toEqual([
      a.disabled,
      a.formula,
      a.welcome,
      a.closing,
      a.maintenance,
      a.ended,
    ]);
    const byId = [a.maintenance, a.welcome, a.formula, a.ended, a.disabled, a.closing];
    expect(await announcementIds({ sort: 'id' })).toEqual(byId);
    expect(await announcementIds({ sort: 'id', order: 'desc' })).toEqual([...byId].reverse());
    // No start sorts as the earliest start.
    const byStart = [a.maintenance, a.disabled, a.closing, a.ended, a.welcome, a.formula];
    expect(await announcementIds({ sort: 'startsAt' })).toEqual(byStart);
    expect(await announcementIds({ sort: 'startsAt', order: 'desc' })).toEqual([...byStart].reverse());
    const byUpdate = [a.welcome, a.formula, a.ended, a.disabled, a.closing, a.maintenance];
    expect(await announcementIds({ sort: 'updatedAt' })).toEqual(byUpdate);
    expect(await announcementIds({ sort: 'updatedAt', order: 'desc' })).toEqual([...byUpdate].reverse());
  });

  it('pages with pageNum, totalPages and total, every row on exactly one page', async () => {
    const pages = [];
    for (const pageNo of [1, 2, 3]) pages.push(await announcementPage({ pageNo, pageSize: 2 }));
    expect(pages.map(({ pageNum, totalPages, total }) => ({ pageNum, totalPages, total }))).toEqual([
      { pageNum: 1, totalPages: 3, total: 6 },
      { pageNum: 2, totalPages: 3, total: 6 },
      { pageNum: 3, totalPages: 3, total: 6 },
    ]);
    const seen = pages.flatMap((page) => page.list.map((row) => row.id));
    expect(seen).toEqual(await announcementIds());
    expect(new Set(seen).size).toBe(6);
    const past = await announcementPage({ pageNo: 4, pageSize: 2 });
    expect(past).toMatchObject({ list: [], pageNum: 4, totalPages: 3, total: 6 });
    // The count follows the filters.
    const live = await announcementPage({ state: 'live', pageSize: 2, pageNo: 2 });
    expect(live).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect(live.list.map((row) => row.id)).toEqual([a.welcome]);
  });

  it('evaluates the state against the server clock, the end outside the window', async () => {
    // Each time with a session signed in then (a day on, the sessions of the start have expired).
    const later = async (offset: number) => {
      server.clock.set(new Date(start.getTime() + offset));
      return viewerLogin();
    };
    try {
      let as = await later(30 * MINUTE);
      expect(await announcementIds({ state: 'ended' }, as)).toEqual([a.ended, a.closing]);
      expect(await announcementIds({ state: 'live' }, as)).toEqual([a.maintenance, a.welcome]);
      as = await later(HOUR);
      expect(await announcementIds({ state: 'scheduled' }, as)).toEqual([]);
      expect(await announcementIds({ state: 'live' }, as)).toEqual([a.maintenance, a.welcome, a.formula]);
      as = await later(DAY);
      expect(await announcementIds({ state: 'live' }, as)).toEqual([a.maintenance, a.formula]);
      expect(await announcementIds({ state: 'ended' }, as)).toEqual([a.ended, a.closing, a.welcome]);
      // The disabled one stays disabled whatever the time.
      expect(await announcementIds({ state: 'disabled' }, as)).toEqual([a.disabled]);
    } finally {
      server.clock.set(start);
    }
    expect(await announcementIds({ state: 'live' })).toEqual([a.maintenance, a.closing, a.welcome]);
  });
});

describe('help list', () => {
  it('answers one page of the merchant’s articles with the count, by order then id', async () => {
    const page = await helpPage();
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 4 });
    expect(page.list.map((row) => row.id)).toEqual([h.withdrawal, h.reset, h.limits, h.username]);
    expect(page.list[0]).toMatchObject({ categoryKey: 'payments', sortOrder: 5, enabled: true });
  });

  it('narrows to exactly the matching articles by each filter', async () => {
    expect(await helpIds({ category: 'account' })).toEqual([h.reset, h.username]);
    expect(await helpIds({ category: 'nosuch' })).toEqual([]);
    expect(await helpIds({ language: 'CN' })).toEqual([h.reset]);
    expect(await helpIds({ language: 'VI' })).toEqual([h.limits]);
    expect(await helpIds({ enabled: 'true' })).toEqual([h.withdrawal, h.reset, h.limits]);
    expect(await helpIds({ enabled: 'false' })).toEqual([h.username]);
    expect(await helpIds({ q: 'password' })).toEqual([h.withdrawal, h.reset]);
    expect(await helpIds({ q: '重置' })).toEqual([h.reset]);
    expect(await helpIds({ q: 'nạp' })).toEqual([h.limits]);
    expect(await helpIds({ category: 'account', q: 'password' })).toEqual([h.reset]);
    expect(await helpIds({ category: 'account', enabled: 'true' })).toEqual([h.reset]);
  });

  it('sorts by each key both ways, ties broken by id in the same direction', async () => {
    expect(await helpIds({ order: 'desc' })).toEqual([h.username, h.limits, h.reset, h.withdrawal]);
    const byId = [h.reset, h.username, h.limits, h.withdrawal];
    expect(await helpIds({ sort: 'id' })).toEqual(byId);
    expect(await helpIds({ sort: 'id', order: 'desc' })).toEqual([...byId].reverse());
    const byUpdate = [h.username, h.limits, h.withdrawal, h.reset];
    expect(await helpIds({ sort: 'updatedAt' })).toEqual(byUpdate);
    expect(await helpIds({ sort: 'updatedAt', order: 'desc' })).toEqual([...byUpdate].reverse());
  });

  it('pages with pageNum, totalPages and total, every row on exactly one page', async () => {
    const first = await helpPage({ pageSize: 3 });
    const second = await helpPage({ pageSize: 3, pageNo: 2 });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 4 });
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, total: 4 });
    expect([...first.list, ...second.list].map((row) => row.id)).toEqual(await helpIds());
  });

  it('names each category from its first article, in display order', async () => {
    const res = await callRoute(server, routes.helpCategories, { token, params: listco });
    expect(res.status, res.text).toBe(200);
    expect(res.body.value).toEqual([
      { key: 'payments', category: { EN: 'Payments' }, articles: 2 },
      { key: 'account', category: { EN: 'Account' }, articles: 2 },
    ]);
  });
});

describe('content exports', () => {
  it('answers the announcements as CSV in the list order, formulas made inert', async () => {
    const { res, lines } = await exported(routes.announcementExport);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="announcements.csv"');
    expect(res.headers.get('x-export-truncated')).toBe('false');
    expect(res.text.startsWith('\ufeff')).toBe(true);
    expect(lines[0]).toBe(
      'id,type,groupName,enabled,state,startsAt,endsAt,sortOrder,updatedAt,title.EN,title.CN,title.JA,title.TH,title.VI,title.UR',
    );
    expect(idsOf(lines)).toEqual(await announcementIds());
    expect(lines[1]).toBe(
      `${a.ended},PU,,true,ended,${at(-2 * DAY)},${at(-DAY)},5,${at(0)},Ended 50% promo,,,,,`,
    );
    expect(lines.find((line) => line.startsWith(`${a.formula},`))).toBe(
      `${a.formula},B,w_login,true,scheduled,${at(HOUR)},,20,${at(0)},"'=HYPERLINK(""x"")",,ログイン,,,`,
    );
    expect(lines.find((line) => line.startsWith(`${a.maintenance},`))).toBe(
      `${a.maintenance},PL,,true,live,,,10,${at(MINUTE)},Server maintenance,服务器维护,,,,`,
    );
  });

  it('applies the filters and the sort of the list to the announcements export', async () => {
    const banners = await exported(routes.announcementExport, '?type=B&sort=id&order=desc');
    expect(idsOf(banners.lines)).toEqual([a.formula, a.welcome]);
    const live = await exported(routes.announcementExport, '?state=live&q=maintenance');
    expect(idsOf(live.lines)).toEqual([a.maintenance, a.closing]);
    const none = await exported(routes.announcementExport, '?language=UR');
    expect(none.lines).toHaveLength(1);
    // Paging is not the export's: it takes every row the filters match.
    const paged = await exported(routes.announcementExport, '?pageSize=1');
    expect(paged.res.status).toBe(200);
    expect(idsOf(paged.lines)).toHaveLength(6);
  });

  it('answers the help articles as CSV in the list order, with the filters', async () => {
    const { res, lines } = await exported(routes.helpExport);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="help.csv"');
    expect(res.headers.get('x-export-truncated')).toBe('false');
    expect(res.text.startsWith('\ufeff')).toBe(true);
    expect(lines[0]).toBe(
      'id,category,enabled,sortOrder,question.EN,question.CN,question.JA,question.TH,question.VI,question.UR,updatedAt',
    );
    expect(idsOf(lines)).toEqual(await helpIds());
    expect(lines.find((line) => line.startsWith(`${h.limits},`))).toBe(
      `${h.limits},payments,true,10,'+Deposit limits,,,,Hạn mức nạp tiền,,${at(0)}`,
    );
    const filtered = await exported(routes.helpExport, '?enabled=true&q=password&order=desc');
    expect(idsOf(filtered.lines)).toEqual([h.reset, h.withdrawal]);
  });
});

describe('export cap', () => {
  it('holds at most CONTENT_EXPORT_MAX_ROWS rows and says when more matched', async () => {
    const bulk = { merchantCode: 'bulkco' };
    const created = await createMerchant(server, token, bulk.merchantCode, {
      name: 'Bulk Co',
      domains: ['bulkco.example'],
      mainDomain: 'bulkco.example',
      analyticsId: null,
    });
    expect(created.status, created.text).toBe(200);
    // One more article than an export holds, written straight to the table (the API would take long).
    await server.database.db.execute(sql`
      insert into help_articles (merchant_id, category_key, category, question, answer, sort_order, enabled, updated_at)
      select m.id, 'bulk', '{"EN":"Bulk"}'::jsonb, jsonb_build_object('EN', 'Question ' || n), '{"EN":"-"}'::jsonb,
             n, true, now()
      from merchants m, generate_series(1, ${CONTENT_EXPORT_MAX_ROWS + 1}) as n
      where m.code = ${bulk.merchantCode}`);
    const all = await exported(routes.helpExport, '', bulk);
    expect(all.res.status).toBe(200);
    expect(all.res.headers.get('x-export-truncated')).toBe('true');
    expect(all.lines).toHaveLength(CONTENT_EXPORT_MAX_ROWS + 1);
    expect(all.lines[1]).toContain(',Question 1,');
    const fewer = await exported(routes.helpExport, '?q=Question%2010001', bulk);
    expect(fewer.res.headers.get('x-export-truncated')).toBe('false');
    expect(fewer.lines).toHaveLength(2);
    const page = await callRoute(server, routes.helpList, {
      token,
      params: bulk,
      query: { pageNo: 51, pageSize: 200 },
    });
    expect(page.body.value).toMatchObject({ pageNum: 51, totalPages: 51, total: 10_001 });
    expect(page.body.value.list.map((row) => row.sortOrder)).toEqual([10_001]);
  }, 60_000);
});

describe('bad list input', () => {
  const refused = async (path: string, field: string) => {
    const res = await call(server, path, { merchant: null, headers: { authorization: token } });
    expect(res.status, `${path}: ${res.text}`).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    expect(Object.keys(refusalOf(res).fields!)).toContain(field);
  };

  it('answers 400 validation.failed for a bad page, sort, state, language or search', async () => {
    const before = await announcementPage();
    for (const route of [routes.announcementList, routes.announcementExport]) {
      const path = buildPath(route.path, listco);
      if (route === routes.announcementList) {
        await refused(`${path}?pageSize=0`, 'query.pageSize');
        await refused(`${path}?pageSize=201`, 'query.pageSize');
        await refused(`${path}?pageNo=0`, 'query.pageNo');
      }
      await refused(`${path}?sort=title`, 'query.sort');
      await refused(`${path}?order=up`, 'query.order');
      await refused(`${path}?state=x`, 'query.state');
      await refused(`${path}?type=X`, 'query.type');
      await refused(`${path}?groupName=w_nowhere`, 'query.groupName');
      await refused(`${path}?language=XX`, 'query.language');
      await refused(`${path}?q=${'a'.repeat(101)}`, 'query.q');
      await refused(`${path}?q=%20%20`, 'query.q');
    }
    for (const route of [routes.helpList, routes.helpExport]) {
      const path = buildPath(route.path, listco);
      if (route === routes.helpList) await refused(`${path}?pageSize=0`, 'query.pageSize');
      await refused(`${path}?sort=startsAt`, 'query.sort');
      await refused(`${path}?enabled=yes`, 'query.enabled');
      await refused(`${path}?category=Not%20a%20key`, 'query.category');
      await refused(`${path}?q=${'a'.repeat(101)}`, 'query.q');
    }
    // A search of 100 characters is taken.
    expect(await announcementIds({ q: 'a'.repeat(100) })).toEqual([]);
    expect(await announcementPage()).toEqual(before);
  });

  it('refuses an unknown merchant and a call without a session', async () => {
    const unknown = await callRoute(server, routes.announcementList, {
      token,
      params: { merchantCode: 'nosuch' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('merchant.not.found');
    const none = await call(server, buildPath(routes.helpExport.path, listco), { merchant: null });
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe('login.not.session');
  });
});
