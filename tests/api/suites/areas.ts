import type { Dialect, TestApi } from '../support/test-api.js';
import { accessSuite } from './access.js';
import { addressPrivacySuite } from './address-privacy.js';
import { auditLeadsSessionsSuite } from './audit-leads-sessions.js';
import { auditMediaSuite } from './audit-media.js';
import { auditPeopleSuite } from './audit-people.js';
import { auditPropertiesSuite } from './audit-properties.js';
import { auditTrailSuite } from './audit-trail.js';
import { authorizationSuite } from './authorization.js';
import { brokerListSuite } from './broker-list.js';
import { brokersSuite } from './brokers.js';
import { catalogueSuite } from './catalogue.js';
import { clientChoicesSuite } from './client-choices.js';
import { clientsSuite } from './clients.js';
import { companiesSuite } from './companies.js';
import { contactSuite } from './contact.js';
import { contractTemplatesSuite } from './contract-templates.js';
import { demoSignInSuite } from './demo-sign-ins.js';
import { filtersSuite } from './filters.js';
import { holidaysSuite } from './holidays.js';
import { visitBookingSuite } from './visit-booking.js';
import { agendaSuite } from './agenda.js';
import { visitMailsSuite } from './visit-mails.js';
import { visitRecordsSuite } from './visit-records.js';
import { dailyAgendaSuite } from './daily-agenda.js';
import { propertyKeysSuite } from './property-keys.js';
import { propertyKeysAccessSuite } from './property-keys-access.js';
import { imagesSuite } from './images.js';
import { lastAdministratorSuite } from './last-administrator.js';
import { leadChangesSuite } from './lead-changes.js';
import { demoLeadPerformanceSuite, leadPerformanceSuite } from './lead-performance.js';
import { leadPlansSuite } from './lead-plans.js';
import { leadsSuite } from './leads.js';
import { leadDistributionSuite } from './lead-distribution.js';
import { portalLeadsSuite } from './portal-leads.js';
import { loginSuite } from './login.js';
import { orphanSweepSuite } from './orphans.js';
import { passwordResetSuite } from './password-reset.js';
import { passwordsSuite } from './passwords.js';
import { peopleAccessSuite } from './people-access.js';
import { peopleAuthorizationSuite } from './people-authorization.js';
import { portalsSuite } from './portals.js';
import { postalCodeSuite } from './postal-codes.js';
import { propertyCodesSuite } from './property-codes.js';
import { propertyStatusSuite } from './property-status.js';
import { rateLimitSuite } from './rate-limits.js';
import { registrationAcceptedSuite } from './registration-accepted.js';
import { registrationRulesSuite } from './registration-rules.js';
import { registrationTrackingSuite } from './registration-tracking.js';
import { restartSuite } from './restart.js';
import { staffListsSuite } from './staff-lists.js';
import { staffPropertiesSuite } from './staff-properties.js';
import { staffPropertyRulesSuite } from './staff-property-rules.js';
import { teamSuite } from './team.js';
import { usersSuite } from './users.js';
import { videosSuite } from './videos.js';

/*
 * The suites of each area, run once per dialect by the `*-sqlite.test.ts` and `*-postgres.test.ts` files,
 * so both dialects always run the same list.
 */

/** The public contract on the demo content, sharing one API. */
export function contractSuites(testApi: () => TestApi): void {
  accessSuite(testApi);
  catalogueSuite(testApi);
  filtersSuite(testApi);
  teamSuite(testApi);
  imagesSuite(testApi);
  demoSignInSuite(testApi);
  demoLeadPerformanceSuite(testApi);
  restartSuite(testApi);
}

export function backOfficeSuites(dialect: Dialect): void {
  loginSuite(dialect);
  authorizationSuite(dialect);
  staffPropertiesSuite(dialect);
  staffListsSuite(dialect);
  staffPropertyRulesSuite(dialect);
  propertyCodesSuite(dialect);
  propertyStatusSuite(dialect);
  addressPrivacySuite(dialect);
  portalsSuite(dialect);
  holidaysSuite(dialect);
  orphanSweepSuite(dialect);
}

export function mediaSuites(dialect: Dialect): void {
  videosSuite(dialect);
  contractTemplatesSuite(dialect);
}

export function peopleAccessSuites(dialect: Dialect): void {
  peopleAuthorizationSuite(dialect);
  peopleAccessSuite(dialect);
  lastAdministratorSuite(dialect);
}

export function peopleSuites(dialect: Dialect): void {
  clientsSuite(dialect);
  clientChoicesSuite(dialect);
  companiesSuite(dialect);
  brokerListSuite(dialect);
  brokersSuite(dialect);
  usersSuite(dialect);
  passwordsSuite(dialect);
  passwordResetSuite(dialect);
  leadsSuite(dialect);
  leadChangesSuite(dialect);
  portalLeadsSuite(dialect);
  leadDistributionSuite(dialect);
  leadPlansSuite(dialect);
  leadPerformanceSuite(dialect);
}

export function visitorSuites(dialect: Dialect): void {
  contactSuite(dialect);
  postalCodeSuite(dialect);
  registrationRulesSuite(dialect);
  registrationAcceptedSuite(dialect);
  registrationTrackingSuite(dialect);
  rateLimitSuite(dialect);
}

/** The audit trail: the trail itself, then each kind of write's own entries. */
export function auditSuites(dialect: Dialect): void {
  auditTrailSuite(dialect);
  auditPropertiesSuite(dialect);
  auditPeopleSuite(dialect);
  auditMediaSuite(dialect);
  auditLeadsSessionsSuite(dialect);
}

/** The visits: booked from the listing, kept in each broker's agenda; and the properties' keys lent for them. */
export function visitSuites(dialect: Dialect): void {
  visitBookingSuite(dialect);
  agendaSuite(dialect);
  visitMailsSuite(dialect);
  visitRecordsSuite(dialect);
  dailyAgendaSuite(dialect);
  propertyKeysSuite(dialect);
  propertyKeysAccessSuite(dialect);
}
