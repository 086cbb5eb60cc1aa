import { graphql } from '../gql';

/** A visitor's message to the agency, from the home's contact form. */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      ok
      message
      error {
        ...SaveErrorFields
      }
    }
  }
`);

/** An owner's property with its photos; sent as a multipart request (graphql-multipart-request-spec). */
export const RegisterPropertyMutation = graphql(`
  mutation RegisterProperty($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {
    registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) {
      ok
      message
      trackingPath
      error {
        ...SaveErrorFields
      }
    }
  }
`);
