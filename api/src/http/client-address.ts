import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight 16-bit groups of an IPv6 address, `::` expanded; undefined when it cannot be read. */
function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return undefined;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right];
}

/**
 * The key under which a client's requests are counted: the IPv4 address, or the /64 network of an IPv6
 * address (one household or phone usually holds a whole /64).
 */
export function addressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address.split('%')[0] ?? address);
    if (groups !== undefined)
      return `${groups
        .slice(0, 4)
        .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
        .join(':')}::/64`;
  }
  return address.slice(0, 100);
}

/**
 * The visitor's address. The API only answers holders of the API key (the gateway), so the last entry of
 * `X-Forwarded-For` — the address the gateway saw — is trusted (`trust proxy` is 1 hop, see app.ts).
 */
export function clientAddressKey(req: Request): string {
  return addressKey(req.ip ?? req.socket.remoteAddress ?? 'desconhecido');
}
