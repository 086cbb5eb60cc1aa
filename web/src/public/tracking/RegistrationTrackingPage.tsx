import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { trackingMessages as texts } from '../../forms/trackingMessages';
import { formatInstantDate } from '../../lib/format';
import { LoadingText } from '../layout/LoadingText';
import { PageMeta } from '../layout/PageMeta';
import { RegistrationTrackingQuery } from '../queries';
import { publicRoutes } from '../routes';
import { TrackingPhotos } from './TrackingPhotos';
import { TrackingStatus } from './TrackingStatus';

/**
 * /cadastre-seu-imovel/acompanhar/:token — the owner's private page: the registered property's title, code,
 * photos and status, with the reason of a rejection or the link to the public page once it is published.
 * Never indexed; an unknown token answers 404.
 */
export default function RegistrationTrackingPage() {
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(RegistrationTrackingQuery, { variables: { token } });
  useEffect(() => {
    if (error) console.error(texts.loadError, error);
  }, [error]);

  const tracking = data?.registrationTracking ?? null;
  if (loading && !tracking) return <LoadingText />;

  if (!tracking) {
    const title = error ? texts.loadError : texts.notFoundTitle;
    return (
      <main id="conteudo" className="page">
        <PageMeta title={title} description={null} notFound={!error} noindex />
        <div className="page__inner">
          <div role="alert">
            <h1 className="error-title">{title}</h1>
            {!error && <p>{texts.notFoundText}</p>}
          </div>
          <p>
            <Link to={publicRoutes.HomePage}>{texts.home}</Link>
          </p>
        </div>
      </main>
    );
  }

  return (
    <main id="conteudo" className="page tracking">
      <PageMeta title={texts.pageTitle} description={texts.description} noindex />
      <div className="page__inner tracking__inner">
        <p className="tracking__eyebrow">{texts.pageTitle}</p>
        <h1 className="tracking__title">{tracking.title}</h1>
        <p className="tracking__meta">
          {texts.code(tracking.code)}
          {tracking.createdAt && <> · {texts.registeredOn(formatInstantDate(tracking.createdAt))}</>}
          {tracking.visitsDone > 0 && <> · {texts.visitsDone(tracking.visitsDone)}</>}
        </p>
        <TrackingStatus status={tracking.status} reason={tracking.reason ?? null} slug={tracking.slug ?? null} />
        <TrackingPhotos title={tracking.title} photos={tracking.photos} />
      </div>
    </main>
  );
}
