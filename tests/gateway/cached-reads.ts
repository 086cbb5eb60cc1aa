/** The public reads the cache suites ask again and again, and what they answer. */

export interface ListedProperty {
  id: string;
  slug: string;
  title: string;
}

/** The first `perPage` properties of the catalogue. */
export const FIRST_PROPERTIES = /* GraphQL */ `
  query FirstProperties($perPage: Int!) {
    properties(page: 1, perPage: $perPage) {
      items {
        id
        slug
        title
      }
    }
  }
`;

/** One property's title, read by its slug. */
export const PROPERTY_TITLE = /* GraphQL */ `
  query PropertyTitle($slug: String!) {
    property(slug: $slug) {
      id
      title
    }
  }
`;
