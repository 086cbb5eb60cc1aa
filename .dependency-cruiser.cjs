/**
 * The layers of the code, as rules `npm run lint:layers` (and `npm test`) checks. docs/architecture.md
 * explains them; a wrong import fails with the name of the rule it breaks.
 *
 * api/src, from the top:
 *   server.ts (start-up) → demo/ (demo content, uses everything) → app.ts → routes/ (HTTP only)
 *   → domain folders (catalogue/, companies/, leads/, people/, portals/, postal-codes/, properties/, registration/,
 *     templates/, videos/, and any new folder that is not named below)
 *   → infrastructure: http/, db/, files/, mail/, auth/, audit/, backup/, metrics/ (plus config.ts and context.ts at the root).
 * auth/ counts as infrastructure: routes and domains use its sessions and permissions, and it uses
 * only db/ and http/. audit/ too: every domain's writes record their entries through it, and it uses db/, http/ and auth/. backup/ (the archives of `npm run backup` and `npm run restore`) uses db/, files/ and config.ts.
 * metrics/ holds the API's own metrics (the counters the routes get in their context, the outbox and connection gauges
 * read at each scrape); it uses db/ and mail/.
 */

/** The infrastructure folders of the API. */
const API_INFRASTRUCTURE = '^api/src/(http|db|files|mail|auth|audit|backup|metrics)/';
/** Every folder of the API that is not a domain. */
const API_NOT_DOMAIN = '^api/src/(http|db|files|mail|auth|audit|backup|metrics|routes|demo)/';
/** A folder of the API; with API_NOT_DOMAIN as pathNot, a domain folder. */
const API_FOLDER = '^api/src/([^/]+)/';
/**
 * Domains the others build on: the catalogue holds the property and company records they share; the lead inbox is
 * where every first contact is recorded, a visit booked from the listing among them.
 */
const API_SHARED_DOMAINS = 'catalogue|leads';
/**
 * Domains whose very work spans the others: privacy/ finds, exports and anonymizes a person in every record that holds
 * their data (clients, leads, registrations), with each record's own rules (a lead's search text, say).
 */
const API_CROSS_DOMAIN = '^api/src/privacy/';
/** Unit tests may use the demo content as fixtures. */
const UNIT_TEST = '[.]test[.]tsx?$';
/** Test helpers and test data: only tests (and other helpers) import them, never the code that ships. */
const TEST_HELPERS = ['(^|/)(testing|fixtures)/', '^tests/'];
/**
 * The back office's generic rooms: pieces any feature may use (permissions, the client, fields, shared documents,
 * page pieces, lists, passwords, records, the session, the toaster), which import no feature.
 */
const WEB_ADMIN_GENERIC =
  '^web/src/admin/(access|apollo|fields|graphql|icons|layout|lists|passwords|records|session|styles|testing|toaster)/';
/** The back office's addresses (adminRoutes), which any folder of it may use. */
const WEB_ADMIN_ADDRESSES = '^web/src/admin/adminRoutes[.]ts$';
/** The route table that mounts the features. */
const WEB_ADMIN_ROUTE_TABLE = '^web/src/admin/routes/';
/** A folder of the back office; with the generic rooms and the route table as pathNot, a feature (a screen's area, or the shell). */
const WEB_ADMIN_FOLDER = '^web/src/admin/([^/]+)/';

/**
 * gateway/src, from the top:
 *   server.ts, main.ts, app.ts, schema.ts → http/ (Express handlers) and resolvers/ (one file per SDL file)
 *   → feature folders (agenda/, back-office/, catalog/, media/, people/, visitors/, and any new folder not named below)
 *   → generic folders: auth/ (the signed-in user, permissions), lists/ (paging), records/ (one record by id),
 *     mutations/ (outcomes), photos/, uploads/, caching/, pages/, feeds/, normalize/, rest/, generated/
 *     (plus context.ts, errors.ts and request-refusals.ts at the root).
 */
/** The generic folders of the gateway, which serve every feature. */
const GATEWAY_GENERIC = '^gateway/src/(auth|lists|records|mutations|photos|uploads|caching|pages|feeds|normalize|rest|generated)/';
/** The generic files at the root of gateway/src. */
const GATEWAY_GENERIC_ROOT = '^gateway/src/(context|errors|request-refusals)[.]ts$';
/** The gateway's top: start-up, the Express app, the schema, the HTTP handlers and the resolvers. */
const GATEWAY_TOP = ['^gateway/src/(http|resolvers)/', '^gateway/src/(app|server|main|schema)[.]ts$'];
/** Every folder of the gateway that is not a feature. */
const GATEWAY_NOT_FEATURE =
  '^gateway/src/(auth|lists|records|mutations|photos|uploads|caching|pages|feeds|normalize|rest|generated|http|resolvers)/';
/** A folder of the gateway; with GATEWAY_NOT_FEATURE as pathNot, a feature folder. */
const GATEWAY_FOLDER = '^gateway/src/([^/]+)/';
/** The raw shapes of REST answers, as the API sends them: rest/types.ts and every rest/<area>-types.ts. */
const GATEWAY_RAW_SHAPES = '^gateway/src/rest/[a-z-]*types[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cross-process-imports',
      comment:
        'api, gateway and web run as separate processes and talk over HTTP only: none imports the code of another; what they must agree on is in shared/.',
      severity: 'error',
      from: { path: '^(api|gateway|web)/' },
      to: { path: '^(api|gateway|web)/', pathNot: '^$1/' },
    },
    {
      name: 'no-test-helpers-in-production',
      comment: 'Test helpers and test data live under tests/ or a testing/ (or fixtures/) folder, which only tests import.',
      severity: 'error',
      from: { pathNot: [UNIT_TEST, ...TEST_HELPERS] },
      to: { path: TEST_HELPERS },
    },
    {
      name: 'shared-pure',
      comment:
        'shared/ holds the rules and types the processes agree on, as pure modules: it imports only shared/ (no package, no Node or browser module, no process).',
      severity: 'error',
      from: { path: '^shared/' },
      to: { pathNot: '^shared/' },
    },
    {
      name: 'observability-below-servers',
      comment:
        'observability/ is what the API and the gateway share to be watched (logger, request ids, request log, metrics): it imports only itself, shared/ and packages.',
      severity: 'error',
      from: { path: '^observability/', pathNot: UNIT_TEST },
      to: { path: '^(api|gateway|web|scripts|tests)/' },
    },
    {
      name: 'web-not-observability',
      comment: 'observability/ runs in the server processes only; the browser app never imports it.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^observability/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules never depend on each other in a circle, so every layer can be read from the bottom up.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },

    // ── api/ ────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'api-infrastructure-not-above',
      comment:
        'Infrastructure (http/, db/, files/, mail/, auth/, audit/, backup/, metrics/) never imports a domain, routes/, demo/, app.ts or server.ts.',
      severity: 'error',
      from: { path: API_INFRASTRUCTURE },
      to: { path: [API_FOLDER, '^api/src/(app|server)[.]ts$'], pathNot: API_INFRASTRUCTURE },
    },
    {
      name: 'api-domains-not-above',
      comment: 'A domain folder never imports routes/, app.ts or server.ts: the HTTP layer calls the domains, not the other way round.',
      severity: 'error',
      from: { path: API_FOLDER, pathNot: API_NOT_DOMAIN },
      to: { path: ['^api/src/routes/', '^api/src/(app|server)[.]ts$'] },
    },
    {
      name: 'api-domains-not-sideways',
      comment:
        'A domain imports another only for a real dependency (the catalogue, the lead inbox); generic form, paging and upload helpers belong in http/, db/ or files/.',
      severity: 'error',
      from: { path: API_FOLDER, pathNot: [API_NOT_DOMAIN, API_CROSS_DOMAIN] },
      to: { path: API_FOLDER, pathNot: [API_NOT_DOMAIN, '^api/src/$1/', `^api/src/(${API_SHARED_DOMAINS})/`] },
    },
    {
      name: 'api-routes-only-from-app',
      comment: 'routes/ only maps HTTP to the domains; app.ts mounts it and nothing else imports it.',
      severity: 'error',
      from: { path: '^api/', pathNot: ['^api/src/routes/', '^api/src/app[.]ts$'] },
      to: { path: '^api/src/routes/' },
    },
    {
      name: 'api-demo-only-from-start-up',
      comment: 'demo/ may import anything, but only server.ts (the start-up) imports it; unit tests may use it as fixtures.',
      severity: 'error',
      from: { path: '^api/', pathNot: ['^api/src/demo/', '^api/src/server[.]ts$', UNIT_TEST] },
      to: { path: '^api/src/demo/' },
    },
    {
      name: 'api-migrations-self-contained',
      comment: "A migration imports only kysely and files in migrations/, so an old migration never changes when today's code does.",
      severity: 'error',
      from: { path: '^api/src/db/migrations/' },
      to: { pathNot: ['^api/src/db/migrations/', '^node_modules/kysely/'] },
    },

    // ── gateway/ ────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'gateway-rest-only-in-rest',
      comment:
        'Only gateway/src/rest/ talks to the REST API; elsewhere its client and upload helpers are used as types, and app.ts builds the client.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: ['^gateway/src/rest/', '^gateway/src/app[.]ts$', UNIT_TEST] },
      to: {
        path: '^gateway/src/rest/(client|streamed-post|multipart-body)[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'gateway-raw-shapes-only-as-types',
      comment:
        'Raw REST shapes are mapped to GraphQL types in normalize/ only; elsewhere they appear as types of what a REST call answers.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: ['^gateway/src/(rest|normalize)/', UNIT_TEST] },
      to: { path: GATEWAY_RAW_SHAPES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'gateway-rest-not-above',
      comment: 'gateway/src/rest/ knows REST URLs and raw shapes and nothing above it: it imports only rest/ and the generated types.',
      severity: 'error',
      from: { path: '^gateway/src/rest/', pathNot: ['^gateway/src/rest/testing/', UNIT_TEST] },
      to: { path: '^gateway/', pathNot: ['^gateway/src/rest/', '^gateway/src/generated/'] },
    },
    {
      name: 'gateway-normalize-pure',
      comment:
        'normalize/ maps raw REST shapes to GraphQL types with nothing but itself, the raw shapes, RestError and the generated types.',
      severity: 'error',
      from: { path: '^gateway/src/normalize/', pathNot: UNIT_TEST },
      to: {
        pathNot: ['^gateway/src/(normalize|generated)/', GATEWAY_RAW_SHAPES, '^gateway/src/rest/rest-error[.]ts$', '^shared/'],
      },
    },

    {
      name: 'gateway-features-not-sideways',
      comment:
        'A feature folder never imports another: the signed-in user and permissions live in auth/, paging in lists/, one record by id in records/, outcomes in mutations/.',
      severity: 'error',
      from: { path: GATEWAY_FOLDER, pathNot: GATEWAY_NOT_FEATURE },
      to: { path: GATEWAY_FOLDER, pathNot: [GATEWAY_NOT_FEATURE, '^gateway/src/$1/'] },
    },
    {
      name: 'gateway-features-not-above',
      comment: 'A feature folder never imports http/, resolvers/ or the start-up: they call the features, not the other way round.',
      severity: 'error',
      from: { path: GATEWAY_FOLDER, pathNot: GATEWAY_NOT_FEATURE },
      to: { path: GATEWAY_TOP },
    },
    {
      name: 'gateway-generic-not-features',
      comment:
        'Generic folders (auth/, lists/, records/, mutations/, photos/, uploads/, caching/, pages/, feeds/, normalize/, rest/) serve every feature, so they import no feature, http/, resolvers/ or the start-up.',
      severity: 'error',
      from: { path: [GATEWAY_GENERIC, GATEWAY_GENERIC_ROOT], pathNot: UNIT_TEST },
      to: {
        path: [GATEWAY_FOLDER, ...GATEWAY_TOP],
        pathNot: [GATEWAY_GENERIC, GATEWAY_GENERIC_ROOT],
      },
    },
    {
      name: 'gateway-feeds-write-only',
      comment:
        'feeds/ writes documents for other sites from normalized listings: it imports only itself, normalize/ and the generated types as types, and its XML library.',
      severity: 'error',
      from: { path: '^gateway/src/feeds/', pathNot: UNIT_TEST },
      to: {
        path: '^gateway/',
        pathNot: '^gateway/src/feeds/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'gateway-feeds-not-rest',
      comment: 'feeds/ never reaches the REST API nor its raw shapes: the route asks, normalize/ maps, feeds/ writes.',
      severity: 'error',
      from: { path: '^gateway/src/feeds/', pathNot: UNIT_TEST },
      to: { path: '^gateway/src/(rest|http)/' },
    },

    // ── web/ ────────────────────────────────────────────────────────────────────────────────────────
    {
      name: 'web-public-and-admin-apart',
      comment: 'The public site and the back office never import each other: what both use lives in web/src/lib or web/src/forms.',
      severity: 'error',
      from: { path: '^web/src/(public|admin)/' },
      to: { path: '^web/src/(public|admin)/', pathNot: '^web/src/$1/' },
    },
    {
      name: 'web-shared-not-above',
      comment: 'web/src/lib and web/src/forms serve both sides, so they import neither the public site nor the back office.',
      severity: 'error',
      from: { path: '^web/src/(lib|forms)/', pathNot: UNIT_TEST },
      to: { path: '^web/src/(public|admin)/' },
    },
    {
      name: 'web-admin-features-not-sideways',
      comment:
        'A back-office feature folder imports only itself, the generic rooms and adminRoutes: what two features share moves to a generic room.',
      severity: 'error',
      from: { path: WEB_ADMIN_FOLDER, pathNot: [WEB_ADMIN_GENERIC, WEB_ADMIN_ROUTE_TABLE] },
      to: { path: '^web/src/admin/', pathNot: ['^web/src/admin/$1/', WEB_ADMIN_GENERIC, WEB_ADMIN_ADDRESSES] },
    },
    {
      name: 'web-admin-generic-not-features',
      comment: "The back office's generic rooms and adminRoutes import only generic rooms: never a feature nor the route table.",
      severity: 'error',
      from: { path: [WEB_ADMIN_GENERIC, WEB_ADMIN_ADDRESSES] },
      to: { path: '^web/src/admin/', pathNot: [WEB_ADMIN_GENERIC, WEB_ADMIN_ADDRESSES] },
    },
    {
      name: 'web-admin-features-only-from-routes',
      comment:
        'Only the route table (web/src/admin/routes/) mounts the back-office features; AdminApp.tsx and the rest of the web app go through it.',
      severity: 'error',
      from: { path: '^web/src/', pathNot: WEB_ADMIN_FOLDER },
      to: { path: WEB_ADMIN_FOLDER, pathNot: [WEB_ADMIN_GENERIC, WEB_ADMIN_ROUTE_TABLE] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist(-explorer|-server)?/', '^gateway/src/generated/', '^web/src/gql/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
