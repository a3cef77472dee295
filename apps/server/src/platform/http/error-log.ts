/**
 * An unexpected error as it may be logged: its class, codes and stack frames, never SQL text, query
 * parameters or database messages, which carry member data (a drizzle error's message is the query
 * and its parameters; PostgreSQL's messages and details quote the values).
 */
export interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  table?: string;
  constraint?: string;
  frames: string[];
  cause?: LoggedError;
}

function isDatabaseError(error: Error): boolean {
  const fields = error as Error & { query?: unknown; severity?: unknown; routine?: unknown };
  return (
    fields.query !== undefined ||
    fields.severity !== undefined ||
    fields.routine !== undefined ||
    /query|postgres|pglite/i.test(error.name) ||
    error.message.startsWith('Failed query')
  );
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, frames: [] };
  const fields = error as Error & { code?: unknown; table?: unknown; constraint?: unknown; cause?: unknown };
  const database = isDatabaseError(error) || (error.cause instanceof Error && isDatabaseError(error.cause));
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    frames: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .map((line) => line.trim()),
  };
  if (!database) logged.message = error.message.slice(0, 500);
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.table === 'string') logged.table = fields.table;
  if (typeof fields.constraint === 'string') logged.constraint = fields.constraint;
  if (fields.cause !== undefined && depth < 3) logged.cause = errorForLog(fields.cause, depth + 1);
  return logged;
}
