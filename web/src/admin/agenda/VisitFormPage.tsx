import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { agendaMessages } from '../../forms/agendaMessages';
import { LoadingState } from '../layout/LoadingState';
import { useNow } from '../layout/useNow';
import { RecordFormFrame } from '../records/RecordFormPage';
import { VisitClientQuery, VisitLeadQuery } from './agendaDocuments';
import { isCalendarDay, todayInSaoPaulo } from './agendaDays';
import { VisitForm } from './VisitForm';
import type { VisitPersonSource } from './visitFormValues';

const ID_PATTERN = /^[1-9]\d{0,8}$/;

function idParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name) ?? '';
  return ID_PATTERN.test(value) ? value : null;
}

/**
 * /app/agenda/nova — 'Nova visita' on the day asked for (`dia`), or for a lead (`lead`: its person and property), a
 * client (`cliente`: its person) or a property (`imovel`: its code).
 */
export default function VisitFormPage() {
  const [params] = useSearchParams();
  const now = useNow();
  const leadId = idParam(params, 'lead');
  const clientId = leadId === null ? idParam(params, 'cliente') : null;
  const lead = useQuery(VisitLeadQuery, { variables: { id: leadId ?? '' }, skip: leadId === null });
  const client = useQuery(VisitClientQuery, { variables: { id: clientId ?? '' }, skip: clientId === null });
  const asked = params.get('dia') ?? '';
  const day = isCalendarDay(asked) ? asked : todayInSaoPaulo(new Date(now));

  const loading = (leadId !== null && lead.loading && !lead.data) || (clientId !== null && client.loading && !client.data);
  const personOf = lead.data?.lead ?? client.data?.client ?? null;
  const known = personOf !== null && Boolean(personOf.name) && Boolean(personOf.phone);
  const person: VisitPersonSource = { leadId, clientId, known };
  const propertyCode = lead.data?.lead?.property?.code ?? params.get('imovel') ?? '';

  return (
    <RecordFormFrame title={agendaMessages.form.title}>
      {loading ? (
        <LoadingState />
      ) : (
        <VisitForm
          day={day}
          propertyCode={propertyCode}
          person={person}
          personLine={
            known && personOf?.name
              ? leadId !== null
                ? agendaMessages.form.personFromLead(personOf.name)
                : agendaMessages.form.personFromClient(personOf.name)
              : null
          }
        />
      )}
    </RecordFormFrame>
  );
}
