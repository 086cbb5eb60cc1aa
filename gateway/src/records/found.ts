import { RestError } from '../rest/rest-error.js';

/** One record by id: null for a blank id or one the API does not know (404); other failures stay errors. */
export async function foundOrNull<T>(id: string, load: (id: string) => Promise<T | null>): Promise<T | null> {
  const trimmed = id.trim();
  if (trimmed === '') return null;
  try {
    return await load(trimmed);
  } catch (error) {
    if (error instanceof RestError && error.isNotFound) return null;
    throw error;
  }
}
