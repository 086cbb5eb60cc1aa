import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { ServerHeadContext, type ListingSubject } from '../head/serverHead';
import { useCompany } from './useCompany';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function setMetaDescription(description: string): void {
  const meta = headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
  meta.content = description;
}

/** The canonical link follows client-side navigation: same origin as the one the server wrote, new path. */
function setCanonicalPath(path: string): void {
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (link) link.href = new URL(path, link.href).href;
}

interface PageMetaProps {
  /** Page title, shown as "Page | Agency"; null keeps the current one. */
  title: string | null;
  /** Meta description; null keeps the current one. */
  description: string | null;
  /** On a property page, the property: its link preview and structured data come from it. */
  listing?: ListingSubject;
  /** The page says that what was asked for does not exist: the server answers 404. */
  notFound?: boolean;
  /** A private page: search engines are told not to index it, and it gets no canonical address or link preview. */
  noindex?: boolean;
}

/**
 * Document title, meta description and canonical address of the current page. On the server it hands them
 * (and the listing, for the link preview) to the document head; in the browser it updates the head as the
 * visitor moves between pages. A component of its own, so that the agency name arriving re-renders nothing else.
 */
export function PageMeta({ title, description, listing, notFound = false, noindex = false }: PageMetaProps) {
  const { company } = useCompany();
  const { pathname, search } = useLocation();
  const serverHead = useContext(ServerHeadContext);
  const site = company?.name ?? messages.site.fallbackName;
  const fullTitle = title ? messages.site.titleWithSite(title, site) : null;
  if (serverHead) {
    serverHead.page = { title: fullTitle ?? messages.site.defaultTitle, description, listing: listing ?? null };
    serverHead.notFound = notFound;
    serverHead.noindex = noindex;
  }
  useEffect(() => {
    if (fullTitle) document.title = fullTitle;
  }, [fullTitle]);
  useEffect(() => {
    if (description) setMetaDescription(description);
  }, [description]);
  useEffect(() => {
    setCanonicalPath(`${pathname}${search}`);
  }, [pathname, search]);
  useEffect(() => {
    if (!noindex) return undefined;
    const robots = headElement('meta[name="robots"]', () => Object.assign(document.createElement('meta'), { name: 'robots' }));
    robots.content = 'noindex, nofollow';
    return () => robots.remove();
  }, [noindex]);
  return null;
}
