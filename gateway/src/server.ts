import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayApp } from './app.js';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from './http/trust-proxy.js';
import {
  metricsOptionsFromEnv,
  resolveObservability,
  startMetricsServer,
  type ObservabilityOptions,
} from '../../observability/process-observability.js';

export interface GatewayOptions extends ObservabilityOptions {
  port?: number;
  host?: string;
  /** The REST API origin, e.g. http://127.0.0.1:3001 (no /api). */
  apiUrl: string;
  apiKey: string;
  /** The built web app (default web/dist). */
  webDist?: string;
  /** The web app's server build, which renders the public pages (default web/dist-server). */
  webServerDist?: string;
  /** The built GraphQL explorer (default gateway/dist-explorer). */
  explorerDist?: string;
  /** Public address of the site, for absolute image URLs, robots.txt and the sitemap. */
  publicUrl?: string;
  /**
   * Public address of the API's bucket, or of a CDN in front of it (`STORAGE_PUBLIC_URL`, the same as the API's):
   * property photos and their widths are then addressed straight at it (default: through the gateway's `/images`).
   */
  storagePublicUrl?: string;
  /** Whether public GraphQL reads are answered again from a short-lived cache (default true). */
  responseCache?: boolean;
  /** The reverse proxies trusted to give the visitor's address (default: those on this machine). */
  trustProxy?: TrustedProxies;
  /** Redis shared by every gateway for the rendered pages and GraphQL answers (default: kept in this process). */
  redisUrl?: string;
  /** Put before every key written to Redis (default `DEFAULT_REDIS_KEY_PREFIX`). */
  redisKeyPrefix?: string;
}

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

const DEFAULT_GATEWAY_PORT = 3000;
const DEFAULT_REDIS_KEY_PREFIX = 'imobiliaria';

/** Starts the gateway; port 0 picks a free port. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const observability = resolveObservability('gateway', options);
  const gateway = await createGatewayApp({
    observability,
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    webDist: options.webDist ?? 'web/dist',
    webServerDist: options.webServerDist ?? 'web/dist-server',
    explorerDist: options.explorerDist ?? 'gateway/dist-explorer',
    publicUrl: options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null,
    storagePublicUrl: options.storagePublicUrl ? options.storagePublicUrl.replace(/\/+$/, '') : null,
    responseCache: options.responseCache ?? true,
    trustProxy: options.trustProxy ?? DEFAULT_TRUSTED_PROXIES,
    redisUrl: options.redisUrl ?? null,
    redisKeyPrefix: options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX,
  });
  const { httpServer } = gateway;
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? DEFAULT_GATEWAY_PORT, options.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  let metricsServer: Server | null;
  try {
    metricsServer = await startMetricsServer(observability);
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  const address = httpServer.address() as AddressInfo;
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${address.port}`,
    close() {
      // Apollo's drain plugin closes the HTTP server and its idle connections.
      closing ??= Promise.all([gateway.stop(), metricsServer === null ? undefined : closeMetricsServer(metricsServer)]).then(
        () => undefined,
      );
      return closing;
    },
  };
}

/**
 * Options from the environment: PORT, API_URL, API_KEY, WEB_DIST, WEB_SERVER_DIST, EXPLORER_DIST, PUBLIC_URL,
 * STORAGE_PUBLIC_URL (the public bucket or CDN property photos are addressed at), RESPONSE_CACHE (`off` answers every GraphQL read from the API), TRUST_PROXY (the reverse proxies in front),
 * REDIS_URL (`redis://` or `rediss://`: the caches shared by every gateway on it), REDIS_KEY_PREFIX, METRICS_TOKEN and
 * METRICS_ADDRESS; LOG_FORMAT and LOG_LEVEL are read when the logger is made (`observability/process-observability.ts`).
 */
export function gatewayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayOptions {
  const port = env.PORT ? Number(env.PORT) : DEFAULT_GATEWAY_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT inválida: ${env.PORT}`);
  }
  const options: GatewayOptions = {
    ...metricsOptionsFromEnv(env),
    port,
    apiUrl: env.API_URL || 'http://127.0.0.1:3001',
    apiKey: env.API_KEY ?? '',
    webDist: env.WEB_DIST || 'web/dist',
    webServerDist: env.WEB_SERVER_DIST || 'web/dist-server',
    explorerDist: env.EXPLORER_DIST || 'gateway/dist-explorer',
  };
  if (env.HOST) options.host = env.HOST;
  if (env.PUBLIC_URL) options.publicUrl = env.PUBLIC_URL;
  if (env.STORAGE_PUBLIC_URL) {
    if (!/^https?:\/\/[^/]/i.test(env.STORAGE_PUBLIC_URL)) {
      throw new Error(`STORAGE_PUBLIC_URL inválida: "${env.STORAGE_PUBLIC_URL}". Use um endereço http:// ou https://.`);
    }
    options.storagePublicUrl = env.STORAGE_PUBLIC_URL;
  }
  if (env.RESPONSE_CACHE === 'off') options.responseCache = false;
  if (env.TRUST_PROXY) options.trustProxy = parseTrustedProxies(env.TRUST_PROXY);
  if (env.REDIS_URL) {
    if (!/^rediss?:\/\/[^/]/.test(env.REDIS_URL)) {
      throw new Error('REDIS_URL inválida: use redis://host:porta ou rediss://host:porta.');
    }
    options.redisUrl = env.REDIS_URL;
  }
  if (env.REDIS_KEY_PREFIX) options.redisKeyPrefix = env.REDIS_KEY_PREFIX;
  return options;
}

function closeMetricsServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
