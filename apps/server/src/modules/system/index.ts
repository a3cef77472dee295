import { createPayloadKeys } from '../../platform/crypto/payload-keys.js';
import type { ModuleManifest } from '../../platform/module.js';
import { registerSystemRoutes } from './routes.js';

export type PayloadKeys = ReturnType<typeof createPayloadKeys>;

/** Boot status, location, countries and the key for encrypted (E) bodies (docs/product.md §Calls). */
export const systemModule: ModuleManifest<object, PayloadKeys> = {
  name: 'system',
  setUp: ({ database }) => createPayloadKeys(database.db),
  routes: (kit, payloadKeys) => registerSystemRoutes(kit, payloadKeys.publicKey),
};
