import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog } from '../src/platform/http/error-log.js';
import { call, startTestServer, type TestServer } from './harness.js';

/** Unexpected errors in the log and in answers carry no SQL and no member data (finding 5). */

const MEMBER_DATA = 'ana.lim@example.com';
const failingQuery = (server: TestServer) =>
  server.database.db.execute(
    sql`select id from members where email = ${MEMBER_DATA} and id = ${'not-a-number'}::int`,
  );

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    extend: (app) => {
      app.get('/wps/test/failing-query', async () => {
        await failingQuery(server);
        return { never: true };
      });
    },
  });
});
afterAll(() => server?.close());

describe('an error from the database', () => {
  it('is logged with its class, code and frames, never its SQL or parameters', async () => {
    const error = await failingQuery(server).catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toContain('select id from members');
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain('select');
    expect(logged).not.toContain(MEMBER_DATA);
    expect(logged).not.toContain('not-a-number');
    expect(logged).toMatch(/"code":"22P02"|DrizzleQueryError/);
    expect(errorForLog(error).frames.length).toBeGreaterThan(0);
  });

  it('answers 500 system.error with no detail', async () => {
    const res = await call(server, '/wps/test/failing-query');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      value: null,
      message: expect.any(String),
      errorCode: 'system.error',
    });
    expect(res.text).not.toMatch(/select|members|22P02|at \//);
  });

  it('keeps the message of an error that is not the database’s', () => {
    expect(errorForLog(new TypeError('x is not a function')).message).toBe('x is not a function');
  });
});
