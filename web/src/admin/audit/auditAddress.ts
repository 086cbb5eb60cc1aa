import { isCalendarDay, periodDays } from '../../../../shared/lead-performance-rules';
import { auditMessages, auditRecordTypeLabels } from '../../forms/auditMessages';
import type { AuditRecordType, AuditTrailQueryVariables } from '../../gql/graphql';
import { pageNumberOf } from '../../lib/pageNumber';

const texts = auditMessages.trail.filters;

/** The 'Auditoria' screen's entries a page. */
const AUDIT_PER_PAGE = 20;

/** The filters as the screen holds them: empty texts for a filter not used. */
export interface AuditFilterDraft {
  /** A staff account's id. */
  person: string;
  recordType: AuditRecordType | '';
  recordId: string;
  /** AAAA-MM-DD. */
  from: string;
  to: string;
}

export type AuditFilterErrors = Partial<Record<keyof AuditFilterDraft, string>>;

export const NO_AUDIT_FILTERS: AuditFilterDraft = { person: '', recordType: '', recordId: '', from: '', to: '' };

/** The address's parameter of each filter. */
const PARAMS = { person: 'pessoa', recordType: 'tipo', recordId: 'numero', from: 'de', to: 'ate' } as const satisfies Record<
  keyof AuditFilterDraft,
  string
>;

const ID = /^\d{1,15}$/;

function isRecordType(value: string): value is AuditRecordType {
  return Object.hasOwn(auditRecordTypeLabels, value);
}

/** What is wrong with the filters typed, by field, with the API's own rules; nothing when they may be asked. */
export function auditFilterErrors(draft: AuditFilterDraft): AuditFilterErrors {
  const errors: AuditFilterErrors = {};
  if (draft.recordId !== '' && !ID.test(draft.recordId)) errors.recordId = texts.recordIdInvalid;
  else if (draft.recordId !== '' && draft.recordType === '') errors.recordId = texts.recordIdNeedsType;
  if (draft.from !== '' && !isCalendarDay(draft.from)) errors.from = texts.invalidDay;
  if (draft.to !== '' && !isCalendarDay(draft.to)) errors.to = texts.invalidDay;
  if (
    errors.from === undefined &&
    errors.to === undefined &&
    draft.from !== '' &&
    draft.to !== '' &&
    periodDays(draft.from, draft.to) < 1
  ) {
    errors.to = texts.order;
  }
  return errors;
}

/** The filters the address keeps; a value the screen would refuse is left out, as if it were not there. */
export function auditFiltersOf(params: URLSearchParams): AuditFilterDraft {
  const person = params.get(PARAMS.person)?.trim() ?? '';
  const recordType = params.get(PARAMS.recordType)?.trim() ?? '';
  const read: AuditFilterDraft = {
    person: ID.test(person) ? person : '',
    recordType: isRecordType(recordType) ? recordType : '',
    recordId: params.get(PARAMS.recordId)?.trim() ?? '',
    from: params.get(PARAMS.from)?.trim() ?? '',
    to: params.get(PARAMS.to)?.trim() ?? '',
  };
  const errors = auditFilterErrors(read);
  for (const field of Object.keys(errors) as (keyof AuditFilterDraft)[]) read[field] = '';
  return read;
}

/** The page the address asks for (`pagina`), 1 without one. */
export function auditPageOf(params: URLSearchParams): number {
  return pageNumberOf(params.get('pagina'));
}

/** The address's parameters for these filters and page: a filter not used and page 1 are left out. */
export function auditParams(draft: AuditFilterDraft, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of Object.keys(PARAMS) as (keyof AuditFilterDraft)[]) {
    if (draft[field] !== '') params.set(PARAMS[field], draft[field]);
  }
  if (page > 1) params.set('pagina', String(page));
  return params;
}

/** The query's variables: only the filters used. */
export function auditVariables(draft: AuditFilterDraft, page: number): AuditTrailQueryVariables {
  const filter = {
    ...(draft.person === '' ? {} : { userId: draft.person }),
    ...(draft.recordType === '' ? {} : { recordType: draft.recordType }),
    ...(draft.recordId === '' ? {} : { recordId: draft.recordId }),
    ...(draft.from === '' ? {} : { from: draft.from }),
    ...(draft.to === '' ? {} : { to: draft.to }),
  };
  return { filter, page, perPage: AUDIT_PER_PAGE };
}
