import type { AgencyApi } from '../rest/agency-api.js';
import type { RawMeAnswer } from '../rest/types.js';

/**
 * The user of a request's bearer token, asked of the API (`GET /api/auth/me`) at most once per request,
 * however many fields need it.
 */
export class SignedInUser {
  private answer: Promise<RawMeAnswer> | null = null;

  constructor(private readonly api: AgencyApi) {}

  me(): Promise<RawMeAnswer> {
    this.answer ??= this.api.backOffice.me();
    return this.answer;
  }
}
