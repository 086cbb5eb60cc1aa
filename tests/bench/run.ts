/**
 * `npm run bench`: every benchmark, one after the other; `npm run bench <name>…` runs only those named
 * (catalogue-load, catalogue-100k, leads-100k, lead-performance-100k, register, template-download, public-pages, operation-limits, gateway-throughput,
 * staff-list-render, portal-feed, portal-lead-bursts, several-instances, fuzz, sign-in-flood, server-start, backup-100k,
 * audit-write-overhead, audit-trail-1m, observability-overhead, visit-agenda). Not part of `npm test`.
 */
import { runAuditTrail1mBench } from './audit-trail-1m.js';
import { runAuditWriteOverheadBench } from './audit-write-overhead.js';
import { runBackup100kBench } from './backup-100k.js';
import { runCatalogue100kBench } from './catalogue-100k.js';
import { runCatalogueLoadBench } from './catalogue-load.js';
import { runFuzzBench } from './fuzz.js';
import { runLeadPerformance100kBench } from './lead-performance-100k.js';
import { runLeads100kBench } from './leads-100k.js';
import { runObservabilityOverheadBench } from './observability-overhead.js';
import { runOperationLimitsBench } from './operation-limits.js';
import { runGatewayThroughputBench } from './gateway-throughput.js';
import { runPortalFeedBench } from './portal-feed.js';
import { runPortalLeadBurstsBench } from './portal-lead-bursts.js';
import { runPublicPagesBench } from './public-pages.js';
import { runRegistrationBench } from './register.js';
import { runSeveralInstancesBench } from './several-instances.js';
import { runServerStartBench } from './server-start.js';
import { runSignInFloodBench } from './sign-in-flood.js';
import { runStaffListRenderBench } from './staff-list-render.js';
import { runTemplateDownloadBench } from './template-download.js';
import { runVisitAgendaBench } from './visit-agenda.js';

const benches: Record<string, () => Promise<void>> = {
  'catalogue-load': runCatalogueLoadBench,
  'catalogue-100k': runCatalogue100kBench,
  'leads-100k': runLeads100kBench,
  'lead-performance-100k': runLeadPerformance100kBench,
  register: runRegistrationBench,
  'template-download': runTemplateDownloadBench,
  'public-pages': runPublicPagesBench,
  'operation-limits': runOperationLimitsBench,
  'gateway-throughput': runGatewayThroughputBench,
  'staff-list-render': runStaffListRenderBench,
  'portal-feed': runPortalFeedBench,
  'portal-lead-bursts': runPortalLeadBurstsBench,
  'several-instances': runSeveralInstancesBench,
  fuzz: runFuzzBench,
  'sign-in-flood': runSignInFloodBench,
  'server-start': runServerStartBench,
  'backup-100k': runBackup100kBench,
  'audit-write-overhead': runAuditWriteOverheadBench,
  'audit-trail-1m': runAuditTrail1mBench,
  'observability-overhead': runObservabilityOverheadBench,
  'visit-agenda': runVisitAgendaBench,
};

const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in benches));
if (unknown.length > 0) throw new Error(`benchmark desconhecido: ${unknown.join(', ')}; há ${Object.keys(benches).join(', ')}`);
for (const [name, run] of Object.entries(benches)) {
  if (named.length === 0 || named.includes(name)) await run();
}
