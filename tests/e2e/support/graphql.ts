import { requiredEnv, stackEnv } from './env';

/** Runs one GraphQL operation on the gateway, signed in with `bearer` when one is given; any error fails the test. */
export async function graphqlQuery<T>(query: string, variables: Record<string, unknown> = {}, bearer?: string): Promise<T> {
  const response = await fetch(`${requiredEnv(stackEnv.baseUrl)}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(`GraphQL query failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}
