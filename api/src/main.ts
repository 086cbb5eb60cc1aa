/**
 * Runs the REST API on its own, with the gateway running elsewhere (production layout).
 * Configuration from the environment: API_PORT, API_HOST, API_KEY, DATA_DIR, DATABASE_URL, SEED_DEMO,
 * ADMIN_EMAIL, ADMIN_PASSWORD, SMTP_URL, MAIL_TO, MAIL_FROM, CEP_SERVICE_URL, CEP_TIMEOUT_MS, STORAGE_URL,
 * STORAGE_PUBLIC_URL (with the bucket's AWS_* credentials), LOG_FORMAT and LOG_LEVEL (the log), METRICS_TOKEN and METRICS_ADDRESS
 * (where `/metrics` is served).
 */
import { handleStopSignals } from '../../scripts/stop-on-signals.js';
import { apiOptionsFromEnv, startApi } from './server.js';

// Before the start: the API says it listens from inside startApi.
const signals = handleStopSignals();
const api = await startApi(apiOptionsFromEnv());
signals.stopWith((track) => track('API', api.close()));
