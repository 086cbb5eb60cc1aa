import { createContext } from 'react';
import type { PropertyDetailQuery, PublicCompanyQuery } from '../../gql/graphql';

export type ListingSubject = NonNullable<PropertyDetailQuery['property']>;
export type AgencySubject = NonNullable<PublicCompanyQuery['company']>;

/** What a page says of itself in the document head. */
interface PageHead {
  /** The whole document title ("Page | Agency"). */
  title: string;
  description: string | null;
  /** The property a listing page shows: its link preview and structured data come from it. */
  listing: ListingSubject | null;
}

/**
 * Filled while a page renders on the server, read once the render is done to write the document head.
 * In the browser there is none: the page then updates the head itself.
 */
export interface ServerHead {
  page: PageHead | null;
  agency: AgencySubject | null;
  /** The page shows that what was asked for does not exist (an unknown property): the answer is a 404. */
  notFound: boolean;
  /** A private page (the owner's tracking page): kept out of search engines and link previews. */
  noindex?: boolean;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);
