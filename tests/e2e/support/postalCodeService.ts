import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An address as a ViaCEP-compatible service answers it. */
export interface ViaCepAddress {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** The CEPs the local postal-code service knows, by the outcome each one gives. */
export const knownPostalCodes = {
  found: {
    digits: '13025000',
    address: { cep: '13025-000', logradouro: 'Rua Coronel Quirino', complemento: '', bairro: 'Cambuí', localidade: 'Campinas', uf: 'SP' },
  },
  alsoFound: {
    digits: '01310100',
    address: { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: '', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  },
  notFound: { digits: '13099999' },
  failing: { digits: '13000500' },
} as const satisfies {
  found: { digits: string; address: ViaCepAddress };
  alsoFound: { digits: string; address: ViaCepAddress };
  notFound: { digits: string };
  failing: { digits: string };
};

export interface PostalCodeService {
  /** Base URL for the API's `cepServiceUrl`: the API asks `{url}/{cep}/json/`. */
  url: string;
  close(): Promise<void>;
}

/**
 * A local stand-in for ViaCEP, the only service outside our system that the site uses: the found CEPs
 * answer their address, the failing one a 500, any other `{ "erro": true }` as ViaCEP does.
 */
export async function startPostalCodeService(): Promise<PostalCodeService> {
  const addresses = new Map<string, ViaCepAddress>([
    [knownPostalCodes.found.digits, knownPostalCodes.found.address],
    [knownPostalCodes.alsoFound.digits, knownPostalCodes.alsoFound.address],
  ]);
  const server = http.createServer((req, res) => {
    const digits = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '')?.[1];
    if (digits === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/html' }).end('<h1>Bad Request</h1>');
      return;
    }
    if (digits === knownPostalCodes.failing.digits) {
      res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal Server Error</h1>');
      return;
    }
    const address = addresses.get(digits);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(address ?? { erro: true }, null, 2));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
