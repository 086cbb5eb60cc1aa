import type { PropertyDetailQuery } from '../../gql/graphql';
import { detailMessages } from '../../forms/detailMessages';
import { useCompany } from '../layout/useCompany';
import { Link, useLocation } from 'react-router-dom';
import { visitBookingMessages } from '../../forms/visitMessages';
import { publicRoutes } from '../routes';
import { propertyChatPath, propertyChatText } from '../lib/chatLink';
import { priceLines } from '../lib/price';

type DetailProperty = NonNullable<PropertyDetailQuery['property']>;

/** Price, code, the chat link to the agency, prefilled with the property, and the visit's booking. */
export function PriceBox({ property }: { property: DetailProperty }) {
  const { company } = useCompany();
  const { pathname } = useLocation();
  const chatUrl = company?.chatUrl ? propertyChatPath(property.code, propertyChatText(property), pathname) : null;

  return (
    <aside className="price-box" aria-labelledby="detail-price">
      <h2 id="detail-price" className="visually-hidden">
        {detailMessages.price}
      </h2>
      {priceLines(property.price, property.operation, property.rentalPrice).map((line) => (
        <p key={line} className="price-box__price">
          {line}
        </p>
      ))}
      <p className="price-box__code">
        {detailMessages.code}: <strong>{property.code}</strong>
      </p>
      {chatUrl && (
        <a className="button button--chat button--block" href={chatUrl} target="_blank" rel="noopener">
          {detailMessages.chat}
        </a>
      )}
      <Link className="button button--secondary button--block" to={publicRoutes.agendarVisita(property.slug)}>
        {visitBookingMessages.bookLink}
      </Link>
    </aside>
  );
}
