/** The rings of docs/architecture.md ("Server layout"), enforced. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'platform-is-below-modules',
      comment:
        'src/platform holds the kit (config, db, http, crypto); it never reaches into a domain module.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'kernel-is-below-modules',
      comment:
        'src/kernel holds the shared domain kits (money, images, paging, date ranges); modules use it, it uses no module and no transport.',
      severity: 'error',
      from: { path: '^apps/server/src/kernel/' },
      to: { path: '^apps/server/src/(modules/|platform/http/)' },
    },
    {
      name: 'use-cases-know-no-transport',
      comment: 'Use cases and rules run the same from routes, jobs and tests: no HTTP types in them.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/(use-cases/|rules\\.ts|service\\.ts|store\\.ts)' },
      to: { path: '^apps/server/src/platform/http/|^fastify$|^node_modules/fastify/' },
    },
    {
      name: 'modules-use-each-other-through-services',
      comment:
        "A module uses another module's exported functions (service, actor), never its tables or store.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/(store|tables)(\\.ts$|/)',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'sandbox-gateway-is-another-company',
      comment:
        'The sandbox payment gateway stands for an outside PSP: it talks to the platform only over HTTP.',
      severity: 'error',
      from: { path: '^apps/server/src/sandbox/' },
      to: { path: '^apps/server/src/(modules/|services\\.ts|app\\.ts)' },
    },
    {
      name: 'in-house-vendors-are-third-parties',
      comment:
        'In-house game vendors talk to the platform only through the signed wallet protocol over HTTP, as a third party would.',
      severity: 'error',
      from: { path: '^apps/server/src/vendors/' },
      to: { path: '^apps/server/src/(modules/|services\\.ts|app\\.ts)' },
    },
    {
      name: 'platform-does-not-reach-into-vendors',
      comment:
        'The platform knows an in-house vendor only as a vendor adapter (its launch and catalogue calls).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/vendors/' },
    },
    {
      name: 'web-features-are-independent',
      comment: 'Features never import each other; routes in src/app compose them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-is-below-features',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'admin-features-are-independent',
      comment: 'Back-office features never import each other; src/app composes their pages.',
      severity: 'error',
      from: { path: '^apps/admin/src/features/([^/]+)/' },
      to: { path: '^apps/admin/src/(app/|features/)', pathNot: '^apps/admin/src/features/$1/' },
    },
    {
      name: 'admin-shared-is-below-features',
      severity: 'error',
      from: { path: '^apps/admin/src/shared/' },
      to: { path: '^apps/admin/src/(features|app)/' },
    },
    {
      name: 'member-site-and-back-office-apart',
      comment: 'The two front ends share code only through @wps/contracts.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/' },
      to: { path: '^apps/(web|admin)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'game-engines-are-pure',
      comment: 'packages/games holds pure engines: no I/O, no platform code.',
      severity: 'error',
      from: { path: '^packages/games/' },
      to: { path: '^(apps/|packages/contracts/)|^(fs|net|http|https|child_process)$' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/dist/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      conditionNames: ['source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
