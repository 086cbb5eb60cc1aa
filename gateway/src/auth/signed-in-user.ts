import { noteSignedInUser } from '../../../observability/request-context.js';
import { toId } from '../normalize/scalars.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { RawMeAnswer } from '../rest/types.js';

/**
 * The user of a request's bearer token, asked of the API (`GET /api/auth/me`) at most once per request,
 * however many fields need it; once known, their id goes on the request's log line.
 */
export class SignedInUser {
  private answer: Promise<RawMeAnswer> | null = null;

  constructor(private readonly api: AgencyApi) {}

  me(): Promise<RawMeAnswer> {
    this.answer ??= this.api.backOffice.me().then((answer) => {
      noteUserOf(answer);
      return answer;
    });
    return this.answer;
  }
}

/** Notes the id of the user the API answered, when it is a positive whole number. */
function noteUserOf(answer: RawMeAnswer | null | undefined): void {
  const id = Number(toId(answer?.user?.id));
  if (Number.isSafeInteger(id) && id > 0) noteSignedInUser(id);
}
