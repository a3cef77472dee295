import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { createApplication, openConfiguredDatabase } from './app.js';
import { isDatabaseUnavailable } from './platform/db/index.js';
import { withPartnerSecrets } from './partner-secrets.js';
import { offsetClock } from './platform/clock.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { createLogger } from './platform/logger.js';
import { startPaymentSandbox, type PaymentSandbox } from './sandbox/payment-gateway/app.js';
import {
  PaySandboxConfigError,
  paySandboxOptionsFromEnv,
  platformMerchant,
} from './sandbox/payment-gateway/config.js';
import { startSlotsVendor, type SlotsVendor } from './vendors/slots/app.js';
import { SlotsVendorConfigError, slotsVendorOptionsFromEnv } from './vendors/slots/config.js';
import { startLottoVendor, type LottoVendor } from './vendors/lottery/app.js';
import { LottoVendorConfigError, lottoVendorOptionsFromEnv } from './vendors/lottery/config.js';

let config: Config;
let sandboxOptions: ReturnType<typeof paySandboxOptionsFromEnv> | null;
let slotsOptions: ReturnType<typeof slotsVendorOptionsFromEnv>;
let lottoOptions: ReturnType<typeof lottoVendorOptionsFromEnv>;
try {
  config = loadConfig();
  sandboxOptions = config.PAY_SANDBOX ? paySandboxOptionsFromEnv() : null;
  slotsOptions = slotsVendorOptionsFromEnv();
  lottoOptions = lottoVendorOptionsFromEnv();
} catch (error) {
  if (
    !(error instanceof ConfigError) &&
    !(error instanceof PaySandboxConfigError) &&
    !(error instanceof SlotsVendorConfigError) &&
    !(error instanceof LottoVendorConfigError)
  )
    throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
const clock = offsetClock(config.CLOCK_OFFSET_MS ?? 0);

// The database first: the partners started in this process need the deployment's secrets, which
// are configured or generated once and kept there (partner-secrets.ts).
const database = await openConfiguredDatabase(config, logger);
const secrets = await withPartnerSecrets(config, database.db);

// The sandbox payment gateway next: the platform's gateway adapter needs its address.
let sandbox: PaymentSandbox | null = null;
if (sandboxOptions) {
  const options = {
    ...sandboxOptions,
    merchants: sandboxOptions.merchants ?? [
      platformMerchant(secrets.PAYMENT_SANDBOX_MERCHANT_ID, secrets.PAYMENT_SANDBOX_SECRET),
    ],
    logger,
    clock,
  };
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

// The in-house slot vendor (AURORA): a third party on its own port; the platform's adapter needs its URL.
let slotsVendor: SlotsVendor | null = null;
if (slotsOptions.enabled) {
  const options = {
    secret: secrets.SLOTS_VENDOR_SECRET,
    host: slotsOptions.host,
    port: slotsOptions.port,
    ...(slotsOptions.publicUrl ? { publicUrl: slotsOptions.publicUrl } : {}),
    minSpinMs: slotsOptions.minSpinMs,
    frameAncestors: [
      ...slotsOptions.frameAncestors,
      ...(config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : []),
    ],
    logger,
    clock,
  };
  try {
    slotsVendor = await startSlotsVendor(options);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE' || process.env.SLOTS_VENDOR_PORT) throw error;
    logger.warn({ port: options.port }, 'slot vendor port busy; using a free port');
    slotsVendor = await startSlotsVendor({ ...options, port: 0 });
  }
  logger.info({ url: slotsVendor.url, publicUrl: slotsVendor.publicUrl }, 'slot vendor ready');
  config = {
    ...config,
    SLOTS_VENDOR_URL: config.SLOTS_VENDOR_URL ?? slotsVendor.url,
    // Its game pages are framed from its public address (behind a proxy, not its API address).
    GAME_FRAME_ORIGINS: [config.GAME_FRAME_ORIGINS, slotsVendor.publicUrl].filter(Boolean).join(','),
  };
}

// The in-house lottery vendor (LOTTO): another third party on its own port.
let lottoVendor: LottoVendor | null = null;
if (lottoOptions.enabled) {
  const options = {
    secret: secrets.LOTTO_VENDOR_SECRET,
    host: lottoOptions.host,
    port: lottoOptions.port,
    logger,
    clock,
  };
  try {
    lottoVendor = await startLottoVendor(options);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE' || process.env.LOTTO_VENDOR_PORT) throw error;
    logger.warn({ port: options.port }, 'lottery vendor port busy; using a free port');
    lottoVendor = await startLottoVendor({ ...options, port: 0 });
  }
  logger.info({ url: lottoVendor.url }, 'lottery vendor ready');
  config = { ...config, LOTTO_VENDOR_URL: config.LOTTO_VENDOR_URL ?? lottoVendor.url };
}

const { app } = await createApplication(config, { clock, logger, database });

// pg-boss 10 does not wait for (nor catch) the write that completes or fails a run, so losing the
// database at that moment leaves a promise rejected with nobody to catch it. That is survivable: the
// run stays active, expires and is retried (every job is idempotent). Any other unhandled rejection
// still shuts the process down, as every uncaught error does.
closeWithGrace({ delay: 10_000, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down');
  // Stop taking connections, let requests in flight finish, then close the database.
  await app.close();
  await sandbox?.close();
  await slotsVendor?.close();
  await lottoVendor?.close();
  await database.close();
});
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) {
    logger.warn({ err: (reason as Error).message }, 'database lost under a background write; carrying on');
    return;
  }
  // As an uncaught exception: the graceful shutdown, exit code 1.
  setImmediate(() => {
    throw reason instanceof Error ? reason : new Error(`unhandled rejection: ${String(reason)}`);
  });
});

await app.listen({ port: config.PORT, host: config.HOST });
{
  // The vendors reach the wallet over loopback, like any vendor would over the network.
  const { port } = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  const walletHost = host.includes(':') ? `[${host}]` : host;
  await slotsVendor?.attach({ database, walletUrl: `http://${walletHost}:${port}` });
  await lottoVendor?.attach({ database, walletUrl: `http://${walletHost}:${port}` });
}
