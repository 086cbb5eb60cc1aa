import { describe, expect, it } from 'vitest';
import { withColumnNullability } from '../../api/src/db/migrations/sqlite-table-rebuild.js';

const CREATED =
  'CREATE TABLE "things" ("id" integer primary key autoincrement, "slug" text, "price" numeric(14, 2) check (price >= 0), ' +
  '"note" text default \'a, (b)\' not null, "kind" text check (kind is not null or "slug" in (\'x\', \'y\')), ' +
  'constraint "things_kind" check ("kind" in (\'a\', \'b\')))';

describe('withColumnNullability', () => {
  it('makes the named columns not null and leaves every other part as it was', () => {
    expect(withColumnNullability(CREATED, ['slug', 'price'], true)).toBe(
      'CREATE TABLE "things" ("id" integer primary key autoincrement, "slug" text not null, "price" numeric(14, 2) check (price >= 0) not null, ' +
        '"note" text default \'a, (b)\' not null, "kind" text check (kind is not null or "slug" in (\'x\', \'y\')), ' +
        'constraint "things_kind" check ("kind" in (\'a\', \'b\')))',
    );
  });

  it('makes them nullable again without touching an "is not null" of a check', () => {
    const required = withColumnNullability(CREATED, ['slug', 'kind'], true);
    expect(withColumnNullability(required, ['slug', 'kind', 'note'], false)).toBe(
      'CREATE TABLE "things" ("id" integer primary key autoincrement, "slug" text, "price" numeric(14, 2) check (price >= 0), ' +
        '"note" text default \'a, (b)\', "kind" text check (kind is not null or "slug" in (\'x\', \'y\')), ' +
        'constraint "things_kind" check ("kind" in (\'a\', \'b\')))',
    );
  });

  it('refuses a column the table does not define', () => {
    expect(() => withColumnNullability(CREATED, ['code'], true)).toThrow(/"code"/);
  });
});
