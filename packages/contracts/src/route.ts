import type { z } from 'zod';
import type { ModuleId } from './modules.js';
import type { OperatorRole } from './operator.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'anonymous' | 'member' | 'operator';

/**
 * One call of the API: its path, method, module switch, who may call it and the schemas of its
 * query, body and value. The server registers routes from these; the web and admin clients call them.
 */
export interface RouteDescriptor<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
  Path extends string = string,
> {
  id: string;
  method: HttpMethod;
  /** Kept as its literal type: the server's route kit tells operator paths (`/wps/admin/…`) apart. */
  path: Path;
  summary: string;
  /** Module switch gating the call; null only for boot calls that must always answer. */
  module: ModuleId | null;
  /** Kept as its literal type: the server narrows the handler's context from it. */
  auth: A;
  /** Operator routes: the least role allowed. */
  minRole?: OperatorRole;
  /** Body arrives encrypted (calls marked E). */
  encrypted?: boolean;
  /** Member routes: refused for trial accounts (type 4) with `in_need_true_account`. */
  realAccountOnly?: boolean;
  /** Member routes: only these member types may call (others get `error_not_agent`). */
  memberTypes?: readonly number[];
  /** Per-address limit (anonymous calls that cost the server work, such as captchas). */
  rateLimit?: { max: number; perSeconds: number };
  /** A larger request body than the server's default allows (uploads such as proof images). */
  bodyLimitBytes?: number;
  /** Still answers during maintenance and for restricted visitors (boot, content, customer service). */
  open?: boolean;
  /**
   * The call answers a file, not the envelope: its value (a `z.string()`) is the body, sent with this
   * content type as an attachment named `fileName`. Refusals (session, role, validation, errors of
   * the handler) still answer the JSON envelope.
   */
  download?: { contentType: string; fileName: string };
  query?: Q;
  body?: B;
  params?: P;
  value: R;
}

export function route<
  Q extends z.ZodType,
  B extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
  A extends RouteAuth,
  Path extends string,
>(descriptor: RouteDescriptor<Q, B, P, R, A, Path>): RouteDescriptor<Q, B, P, R, A, Path> {
  return descriptor;
}
