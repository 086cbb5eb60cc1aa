import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { catalogueMigration } from './0001-catalogue.js';
import { backOfficeMigration } from './0002-back-office.js';
import { rateLimitsMigration } from './0003-rate-limits.js';
import { outboxMigration } from './0004-outbox.js';
import { uniqueEmailsMigration } from './0005-unique-emails.js';
import { templateFilesMigration } from './0006-template-files.js';
import { propertyCodesMigration } from './0007-property-codes.js';
import { catalogueIndexesMigration } from './0008-catalogue-indexes.js';
import { staffListIndexesMigration } from './0009-staff-list-indexes.js';
import { portalsMigration } from './0010-portals.js';
import { leadsMigration } from './0011-leads.js';
import { registrationTrackingMigration } from './0012-registration-tracking.js';
import { addressPrivacyMigration } from './0013-address-privacy.js';
import { approvalDatesMigration } from './0014-approval-dates.js';
import { slugAndCodeRequiredMigration } from './0015-slug-and-code-required.js';
import { holidaysMigration } from './0016-holidays.js';
import { portalLeadsMigration } from './0017-portal-leads.js';
import { leadDistributionMigration } from './0018-lead-distribution.js';
import { passwordResetsMigration } from './0019-password-resets.js';
import { auditTrailMigration } from './0020-audit-trail.js';
import { personalDataMigration } from './0021-personal-data.js';
import { visitsMigration } from './0022-visits.js';
import { visitRecordsMigration } from './0023-visit-records.js';
import { propertyKeysMigration } from './0024-property-keys.js';
import type { DialectName } from './columns.js';

/** The database to bring up to date and the dialect its migrations are written in. */
export interface MigrationTarget<DB> {
  db: Kysely<DB>;
  dialect: DialectName;
}

/** Every migration, in order. Names sort in the order they must run; never rename or reorder them. */
export function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-catalogue': catalogueMigration(dialect),
    '0002-back-office': backOfficeMigration(dialect),
    '0003-rate-limits': rateLimitsMigration(),
    '0004-outbox': outboxMigration(dialect),
    '0005-unique-emails': uniqueEmailsMigration(),
    '0006-template-files': templateFilesMigration(),
    '0007-property-codes': propertyCodesMigration(),
    '0008-catalogue-indexes': catalogueIndexesMigration(),
    '0009-staff-list-indexes': staffListIndexesMigration(),
    '0010-portals': portalsMigration(dialect),
    '0011-leads': leadsMigration(dialect),
    '0012-registration-tracking': registrationTrackingMigration(dialect),
    '0013-address-privacy': addressPrivacyMigration(),
    '0014-approval-dates': approvalDatesMigration(),
    '0015-slug-and-code-required': slugAndCodeRequiredMigration(dialect),
    '0016-holidays': holidaysMigration(dialect),
    '0017-portal-leads': portalLeadsMigration(dialect),
    '0018-lead-distribution': leadDistributionMigration(dialect),
    '0019-password-resets': passwordResetsMigration(dialect),
    '0020-audit-trail': auditTrailMigration(dialect),
    '0021-personal-data': personalDataMigration(dialect),
    '0022-visits': visitsMigration(dialect),
    '0023-visit-records': visitRecordsMigration(dialect),
    '0024-property-keys': propertyKeysMigration(dialect),
  };
}

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(allMigrations(this.dialect));
  }
}

/** Brings the schema up to date. Safe to run on every start and from several processes at once. */
export async function migrateToLatest<DB>(handle: MigrationTarget<DB>): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: new InCodeMigrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Falha ao atualizar o banco de dados${name}.`, { cause: error });
  }
}

/** Every migration's name, in order; the names are the same whatever the dialect. */
const MIGRATION_NAMES = Object.keys(allMigrations('sqlite'));

/**
 * The migrations this version of the product knows that the database has not run: none once it is up to date (what
 * readiness asks); all of them on an empty database.
 */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  let done: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    done = new Set(rows.map((row) => row.name));
  } catch {
    done = new Set();
  }
  return MIGRATION_NAMES.filter((name) => !done.has(name));
}
