import { graphql } from '../gql';

/**
 * Field lists the public site and the back office both read. Documents select them by name
 * (`address { ...FullAddressFields }`); codegen and the build add their definitions to them.
 */

/** A full postal address: the agency's, or a property's in the staff form. */
graphql(`
  fragment FullAddressFields on Address {
    street
    number
    complement
    neighborhood
    city
    state
    zipCode
  }
`);

/** What a property page shows and the staff form edits: description, values, rooms, areas and launch details. */
graphql(`
  fragment PropertyDescriptionFields on Property {
    id
    code
    title
    description
    highlights
    referencePoint
    operation
    type
    price
    iptuValue
    iptuPeriodicity
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
    isReserved
    isLaunch
    features
    subdivisionName
    deliveryDate
    readyToBuild
  }
`);
