import type { Server } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { createLogger, logFormatFromEnv, type LogFormat, type Logger, type ProcessName } from './logger.js';
import { parseListenAddress, serveMetrics, type ListenAddress } from './metrics-endpoint.js';
import { createMetricsRegistry, httpMetrics, type Registry } from './metrics-registry.js';
import { requestIds } from './request-id.js';
import { requestLog } from './request-log.js';

/** How a process is observed; every field is optional, the environment and the defaults fill the rest. */
export interface ObservabilityOptions {
  /** The process's logger (default: `LOG_FORMAT` and `LOG_LEVEL` of the environment, on standard output). */
  logger?: Logger;
  /** The registry its metrics are kept in (default: a new one); null keeps none, and `/metrics` answers 404. */
  metrics?: Registry | null;
  /** The bearer token that opens `/metrics` on the public port (`METRICS_TOKEN`); without it, that address is a 404. */
  metricsToken?: string | null;
  /** An address of its own where `/metrics` is served openly (`METRICS_ADDRESS`), for a scraper on an internal network. */
  metricsAddress?: ListenAddress | null;
}

export interface ProcessObservability {
  processName: ProcessName;
  logger: Logger;
  registry: Registry | null;
  metricsToken: string | null;
  metricsAddress: ListenAddress | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The logger the environment asks for: `LOG_FORMAT` (see `logFormatFromEnv`) and `LOG_LEVEL` (`info` by default). */
export function loggerFromEnv(processName: ProcessName, env: NodeJS.ProcessEnv = process.env, fallbackFormat?: LogFormat): Logger {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL inválido: use ${LOG_LEVELS.join(', ')} (recebido "${env.LOG_LEVEL}").`);
  return createLogger({ processName, format: logFormatFromEnv(env, fallbackFormat), level });
}

/** `METRICS_TOKEN` and `METRICS_ADDRESS`, as `ObservabilityOptions`. */
export function metricsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<ObservabilityOptions, 'metricsToken' | 'metricsAddress'> {
  const token = env.METRICS_TOKEN?.trim();
  if (token !== undefined && token !== '' && token.length < 16) {
    throw new Error('METRICS_TOKEN curto demais: use ao menos 16 caracteres (por exemplo, openssl rand -hex 24).');
  }
  const address = env.METRICS_ADDRESS?.trim();
  return { metricsToken: token || null, metricsAddress: address ? parseListenAddress(address) : null };
}

export function resolveObservability(processName: ProcessName, options: ObservabilityOptions): ProcessObservability {
  return {
    processName,
    logger: options.logger ?? loggerFromEnv(processName),
    registry: options.metrics === undefined ? createMetricsRegistry() : options.metrics,
    metricsToken: options.metricsToken ?? null,
    metricsAddress: options.metricsAddress ?? null,
  };
}

/**
 * The first handlers of a process: each request gets its id (taken from the caller when `trustedCaller` says it may
 * give one) and, when answered, its log line and its count in the metrics.
 */
export function observeRequests(observability: ProcessObservability, trustedCaller: (req: Request) => boolean): RequestHandler[] {
  const { processName, logger, registry } = observability;
  return [requestIds(trustedCaller), requestLog({ processName, logger, metrics: registry === null ? null : httpMetrics(registry) })];
}

/** The metrics' own server on `METRICS_ADDRESS`, when one is set and there are metrics; null otherwise. */
export async function startMetricsServer(observability: ProcessObservability): Promise<Server | null> {
  const { registry, metricsAddress } = observability;
  if (registry === null || metricsAddress === null) return null;
  return serveMetrics(registry, metricsAddress);
}
