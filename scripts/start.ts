/**
 * Runs the whole product on one machine: the REST API and, in front of it, the gateway that serves
 * GraphQL and the built web app. Configuration comes from the environment (see README).
 */
import { apiOptionsFromEnv, startApi } from '../api/src/server.js';
import { gatewayOptionsFromEnv, startGateway } from '../gateway/src/server.js';

const api = await startApi({ ...apiOptionsFromEnv(), log: (line) => console.log(line) });
const gateway = await startGateway({ ...gatewayOptionsFromEnv(), apiUrl: api.url, apiKey: api.apiKey });

console.log(`Site no ar em ${gateway.url}  (GraphQL em ${gateway.url}/graphql)`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await gateway.close();
  await api.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
