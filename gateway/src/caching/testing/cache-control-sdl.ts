/** The `@cacheControl` directive as Apollo's cache-control plugin reads it, for the small schemas of the cache tests. */
export const CACHE_CONTROL_SDL = /* GraphQL */ `
  enum CacheControlScope {
    PUBLIC
    PRIVATE
  }
  directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT | INTERFACE | UNION
`;
