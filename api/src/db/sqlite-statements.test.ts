import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withKeptStatements } from './sqlite-statements.js';

describe('withKeptStatements', () => {
  const database = new SqliteDatabase(':memory:');

  it('prepares a text once and gives the kept statement again, letting the least recently used go past the limit', () => {
    const kept = withKeptStatements(database, 2);
    const first = kept.prepare('select 1 as one');
    expect(kept.prepare('select 1 as one')).toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
    const second = kept.prepare('select 2 as two');
    expect(kept.prepare('select 1 as one')).toBe(first);
    kept.prepare('select 3 as three');
    expect(kept.prepare('select 1 as one')).toBe(first);
    expect(kept.prepare('select 2 as two')).not.toBe(second);
  });

  it('runs a kept statement again with other parameters', () => {
    const kept = withKeptStatements(database);
    database.exec('create table items (name text)');
    const insert = kept.prepare('insert into items (name) values (?)');
    insert.run(['casa']);
    kept.prepare('insert into items (name) values (?)').run(['apartamento']);
    expect(kept.prepare('select name from items order by name').all([])).toEqual([{ name: 'apartamento' }, { name: 'casa' }]);
  });
});
