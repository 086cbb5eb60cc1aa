import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { LoadingText } from '../layout/LoadingText';
import { PropertyDetailQuery } from '../queries';

const PropertyDetailPage = lazy(() => import('./PropertyDetailPage'));

/** /imovel/:slug — asks for the property while the page's own code is still arriving. */
export function PropertyRoute() {
  const { slug = '' } = useParams();
  useQuery(PropertyDetailQuery, { variables: { slug } });
  return (
    <Suspense fallback={<LoadingText />}>
      <PropertyDetailPage />
    </Suspense>
  );
}
