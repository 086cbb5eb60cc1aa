import { Link } from 'react-router-dom';
import { propertyStatusLabels } from '../../forms/adminMessages';
import { leadInterestLabels, leadSourceLabels, leadStatusLabels } from '../../forms/leadMessages';
import { formatPhone } from '../../forms/masks';
import { leadPortalLabels } from '../../forms/portalMessages';
import { consentFormLabels, consentRecordLabels, privacyAdminMessages } from '../../forms/privacyAdminMessages';
import { visitStatusLabels } from '../../forms/visitMessages';
import { formatDateTime } from '../../lib/format';
import { areaPermissions } from '../access/areaPermissions';
import { adminRoutes } from '../adminRoutes';
import { useSignedInSession } from '../session/SessionContext';
import { PersonRecordGroup, type RecordColumn } from './PersonRecordGroup';
import type { PersonData } from './usePersonSearch';

const texts = privacyAdminMessages.results;
const columns = texts.columns;

type Row<K extends keyof PersonData> = PersonData[K] extends readonly (infer T)[] ? T : never;

/** A value, or '—' without one. */
const shown = (value: string | null | undefined): string =>
  value === null || value === undefined || value.trim() === '' ? texts.missing : value;
const phoneOf = (value: string | null | undefined): string => shown(formatPhone(value));
/** An instant as dd/mm/aaaa hh:mm in São Paulo, in a <time> a machine can read. */
const when = (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>;

/** A record's label, linked to its screen for a user who may open it. */
function RecordLink({ to, canOpen, children }: { to: string; canOpen: boolean; children: string }) {
  return canOpen ? <Link to={to}>{children}</Link> : <>{children}</>;
}

/** The seven kinds of records held about the person, each a small table, in the order a request under the LGPD lists them. */
export function PersonRecordGroups({ data }: { data: PersonData }) {
  const { permissions } = useSignedInSession();
  const opens = (permission: string) => permissions.includes(permission);

  const clientColumns: RecordColumn<Row<'clients'>>[] = [
    {
      header: columns.name,
      cell: (row) => (
        <RecordLink to={adminRoutes.clients.edit(row.id)} canOpen={opens(areaPermissions.clients)}>
          {shown(row.name)}
        </RecordLink>
      ),
    },
    { header: columns.email, cell: (row) => shown(row.email) },
    { header: columns.phone, cell: (row) => phoneOf(row.phone) },
    { header: columns.status, cell: (row) => (row.active ? texts.active : texts.inactive) },
    { header: columns.createdAt, cell: (row) => when(row.createdAt) },
  ];
  const leadColumns: RecordColumn<Row<'leads'>>[] = [
    {
      header: columns.name,
      cell: (row) => (
        <RecordLink to={adminRoutes.leads.detail(row.id)} canOpen={opens(areaPermissions.leads)}>
          {row.name ?? texts.reference(texts.groups.leads, row.id)}
        </RecordLink>
      ),
    },
    { header: columns.email, cell: (row) => shown(row.email) },
    { header: columns.phone, cell: (row) => phoneOf(row.phone) },
    { header: columns.source, cell: (row) => leadSourceLabels[row.source] },
    { header: columns.status, cell: (row) => leadStatusLabels[row.status] },
    { header: columns.receivedAt, cell: (row) => when(row.createdAt) },
  ];
  const messageColumns: RecordColumn<Row<'contactMessages'>>[] = [
    { header: columns.name, cell: (row) => shown(row.name) },
    { header: columns.email, cell: (row) => shown(row.email) },
    { header: columns.phone, cell: (row) => phoneOf(row.phone) },
    { header: columns.interest, cell: (row) => (row.interest === null ? texts.missing : leadInterestLabels[row.interest]) },
    { header: columns.message, cell: (row) => shown(row.message), className: 'admin-privacy-group__text' },
    { header: columns.sentAt, cell: (row) => when(row.createdAt) },
  ];
  const registrationColumns: RecordColumn<Row<'registrations'>>[] = [
    {
      header: columns.property,
      cell: (row) => (
        <RecordLink to={adminRoutes.properties.edit(row.id)} canOpen={opens(areaPermissions.properties)}>
          {texts.property(row.code, row.title)}
        </RecordLink>
      ),
    },
    { header: columns.status, cell: (row) => propertyStatusLabels[row.status] },
    { header: columns.ownerName, cell: (row) => shown(row.contactName) },
    { header: columns.ownerEmail, cell: (row) => shown(row.contactEmail) },
    { header: columns.ownerPhone, cell: (row) => phoneOf(row.contactPhone) },
    { header: columns.createdAt, cell: (row) => when(row.createdAt) },
  ];
  const visitColumns: RecordColumn<Row<'visits'>>[] = [
    { header: columns.name, cell: (row) => shown(row.name) },
    { header: columns.email, cell: (row) => shown(row.email) },
    { header: columns.phone, cell: (row) => phoneOf(row.phone) },
    { header: columns.visitAt, cell: (row) => when(row.startsAt) },
    { header: columns.status, cell: (row) => visitStatusLabels[row.status] },
    { header: columns.clientInterest, cell: (row) => (row.interest === null ? texts.missing : String(row.interest)) },
    { header: columns.comment, cell: (row) => shown(row.outcomeComment), className: 'admin-privacy-group__text' },
    { header: columns.visitorConfirmedAt, cell: (row) => (row.visitorConfirmedAt === null ? texts.missing : when(row.visitorConfirmedAt)) },
  ];
  const consentColumns: RecordColumn<Row<'consents'>>[] = [
    { header: columns.form, cell: (row) => consentFormLabels[row.form] },
    { header: columns.record, cell: (row) => texts.reference(consentRecordLabels[row.recordType], row.recordId) },
    { header: columns.noticeVersion, cell: (row) => row.noticeVersion },
    { header: columns.acceptedAt, cell: (row) => when(row.acceptedAt) },
    { header: columns.address, cell: (row) => shown(row.address) },
  ];
  const rejectColumns: RecordColumn<Row<'portalRejects'>>[] = [
    { header: columns.portal, cell: (row) => (row.portal === null ? texts.unknownPortal : leadPortalLabels[row.portal]) },
    { header: columns.receivedAt, cell: (row) => when(row.receivedAt) },
    {
      header: columns.body,
      cell: (row) => (
        <details>
          <summary>{texts.showBody}</summary>
          <pre className="admin-privacy-group__document">{row.body}</pre>
        </details>
      ),
      className: 'admin-privacy-group__text',
    },
  ];

  return (
    <div className="admin-privacy-groups">
      <PersonRecordGroup title={texts.groups.clients} rows={data.clients} columns={clientColumns} />
      <PersonRecordGroup title={texts.groups.leads} rows={data.leads} columns={leadColumns} />
      <PersonRecordGroup title={texts.groups.contactMessages} rows={data.contactMessages} columns={messageColumns} />
      <PersonRecordGroup title={texts.groups.registrations} rows={data.registrations} columns={registrationColumns} />
      <PersonRecordGroup title={texts.groups.visits} rows={data.visits} columns={visitColumns} />
      <PersonRecordGroup title={texts.groups.consents} rows={data.consents} columns={consentColumns} />
      <PersonRecordGroup title={texts.groups.portalRejects} rows={data.portalRejects} columns={rejectColumns} />
    </div>
  );
}
