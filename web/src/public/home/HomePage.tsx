import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { PageMeta } from '../layout/PageMeta';
import { filtersFromSearchParams, filtersToSearchParams, pageFromSearchParams, type HomeFilters } from '../lib/homeFilters';
import { ConsultantsStrip } from './ConsultantsStrip';
import { ContactSection } from './ContactSection';
import { FeaturedSection } from './FeaturedSection';
import { FilterBar } from './FilterBar';
import { Hero } from './Hero';
import { LaunchesSection } from './LaunchesSection';
import { VideosSection } from './VideosSection';

export function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const page = pageFromSearchParams(searchParams);
  const filterKey = filtersToSearchParams(filters).toString();

  const applyFilters = (next: HomeFilters) => setSearchParams(filtersToSearchParams(next));
  const pageHref = (target: number) => {
    const query = filtersToSearchParams(filters, target).toString();
    return query ? `/?${query}` : '/';
  };

  return (
    <main id="conteudo">
      <PageMeta title={messages.home.pageTitle} description={messages.home.description} />
      <Hero />
      <FilterBar key={filterKey} applied={filters} onSearch={applyFilters} />
      <FeaturedSection filters={filters} page={page} pageHref={pageHref} />
      <LaunchesSection />
      <ConsultantsStrip />
      <VideosSection />
      <ContactSection />
    </main>
  );
}
