import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { messages } from '../../forms/messages';
import { ErrorIdNote } from '../layout/ErrorIdNote';
import { graphqlErrorId } from '../lib/graphqlErrorId';
import { toPropertyFilter, type HomeFilters } from '../lib/homeFilters';
import { FeaturedPropertiesQuery } from '../queries';
import { Pagination } from './Pagination';
import { PropertyCard } from './PropertyCard';

/** Cards per page of the featured grid. */
const featuredPageSize = 12;

interface FeaturedSectionProps {
  filters: HomeFilters;
  page: number;
  /** The address of another page with the same filters. */
  pageHref: (page: number) => string;
}

/** 'Imóveis em Destaque': one page of the filtered catalogue, filtered and paged by the server. */
export function FeaturedSection({ filters, page, pageHref }: FeaturedSectionProps) {
  const { data, previousData, loading, error } = useQuery(FeaturedPropertiesQuery, {
    variables: { filter: toPropertyFilter(filters), page, perPage: featuredPageSize },
  });
  useEffect(() => {
    if (error) console.error(messages.featured.loadError, error);
  }, [error]);

  const result = error ? undefined : (data ?? (loading ? previousData : undefined))?.properties;

  return (
    <section className="section" aria-labelledby="featured-title" id="imoveis">
      <div className="section__inner">
        <h2 id="featured-title" className="section__title">
          {messages.featured.title}
        </h2>
        {result ? (
          <div aria-busy={loading}>
            <p className="result-count" role="status">
              {messages.featured.resultCount(result.total)}
            </p>
            {result.items.length > 0 ? (
              <ul className="card-grid">
                {result.items.map((property) => (
                  <li key={property.id}>
                    <PropertyCard property={property} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-text">{messages.featured.empty}</p>
            )}
            <Pagination
              page={result.page}
              pageCount={result.pageCount}
              pageHref={pageHref}
              onNavigate={() => document.getElementById('featured-title')?.scrollIntoView({ block: 'start' })}
            />
          </div>
        ) : error ? (
          <p className="status-text">
            {messages.featured.loadError}
            <ErrorIdNote id={graphqlErrorId(error)} />
          </p>
        ) : (
          loading && (
            <p className="status-text card-grid-placeholder" role="status">
              {messages.site.loading}
            </p>
          )
        )}
      </div>
    </section>
  );
}
