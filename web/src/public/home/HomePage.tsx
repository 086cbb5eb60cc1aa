import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { useAddressDraft } from '../../lib/useAddressDraft';
import { hydratedApart } from '../layout/hydratedApart';
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

const Featured = hydratedApart(FeaturedSection);
const Launches = hydratedApart(LaunchesSection);
const Consultants = hydratedApart(ConsultantsStrip);
const Videos = hydratedApart(VideosSection);
const Contact = hydratedApart(ContactSection);

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
  const pageHref = useCallback(
    (target: number) => {
      const query = filtersToSearchParams(filters, target).toString();
      return query ? `/?${query}` : '/';
    },
    [filters],
  );
  const clear = () => {
    setDraft(emptyHomeFilters);
    commit(emptyHomeFilters);
  };

  return (
    <main id="conteudo">
      <PageMeta title={messages.home.pageTitle} description={messages.home.description} />
      <Hero />
      <FilterBar draft={draft} onChange={setDraft} onSearch={() => commit()} onClear={clear} />
      <Featured filters={filters} page={pageFromSearchParams(searchParams)} pageHref={pageHref} />
      <Launches />
      <Consultants />
      <Videos />
      <Contact />
    </main>
  );
}
