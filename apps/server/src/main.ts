import closeWithGrace from 'close-with-grace';
import { buildApp, createServices } from './app.js';
import { systemClock } from './platform/clock.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { openDatabase } from './platform/db/index.js';
import { createLogger } from './platform/logger.js';
import { seed } from './seed.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  logger,
});
const deps = { config, database, clock: systemClock, logger };
const services = createServices(deps);
await seed(database.db, services, {
  demo: config.SEED_DEMO,
  adminPassword: config.ADMIN_INITIAL_PASSWORD,
  logger,
});
const app = await buildApp(deps, services);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down');
  // Stop taking connections, let requests in flight finish, then close the database.
  await app.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
