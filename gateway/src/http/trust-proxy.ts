import { isIP } from 'node:net';

/**
 * Which proxies in front of the gateway may say who the visitor is (`X-Forwarded-For`), in Express's
 * `trust proxy` terms: a number of hops (1: one reverse proxy, e.g. Caddy or nginx), or addresses, subnets and
 * the names `loopback`, `linklocal`, `uniquelocal`. The visitor's address is what the API's rate limits count.
 */
export type TrustedProxies = number | string;

/** Only proxies on this machine: the default, right when a reverse proxy runs next to the gateway. */
export const DEFAULT_TRUSTED_PROXIES: TrustedProxies = 'loopback';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY: `1`, or `10.0.0.0/8, loopback`; anything else is refused with a pt-BR message. */
export function parseTrustedProxies(value: string): TrustedProxies {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (text === '' || !entries.every(isAddressOrSubnet)) {
    throw new Error(
      `TRUST_PROXY inválida: "${value}". Use quantos proxies reversos há na frente do gateway (por exemplo 1) ` +
        'ou os endereços e redes deles separados por vírgula (por exemplo 10.0.0.0/8, loopback).',
    );
  }
  return entries.join(', ');
}
