import { createContext, useContext } from 'react';
import type { SystemStatus } from '@wps/contracts';

export interface SiteState {
  status: SystemStatus;
  /** Effective module switches, flattened from the whitelabel tree. */
  modules: Record<string, boolean>;
}

export const SiteContext = createContext<SiteState | null>(null);

export function useSite(): SiteState {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs the boot call to have answered (SiteContext)');
  return site;
}

export function useSiteInfo(): SystemStatus['info'] {
  return useSite().status.info;
}

export function useModuleEnabled(moduleId: string): boolean {
  return useSite().modules[moduleId] ?? false;
}
