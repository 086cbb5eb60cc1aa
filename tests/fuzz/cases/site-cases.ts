/**
 * Cases for the gateway's other routes: the pages rendered on the server (`/`, `/?page=…`, `/imovel/{slug}`,
 * `/horarios`, `/cadastre-seu-imovel`, the tracking page), `/images/…`, the sitemap, robots, the portals' feed, the chat
 * links, the share picture, the template download, health, the built files and the back office's shell, each with
 * traversal, encoded slashes, huge segments and hostile queries.
 */
import fc from 'fast-check';
import { encodeAs, encoding, hostileSegment, queryPairs, TRAVERSAL_SEGMENTS, type ParameterSpec } from '../values/addresses.js';
import { hostileId, hostileString, NUMBER_LIKE_TEXTS } from '../values/hostile-values.js';
import { bearerChoice, bearerHeaders, forwardedFor, forwardedHeaders } from '../values/identity.js';
import { wireRequest, withQuery, type FuzzCase } from './fuzz-case.js';
import { extraHeaders, LIVE, methodFor, pathBend, withLiveValues } from './request-parts.js';

interface SiteRoute {
  family: string;
  /** The path with `{param}` where the case puts a segment, drawn from `param` (none when absent). */
  path: string;
  param?: fc.Arbitrary<string>;
  query?: readonly ParameterSpec[];
  /** Mostly one parameter alone, at one of its accepted values (the edges), rather than a drawn mix of them. */
  oneParameter?: boolean;
}

/** Page numbers of the address: the first pages, past any end, past 32 bits and past doubles, and no number at all. */
export const PAGE_NUMBERS = ['1', '2', '0', '-1', '2147483647', '2147483648', '200000000', '1e308', '9007199254740993', 'abc', '1.5', ''];
const HOME_QUERY: readonly ParameterSpec[] = [
  { name: 'page', accepted: PAGE_NUMBERS },
  { name: 'op', accepted: ['rent', 'sale', 'launch', 'RENT', 'both'] },
  { name: 'city', accepted: ['Campinas', 'São Paulo'] },
  { name: 'type', accepted: ['house', 'apartment', 'land'] },
  { name: 'bedrooms', accepted: ['1', '4', '2147483647'] },
  { name: 'minPrice', accepted: ['0', '100000', '1e308', '99999999999999999999'] },
  { name: 'maxPrice', accepted: ['500000', '0.01', '-5'] },
];

/** A slug: the live one, one near it, a traversal, huge, unicode, with encoded slashes. */
const slug = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(LIVE.slug, `${LIVE.slug}%2f..`, `${LIVE.slug}/..`, `..%2f${LIVE.slug}`, 'casa-com-piscina-1') },
  { weight: 3, arbitrary: hostileSegment(fc.constant(LIVE.slug)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'a'.repeat(5000),
      'ç'.repeat(2000),
      encodeURIComponent('🏠'.repeat(500)),
      '%2e',
      '..',
      '%2e%2e%2f',
      '%2e%2e%2fapi%2fusers',
    ),
  },
);

const SITE_ROUTES: readonly SiteRoute[] = [
  { family: 'page /', path: '/', query: HOME_QUERY },
  { family: 'page /?page', path: '/', query: [{ name: 'page', accepted: PAGE_NUMBERS }], oneParameter: true },
  { family: 'page /imovel/{slug}', path: '/imovel/{param}', param: slug, query: [{ name: 'foto', accepted: ['1'] }] },
  { family: 'page /horarios', path: '/horarios', query: [{ name: 'x', accepted: [] }] },
  { family: 'page /cadastre-seu-imovel', path: '/cadastre-seu-imovel', query: [{ name: 'x', accepted: [] }] },
  { family: 'page tracking', path: '/cadastre-seu-imovel/acompanhar/{param}', param: hostileSegment(fc.constant('A'.repeat(43))) },
  {
    family: 'images',
    path: '/images/{param}',
    param: hostileSegment(fc.constantFrom(LIVE.image, 'ffffffffffffffff.jpg', `${LIVE.image}/x`)),
    query: [
      { name: 'w', accepted: ['320', '640', '1080', '1600', '0', '99999'] },
      { name: 'variant', accepted: ['share', 'portal', 'original'] },
    ],
  },
  {
    family: 'images traversal',
    path: '/images/{param}',
    param: fc.constantFrom(...TRAVERSAL_SEGMENTS).map((segment) => `${segment}/${segment}/etc/passwd`),
  },
  { family: 'sitemap', path: '/sitemap.xml', query: [{ name: 'x', accepted: [] }] },
  {
    family: 'sitemap files',
    path: '/sitemaps/{param}',
    param: fc.oneof(
      fc.constantFrom(
        'pages.xml',
        'imoveis-1.xml',
        'imoveis-0.xml',
        'imoveis-999999999.xml',
        'imoveis-1e308.xml',
        'imoveis--1.xml',
        'imoveis-01.xml',
      ),
      fc.constantFrom(...NUMBER_LIKE_TEXTS).map((text) => `imoveis-${encodeURIComponent(text)}.xml`),
      hostileSegment(fc.constant('imoveis-2.xml')),
    ),
  },
  { family: 'robots', path: '/robots.txt' },
  {
    family: 'feed',
    path: '/feeds/vrsync.xml',
    query: [
      { name: 'token', accepted: [LIVE.feedToken, LIVE.feedToken.toUpperCase(), ''] },
      { name: 'token[]', accepted: [LIVE.feedToken] },
    ],
  },
  {
    family: 'chat link property',
    path: '/contato/whatsapp/imovel/{param}',
    param: hostileSegment(fc.constantFrom('V-1-2026', 'v-2-2026', 'XYZ')),
    query: [
      { name: 'texto', accepted: ['Olá', 'a'.repeat(3000)] },
      { name: 'pagina', accepted: ['/', '/imovel/casa', 'https://evil.example', '//evil.example'] },
    ],
  },
  {
    family: 'chat link consultant',
    path: '/contato/whatsapp/corretor/{param}',
    param: hostileSegment(hostileId),
    query: [{ name: 'pagina', accepted: ['/', 'javascript:alert(1)'] }],
  },
  { family: 'share image', path: '/share-image.jpg', query: [{ name: 'v', accepted: ['1'] }] },
  { family: 'template download', path: '/contract-templates/{param}/file', param: hostileSegment(hostileId) },
  { family: 'health', path: '/health' },
  {
    family: 'built files and shell',
    path: '/{param}',
    param: fc.oneof(
      fc.constantFrom(
        'favicon.ico',
        'favicon.svg',
        'index.html',
        'assets/',
        'assets/..%2f..%2fpackage.json',
        'assets/%2e%2e/%2e%2e/package.json',
        '.env',
        '.git/config',
      ),
      fc.constantFrom(
        'app',
        'app/imoveis/1',
        'training-videos',
        'graphql/explorer',
        'graphql/explorer/..%2f..%2f..%2fpackage.json',
        'not-a-page',
      ),
      fc.tuple(hostileString, encoding).map(([value, how]) => encodeAs(value, how)),
    ),
  },
];

/** The query of a route: parameters drawn and mixed; with `oneParameter`, mostly one accepted value alone. */
function queryOf(route: SiteRoute): fc.Arbitrary<[string, string][]> {
  if (route.query === undefined) return fc.constant([]);
  const mixed = queryPairs(route.query);
  if (route.oneParameter !== true) return mixed;
  const alone = fc
    .constantFrom(...route.query)
    .chain((parameter) =>
      fc.constantFrom(...parameter.accepted).map((value): [string, string][] => [[parameter.name, encodeURIComponent(value)]]),
    );
  return fc.oneof({ weight: 2, arbitrary: alone }, { weight: 1, arbitrary: mixed });
}

function siteCase(route: SiteRoute): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      method: methodFor('GET'),
      segment: route.param ?? fc.constant(''),
      bend: pathBend,
      query: queryOf(route),
      bearer: route.family === 'template download' ? bearerChoice(4) : bearerChoice(0),
      address: forwardedFor,
      extra: extraHeaders,
    })
    .map((drawn): FuzzCase => ({
      family: `site ${route.family}`,
      note: `${drawn.method === 'GET' ? '' : `method ${drawn.method.slice(0, 20)}, `}bearer ${drawn.bearer.kind}`,
      expect: 'site',
      copies: 1,
      build: (live) =>
        wireRequest({
          target: 'gateway',
          method: drawn.method,
          path: withLiveValues(drawn.bend(withQuery(route.path.replace('{param}', drawn.segment), drawn.query)), live),
          headers: [...bearerHeaders(drawn.bearer, live), ...forwardedHeaders(drawn.address), ...drawn.extra],
        }),
    }));
}

export const SITE_SLOTS: readonly { family: string; cases: fc.Arbitrary<FuzzCase> }[] = SITE_ROUTES.map((route) => ({
  family: `site ${route.family}`,
  cases: siteCase(route),
}));
