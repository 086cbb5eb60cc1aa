import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { messages } from '../../forms/messages';
import { LaunchesQuery } from '../queries';
import { LaunchSlide } from './LaunchSlide';

/** How many launches the carousel holds. */
const launchCount = 10;

/** 'Lançamentos em Destaque': shown only when the catalogue has launches. */
export function LaunchesSection() {
  const { data, error } = useQuery(LaunchesQuery, { variables: { perPage: launchCount } });
  useEffect(() => {
    if (error) console.error(messages.launches.loadError, error);
  }, [error]);
  const [active, setActive] = useState(0);

  const launches = data?.properties.items ?? [];
  if (launches.length === 0) return null;
  const current = Math.min(active, launches.length - 1);
  const step = (delta: number) => setActive((current + delta + launches.length) % launches.length);

  return (
    <section className="section section--tinted" aria-labelledby="launches-title" aria-roledescription={messages.launches.roleCarousel}>
      <div className="section__inner">
        <h2 id="launches-title" className="section__title">
          {messages.launches.title}
        </h2>
        <div className="launches">
          {launches.length > 1 && (
            <button
              type="button"
              className="carousel-arrow carousel-arrow--previous"
              aria-label={messages.launches.previous}
              onClick={() => step(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <div className="launches__track">
            {launches.map((launch, index) => (
              <LaunchSlide key={launch.id} launch={launch} active={index === current} position={index + 1} total={launches.length} />
            ))}
          </div>
          {launches.length > 1 && (
            <button
              type="button"
              className="carousel-arrow carousel-arrow--next"
              aria-label={messages.launches.next}
              onClick={() => step(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
