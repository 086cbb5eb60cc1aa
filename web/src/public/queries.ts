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
        street
        number
        complement
        neighborhood
        city
        state
        zipCode
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

export const FeaturedPropertiesQuery = graphql(`
  query FeaturedProperties($filter: PropertyFilter, $page: Int!, $perPage: Int!) {
    properties(filter: $filter, page: $page, perPage: $perPage) {
      items {
        id
        slug
        code
        title
        operation
        type
        price
        bedrooms
        suites
        bathrooms
        garage
        area
        isReserved
        address {
          neighborhood
          city
          state
        }
        mainImage {
          fileName
          cardUrl
          srcSet
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
        images {
          fileName
          cardUrl
          srcSet
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
      id
      slug
      code
      title
      description
      highlights
      referencePoint
      operation
      type
      price
      bedrooms
      bathrooms
      suites
      garage
      area
      totalArea
      usableArea
      builtArea
      lotArea
      lotFront
      lotBack
      iptuValue
      iptuPeriodicity
      isReserved
      isLaunch
      features
      otherFeatures
      subdivisionName
      deliveryDate
      readyToBuild
      address {
        neighborhood
        city
        state
      }
      images {
        fileName
        url
        cardUrl
        srcSet
      }
    }
  }
`);
