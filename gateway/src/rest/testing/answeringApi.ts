import { AgencyApi } from '../agency-api.js';
import { RestClient } from '../client.js';
import type { Exchange } from '../json-exchange.js';

/** A canned JSON answer; no body when `body` is left out. */
export interface RecordedAnswer {
  status: number;
  body?: unknown;
}

/**
 * The gateway's REST client over calls (JSON and fetched) answered at once with `answer(url, method)`, without any
 * network; `requests` keeps every URL asked for, oldest first.
 */
export function answeringApi(answer: (url: URL, method: string) => RecordedAnswer): { api: AgencyApi; requests: URL[] } {
  const requests: URL[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    const { status, body } = answer(url, init?.method ?? 'GET');
    return Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  };
  const exchange: Exchange = ({ url, method }) => {
    requests.push(url);
    const { status, body } = answer(url, method);
    return Promise.resolve({ status, text: body === undefined ? '' : JSON.stringify(body) });
  };
  return { api: new AgencyApi(new RestClient({ baseUrl: 'http://api.test', apiKey: 'chave', fetchImpl, exchange })), requests };
}
