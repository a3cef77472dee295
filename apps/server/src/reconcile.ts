/**
 * `npm run reconcile`: checks the ledger of the database the server uses (DATABASE_URL, else the
 * PGlite folder DATA_DIR) and prints every difference. Exit code 0 when clean, 1 when a difference
 * was found, 2 when the check could not run. `--json` prints the report as JSON instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase, type DatabaseHandle } from './platform/db/index.js';
import { formatReconciliation, reconciliationJson, reconcileLedger } from './modules/ledger/reconcile.js';

const json = process.argv.includes('--json');

async function run(): Promise<number> {
  const config = loadConfig();
  // `npm run reconcile` runs in apps/server; a relative DATA_DIR means the folder where npm was started,
  // as it does for `npm start`.
  const dataDir =
    config.DATA_DIR === 'memory://'
      ? config.DATA_DIR
      : path.resolve(process.env.INIT_CWD ?? '.', config.DATA_DIR);
  if (!config.DATABASE_URL && dataDir !== 'memory://' && !fs.existsSync(dataDir)) {
    process.stderr.write(`reconcile: no database: DATABASE_URL is unset and ${dataDir} does not exist\n`);
    return 2;
  }
  // Log lines go to stderr so that stdout holds only the report.
  const logger = pino({ level: 'warn', base: undefined }, pino.destination(2));
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir,
      poolSize: 1,
      logger,
    });
    const report = await reconcileLedger(database.db);
    process.stdout.write(json ? `${reconciliationJson(report)}\n` : formatReconciliation(report));
    return report.clean ? 0 : 1;
  } finally {
    await database?.close();
  }
}

try {
  process.exitCode = await run();
} catch (error) {
  const message =
    error instanceof ConfigError ? error.message : `could not check the ledger: ${String(error)}`;
  process.stderr.write(`reconcile: ${message}\n`);
  process.exitCode = 2;
}
