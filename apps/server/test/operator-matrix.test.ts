import { buildPath, routes, type OperatorRole, type RouteDescriptor } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, callRoute, startTestServer, type TestServer } from './harness.js';

/*
 * The operator half of the authorization matrix: every operator call, found from the descriptors,
 * refuses a call without a session (401) and an operator whose role is below the call's least role
 * (403 operator.forbidden), before it reads its input. A new operator call joins by being declared.
 */

const RANK: Record<OperatorRole, number> = { viewer: 1, editor: 2, admin: 3 };
const operatorRoutes = (Object.values(routes) as RouteDescriptor[]).filter(
  (route) => route.auth === 'operator',
);

let server: TestServer;
const tokens: Partial<Record<OperatorRole, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await adminToken(server);
  for (const role of ['viewer', 'editor'] as const) {
    const username = `matrix${role}`;
    const password = 'Operator-pass-123';
    await callRoute(server, routes.operatorCreate, {
      token: tokens.admin,
      body: { username, password, role },
    });
    const login = await callRoute(server, routes.operatorLogin, { body: { username, password } });
    await callRoute(server, routes.operatorChangePassword, {
      token: login.body.value.token,
      body: { oldPassword: password, newPassword: `${password}x` },
    });
    tokens[role] = login.body.value.token;
  }
});

afterAll(async () => {
  await server?.close();
});

function send(route: RouteDescriptor, token?: string) {
  const dummy = Object.fromEntries(
    [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [
      name!,
      name === 'merchantCode' ? 'aurora' : '1',
    ]),
  );
  return call(server, buildPath(route.path, dummy), {
    method: route.method,
    merchant: null,
    ...(token ? { headers: { authorization: token } } : {}),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
  });
}

describe('every operator route', () => {
  it('has operator routes to check, the job calls among them', () => {
    expect(operatorRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        'auditList',
        'operatorJobRuns',
        'operatorJobRetry',
        'operatorWithdrawalApprove',
      ]),
    );
  });

  it.each(operatorRoutes.map((route) => [route.id, route] as const))(
    '%s refuses no session (401) and the roles below its least role (403)',
    async (_id, route) => {
      const anonymous = await send(route);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errorCode).toBe('login.not.session');
      const least = RANK[route.minRole ?? 'admin'];
      for (const role of ['viewer', 'editor'] as const) {
        if (RANK[role] >= least) continue;
        const refused = await send(route, tokens[role]);
        expect(refused.status, `${role}: ${refused.text}`).toBe(403);
        expect(refused.body.errorCode).toBe('operator.forbidden');
      }
    },
  );
});
