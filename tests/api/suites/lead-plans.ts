import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPlannerStatistics } from '../../../api/src/db/planner-statistics.js';
import type { LeadSource, LeadStatus } from '../../../api/src/db/schema.js';
import { countNewLeads, listLeads } from '../../../api/src/leads/lead-list.js';
import { createLeadsFixture, type LeadsFixture } from '../support/leads.js';
import { planOf, recordingQueries, seeksThroughIndex, unindexedReads } from '../support/query-plans.js';
import type { Dialect } from '../support/test-api.js';

const LEADS = 3_000;
const BATCH = 250;
const SOURCES: readonly LeadSource[] = ['contact', 'registration', 'whatsapp'];
const STATUSES: readonly LeadStatus[] = ['new', 'in_progress', 'converted', 'discarded'];

/** The inbox's list, search, filters and count read through the indexes of `0011-leads`, for staff and for a broker. */
export function leadPlansSuite(dialect: Dialect): void {
  describe('the lead inbox through indexes', () => {
    let fixture: LeadsFixture;
    beforeAll(async () => {
      fixture = await createLeadsFixture(dialect);
      const { testApi, brokerA, brokerB, propertyA, propertyB } = fixture;
      const now = new Date().toISOString();
      for (let start = 0; start < LEADS; start += BATCH) {
        const rows = Array.from({ length: BATCH }, (_, offset) => {
          const n = start + offset;
          const ofA = n % 50 === 0;
          return {
            source: SOURCES[n % SOURCES.length]!,
            status: STATUSES[n % 7 === 0 ? 0 : 1 + (n % 3)]!,
            name: `Pessoa ${n}`,
            phone: `1990000${String(n).padStart(4, '0')}`,
            email: `pessoa${n}@exemplo.com.br`,
            property_id: ofA ? propertyA : n % 3 === 0 ? propertyB : null,
            broker_id: ofA ? brokerA.id : brokerB.id,
            created_at: now,
            updated_at: now,
            search_text: `pessoa ${n} pessoa${n}@exemplo.com.br 1990000${String(n).padStart(4, '0')}`,
          };
        });
        await testApi.db.insertInto('leads').values(rows).execute();
      }
      await refreshPlannerStatistics({ db: testApi.db, dialect });
      if (dialect === 'postgres') await sql`analyze leads`.execute(testApi.db);
    });
    afterAll(async () => {
      await fixture.testApi.dispose();
    });

    it('pages, filters, searches and counts without reading the whole table', async () => {
      const { testApi, admin, brokerA } = fixture;
      const staff = { id: admin.id, role: 'administrative' as const };
      const broker = { id: brokerA.id, role: 'broker' as const };
      const { db, queries } = recordingQueries(testApi.db);
      await listLeads(db, staff, {});
      await listLeads(db, staff, { page: '30', per_page: '10' });
      await listLeads(db, staff, { status: 'new' });
      await listLeads(db, staff, { source: 'whatsapp', status: 'in_progress' });
      await listLeads(db, staff, { search: 'pessoa12' });
      await listLeads(db, broker, {});
      await listLeads(db, broker, { status: 'new' });
      await countNewLeads(db, staff);
      await countNewLeads(db, broker);
      expect(queries.length).toBeGreaterThan(10);
      const unindexed: Array<{ sql: string; plan: string[] }> = [];
      for (const query of queries) {
        const plan = await planOf(testApi.db, dialect, query);
        const unindexedSteps = [...unindexedReads(plan, 'leads'), ...unindexedReads(plan, 'own')];
        if (query.sql.includes(' like ') || query.sql.includes(' union ')) {
          // A search reads the narrow search index; a broker's leads are looked up by broker, assignee and property.
          if (unindexedSteps.length > 0) unindexed.push({ sql: query.sql, plan });
        } else if (/"leads"\."id" in \(/.test(query.sql)) {
          // The rows of a page, by their ids (and then sorted).
          if (!seeksThroughIndex(plan, 'leads', { mayOrder: true })) unindexed.push({ sql: query.sql, plan });
        } else if (/"leads"\."(status|source)" =/.test(query.sql)) {
          // A status or a source: counted straight through its index. Its page goes through that index too, or walks
          // the ids newest first and stops when full, as a planner rightly does when the filter keeps many leads.
          const page = / limit /.test(query.sql);
          const indexed = seeksThroughIndex(plan, 'leads') || (page && unindexedSteps.length === 0);
          if (!indexed) unindexed.push({ sql: query.sql, plan });
        } else {
          // The unfiltered page walks the primary key backwards and stops after its rows: SQLite's table is that index.
          const walksPrimaryKey = dialect === 'sqlite' && /order by "leads"\."id" desc limit/.test(query.sql);
          if (!walksPrimaryKey && unindexedSteps.length > 0) unindexed.push({ sql: query.sql, plan });
        }
      }
      expect(unindexed).toEqual([]);
    });
  });
}
