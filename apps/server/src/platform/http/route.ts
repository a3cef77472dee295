import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ENCRYPTION_HEADER,
  ENCRYPTION_KEY_ID_HEADER,
  envelopeOf,
  isLanguage,
  isModuleEnabled,
  type Language,
  type OperatorRole,
  type RouteAuth,
  type RouteDescriptor,
  TRIAL_MEMBER_TYPE,
} from '@wps/contracts';
import type { z } from 'zod';
import { AppError, fieldErrorsFromZod, validationError } from '../errors.js';
import type { MemberPrincipal, OperatorPrincipal, SiteContext, VisitorLocation } from '../context.js';
import { inputProblems } from './input-bounds.js';

/** What the route kit needs from the modules; composed in app.ts. */
export interface RouteGuards {
  /** Finds the merchant from the Merchant header or, when absent, the request host. Throws AppError. */
  resolveSite(merchantHeader: string | null, host: string | null): Promise<SiteContext>;
  locate(ip: string): VisitorLocation;
  isRestricted(site: SiteContext, location: VisitorLocation): boolean;
  authenticateOperator(token: string): Promise<OperatorPrincipal | null>;
  /** Multiplies every route's `rateLimit.max` (RATE_LIMIT_SCALE; tests raise it). */
  rateLimitScale: number;
  /** The member behind a session token of this merchant, or null when the session is dead. */
  authenticateMember(token: string, site: SiteContext): Promise<MemberPrincipal | null>;
  decryptPayload(
    sealed: string,
    wrappedKey: string,
    keyId: string | null,
    method: string,
    path: string,
  ): Promise<unknown>;
}

export interface RouteContext<
  Q,
  B,
  P,
  S = SiteContext | null,
  O = OperatorPrincipal | null,
  M = MemberPrincipal | null,
> {
  request: FastifyRequest;
  reply: FastifyReply;
  requestId: string;
  language: Language;
  location: VisitorLocation;
  /** The merchant of the request; absent on operator paths (`/wps/admin/…`), which name it in the path. */
  site: S;
  operator: O;
  member: M;
  query: Q;
  body: B;
  params: P;
}

type Parsed<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;
type IsLiteral<T extends string> = string extends T ? false : true;
/** Site when the path is a member-site path; unknown (site or null) for a descriptor of no literal path. */
type SiteOf<R extends RouteDescriptor> =
  IsLiteral<R['path']> extends false
    ? SiteContext | null
    : R['path'] extends `${typeof ADMIN_PREFIX}${string}`
      ? null
      : SiteContext;
type PrincipalOf<R extends RouteDescriptor, A extends RouteAuth, T> = RouteAuth extends R['auth']
  ? T | null
  : R['auth'] extends A
    ? T
    : null;

/**
 * The handler's context, narrowed from the descriptor: a member route has `member` (and its `site`),
 * an operator route `operator`, a member-site path `site`; what a route cannot have is typed `null`.
 */
export type ContextOf<R extends RouteDescriptor> = RouteContext<
  Parsed<R['query']>,
  Parsed<R['body']>,
  Parsed<R['params']>,
  SiteOf<R>,
  PrincipalOf<R, 'operator', OperatorPrincipal>,
  PrincipalOf<R, 'member', MemberPrincipal>
>;

const ADMIN_PREFIX = '/wps/admin/';
const ROLE_RANK: Record<OperatorRole, number> = { viewer: 1, editor: 2, admin: 3 };
/** An operator who must change their password may call only these. */
const PASSWORD_CHANGE_ROUTES = new Set(['operatorMe', 'operatorChangePassword', 'operatorLogout']);

/** Every registered route pattern, so the not-found handler can tell 404 from 405. */
export const registeredRoutes: { pattern: RegExp; method: string }[] = [];

function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Counts raw `Merchant` headers: Node joins duplicates, and the platform refuses more than one. */
function merchantHeaderOf(request: FastifyRequest): string | null {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]!.toLowerCase() === 'merchant') values.push(raw[i + 1] ?? '');
  if (values.length > 1)
    throw new AppError('function.not.available', null, 'Send exactly one Merchant header');
  const value = values[0]?.trim();
  return value ? value : null;
}

function parseWith<S extends z.ZodType | undefined>(schema: S, input: unknown, part: string): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const prefix = part === 'body' ? undefined : part;
  const result = schema.safeParse(input ?? {});
  // The database's limits are checked on what the schema let through, and named next to the
  // schema's own errors when there are some (so a bad field is named whatever else is wrong).
  const problems = inputProblems(schema, result.success ? result.data : input, prefix);
  if (!result.success) throw validationError({ ...problems, ...fieldErrorsFromZod(result.error, prefix) });
  if (Object.keys(problems).length) throw validationError(problems);
  return result.data as Parsed<S>;
}

async function readBody(
  descriptor: RouteDescriptor,
  request: FastifyRequest,
  guards: RouteGuards,
  path: string,
) {
  if (!descriptor.encrypted) return request.body;
  const wrappedKey = request.headers[ENCRYPTION_HEADER];
  const sealed = (request.body as { value?: unknown } | undefined)?.value;
  if (typeof wrappedKey !== 'string' || typeof sealed !== 'string')
    throw new AppError('request_body_required');
  const keyId = request.headers[ENCRYPTION_KEY_ID_HEADER];
  return guards.decryptPayload(
    sealed,
    wrappedKey,
    typeof keyId === 'string' ? keyId : null,
    descriptor.method,
    path,
  );
}

/**
 * Registers one call from its descriptor. The order of checks is fixed for every route: merchant,
 * language, maintenance and restriction, module switch, session, body decryption, validation, then the
 * handler; its value is parsed through the response schema so no undeclared field leaves the server.
 */
export function registerRoute<R extends RouteDescriptor>(
  app: FastifyInstance,
  guards: RouteGuards,
  descriptor: R,
  handler: (context: ContextOf<R>) => Promise<z.input<R['value']>>,
): void {
  const responseSchema = envelopeOf(descriptor.value);
  const isAdmin = descriptor.path.startsWith(ADMIN_PREFIX);
  registeredRoutes.push({ pattern: patternOf(descriptor.path), method: descriptor.method });

  app.route({
    method: descriptor.method,
    url: descriptor.path,
    ...(descriptor.bodyLimitBytes ? { bodyLimit: descriptor.bodyLimitBytes } : {}),
    ...(descriptor.rateLimit
      ? {
          config: {
            rateLimit: {
              max: Math.max(1, Math.round(descriptor.rateLimit.max * guards.rateLimitScale)),
              timeWindow: descriptor.rateLimit.perSeconds * 1000,
            },
          },
        }
      : {}),
    handler: async (request, reply) => {
      const location = guards.locate(request.ip);
      const site = isAdmin ? null : await guards.resolveSite(merchantHeaderOf(request), request.host ?? null);
      const headerLanguage = request.headers['language'];
      const language: Language = isLanguage(headerLanguage)
        ? headerLanguage
        : (site?.settings.flags.defaultLanguage ?? 'EN');

      if (site && !descriptor.open) {
        if (site.settings.maintenance.enabled) throw new AppError('system.maintenance');
        if (guards.isRestricted(site, location)) throw new AppError('access.restricted');
      }
      if (site && descriptor.module && !isModuleEnabled(site.settings.modules, descriptor.module)) {
        throw new AppError('function.not.available');
      }

      let operator: OperatorPrincipal | null = null;
      let member: MemberPrincipal | null = null;
      if (descriptor.auth === 'operator') {
        const token = request.headers.authorization;
        operator = token ? await guards.authenticateOperator(token) : null;
        if (!operator) throw new AppError('login.not.session');
        if (operator.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(descriptor.id)) {
          throw new AppError('operator.password.change.required');
        }
        if (ROLE_RANK[operator.role] < ROLE_RANK[descriptor.minRole ?? 'admin'])
          throw new AppError('operator.forbidden');
      } else if (descriptor.auth === 'member') {
        const token = request.headers.authorization;
        member = token && site ? await guards.authenticateMember(token, site) : null;
        if (!member) throw new AppError('login.not.session');
        if (descriptor.realAccountOnly && member.type === TRIAL_MEMBER_TYPE)
          throw new AppError('in_need_true_account');
        if (descriptor.memberTypes && !descriptor.memberTypes.includes(member.type))
          throw new AppError('error_not_agent');
      }

      const requestPath = request.url.split('?')[0]!;
      const body = await readBody(descriptor, request, guards, requestPath);
      const context = {
        request,
        reply,
        requestId: request.id,
        language,
        location,
        site,
        operator,
        member,
        params: parseWith(descriptor.params, request.params, 'params'),
        query: parseWith(descriptor.query, request.query, 'query'),
        body: parseWith(descriptor.body, body, 'body'),
      } as ContextOf<R>;

      const value = await handler(context);
      if (descriptor.download) {
        // A file (CSV export): the value is the body itself, checked against the value schema.
        const file = descriptor.value.safeParse(value);
        if (!file.success || typeof file.data !== 'string') {
          request.log.error({ route: descriptor.id }, 'download failed its schema');
          throw new AppError('system.error');
        }
        return reply
          .type(descriptor.download.contentType)
          .header('content-disposition', `attachment; filename="${descriptor.download.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.data);
      }
      const envelope = responseSchema.safeParse({ success: true, value, message: '' });
      if (!envelope.success) {
        request.log.error(
          { route: descriptor.id, issues: envelope.error.issues.slice(0, 5) },
          'response failed its schema',
        );
        throw new AppError('system.error');
      }
      return reply.send(envelope.data);
    },
  });
}
