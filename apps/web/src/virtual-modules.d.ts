declare module 'virtual:wps-route-table' {
  /** Transport fields of every contracts route (see build/routeTablePlugin.ts). */
  export const routeTable: Record<string, { id: string; method: string; path: string }>;
}
