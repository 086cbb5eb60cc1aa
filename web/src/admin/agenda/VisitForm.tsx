import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { useNavigate } from 'react-router-dom';
import { agendaMessages } from '../../forms/agendaMessages';
import { maskPhone } from '../../forms/masks';
import { personRuleMessages } from '../../forms/peopleMessages';
import { adminRoutes } from '../adminRoutes';
import { keepsOwnAgenda } from '../access/ownAgenda';
import { SelectInputField } from '../fields/SelectInputField';
import { TextInputField } from '../fields/TextInputField';
import { RecordForm } from '../records/RecordForm';
import { RecordFormActions } from '../records/RecordFormActions';
import { settleSave } from '../records/settleSave';
import { useSaveHandling } from '../records/useSaveHandling';
import { useSignedInSession } from '../session/SessionContext';
import { AgendaBrokersQuery, CreateVisitMutation } from './agendaDocuments';
import { agendaParams, dayOf } from './agendaDays';
import { VisitTimeFields } from './VisitTimeFields';
import { newVisitTimeValues } from './visitTimeValues';
import { toVisitInput, validateVisitForm, visitFormFields, type VisitFormValues, type VisitPersonSource } from './visitFormValues';

const texts = agendaMessages.form;
const upperCase = (typed: string) => typed.toUpperCase();

interface VisitFormProps {
  day: string;
  propertyCode: string;
  person: VisitPersonSource;
  /** Who visits, when a lead or a client says it: shown instead of the person's fields. */
  personLine: string | null;
}

/** The agenda on the new visit's day, its panel open. */
function agendaOfVisit(visit: { id: string; startsAt: string }): string {
  return `${adminRoutes.agenda.list}?${agendaParams({ day: dayOf(visit.startsAt), view: 'semana', brokerId: null, visitId: visit.id }).toString()}`;
}

/** 'Nova visita': booked confirmed at once; a clash with the broker's agenda is refused under the time, naming it. */
export function VisitForm({ day, propertyCode, person, personLine }: VisitFormProps) {
  const navigate = useNavigate();
  const { user } = useSignedInSession();
  const choosesBroker = !keepsOwnAgenda(user.role);
  const brokers = useQuery(AgendaBrokersQuery, { skip: !choosesBroker });
  const [createVisit] = useMutation(CreateVisitMutation, { refetchQueries: ['AgendaVisits', 'VisitsOf'] });
  const { formRef, handling } = useSaveHandling({
    formFields: visitFormFields,
    savedText: texts.created,
    failureText: texts.saveFailure,
    leaveTo: adminRoutes.agenda.list,
  });

  const submit = async (values: VisitFormValues): Promise<SubmissionErrors> => {
    let created: { id: string; startsAt: string } | null = null;
    return settleSave(
      async () => {
        const result = (await createVisit({ variables: { input: toVisitInput(values, person) } })).data?.createVisit;
        created = result?.visit ?? null;
        return result;
      },
      { ...handling, leave: () => void navigate(created ? agendaOfVisit(created) : adminRoutes.agenda.list) },
    );
  };

  const brokerOptions = (brokers.data?.agendaBrokers ?? []).map((broker) => ({ value: broker.id, label: broker.name }));
  return (
    <RecordForm<VisitFormValues>
      onSubmit={submit}
      validate={validateVisitForm(person)}
      initialValues={{ ...newVisitTimeValues(day), propertyCode }}
      formRef={formRef}
      label={texts.title}
      summary={personRuleMessages.summary}
    >
      <div className="admin-form-grid">
        <TextInputField
          name="propertyCode"
          label={texts.property}
          required
          hint={texts.propertyHint}
          mask={upperCase}
          autoComplete="off"
          maxLength={40}
        />
        {choosesBroker && (
          <SelectInputField name="brokerId" label={texts.broker} options={brokerOptions} emptyLabel={texts.propertyBroker} />
        )}
      </div>
      {personLine ? (
        <p className="visit-form__person">{personLine}</p>
      ) : (
        <div className="admin-form-grid">
          <TextInputField name="name" label={texts.name} required autoComplete="off" maxLength={120} />
          <TextInputField name="phone" label={texts.phone} type="tel" required mask={maskPhone} inputMode="tel" autoComplete="off" />
          <TextInputField name="email" label={texts.email} type="email" autoComplete="off" maxLength={254} />
        </div>
      )}
      <VisitTimeFields />
      <RecordFormActions backTo={adminRoutes.agenda.list} saveText={texts.create} />
    </RecordForm>
  );
}
