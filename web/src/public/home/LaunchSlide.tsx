import { Link } from 'react-router-dom';
import type { LaunchesQuery } from '../../gql/graphql';
import { messages } from '../../forms/messages';
import { locationText } from '../lib/chatLink';
import { priceText } from '../lib/price';
import { publicRoutes } from '../routes';
import { CardPhoto } from './CardPhoto';
import { useImageRotation } from './useImageRotation';

type Launch = LaunchesQuery['properties']['items'][number];

/** Launch photos rotate this often, only on the visible slide. */
const launchRotationMs = 3000;

const launchImageSizes = '(max-width: 767px) calc(100vw - 2rem), 640px';

interface LaunchSlideProps {
  launch: Launch;
  active: boolean;
  position: number;
  total: number;
}

export function LaunchSlide({ launch, active, position, total }: LaunchSlideProps) {
  const imageIndex = useImageRotation(launch.images.length, active, launchRotationMs);
  const image = launch.images[imageIndex];

  return (
    <div
      className="launch"
      role="group"
      aria-roledescription={messages.launches.roleSlide}
      aria-label={messages.launches.slideLabel(position, total)}
      hidden={!active}
      data-image-index={imageIndex}
    >
      <div className="launch__media">
        <CardPhoto
          key={image?.fileName}
          image={image}
          sizes={launchImageSizes}
          alt={messages.launches.photoAlt(launch.title, imageIndex + 1, launch.images.length)}
        />
      </div>
      <div className="launch__body">
        <span className="badge badge--launch">{messages.card.launch}</span>
        <h3 className="launch__title">{launch.title}</h3>
        <p className="card__place">{locationText(launch.address)}</p>
        <p className="card__price">{priceText(launch.price, launch.operation)}</p>
        <p className="card__code">{messages.card.code(launch.code)}</p>
        <Link to={publicRoutes.detalhes(launch.slug)} className="button button--primary">
          {messages.launches.seeDetails}
          <span className="visually-hidden">: {launch.title}</span>
        </Link>
      </div>
    </div>
  );
}
