/**
 * Runs the gateway on its own, in front of a REST API running elsewhere (production layout).
 * Configuration from the environment: PORT, HOST, API_URL, API_KEY, WEB_DIST, WEB_SERVER_DIST, EXPLORER_DIST, PUBLIC_URL,
 * STORAGE_PUBLIC_URL (the API's public bucket or CDN: property photos and their widths are addressed straight at it),
 * RESPONSE_CACHE (`off`: no GraphQL response cache), TRUST_PROXY (the reverse proxies in front of it), REDIS_URL (the
 * caches shared by every gateway on that Redis), REDIS_KEY_PREFIX, LOG_FORMAT and LOG_LEVEL (the log), METRICS_TOKEN and
 * METRICS_ADDRESS (where `/metrics` is served).
 */
import { handleStopSignals } from '../../scripts/stop-on-signals.js';
import { loggerFromEnv } from '../../observability/process-observability.js';
import { gatewayOptionsFromEnv, startGateway } from './server.js';

const options = gatewayOptionsFromEnv();
if (!options.apiKey) {
  console.error('Defina API_KEY com a chave da API REST.');
  process.exit(1);
}
const signals = handleStopSignals();
const logger = loggerFromEnv('gateway');
const gateway = await startGateway({ ...options, logger });
signals.stopWith((track) => track('gateway', gateway.close()));
logger.info(`Gateway no ar em ${gateway.url} (GraphQL em ${gateway.url}/graphql), API em ${options.apiUrl}`);
