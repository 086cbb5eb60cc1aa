import type { CityCount, Property, PropertyPage } from '../generated/resolvers.js';
import { countCities, toCatalogueAnswer, toCityCounts, type CatalogueAnswer } from '../normalize/catalogue.js';
import type { NormalizeOptions } from '../normalize/property.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { RestError } from '../rest/rest-error.js';
import type { CatalogueRequest } from './args.js';
import { applyFilter, newestFirst } from './filter.js';

/**
 * One page of the public catalogue. The filter and page go to the API as query extensions; when the
 * answer echoes the page and size asked for (and every item matches) its `total` is trusted, otherwise
 * the answer is taken as the whole catalogue and the gateway filters and pages it itself.
 */
export async function loadCataloguePage(api: AgencyApi, request: CatalogueRequest, options: NormalizeOptions): Promise<PropertyPage> {
  const answer = toCatalogueAnswer(await api.catalogue({ ...request.filter, page: request.page, perPage: request.perPage }), options);
  if (isPagedByUpstream(answer, request)) {
    const items = applyFilter(answer.properties, request.filter);
    if (items.length === answer.properties.length && answer.total !== null) {
      return pageOf(items, answer.total, request);
    }
    // The upstream paged but did not filter as asked: take the whole catalogue and do both here.
    return pageLocally(await loadFullCatalogue(api, options), request);
  }
  return pageLocally(answer.properties, request);
}

/** Every public property, as the spec's original catalogue call answers it. */
async function loadFullCatalogue(api: AgencyApi, options: NormalizeOptions): Promise<Property[]> {
  return toCatalogueAnswer(await api.catalogue(), options).properties;
}

/**
 * Cities with their counts from the API's cities call; an upstream without that call answers it with
 * a client error, and the cities are then counted from the whole catalogue.
 */
export async function loadCities(api: AgencyApi, options: NormalizeOptions): Promise<CityCount[]> {
  try {
    const envelope = await api.cities();
    if (Array.isArray(envelope.data)) return toCityCounts(envelope);
  } catch (error) {
    if (!isMissingExtension(error)) throw error;
  }
  return countCities(await loadFullCatalogue(api, options));
}

function isMissingExtension(error: unknown): boolean {
  if (!(error instanceof RestError)) return false;
  if (error.kind === 'malformed') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429;
}

function isPagedByUpstream(answer: CatalogueAnswer, request: CatalogueRequest): boolean {
  return answer.page === request.page && answer.perPage === request.perPage;
}

function pageLocally(properties: readonly Property[], request: CatalogueRequest): PropertyPage {
  const matching = newestFirst(applyFilter(properties, request.filter));
  const start = (request.page - 1) * request.perPage;
  return pageOf(matching.slice(start, start + request.perPage), matching.length, request);
}

function pageOf(items: Property[], total: number, request: CatalogueRequest): PropertyPage {
  return {
    items,
    total,
    page: request.page,
    perPage: request.perPage,
    pageCount: Math.ceil(total / request.perPage),
  };
}
