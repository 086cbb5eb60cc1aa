import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsultantList, type Consultant } from './ConsultantList';

function consultant(id: number, onDuty: boolean, chatUrl: string | null = null): Consultant {
  return { id: String(id), name: `Consultor ${id}`, creci: `${id}0000-F`, photoUrl: null, onDuty, chatUrl };
}

describe('consultant list', () => {
  it('says so when nobody is available', () => {
    expect(renderToStaticMarkup(<ConsultantList consultants={[]} />)).toContain('Nenhum consultor disponível no momento.');
  });

  it('gives a chat link only to consultants on duty', () => {
    const html = renderToStaticMarkup(
      <ConsultantList
        consultants={[consultant(1, true, 'https://wa.me/5519990000001'), consultant(2, false, null), consultant(3, true, null)]}
      />,
    );
    expect(html).toContain('href="/contato/whatsapp/corretor/1?pagina=%2F"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('CRECI 20000-F');
  });

  it('is centred with three consultants or fewer only', () => {
    const three = renderToStaticMarkup(<ConsultantList consultants={[1, 2, 3].map((id) => consultant(id, false))} />);
    const four = renderToStaticMarkup(<ConsultantList consultants={[1, 2, 3, 4].map((id) => consultant(id, false))} />);
    expect(three).toContain('consultants--centred');
    expect(four).not.toContain('consultants--centred');
  });
});
