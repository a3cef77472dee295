import closeWithGrace from 'close-with-grace';
import { createApplication } from './app.js';
import { systemClock } from './platform/clock.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { createLogger } from './platform/logger.js';
import { startPaymentSandbox, type PaymentSandbox } from './sandbox/payment-gateway/app.js';
import { PaySandboxConfigError, paySandboxOptionsFromEnv } from './sandbox/payment-gateway/config.js';

let config: Config;
let sandboxOptions: ReturnType<typeof paySandboxOptionsFromEnv> | null;
try {
  config = loadConfig();
  sandboxOptions = config.PAY_SANDBOX ? paySandboxOptionsFromEnv() : null;
} catch (error) {
  if (!(error instanceof ConfigError) && !(error instanceof PaySandboxConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);

// The sandbox payment gateway first: the platform's gateway adapter needs its address.
let sandbox: PaymentSandbox | null = null;
if (sandboxOptions) {
  const options = { ...sandboxOptions, logger, clock: systemClock };
  try {
    sandbox = await startPaymentSandbox(options);
  } catch (error) {
    // A second local site (or a stand-alone sandbox) holds the default port: take any free one.
    if ((error as { code?: string }).code !== 'EADDRINUSE' || process.env.PAY_SANDBOX_PORT) throw error;
    logger.warn({ port: options.port }, 'payment sandbox port busy; using a free port');
    sandbox = await startPaymentSandbox({ ...options, port: 0 });
  }
  logger.info({ url: sandbox.url, publicUrl: sandbox.publicUrl }, 'payment sandbox ready');
  config = { ...config, PAYMENT_SANDBOX_URL: config.PAYMENT_SANDBOX_URL ?? sandbox.url };
}

const { app, database } = await createApplication(config, { clock: systemClock, logger });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down');
  // Stop taking connections, let requests in flight finish, then close the database.
  await app.close();
  await sandbox?.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
