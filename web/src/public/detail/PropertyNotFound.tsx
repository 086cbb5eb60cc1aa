import { Link } from 'react-router-dom';
import { detailMessages } from '../../forms/detailMessages';
import { ErrorIdNote } from '../layout/ErrorIdNote';
import { PageMeta } from '../layout/PageMeta';
import { publicRoutes } from '../routes';

interface PropertyNotFoundProps {
  /** The property could not be loaded (a failed request) rather than found missing: no 404, and a different hint. */
  unavailable: boolean;
  /** The request's id the failure carried, shown after the hint for support to find its log lines. */
  errorId: string | null;
}

/**
 * /imovel/:slug of no property (the server answers it 404), or of one that could not be loaded: the spec's
 * 'Erro ao localizar imóvel', what may have happened (with the error's code when the servers failed), and the ways on
 * (the listings for sale, for rent, the home).
 */
export function PropertyNotFound({ unavailable, errorId }: PropertyNotFoundProps) {
  const texts = detailMessages;
  return (
    <main id="conteudo" className="page">
      <PageMeta title={texts.loadError} description={null} notFound={!unavailable} />
      <div className="page__inner">
        <section className="not-found" aria-labelledby="not-found-title">
          <div role="alert">
            <h1 id="not-found-title" className="not-found__title">
              {texts.loadError}
            </h1>
          </div>
          <p className="not-found__text">
            {unavailable ? texts.unavailableHint : texts.notFoundHint}
            {unavailable && <ErrorIdNote id={errorId} />}
          </p>
          <nav aria-label={texts.wayOn} className="not-found__links">
            <Link to={publicRoutes.saleListings} className="button button--primary">
              {texts.seeSaleListings}
            </Link>
            <Link to={publicRoutes.rentListings} className="button button--secondary">
              {texts.seeRentListings}
            </Link>
            <Link to={publicRoutes.HomePage} className="not-found__home">
              {texts.backHome}
            </Link>
          </nav>
        </section>
      </div>
    </main>
  );
}
