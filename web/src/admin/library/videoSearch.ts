import { filterByWords } from '../lists/rowFilter';

interface SearchableVideo {
  title: string;
  description: string | null;
}

/**
 * The videos whose title and description, together, hold every word of the search, regardless of case
 * and accents; an empty search keeps them all, in their order.
 */
export function filterVideos<T extends SearchableVideo>(videos: readonly T[], search: string): T[] {
  return filterByWords(videos, search, (video) => `${video.title}\n${video.description ?? ''}`);
}
