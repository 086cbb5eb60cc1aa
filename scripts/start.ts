/**
 * Runs the whole product on one machine: the REST API and, in front of it, the gateway that serves
 * GraphQL and the built web app. Configuration comes from the environment (see README).
 */
import { apiOptionsFromEnv, startApi } from '../api/src/server.js';
import { gatewayOptionsFromEnv, startGateway } from '../gateway/src/server.js';
import { loggerFromEnv, metricsOptionsFromEnv } from '../observability/process-observability.js';
import { createMetricsRegistry } from '../observability/metrics-registry.js';
import { handleStopSignals } from './stop-on-signals.js';

const signals = handleStopSignals();
const gatewayOptions = gatewayOptionsFromEnv();
// Without PUBLIC_URL, the links the mails carry lead to the site this process serves.
const siteHost =
  !gatewayOptions.host || gatewayOptions.host === '0.0.0.0' || gatewayOptions.host === '::' ? '127.0.0.1' : gatewayOptions.host;
const publicUrl = gatewayOptions.publicUrl ?? `http://${siteHost.includes(':') ? `[${siteHost}]` : siteHost}:${gatewayOptions.port}`;
// Readable lines unless LOG_FORMAT asks for JSON; one registry of metrics, served by the gateway's port (with
// METRICS_TOKEN) or on METRICS_ADDRESS, each request counted under its process.
const metrics = createMetricsRegistry();
const { metricsToken, metricsAddress } = metricsOptionsFromEnv();
const api = await startApi({
  ...apiOptionsFromEnv(),
  publicUrl,
  logger: loggerFromEnv('api', process.env, 'pretty'),
  metrics,
  metricsToken,
  metricsAddress: null,
});
const gatewayLogger = loggerFromEnv('gateway', process.env, 'pretty');
const gateway = await startGateway({
  ...gatewayOptions,
  apiUrl: api.url,
  apiKey: api.apiKey,
  logger: gatewayLogger,
  metrics,
  metricsToken,
  metricsAddress,
});
// The gateway's requests in flight need the API: it closes once they are done. The mail stops meanwhile.
signals.stopWith((track) =>
  Promise.all([track('envio de e-mails', api.stopOutbox()), track('gateway', gateway.close()).then(() => track('API', api.close()))]).then(
    () => undefined,
  ),
);

gatewayLogger.info(`Site no ar em ${gateway.url}  (GraphQL em ${gateway.url}/graphql)`);
