import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { containsWord, readSearch, searchWords } from '../http/paging.js';
import { QueryReader } from '../http/query.js';

/** How many matching clients the property form's select offers at most (the chosen client comes on top). */
const CLIENT_CHOICES_LIMIT = 20;

/** A client as the property form's select shows it: nothing but the id and the name. */
export interface ClientChoiceJson {
  id: number;
  name: string;
}

const CHOICE_COLUMNS = ['id', 'name'] as const;

/**
 * `GET /api/clients/choices`: query `search` (every word in the name, case and accents ignored) and `chosen_id`.
 * The first 20 active clients matching the search, by name (folded, then id), and the chosen client first when it
 * is not among them (even inactive, so that the form still shows it); an unknown `chosen_id` adds nothing.
 */
export async function listClientChoices(db: Kysely<Database>, rawQuery: Record<string, unknown>): Promise<{ data: ClientChoiceJson[] }> {
  const query = new QueryReader(rawQuery);
  const search = readSearch(query);
  const chosenId = query.integer('chosen_id', { min: 1 });
  query.finish();

  let matching = db.selectFrom('clients').select(CHOICE_COLUMNS).where('is_active', '=', 1);
  for (const word of searchWords(search)) matching = matching.where(containsWord('search_name', word));
  const [matches, chosen] = await Promise.all([
    matching.orderBy('search_name').orderBy('id').limit(CLIENT_CHOICES_LIMIT).execute(),
    chosenId === undefined ? undefined : db.selectFrom('clients').select(CHOICE_COLUMNS).where('id', '=', chosenId).executeTakeFirst(),
  ]);
  if (chosen === undefined || matches.some((client) => client.id === chosen.id)) return { data: matches };
  return { data: [chosen, ...matches] };
}
