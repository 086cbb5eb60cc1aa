import { useEffect } from 'react';
import { messages } from '../../forms/messages';
import { useCompany } from './useCompany';

function setMetaDescription(description: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

interface PageMetaProps {
  /** Page title, shown as "Page | Agency"; null keeps the current one. */
  title: string | null;
  /** Meta description; null keeps the current one. */
  description: string | null;
}

/**
 * Document title and meta description of the current page. A component of its own, so that the agency
 * name arriving re-renders nothing else.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { company } = useCompany();
  const site = company?.name ?? messages.site.fallbackName;
  useEffect(() => {
    if (title) document.title = messages.site.titleWithSite(title, site);
  }, [title, site]);
  useEffect(() => {
    if (description) setMetaDescription(description);
  }, [description]);
  return null;
}
