import type { PropertyDetailQuery } from '../../gql/graphql';
import { messages } from '../../forms/messages';
import { useCompany } from '../layout/useCompany';
import { useLocation } from 'react-router-dom';
import { propertyChatPath, propertyChatText } from '../lib/chatLink';
import { priceLines } from '../lib/price';

type DetailProperty = NonNullable<PropertyDetailQuery['property']>;

/** Price, code and the chat link to the agency, prefilled with the property. */
export function PriceBox({ property }: { property: DetailProperty }) {
  const { company } = useCompany();
  const { pathname } = useLocation();
  const chatUrl = company?.chatUrl ? propertyChatPath(property.code, propertyChatText(property), pathname) : null;

  return (
    <aside className="price-box" aria-labelledby="detail-price">
      <h2 id="detail-price" className="visually-hidden">
        {messages.detail.price}
      </h2>
      {priceLines(property.price, property.operation, property.rentalPrice).map((line) => (
        <p key={line} className="price-box__price">
          {line}
        </p>
      ))}
      <p className="price-box__code">
        {messages.detail.code}: <strong>{property.code}</strong>
      </p>
      {chatUrl && (
        <a className="button button--chat button--block" href={chatUrl} target="_blank" rel="noopener">
          {messages.detail.chat}
        </a>
      )}
    </aside>
  );
}
