import { messages } from '../../forms/messages';
import { useCompany } from '../layout/useCompany';
import { phoneHref } from '../lib/contactDetails';
import { PageMeta } from '../layout/PageMeta';

/** /horarios — opening hours and the agency's phone. */
export default function HoursPage() {
  const { company } = useCompany();

  return (
    <main id="conteudo" className="page">
      <PageMeta title={messages.hours.pageTitle} description={messages.hours.description} />
      <div className="page__inner hours">
        <h1>{messages.hours.pageTitle}</h1>
        <p>{messages.hours.intro}</p>
        <dl className="facts hours__list">
          <div className="facts__item">
            <dt>{messages.hours.weekdays}</dt>
            <dd>{messages.hours.weekdaysHours}</dd>
          </div>
          <div className="facts__item">
            <dt>{messages.hours.saturday}</dt>
            <dd>{messages.hours.saturdayHours}</dd>
          </div>
          {company?.phone && (
            <div className="facts__item">
              <dt>{messages.hours.phone}</dt>
              <dd>
                <a href={phoneHref(company.phone)}>{company.phone}</a>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </main>
  );
}
