import type { PropertyRow } from '../db/schema.js';
import type { AreaField } from '../http/field-readers.js';

/** Numeric columns: SQLite answers numbers, PostgreSQL numeric text; the code works with numbers. */
export type DecimalColumn = 'price' | 'rental_price' | 'iptu_value' | AreaField;
/** Yes/no columns, stored as 0 or 1. */
type FlagColumn = 'is_active' | 'is_reserved' | 'is_launch' | 'ready_to_build' | 'portal_publish';
/**
 * Columns no form writes: the id, the slug derived from it, the photos, the timestamps, the searched text, the
 * reason of a rejection (written by the status change) and the approval's date (written when the status becomes approved).
 */
type DerivedColumn =
  'id' | 'year' | 'slug' | 'images' | 'created_at' | 'updated_at' | 'search_text' | 'status_reason' | 'approved_at' | 'anonymized_at';

/**
 * A property's columns as the forms write them, taken from the table type: decimals as numbers (or null),
 * flags as 0 or 1, the code null when the form leaves it to be generated on insert. Staff and owner forms
 * narrow it to what they read.
 */
export type PropertyValues = Omit<PropertyRow, DerivedColumn | DecimalColumn | FlagColumn | 'terms_accepted' | 'code'> &
  Record<DecimalColumn, number | null> &
  Record<FlagColumn, 0 | 1> & { code: string | null };
