import { useSearchParams } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { useAddressDraft } from '../../lib/useAddressDraft';
import { HydrationBoundary } from '../layout/HydrationBoundary';
import { PageMeta } from '../layout/PageMeta';
import {
  emptyHomeFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  pageFromSearchParams,
  type HomeFilters,
} from '../lib/homeFilters';
import { ConsultantsStrip } from './ConsultantsStrip';
import { ContactSection } from './ContactSection';
import { FeaturedSection } from './FeaturedSection';
import { FilterBar } from './FilterBar';
import { Hero } from './Hero';
import { LaunchesSection } from './LaunchesSection';
import { VideosSection } from './VideosSection';

const filtersKey = (filters: HomeFilters) => filtersToSearchParams(filters).toString();

export function HomePage() {
  const [searchParams] = useSearchParams();
  // The filters apply on Pesquisar (or Limpar), each search a history entry, starting again at page 1.
  const {
    draft,
    setDraft,
    applied: filters,
    commit,
  } = useAddressDraft<HomeFilters>({
    read: filtersFromSearchParams,
    write: (next) => filtersToSearchParams(next),
    keyOf: filtersKey,
  });
  const pageHref = (target: number) => {
    const query = filtersToSearchParams(filters, target).toString();
    return query ? `/?${query}` : '/';
  };
  const clear = () => {
    setDraft(emptyHomeFilters);
    commit(emptyHomeFilters);
  };

  return (
    <main id="conteudo">
      <PageMeta title={messages.home.pageTitle} description={messages.home.description} />
      <Hero />
      <FilterBar draft={draft} onChange={setDraft} onSearch={() => commit()} onClear={clear} />
      <HydrationBoundary>
        <FeaturedSection filters={filters} page={pageFromSearchParams(searchParams)} pageHref={pageHref} />
      </HydrationBoundary>
      <HydrationBoundary>
        <LaunchesSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <ConsultantsStrip />
      </HydrationBoundary>
      <HydrationBoundary>
        <VideosSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContactSection />
      </HydrationBoundary>
    </main>
  );
}
