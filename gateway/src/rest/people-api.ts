import type { ClientInput, CompanyInput, CompanySortField, SortOrder, UserInput } from '../generated/resolvers.js';
import type { RestClient, StatusAnswer } from './client.js';
import {
  clientBody,
  clientInputField,
  companyBody,
  companyInputField,
  companySortParams,
  formRefusal,
  passwordBody,
  userBody,
  userInputField,
} from './people-forms.js';
import type {
  RawClientAnswer,
  RawClientChoices,
  RawClientPage,
  RawCompanyAnswer,
  RawCompanyPage,
  RawCompanyRecord,
  RawUser,
  RawUserAnswer,
  RawUserList,
} from './people-types.js';
import { RestError } from './rest-error.js';
import type { RawClient, RawItemEnvelope, RawMessageAnswer } from './types.js';
import { pathSegment } from './request-path.js';

export interface ClientListQuery {
  search?: string | null;
  page: number;
  perPage: number;
}

export interface ClientChoiceQuery {
  search?: string | null;
  /** The client the property has now (a positive id), offered even when the search leaves it out. */
  chosenId?: string;
}

export interface CompanyListQuery {
  search?: string | null;
  page: number;
  perPage: number;
  sortBy: CompanySortField;
  sortOrder: SortOrder;
}

/** The password field keeps its name in the schema's arguments. */
const samePasswordField = (field: string): string => field;

/**
 * The clients, users and company-record calls of the agency REST API (docs/rest-api.md, spec §7), for
 * the caller's bearer token; the API checks the permission of each (clientes, usuarios, empresa).
 * Refusals come back under the schema's input names, a duplicate e-mail (409) at the e-mail field.
 */
export class PeopleApi {
  constructor(private readonly http: RestClient) {}

  /** One page of clients by name, searched on the server. */
  clientPage(query: ClientListQuery): Promise<RawClientPage> {
    const search = query.search?.trim();
    return this.http.getJson<RawClientPage>('/api/clients', {
      query: { search: search || undefined, page: query.page, per_page: query.perPage },
    });
  }

  /** The property form's client select: ids and names only, searched on the server (permission imoveis). */
  clientChoices(query: ClientChoiceQuery): Promise<RawClientChoices> {
    const search = query.search?.trim();
    return this.http.getJson<RawClientChoices>('/api/clients/choices', {
      query: { search: search || undefined, chosen_id: query.chosenId },
    });
  }

  client(id: string): Promise<RawItemEnvelope<RawClient>> {
    return this.http.getJson<RawItemEnvelope<RawClient>>(`/api/clients/${pathSegment(id)}`);
  }

  createClient(input: ClientInput): Promise<RawClientAnswer> {
    return renamed(this.http.postJson<RawClientAnswer>('/api/clients', clientBody(input)), clientInputField);
  }

  updateClient(id: string, input: ClientInput): Promise<RawClientAnswer> {
    return renamed(this.http.putJson<RawClientAnswer>(`/api/clients/${pathSegment(id)}`, clientBody(input)), clientInputField);
  }

  /** Every user; the API's list call takes the signed-in user's e-mail (spec §7). */
  users(signedInEmail: string | null): Promise<RawUserList> {
    return this.http.getJson<RawUserList>('/api/users', { query: { email: signedInEmail } });
  }

  user(id: string): Promise<RawItemEnvelope<RawUser>> {
    return this.http.getJson<RawItemEnvelope<RawUser>>(`/api/users/${pathSegment(id)}`);
  }

  createUser(input: UserInput): Promise<RawUserAnswer> {
    return renamed(this.http.postJson<RawUserAnswer>('/api/users', userBody(input, 'create')), userInputField);
  }

  updateUser(id: string, input: UserInput): Promise<RawUserAnswer> {
    return renamed(this.http.putJson<RawUserAnswer>(`/api/users/${pathSegment(id)}`, userBody(input, 'update')), userInputField);
  }

  changeUserPassword(id: string, password: string): Promise<StatusAnswer<RawMessageAnswer>> {
    return renamed(
      this.http.putJsonForStatus<RawMessageAnswer>(`/api/users/${pathSegment(id)}/password`, passwordBody(password)),
      samePasswordField,
    );
  }

  companies(query: CompanyListQuery): Promise<RawCompanyPage> {
    const search = query.search?.trim();
    return this.http.getJson<RawCompanyPage>('/api/enterprises', {
      query: {
        page: query.page,
        per_page: query.perPage,
        search: search || undefined,
        ...companySortParams(query.sortBy, query.sortOrder),
      },
    });
  }

  companyRecord(id: string): Promise<RawItemEnvelope<RawCompanyRecord>> {
    return this.http.getJson<RawItemEnvelope<RawCompanyRecord>>(`/api/enterprises/${pathSegment(id)}`);
  }

  updateCompany(id: string, input: CompanyInput): Promise<RawCompanyAnswer> {
    return renamed(this.http.putJson<RawCompanyAnswer>(`/api/enterprises/${pathSegment(id)}`, companyBody(input)), companyInputField);
  }
}

/** The call, its refusal told under the schema's field names (see `formRefusal`). */
export async function renamed<T>(call: Promise<T>, rename: (restField: string) => string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RestError) throw formRefusal(error, rename);
    throw error;
  }
}
