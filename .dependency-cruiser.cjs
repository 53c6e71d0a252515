/**
 * Module boundaries, checked by apps/server/src/boundaries.test.ts (`npm test` runs it with the server suite).
 *
 * Server: a module (apps/server/src/modules/<m>/) is reached from another module only through its entry
 * files, `index.ts` or `<name>.service.ts`: the tables a module owns are written by its repository alone, and
 * its internals can change without touching the callers. Tests may also use another module's `testing/`
 * folder (seeding kits); production code never does. Modules form no cycle.
 * Web: a feature (apps/web/src/features/<f>/) is reached from outside only through its `index.ts`.
 */
const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';
const SERVER_ENTRY = '^apps/server/src/modules/[^/]+/(index|[^/]+\\.service)\\.ts$';
const TEST_FILE = '(\\.test\\.ts$|/testing/)';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';
const WEB_ENTRY = '^apps/web/src/features/[^/]+/index\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'server-no-foreign-repository',
      comment: "A module never reads or writes another module's tables: call that module's service instead.",
      severity: 'error',
      from: { path: SERVER_MODULE },
      to: {
        path: '^apps/server/src/modules/([^/]+)/.*\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-module-entry-only',
      comment: 'Another module is reached through its index.ts or *.service.ts, never its inner files.',
      severity: 'error',
      from: { path: SERVER_MODULE, pathNot: TEST_FILE },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', SERVER_ENTRY],
      },
    },
    {
      name: 'server-tests-entry-or-testing',
      comment: 'Tests reach another module through its entry files or its testing/ folder.',
      severity: 'error',
      from: { path: `${SERVER_MODULE}.*${TEST_FILE}` },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', SERVER_ENTRY, '^apps/server/src/modules/[^/]+/testing/'],
      },
    },
    {
      name: 'server-no-testing-in-production',
      comment: 'Production code never imports a testing/ helper.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: TEST_FILE },
      to: { path: '/testing/' },
    },
    {
      name: 'server-no-module-cycles',
      comment: 'Server modules depend on each other in one direction only.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'web-feature-index-only',
      comment: 'Another feature is reached through its index.ts only.',
      severity: 'error',
      from: { path: WEB_FEATURE },
      to: {
        path: '^apps/web/src/features/[^/]+/.+',
        pathNot: ['^apps/web/src/features/$1/', WEB_ENTRY],
      },
    },
    {
      name: 'web-pages-feature-index-only',
      comment: 'Pages and the app shell reach a feature through its index.ts only.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/features/[^/]+/.+', pathNot: WEB_ENTRY },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^packages/'] },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
