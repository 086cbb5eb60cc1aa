/**
 * The gateway's GraphQL as the back office calls it: the back office's own documents (`web/src/admin/graphql`), sent
 * as its Apollo Client sends them (JSON, `__typename` added to every selection, the session's bearer token) or, for
 * a form with photos, as one multipart request the way `sendPropertyForm` sends it.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type DocumentNode } from 'graphql';
import { DEFAULT_ADMIN_EMAIL } from '../../api/src/config.js';
import { LoginMutation } from '../../web/src/admin/graphql/session.js';
import { multipartGraphqlBody } from '../../web/src/lib/multipartGraphql.js';

/** A signed-in member of staff's back office, in front of one gateway. */
export interface BackOfficeSession {
  graphqlUrl: string;
  token: string;
}

/** The `accept` header of Apollo Client's HTTP link. */
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
/** The headers `postMultipartGraphql` sets besides the session's: the preflight one satisfies the CSRF prevention. */
const MULTIPART_HEADERS = { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json, application/json' };

/** The data of a GraphQL answer; anything else (an HTTP error, GraphQL errors, no data) throws, naming `what`. */
async function dataOf<TData>(response: Response, what: string): Promise<TData> {
  const text = await response.text();
  const answer = response.ok ? (JSON.parse(text) as { data?: TData | null; errors?: unknown }) : {};
  if (answer.errors !== undefined || answer.data === undefined || answer.data === null) {
    throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
  return answer.data;
}

function operationName(document: DocumentNode): string | null {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operation?.name?.value ?? null;
}

/** Sends an operation as the back office's Apollo Client does and answers its data. */
export async function sendOperation<TData, TVariables>(
  session: Pick<BackOfficeSession, 'graphqlUrl'> & { token: string | null },
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const response = await fetch(session.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: APOLLO_ACCEPT,
      ...(session.token === null ? {} : { authorization: `Bearer ${session.token}` }),
    },
    body: JSON.stringify({ operationName: operationName(document), variables, query: print(addTypenameToDocument(document)) }),
  });
  return dataOf<TData>(response, operationName(document) ?? 'GraphQL');
}

/** Sends an operation, without files, as one multipart request (the property form's save) and answers its data. */
export async function sendMultipartOperation<TData, TVariables>(
  session: BackOfficeSession,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const response = await fetch(session.graphqlUrl, {
    method: 'POST',
    headers: { ...MULTIPART_HEADERS, authorization: `Bearer ${session.token}` },
    body: multipartGraphqlBody(document, variables, []),
  });
  return dataOf<TData>(response, operationName(document) ?? 'GraphQL multipart');
}

/** Signs the administrator in on the back office's login screen, through the gateway at `gatewayUrl`. */
export async function signInBackOffice(gatewayUrl: string, password: string): Promise<BackOfficeSession> {
  const graphqlUrl = `${gatewayUrl}/graphql`;
  const { login } = await sendOperation({ graphqlUrl, token: null }, LoginMutation, { email: DEFAULT_ADMIN_EMAIL, password });
  if (!login.ok || login.session === null || login.session === undefined) {
    throw new Error(`login do administrador pelo gateway: ${login.error?.message ?? 'sem sessão'}`);
  }
  return { graphqlUrl, token: login.session.token };
}
