import closeWithGrace from 'close-with-grace';
import { createLogger } from './platform/logger.js';
import { startPaymentSandbox } from './sandbox/payment-gateway/app.js';
import {
  PaySandboxConfigError,
  paySandboxOptionsFromEnv,
  type GatewayMerchant,
  type PaySandboxEnvOptions,
} from './sandbox/payment-gateway/config.js';

/** The sandbox payment gateway on its own: `node apps/server/dist/pay-sandbox.js`. */
let options: PaySandboxEnvOptions & { merchants: GatewayMerchant[] };
try {
  const parsed = paySandboxOptionsFromEnv();
  // On its own the gateway has no platform to take an account from, and no public default.
  if (!parsed.merchants)
    throw new PaySandboxConfigError(
      'PAY_SANDBOX_MERCHANTS: required when the sandbox runs on its own (a JSON list of {id, secret, name})',
    );
  options = { ...parsed, merchants: parsed.merchants };
} catch (error) {
  if (!(error instanceof PaySandboxConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(process.env.LOG_LEVEL || 'info');
const sandbox = await startPaymentSandbox({ ...options, logger });
logger.info(
  { merchants: options.merchants.map((merchant) => merchant.id), publicUrl: sandbox.publicUrl },
  'payment sandbox ready',
);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'payment sandbox shutting down after an error');
  else logger.info({ signal }, 'payment sandbox shutting down');
  await sandbox.close();
});
