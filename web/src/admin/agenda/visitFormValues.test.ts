import { describe, expect, it } from 'vitest';
import { toVisitInput, validateVisitForm } from './visitFormValues';

const typed = { leadId: null, clientId: null, known: false };
const ofLead = { leadId: '12', clientId: null, known: true };

describe('the new visit form', () => {
  it('asks for the property, the person and the time when nobody is known', () => {
    expect(validateVisitForm(typed)({ durationMinutes: '60' })).toEqual({
      propertyCode: 'Informe o código do imóvel.',
      name: 'Informe o nome de quem vai visitar.',
      phone: 'Informe o telefone de quem vai visitar.',
      day: 'Informe o dia da visita.',
      time: 'Informe o horário da visita (HH:MM).',
    });
  });

  it('does not ask for the name and phone of a lead’s or client’s person, and sends the lead instead', () => {
    const values = { propertyCode: ' ca-12-2026 ', name: 'ignorado', day: '2026-12-05', time: '10:00', durationMinutes: '60' };
    expect(validateVisitForm(ofLead)(values)).toEqual({});
    expect(toVisitInput(values, ofLead)).toEqual({
      propertyCode: 'ca-12-2026',
      brokerId: null,
      leadId: '12',
      clientId: null,
      day: '2026-12-05',
      time: '10:00',
      durationMinutes: 60,
    });
  });

  it('sends a typed person, an empty e-mail as none, and the broker chosen', () => {
    expect(
      toVisitInput(
        {
          propertyCode: 'AP-1',
          brokerId: '7',
          name: ' Rita ',
          phone: '(19) 99123-4567',
          email: ' ',
          day: '2026-12-05',
          time: '09:00',
          durationMinutes: '30',
        },
        typed,
      ),
    ).toMatchObject({ brokerId: '7', name: 'Rita', phone: '(19) 99123-4567', email: null, durationMinutes: 30 });
  });
});
