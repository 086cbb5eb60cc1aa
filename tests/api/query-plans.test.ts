/**
 * The public catalogue's queries read through indexes, as the API builds them (the Kysely queries of
 * api/src/catalogue/queries.ts, compiled, with their parameters), on both databases.
 *
 * SQLite: 3,000 varied properties and the planner statistics the API keeps (`refreshPlannerStatistics`,
 * as at start-up), then `EXPLAIN QUERY PLAN`: never a full `SCAN properties`, and the filter's own
 * columns in the index search.
 * PostgreSQL: on so small a table a sequential scan is cheaper and rightly chosen, so the test's
 * connection sets `enable_seqscan = off` and checks that the plan then reads the index meant for the query
 * (an Index Scan, Index Only Scan or Bitmap Index Scan on it), which shows the index fits the query.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFilter } from '../../api/src/catalogue/filter.js';
import {
  publicCityCountsQuery,
  publicPropertiesQuery,
  publicPropertyBySlugQuery,
  publicPropertyCountQuery,
} from '../../api/src/catalogue/queries.js';
import { openDatabase, type DatabaseHandle } from '../../api/src/db/connect.js';
import { migrateToLatest } from '../../api/src/db/migrations/index.js';
import { refreshPlannerStatistics } from '../../api/src/db/planner-statistics.js';
import type { Database } from '../../api/src/db/schema.js';
import { growVariedCatalogue, VARIED_CITIES } from '../support/varied-catalogue.js';
import { describeOnPostgres } from './support/on-postgres.js';
import { createTemporaryDatabase, type TemporaryDatabase } from './support/postgres.js';

const CATALOGUE_SIZE = 3_000;
const FIRST_PAGE = { page: 1, perPage: 12 };
const DEEP_PAGE = { page: 50, perPage: 12 };
const LARGEST_CITY = VARIED_CITIES[0]!.city;

/**
 * A filter and the index its count must read (on SQLite: what its index search constrains). A page may
 * instead be read newest first along the id and filtered, as both planners rightly do when the filter keeps
 * many rows and a page is soon full; only the selective search form must page through its own index.
 */
interface FilterCase {
  name: string;
  filter: CatalogueFilter;
  /** What SQLite's index search must constrain (`EXPLAIN QUERY PLAN` detail). */
  sqliteSearch: RegExp;
  postgresIndex: string;
  pagesThroughOwnIndex?: boolean;
}

const FILTER_CASES: FilterCase[] = [
  {
    name: 'city, type, price range and bedrooms (the search form)',
    filter: { city: LARGEST_CITY, type: 'house', priceMin: 200_000, priceMax: 1_200_000, bedroomsMin: 2 },
    sqliteSearch: /city=\? AND type=\?/,
    postgresIndex: 'properties_public_city_type_idx',
    pagesThroughOwnIndex: true,
  },
  { name: 'city', filter: { city: LARGEST_CITY }, sqliteSearch: /city=\?/, postgresIndex: 'properties_public_city_idx' },
  { name: 'type', filter: { type: 'land' }, sqliteSearch: /type=\?/, postgresIndex: 'properties_public_type_idx' },
  { name: 'operation', filter: { operation: 'rent' }, sqliteSearch: /operation=\?/, postgresIndex: 'properties_public_operation_idx' },
  {
    name: 'price range',
    filter: { priceMin: 3_000_000, priceMax: 4_000_000 },
    sqliteSearch: /price>\? AND price<\?/,
    postgresIndex: 'properties_public_price_idx',
  },
  { name: 'bedrooms', filter: { bedroomsMin: 5 }, sqliteSearch: /bedrooms>\?/, postgresIndex: 'properties_public_bedrooms_idx' },
  { name: 'launches (the home)', filter: { isLaunch: 1 }, sqliteSearch: /is_launch=\?/, postgresIndex: 'properties_public_launch_idx' },
  {
    name: 'other than launches (the home)',
    filter: { isLaunch: 0 },
    sqliteSearch: /is_launch=\?/,
    postgresIndex: 'properties_public_launch_idx',
  },
];

/** The plan lines of `query` as the database explains it: SQLite's details, or PostgreSQL's text. */
async function explain(db: Kysely<Database>, dialect: DatabaseHandle['dialect'], query: CompiledQuery): Promise<string[]> {
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
  return rows.map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN']));
}

async function someSlug(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('properties')
    .select('slug')
    .where('status', '=', 'approved')
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.slug ?? '';
}

/** A fresh database of `dialect`, migrated, grown to the test catalogue; closed and removed after the file. */
function useCatalogueDatabase(dialect: DatabaseHandle['dialect']): () => DatabaseHandle {
  let dataDir: string | undefined;
  let database: TemporaryDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'query-plans-'));
    if (dialect === 'postgres') database = await createTemporaryDatabase();
    handle = openDatabase(dataDir, database?.url);
    await migrateToLatest(handle);
    await growVariedCatalogue(handle.db, handle.dialect, CATALOGUE_SIZE);
    await refreshPlannerStatistics(handle);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await database?.drop();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (handle === undefined) throw new Error('banco de dados não aberto');
    return handle;
  };
}

function expectNoFullScan(plan: string[]): void {
  expect(plan.filter((line) => /^SCAN properties(?! USING)/.test(line))).toEqual([]);
}

describe('catalogue query plans on SQLite', () => {
  const handle = useCatalogueDatabase('sqlite');

  it.each(FILTER_CASES)(
    'pages by $name through an index and counts through one on those columns',
    async ({ filter, sqliteSearch, pagesThroughOwnIndex }) => {
      const { db, dialect } = handle();
      for (const paging of [FIRST_PAGE, DEEP_PAGE]) {
        const plan = await explain(db, dialect, publicPropertiesQuery(db, filter, paging).compile());
        expectNoFullScan(plan);
        expect(plan.join('\n')).toMatch(/^SEARCH properties USING (COVERING )?INDEX /m);
        if (pagesThroughOwnIndex) expect(plan.join('\n')).toMatch(sqliteSearch);
      }
      const countPlan = await explain(db, dialect, publicPropertyCountQuery(db, filter).compile());
      expectNoFullScan(countPlan);
      expect(countPlan.join('\n')).toMatch(/USING COVERING INDEX/);
      expect(countPlan.join('\n')).toMatch(sqliteSearch);
    },
  );

  it('pages and counts the whole public catalogue through an index', async () => {
    const { db, dialect } = handle();
    const plan = await explain(db, dialect, publicPropertiesQuery(db, {}, DEEP_PAGE).compile());
    expectNoFullScan(plan);
    expect(plan.join('\n')).toMatch(/SEARCH properties USING COVERING INDEX \w+ \(status=\? AND is_active=\?\)/);
    const countPlan = await explain(db, dialect, publicPropertyCountQuery(db, {}).compile());
    expectNoFullScan(countPlan);
    expect(countPlan.join('\n')).toMatch(/USING COVERING INDEX/);
  });

  it('finds a property by its slug through the slug index', async () => {
    const { db, dialect } = handle();
    const plan = await explain(db, dialect, publicPropertyBySlugQuery(db, await someSlug(db)).compile());
    expect(plan.join('\n')).toMatch(/SEARCH properties USING INDEX properties_slug_unique \(slug=\?\)/);
  });

  it('counts the cities from an index already in city order', async () => {
    const { db, dialect } = handle();
    const plan = await explain(db, dialect, publicCityCountsQuery(db).compile());
    expectNoFullScan(plan);
    expect(plan.join('\n')).toMatch(/USING COVERING INDEX properties_public_city\w*_idx/);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE FOR GROUP BY/);
  });
});

await describeOnPostgres('catalogue query plans', () => {
  const handle = useCatalogueDatabase('postgres');

  /** The plan with sequential scans ruled out on the connection that explains it. */
  async function explainWithoutSeqScan(query: CompiledQuery): Promise<string> {
    const { db, dialect } = handle();
    return db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      try {
        return (await explain(connection, dialect, query)).join('\n');
      } finally {
        await sql`reset enable_seqscan`.execute(connection);
      }
    });
  }

  function expectIndexRead(plan: string, index: string): void {
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(
      new RegExp(`(Index Scan|Index Only Scan|Bitmap Index Scan)( Backward)? using ${index} on properties|Bitmap Index Scan on ${index}`),
    );
  }

  it.each(FILTER_CASES)(
    'pages by $name through an index and counts through its own',
    async ({ filter, postgresIndex, pagesThroughOwnIndex }) => {
      const { db } = handle();
      for (const paging of [FIRST_PAGE, DEEP_PAGE]) {
        const plan = await explainWithoutSeqScan(publicPropertiesQuery(db, filter, paging).compile());
        expectIndexRead(plan, pagesThroughOwnIndex ? postgresIndex : '\\w+');
      }
      expectIndexRead(await explainWithoutSeqScan(publicPropertyCountQuery(db, filter).compile()), postgresIndex);
    },
  );

  it('finds a property by its slug through the slug index', async () => {
    const { db } = handle();
    expectIndexRead(await explainWithoutSeqScan(publicPropertyBySlugQuery(db, await someSlug(db)).compile()), 'properties_slug_unique');
  });

  it('counts the cities through a city index', async () => {
    const { db } = handle();
    expectIndexRead(await explainWithoutSeqScan(publicCityCountsQuery(db).compile()), 'properties_public_city\\w*_idx');
  });
});
