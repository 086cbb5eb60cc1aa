import { describe, expect, it } from 'vitest';
import { answersAsPlainJson } from './request-error-status.js';

describe('answersAsPlainJson', () => {
  it('answers application/json without an Accept, to it, to wildcards and on a tie', () => {
    for (const accept of [
      undefined,
      '',
      'application/json',
      '*/*',
      'application/*',
      'application/json, application/graphql-response+json',
    ]) {
      expect(answersAsPlainJson(accept), String(accept)).toBe(true);
    }
  });

  it('answers the newer type when the client prefers it', () => {
    for (const accept of [
      'application/graphql-response+json',
      'application/graphql-response+json,application/json;q=0.9',
      'application/json;q=0.5, application/graphql-response+json',
      'application/graphql-response+json, */*;q=0.1',
      // What the site's uploads send: equal qualities, the newer type first.
      'application/graphql-response+json, application/json',
    ]) {
      expect(answersAsPlainJson(accept), accept).toBe(false);
    }
  });
});
