import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './index.js';

/**
 * An error PostgreSQL answered for the statement alone (severity ERROR, with a SQLSTATE): the
 * connection is still sound. FATAL and PANIC (the backend was terminated, the server shuts down)
 * and the connection-exception class 08 end the connection.
 */
function answeredByServer(error: unknown): boolean {
  return (
    error instanceof pg.DatabaseError &&
    error.severity === 'ERROR' &&
    typeof error.code === 'string' &&
    !error.code.startsWith('08')
  );
}

/**
 * Rows of a fixed statement of a hot path (`$1`… parameters), sent straight to the driver: on
 * PostgreSQL as a named statement, parsed and planned once per connection; on PGlite as it is.
 * Building the query through drizzle costs more CPU than PostgreSQL spends running these. Takes the
 * database handle (not a transaction): each is one statement, its own database transaction.
 *
 * The connection goes back to the pool after an error the server answered (a refusal the statement
 * raised, such as an insufficient balance, a lock timeout): node-postgres's `pool.query` drops the
 * connection on any error, so a wave of refused bets made every next one open a new connection
 * (2,000 refused debits at once took 69 s instead of 2 on a slow machine). A connection that broke
 * (no SQLSTATE: reset, timed out on the client) is dropped.
 */
export async function fixedRows<T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken: Error | undefined;
    try {
      return (await connection.query({ name, text, values })).rows as T[];
    } catch (error) {
      if (!answeredByServer(error)) broken = error as Error;
      throw error;
    } finally {
      connection.release(broken);
    }
  }
  if (client && typeof (client as PGlite).waitReady === 'object')
    return (await (client as PGlite).query<T>(text, values)).rows;
  throw new Error('db: expected a node-postgres pool or PGlite behind the database');
}
