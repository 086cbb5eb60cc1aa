import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { operationLabels, propertyTypeLabels } from '../../forms/messages';
import { detailMessages } from '../../forms/detailMessages';
import { LoadingText } from '../layout/LoadingText';
import { PageMeta } from '../layout/PageMeta';
import { locationText } from '../lib/chatLink';
import { streetLine } from '../lib/contactDetails';
import { propertyFeatureLabels } from '../lib/features';
import { graphqlErrorId } from '../lib/graphqlErrorId';
import { PropertyDetailQuery } from '../queries';
import { ImageCarousel } from './ImageCarousel';
import { PropertyFacts } from './PropertyFacts';
import { PriceBox } from './PriceBox';
import { PropertyNotFound } from './PropertyNotFound';

const metaDescriptionLength = 160;

function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= metaDescriptionLength ? flat : `${flat.slice(0, metaDescriptionLength - 1).trimEnd()}…`;
}

/** /imovel/:slug — one property of the public catalogue. */
export default function PropertyDetailPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(PropertyDetailQuery, { variables: { slug } });
  useEffect(() => {
    if (error) console.error(detailMessages.loadError, error);
  }, [error]);

  const property = data?.property ?? null;
  if (loading && !property) return <LoadingText />;

  if (!property) return <PropertyNotFound unavailable={Boolean(error)} errorId={graphqlErrorId(error)} />;

  const features = propertyFeatureLabels(property.features, property.otherFeatures);
  const location = locationText(property.address);
  // The API answers only the part of the street the property's address privacy makes public.
  const street = streetLine(property.address);
  const metaDescription = property.description?.trim()
    ? shortDescription(property.description)
    : detailMessages.metaDescription(propertyTypeLabels[property.type], operationLabels[property.operation], location);

  return (
    <main id="conteudo" className="page detail">
      <PageMeta title={property.title} description={metaDescription} listing={property} />
      <div className="page__inner">
        <ImageCarousel images={property.images} title={property.title} />
        <div className="detail__layout">
          <header className="detail__header">
            {(property.isReserved || property.isLaunch) && (
              <ul className="detail__flags" aria-label={detailMessages.flags}>
                {property.isReserved && <li className="badge badge--reserved">{detailMessages.reserved}</li>}
                {property.isLaunch && <li className="badge badge--launch">{detailMessages.launch}</li>}
              </ul>
            )}
            <h1 className="detail__title">{property.title}</h1>
            {street && <p className="detail__place">{street}</p>}
            {location && <p className="detail__place">{location}</p>}
          </header>
          <PriceBox property={property} />
          <div className="detail__main">
            {property.description?.trim() && (
              <section aria-labelledby="detail-description">
                <h2 id="detail-description">{detailMessages.description}</h2>
                <p className="detail__description">{property.description}</p>
              </section>
            )}
            {property.highlights.length > 0 && (
              <section aria-labelledby="detail-highlights">
                <h2 id="detail-highlights">{detailMessages.highlights}</h2>
                <ul className="detail__highlights">
                  {property.highlights.map((line, index) => (
                    <li key={`${index}-${line}`}>{line}</li>
                  ))}
                </ul>
              </section>
            )}
            {features.length > 0 && (
              <section aria-labelledby="detail-features">
                <h2 id="detail-features">{detailMessages.features}</h2>
                <ul className="chips">
                  {features.map((label) => (
                    <li key={label} className="chip">
                      {label}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {property.referencePoint?.trim() && (
              <section aria-labelledby="detail-reference">
                <h2 id="detail-reference">{detailMessages.referencePoint}</h2>
                <p>{property.referencePoint}</p>
              </section>
            )}
            <PropertyFacts property={property} />
          </div>
        </div>
      </div>
    </main>
  );
}
