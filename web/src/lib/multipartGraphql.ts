import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/** Where the gateway answers GraphQL, on the site's own origin. */
export const graphqlEndpoint = '/graphql';

/** A file to send and the variable it fills, as a path: `variables.mainImage`, `variables.otherImages.0`. */
export interface MultipartFile {
  variablePath: string;
  file: Blob;
  fileName: string;
}

/** One error of a GraphQL answer, with its code when the server gave one (e.g. UNAUTHENTICATED). */
interface GraphQLAnswerError {
  message: string;
  extensions?: { code?: unknown };
}

/** What a GraphQL server answers: data, errors, or both. */
interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: readonly GraphQLAnswerError[];
}

export interface MultipartAnswer<TData> {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The parsed answer; null when it was not GraphQL JSON. */
  body: GraphQLAnswer<TData> | null;
}

function operationName(document: DocumentNode): string | null {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation?.name?.value ?? null;
}

/**
 * The body of a GraphQL multipart request (graphql-multipart-request-spec): `operations` (the query with
 * null where each file goes), then `map` (file index → variable path), then the files named by index.
 */
export function multipartGraphqlBody<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  files: readonly MultipartFile[],
): FormData {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: print(document), operationName: operationName(document), variables }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.variablePath]]))));
  files.forEach((file, index) => body.append(String(index), file.file, file.fileName));
  return body;
}

/** The files of a form's photos: the main one (if any) first, then the others, by variable path. */
export function photoUploads(mainImage: File | null, otherImages: readonly File[]): MultipartFile[] {
  return [
    ...(mainImage ? [{ variablePath: 'variables.mainImage', file: mainImage, fileName: mainImage.name }] : []),
    ...otherImages.map((file, index) => ({ variablePath: `variables.otherImages.${index}`, file, fileName: file.name })),
  ];
}

/** Whether an answer carries an error with this code. */
export function hasErrorCode(answer: MultipartAnswer<unknown>, code: string): boolean {
  return answer.body?.errors?.some((error) => error.extensions?.code === code) ?? false;
}

/** The server's own text of the answer's first error with one, or null. */
export function firstErrorText(answer: MultipartAnswer<unknown>): string | null {
  const error = answer.body?.errors?.find((candidate) => typeof candidate.message === 'string' && candidate.message.trim() !== '');
  return error?.message.trim() ?? null;
}

function parseAnswer<TData>(text: string): GraphQLAnswer<TData> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart GraphQL request with XMLHttpRequest, which, unlike fetch, reports upload progress.
 * The `Apollo-Require-Preflight` header satisfies the server's CSRF prevention; `headers` adds others
 * (e.g. Authorization). Never rejects: a request that gets no answer resolves with status 0.
 */
export function postMultipartGraphql<TData>(
  url: string,
  body: FormData,
  onUploadProgress: (fraction: number) => void,
  headers: Readonly<Record<string, string>> = {},
): Promise<MultipartAnswer<TData>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Apollo-Require-Preflight', 'true');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/graphql-response+json, application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total));
    });
    request.upload.addEventListener('load', () => onUploadProgress(1));
    request.addEventListener('load', () => resolve({ status: request.status, body: parseAnswer<TData>(request.responseText) }));
    request.addEventListener('error', () => resolve({ status: 0, body: null }));
    request.addEventListener('abort', () => resolve({ status: 0, body: null }));
    request.addEventListener('timeout', () => resolve({ status: 0, body: null }));
    request.send(body);
  });
}
