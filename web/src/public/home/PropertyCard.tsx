import { Link } from 'react-router-dom';
import type { FeaturedPropertiesQuery } from '../../gql/graphql';
import { messages } from '../../forms/messages';
import { locationText } from '../lib/chatLink';
import { cardChips } from '../lib/cardChips';
import { priceText } from '../lib/price';
import { publicRoutes } from '../routes';
import { CardPhoto } from './CardPhoto';

export type FeaturedProperty = FeaturedPropertiesQuery['properties']['items'][number];

/** Width of a card image in each layout of the grid. */
const cardImageSizes = '(max-width: 639px) calc(100vw - 2rem), (max-width: 1023px) calc(50vw - 2.5rem), 370px';

export function PropertyCard({ property }: { property: FeaturedProperty }) {
  const chips = cardChips(property);

  return (
    <article className="card">
      <div className="card__media">
        <CardPhoto image={property.mainImage} sizes={cardImageSizes} alt={messages.card.photoAlt(property.title)} />
        {property.isReserved && <span className="badge badge--reserved">{messages.card.reserved}</span>}
      </div>
      <div className="card__body">
        <h3 className="card__title">
          <Link to={publicRoutes.detalhes(property.slug)} className="card__link">
            {property.title}
          </Link>
        </h3>
        <p className="card__place">{locationText(property.address)}</p>
        {chips.length > 0 && (
          <ul className="chips" aria-label={messages.card.attributes}>
            {chips.map((chip) => (
              <li key={chip} className="chip">
                {chip}
              </li>
            ))}
          </ul>
        )}
        <p className="card__price">{priceText(property.price, property.operation)}</p>
        <p className="card__code">{messages.card.code(property.code)}</p>
      </div>
    </article>
  );
}
