import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../../../api/src/db/connect.js';
import type { Database } from '../../../api/src/db/schema.js';
import { startApi, type ApiOptions, type RunningApi } from '../../../api/src/server.js';
import { createLogger } from '../../../observability/logger.js';
import { linesInto } from '../../support/log-lines.js';
import { createTemporaryDatabase, type TemporaryDatabase } from './postgres.js';

export type Dialect = 'sqlite' | 'postgres';

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export interface RequestOptions {
  /** The API key to send; the running API's key by default, `null` for none. */
  key?: string | null;
  headers?: Record<string, string>;
  /** GET by default. */
  method?: string;
  body?: RequestInit['body'];
}

/** A started API with its own data dir (and database), plus a direct connection for checking rows. */
export interface TestApi {
  dialect: Dialect;
  api: RunningApi;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The PostgreSQL database of this run, when the dialect is postgres. */
  database: TemporaryDatabase | undefined;
  /** A connection of the tests' own (PostgreSQL application name `api-contract-tests`). */
  db: Kysely<Database>;
  logs: string[];
  request(pathAndQuery: string, options?: RequestOptions): Promise<ApiResponse>;
  /** `request` that expects 200 and answers the JSON body. */
  getJson<T>(pathAndQuery: string, options?: RequestOptions): Promise<T>;
  /** Stops the API but keeps the data dir and database, e.g. to start it again on them. */
  stop(): Promise<void>;
  /** Starts the API again on the same data dir and database. */
  restart(options?: Omit<ApiOptions, 'dataDir' | 'databaseUrl' | 'port'>): Promise<void>;
  /** Stops everything and removes the data dir and database. */
  dispose(): Promise<void>;
}

export interface TestApiOptions extends Omit<ApiOptions, 'dataDir' | 'databaseUrl' | 'port' | 'log'> {
  dialect?: Dialect;
}

/** The tests' own PostgreSQL connection, named apart from the API's so that the API's can be counted. */
export function checkingConnection(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'api-contract-tests' });
  // Tests may drop the database under an idle connection; that must not end the test process.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function sendRequest(
  baseUrl: string,
  apiKey: string,
  pathAndQuery: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? apiKey : options.key;
  if (key !== null) headers['X-API-Key'] = key;
  const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers, method: options.method, body: options.body });
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('image/')) {
    await response.body?.cancel();
    return { status: response.status, headers: response.headers, text: '', json: undefined };
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { dialect = 'sqlite', ...apiOptions } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), `api-contract-${dialect}-`));
  let database: TemporaryDatabase | undefined;
  if (dialect === 'postgres') database = await createTemporaryDatabase();
  const logs: string[] = [];
  // Started once its sweep of unreferenced files is over, so that a test sees the files the start leaves.
  const start = async (extra: Omit<ApiOptions, 'dataDir' | 'databaseUrl' | 'port'> = {}) => {
    const started = await startApi({
      ...apiOptions,
      ...extra,
      port: 0,
      dataDir,
      databaseUrl: database?.url,
      log: (line) => logs.push(line),
      // Warnings and errors (an error with its stack), as JSON lines in the same list; a line per request would bury them.
      logger: createLogger({ processName: 'api', format: 'json', level: 'warn', destination: linesInto(logs) }),
    });
    await started.sweeping;
    return started;
  };

  let api: RunningApi;
  try {
    api = await start();
  } catch (error) {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const db = database === undefined ? openDatabase(dataDir, undefined).db : checkingConnection(database.url);
  let running = true;

  const testApi: TestApi = {
    dialect,
    get api() {
      return api;
    },
    dataDir,
    databaseUrl: database?.url,
    db,
    database,
    logs,
    request: (pathAndQuery, requestOptions) => sendRequest(api.url, api.apiKey, pathAndQuery, requestOptions),
    async getJson<T>(pathAndQuery: string, requestOptions?: RequestOptions): Promise<T> {
      const response = await sendRequest(api.url, api.apiKey, pathAndQuery, requestOptions);
      if (response.status !== 200) throw new Error(`GET ${pathAndQuery}: ${response.status} ${response.text}`);
      return response.json as T;
    },
    async stop() {
      if (running) await api.close();
      running = false;
    },
    async restart(extra) {
      await testApi.stop();
      api = await start(extra);
      running = true;
    },
    async dispose() {
      await testApi.stop();
      await db.destroy();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApi;
}

/**
 * Starts one API for the enclosing `describe` (before its tests, disposed after them) and returns a
 * getter for it.
 */
export function useTestApi(options: TestApiOptions = {}): () => TestApi {
  let testApi: TestApi | undefined;
  beforeAll(async () => {
    testApi = await createTestApi(options);
  });
  afterAll(async () => {
    await testApi?.dispose();
  });
  return () => {
    if (testApi === undefined) throw new Error('A API de teste ainda não foi iniciada.');
    return testApi;
  };
}
