import { routes as contractRoutes } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

const TRANSPORT_FIELDS = ['id', 'method', 'path', 'auth', 'module', 'encrypted', 'open'] as const;
const memberSite = Object.entries(contractRoutes).filter(([, route]) => !route.path.startsWith('/wps/admin'));

describe('route table (build/routeTablePlugin.ts)', () => {
  it('holds every member-site route with exactly the transport fields of its contract', () => {
    expect(Object.keys(routes).sort()).toEqual(memberSite.map(([key]) => key).sort());
    for (const [key, contract] of memberSite) {
      const expected = Object.fromEntries(
        TRANSPORT_FIELDS.filter((field) => contract[field] !== undefined && contract[field] !== false).map(
          (field) => [field, contract[field]],
        ),
      );
      expect(routes[key as keyof typeof routes], key).toEqual(expected);
    }
  });

  it('leaves the operator routes out', () => {
    const operatorKeys = Object.entries(contractRoutes)
      .filter(([, route]) => route.path.startsWith('/wps/admin'))
      .map(([key]) => key);
    expect(operatorKeys.length).toBeGreaterThan(0);
    for (const key of operatorKeys) expect(Object.keys(routes)).not.toContain(key);
  });
});
