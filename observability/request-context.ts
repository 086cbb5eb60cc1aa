import { AsyncLocalStorage } from 'node:async_hooks';

/** How a GraphQL operation ended: answered, answered with errors, refused by the limits, or not a valid document. */
export type GraphqlOutcome = 'ok' | 'error' | 'refused' | 'invalid';

/** What the request log line tells beyond the request itself, filled in while the request is answered. */
export interface RequestContext {
  readonly requestId: string;
  /** The signed-in member of staff, once known. */
  userId?: number;
  graphql?: { operation: string; outcome: GraphqlOutcome };
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs the rest of a request's handling with its context, so every log line and outgoing call can read it. */
export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** The context of the request being handled, or undefined outside of one (start-up, scheduled work). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Notes the signed-in user of the request being handled, for its log line. */
export function noteSignedInUser(userId: number): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}

/** Notes the GraphQL operation of the request being handled and how it ended, for its log line. */
export function noteGraphqlOperation(operation: string, outcome: GraphqlOutcome): void {
  const context = storage.getStore();
  if (context) context.graphql = { operation, outcome };
}
