import { useId } from 'react';

/** Props of the panel that tab `id` of Tabs (same `idBase`) controls. */
export function tabPanelProps(idBase: string, id: string) {
  return { id: `${idBase}-panel-${id}`, role: 'tabpanel', 'aria-labelledby': `${idBase}-tab-${id}` } as const;
}

/** A stable id base for Tabs and its panels. */
export function useTabsId(): string {
  return useId().replace(/[^a-zA-Z0-9_-]/g, '');
}
