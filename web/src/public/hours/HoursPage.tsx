import { hoursMessages } from '../../forms/hoursMessages';
import { useCompany } from '../layout/useCompany';
import { phoneHref } from '../lib/contactDetails';
import { PageMeta } from '../layout/PageMeta';

/** /horarios — opening hours and the agency's phone. */
export default function HoursPage() {
  const { company } = useCompany();

  return (
    <main id="conteudo" className="page">
      <PageMeta title={hoursMessages.pageTitle} description={hoursMessages.description} />
      <div className="page__inner hours">
        <h1>{hoursMessages.pageTitle}</h1>
        <p>{hoursMessages.intro}</p>
        <dl className="facts hours__list">
          <div className="facts__item">
            <dt>{hoursMessages.weekdays}</dt>
            <dd>{hoursMessages.weekdaysHours}</dd>
          </div>
          <div className="facts__item">
            <dt>{hoursMessages.saturday}</dt>
            <dd>{hoursMessages.saturdayHours}</dd>
          </div>
          {company?.phone && (
            <div className="facts__item">
              <dt>{hoursMessages.phone}</dt>
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
