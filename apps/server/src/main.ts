import closeWithGrace from 'close-with-grace';
import { createApplication } from './app.js';
import { systemClock } from './platform/clock.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { createLogger } from './platform/logger.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);

const { app, database } = await createApplication(config, { clock: systemClock, logger });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down');
  // Stop taking connections, let requests in flight finish, then close the database.
  await app.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
