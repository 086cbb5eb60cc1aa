import { describe, expect, it } from 'vitest';
import { loggedPath } from './errors.js';

describe('loggedPath', () => {
  it("keeps an owner's tracking token out of the log, and any other path as it is", () => {
    expect(loggedPath('/api/registration-tracking/q3B9x_Zr-7KpL2mN4vW8yA1cD5eF6gH0iJ3kL5mN7oP?x=1')).toBe(
      '/api/registration-tracking/…?x=1',
    );
    expect(loggedPath('/api/properties/12?page=2')).toBe('/api/properties/12?page=2');
  });
});
