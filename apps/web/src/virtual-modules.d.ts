declare module 'virtual:wps-route-table' {
  /** One export per member-site route, its transport fields (see build/routeTablePlugin.ts). */
  const routeTable: import('./shared/api/routes').ClientRoutes;
  export = routeTable;
}
