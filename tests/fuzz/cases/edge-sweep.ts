/**
 * The boundary sweep: the edges where faults were found before, every one of them in every run rather than when the
 * draw happens to land there. Each page number of the web app's lists at 32-bit and far-past-the-end values (GraphQL
 * and the address of the home page), and every traversal segment as a slug (the page `/imovel/{slug}` and the GraphQL
 * `property(slug)`). The other variables stay at the simplest values their types take. A case of the sweep is chosen
 * by its turn, not drawn: see `all-cases.ts`.
 */
import { TRAVERSAL_SEGMENTS } from '../values/addresses.js';
import { validValue } from '../values/edge-variables.js';
import { forwardedHeaders } from '../values/identity.js';
import type { LooseJson } from '../values/json-text.js';
import { wireRequest, type FuzzCase, type HeaderLine } from './fuzz-case.js';
import { SITE_OPERATIONS, variableTypesOf, type SiteOperation } from './graphql-operation-cases.js';
import { PAGE_NUMBERS } from './site-cases.js';

const EDGE_PAGES: readonly number[] = [2147483647, -2147483648, 200000000, 1000000, 0, -1];

/** A sweep case sends from its own address: the per-address limits never answer it in place of the route. */
function addressOf(turn: number): HeaderLine[] {
  return forwardedHeaders(`198.18.${Math.floor(turn / 250) % 250}.${(turn % 250) + 1}`);
}

function graphqlCase(operation: SiteOperation, variables: { [name: string]: LooseJson }, note: string, turn: number): FuzzCase {
  const body = JSON.stringify({ query: operation.text, variables, operationName: operation.name });
  return {
    family: `sweep graphql ${operation.name}`,
    note,
    expect: 'graphql',
    copies: 1,
    build: (live) =>
      wireRequest({
        target: 'gateway',
        method: 'POST',
        path: '/graphql',
        headers: [['Content-Type', 'application/json'], ['Authorization', `Bearer ${live.staffToken}`], ...addressOf(turn)],
        body,
      }),
  };
}

function pageCase(path: string, note: string, turn: number): FuzzCase {
  return {
    family: 'sweep page',
    note,
    expect: 'site',
    copies: 1,
    build: () => wireRequest({ target: 'gateway', method: 'GET', path, headers: addressOf(turn) }),
  };
}

/** Every operation's Int variable at every edge (and all of them at once), the others at their simplest values. */
function pageVariableCases(start: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const operation of SITE_OPERATIONS) {
    const { names, types } = variableTypesOf(operation);
    const simplest: { [name: string]: LooseJson } = {};
    names.forEach((name, index) => {
      const type = types[index];
      const value = type === undefined ? undefined : validValue(type);
      if (value !== undefined) simplest[name] = value;
    });
    const intNames = names.filter((_name, index) => /^Int!?$/.test(String(types[index])));
    for (const page of EDGE_PAGES) {
      for (const name of intNames)
        cases.push(graphqlCase(operation, { ...simplest, [name]: page }, `$${name} = ${page}`, start + cases.length));
      if (intNames.length < 2) continue;
      const all = Object.fromEntries(intNames.map((name) => [name, page]));
      cases.push(
        graphqlCase(operation, { ...simplest, ...all }, `${intNames.map((name) => `$${name}`).join(', ')} = ${page}`, start + cases.length),
      );
    }
  }
  return cases;
}

function slugCases(start: number): FuzzCase[] {
  const detail = SITE_OPERATIONS.find((operation) => operation.name === 'PropertyDetail');
  const cases: FuzzCase[] = [];
  for (const segment of TRAVERSAL_SEGMENTS) {
    cases.push(pageCase(`/imovel/${segment}`, `slug ${segment}`, start + cases.length));
    if (detail !== undefined) cases.push(graphqlCase(detail, { slug: decodedOrAsIs(segment) }, `slug ${segment}`, start + cases.length));
  }
  return cases;
}

function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function buildSweep(): FuzzCase[] {
  const cases = pageVariableCases(0);
  cases.push(...PAGE_NUMBERS.map((page, index) => pageCase(`/?page=${encodeURIComponent(page)}`, `page ${page}`, cases.length + index)));
  cases.push(...slugCases(cases.length));
  return cases;
}

export const EDGE_SWEEP: readonly FuzzCase[] = buildSweep();
