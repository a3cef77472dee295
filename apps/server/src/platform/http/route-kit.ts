import type { FastifyInstance } from 'fastify';
import type { RouteDescriptor } from '@wps/contracts';
import type { z } from 'zod';
import type { SiteContext } from '../context.js';
import { registerRoute, type ContextOf, type RouteGuards } from './route.js';

/**
 * What a module's `routes.ts` gets to register its calls: `route` (one descriptor, one handler, the
 * context narrowed from the descriptor), the merchant of an operator path, and, for the few calls
 * that need them, the guards and the raw Fastify instance (a scope of its own, such as a gateway's
 * form-encoded callbacks).
 */
export interface RouteKit {
  route<R extends RouteDescriptor>(
    descriptor: R,
    handler: (context: ContextOf<R>) => Promise<z.input<R['value']>>,
  ): void;
  /** The merchant named by an operator path's `:merchantCode` (`not.found` when there is none). */
  siteByCode(code: string): Promise<SiteContext>;
  guards: RouteGuards;
  app: FastifyInstance;
}

export function createRouteKit(
  app: FastifyInstance,
  guards: RouteGuards,
  siteByCode: (code: string) => Promise<SiteContext>,
): RouteKit {
  return {
    route: (descriptor, handler) => registerRoute(app, guards, descriptor, handler),
    siteByCode,
    guards,
    app,
  };
}
