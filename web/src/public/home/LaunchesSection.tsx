import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { messages } from '../../forms/messages';
import { CarouselArrow } from '../lib/CarouselArrow';
import { useCarouselIndex } from '../lib/useCarouselIndex';
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
  const launches = data?.properties.items ?? [];
  const { index: current, step } = useCarouselIndex(launches.length);
  if (launches.length === 0) return null;

  return (
    <section className="section section--tinted" aria-labelledby="launches-title" aria-roledescription={messages.launches.roleCarousel}>
      <div className="section__inner">
        <h2 id="launches-title" className="section__title">
          {messages.launches.title}
        </h2>
        <div className="launches">
          {launches.length > 1 && <CarouselArrow direction="previous" label={messages.launches.previous} onClick={() => step(-1)} />}
          <div className="launches__track">
            {launches.map((launch, index) => (
              <LaunchSlide key={launch.id} launch={launch} active={index === current} position={index + 1} total={launches.length} />
            ))}
          </div>
          {launches.length > 1 && <CarouselArrow direction="next" label={messages.launches.next} onClick={() => step(1)} />}
        </div>
      </div>
    </section>
  );
}
