import { graphql } from '../gql';

/** The agency record: header, footer, chat links and the hours page. */
export const PublicCompanyQuery = graphql(`
  query PublicCompany {
    company {
      name
      creci
      phone
      whatsapp
      email
      chatUrl
      address {
        ...FullAddressFields
      }
    }
  }
`);

export const CitiesQuery = graphql(`
  query Cities {
    cities {
      city
      count
    }
  }
`);

/** What a property card shows: its name, place and price, linked by slug. */
graphql(`
  fragment PropertyCardFields on Property {
    id
    slug
    code
    title
    operation
    price
    address {
      neighborhood
      city
      state
    }
  }
`);

/** A photo sized for cards, with its responsive sources. */
graphql(`
  fragment CardImageFields on Image {
    fileName
    cardUrl
    srcSet
  }
`);

export const FeaturedPropertiesQuery = graphql(`
  query FeaturedProperties($filter: PropertyFilter, $page: Int!, $perPage: Int!) {
    properties(filter: $filter, page: $page, perPage: $perPage) {
      items {
        ...PropertyCardFields
        type
        bedrooms
        suites
        bathrooms
        garage
        area
        isReserved
        mainImage {
          ...CardImageFields
        }
      }
      total
      page
      perPage
      pageCount
    }
  }
`);

export const LaunchesQuery = graphql(`
  query Launches($perPage: Int!) {
    properties(filter: { launch: true }, page: 1, perPage: $perPage) {
      items {
        ...PropertyCardFields
        images {
          ...CardImageFields
        }
      }
      total
    }
  }
`);

export const ConsultantsQuery = graphql(`
  query Consultants {
    consultants {
      id
      name
      creci
      photoUrl
      onDuty
      chatUrl
    }
  }
`);

export const PropertyDetailQuery = graphql(`
  query PropertyDetail($slug: String!) {
    property(slug: $slug) {
      ...PropertyDescriptionFields
      ...PropertyCardFields
      otherFeatures
      rentalPrice
      approvedAt
      address {
        street
        number
        complement
        zipCode
      }
      images {
        fileName
        url
        cardUrl
        srcSet
        shareUrl
      }
    }
  }
`);

/** The owner's private tracking page: one registered property, by the token of its link. */
export const RegistrationTrackingQuery = graphql(`
  query RegistrationTracking($token: String!) {
    registrationTracking(token: $token) {
      title
      code
      status
      reason
      slug
      createdAt
      visitsDone
      photos {
        fileName
        url
        cardUrl
        srcSet
      }
    }
  }
`);
