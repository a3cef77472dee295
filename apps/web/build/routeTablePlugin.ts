import { fileURLToPath } from 'node:url';
import { defaultServerConditions, runnerImport, type Plugin } from 'vite';
import type { RouteDescriptor } from '@wps/contracts';

export const ROUTE_TABLE_ID = 'virtual:wps-route-table';
const RESOLVED_ID = `\0${ROUTE_TABLE_ID}`;
const contractsEntry = fileURLToPath(new URL('../../../packages/contracts/src/index.ts', import.meta.url));

/** What the browser needs of a route descriptor to call it; the zod schemas stay in the types. */
const OPERATOR_PREFIX = '/wps/admin';
const TRANSPORT_FIELDS = ['id', 'method', 'path', 'auth', 'module', 'encrypted', 'open'] as const;

/**
 * Serves `virtual:wps-route-table`: the contracts' route descriptors reduced to their transport
 * fields, read from packages/contracts at build time. The browser bundle then needs no zod (about
 * 26 KB gzip) while every call is still defined by the contracts, with their types.
 */
export function routeTablePlugin(): Plugin {
  return {
    name: 'wps-route-table',
    resolveId(id) {
      return id === ROUTE_TABLE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module, dependencies } = await runnerImport<{ routes: Record<string, RouteDescriptor> }>(
        contractsEntry,
        {
          configFile: false,
          logLevel: 'error',
          resolve: { conditions: ['source', ...defaultServerConditions] },
          ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        },
      );
      for (const file of dependencies) this.addWatchFile(file);
      const table = Object.fromEntries(
        Object.entries(module.routes)
          // The operator back office has its own app; its calls stay out of the member bundle.
          .filter(([, route]) => !route.path.startsWith(OPERATOR_PREFIX))
          .map(([key, route]) => [
            key,
            Object.fromEntries(
              TRANSPORT_FIELDS.filter((field) => route[field] !== undefined).map((field) => [
                field,
                route[field],
              ]),
            ),
          ]),
      );
      return `export const routeTable = ${JSON.stringify(table)};\n`;
    },
  };
}
