import type { PropertyKeysQuery } from '../../gql/graphql';

/** One key of the 'Chaves' tab, with who holds it now. */
export type KeyRow = NonNullable<PropertyKeysQuery['propertyKeys']>['keys'][number];
