import type { RouteDescriptor, Routes } from '@wps/contracts';
import * as routeTable from 'virtual:wps-route-table';

/**
 * A route as the browser holds it: how to call it (method, path, encryption), with the full
 * contracts descriptor kept as a type only, so query, body, params and value stay typed.
 */
export type ClientRoute<R extends RouteDescriptor = RouteDescriptor> = Pick<
  R,
  'id' | 'method' | 'path' | 'auth' | 'module' | 'encrypted' | 'open'
> & { readonly __descriptor?: R };

export type ClientRoutes = { readonly [K in keyof Routes]: ClientRoute<Routes[K]> };

/**
 * Every API call, from the contracts' route descriptors (built by build/routeTablePlugin.ts). A
 * namespace re-export, so a build keeps only the routes the code calls, each with its caller.
 */
export { routeTable as routes };
