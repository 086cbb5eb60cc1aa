import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { messages } from '../../forms/messages';
import { ConsultantsQuery } from '../queries';
import { ConsultantList } from './ConsultantList';

/** 'Nossa Equipe de Consultores'; a failed load is only logged. */
export function ConsultantsStrip() {
  const { data, error } = useQuery(ConsultantsQuery);
  useEffect(() => {
    if (error) console.error(messages.consultants.loadError, error);
  }, [error]);

  return (
    <section className="section" aria-labelledby="consultants-title">
      <div className="section__inner">
        <h2 id="consultants-title" className="section__title">
          {messages.consultants.title}
        </h2>
        {data && <ConsultantList consultants={data.consultants} />}
      </div>
    </section>
  );
}
