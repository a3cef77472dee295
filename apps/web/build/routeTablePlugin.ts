import { fileURLToPath } from 'node:url';
import { defaultServerConditions, runnerImport, type Plugin } from 'vite';
import type { RouteDescriptor } from '@wps/contracts';

export const ROUTE_TABLE_ID = 'virtual:wps-route-table';
const ROUTE_PREFIX = 'virtual:wps-route/';
const KIT_ID = 'virtual:wps-route-kit';
const contractsEntry = fileURLToPath(new URL('../../../packages/contracts/src/index.ts', import.meta.url));

/** The operator back office has its own app; its calls stay out of the member bundle. */
const OPERATOR_PREFIX = '/wps/admin';
const ENCRYPTED = 1;
const OPEN = 2;

/**
 * Rebuilds a route's transport fields from positional arguments, so the bundle repeats no keys.
 * The fields are those of `ClientRoute` (src/shared/api/routes.ts).
 */
const KIT_SOURCE = `export function clientRoute(id, method, path, auth, module, flags) {
  const route = { id, method, path, auth, module };
  if (flags & ${ENCRYPTED}) route.encrypted = true;
  if (flags & ${OPEN}) route.open = true;
  return route;
}
`;

function routeCall(key: string, route: RouteDescriptor): string {
  const flags = (route.encrypted ? ENCRYPTED : 0) | (route.open ? OPEN : 0);
  const args = [key, route.method, route.path, route.auth, route.module].map((value) =>
    JSON.stringify(value),
  );
  return `/* @__PURE__ */ clientRoute(${args.join(', ')}, ${flags})`;
}

const kitImport = `import { clientRoute } from '${KIT_ID}';\n`;

/**
 * Serves `virtual:wps-route-table`: the contracts' route descriptors reduced to their transport
 * fields, read from packages/contracts at build time. The browser bundle then needs no zod (about
 * 26 KB gzip) while every call is still defined by the contracts, with their types.
 *
 * In a production build every route is its own module, re-exported by the table: the site imports
 * the table as a namespace (`routes.X`), so the bundler keeps only the routes some code calls and
 * places each in the chunk that calls it; a lazy feature's calls load with that feature.
 */
export function routeTablePlugin(): Plugin {
  let splitRoutes = false;
  let table: Promise<Record<string, RouteDescriptor>> | null = null;

  const loadTable = (addWatchFile: (file: string) => void) =>
    (table ??= runnerImport<{ routes: Record<string, RouteDescriptor> }>(contractsEntry, {
      configFile: false,
      logLevel: 'error',
      resolve: { conditions: ['source', ...defaultServerConditions] },
      ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    }).then(({ module, dependencies }) => {
      for (const file of dependencies) addWatchFile(file);
      return Object.fromEntries(
        Object.entries(module.routes).filter(([, route]) => !route.path.startsWith(OPERATOR_PREFIX)),
      );
    }));

  return {
    name: 'wps-route-table',
    configResolved(config) {
      splitRoutes = config.command === 'build';
    },
    watchChange() {
      // A contracts file changed: read the routes again on the next load.
      table = null;
    },
    resolveId(id) {
      return id === ROUTE_TABLE_ID || id === KIT_ID || id.startsWith(ROUTE_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith('\0')) return undefined;
      const name = id.slice(1);
      if (name === KIT_ID) return KIT_SOURCE;
      if (name === ROUTE_TABLE_ID) {
        const routes = await loadTable((file) => this.addWatchFile(file));
        if (splitRoutes) {
          return Object.keys(routes)
            .map((key) => `export { default as ${key} } from '${ROUTE_PREFIX}${key}';\n`)
            .join('');
        }
        return (
          kitImport +
          Object.entries(routes)
            .map(([key, route]) => `export const ${key} = ${routeCall(key, route)};\n`)
            .join('')
        );
      }
      if (name.startsWith(ROUTE_PREFIX)) {
        const key = name.slice(ROUTE_PREFIX.length);
        const route = (await loadTable((file) => this.addWatchFile(file)))[key];
        if (!route) return undefined;
        return `${kitImport}export default ${routeCall(key, route)};\n`;
      }
      return undefined;
    },
  };
}
