import { flattenWhitelabel, type SystemStatus } from '@wps/contracts';
import { LOCAL_KEYS, SESSION_KEYS } from './keys';
import { readJson, writeItem } from './storage';

/**
 * Stores what the boot status call tells us: merchant, module switches and routers
 * (docs/product.md §Entities, browser storage).
 */
export function persistSystemStatus(status: SystemStatus): void {
  const { info } = status;
  writeItem('session', SESSION_KEYS.merchant, info.merchantCode);
  writeItem('session', SESSION_KEYS.merchantCode, info.merchantCode);
  writeItem('local', LOCAL_KEYS.merchantCode, info.merchantCode);
  writeItem('session', SESSION_KEYS.settings, JSON.stringify(flattenWhitelabel(info.whitelabel)));
  writeItem('session', SESSION_KEYS.routers, JSON.stringify(info.domainRoute));
}

export function readStoredSettings(): Record<string, boolean> {
  return readJson<Record<string, boolean>>('session', SESSION_KEYS.settings) ?? {};
}
