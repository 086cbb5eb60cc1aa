import { graphql } from '../gql';

/**
 * What a refused save answers: the message and the field messages. Documents select it by name
 * (`error { ...SaveErrorFields }`); codegen and the build add its definition to them.
 */
graphql(`
  fragment SaveErrorFields on MutationError {
    message
    fieldErrors {
      field
      message
    }
  }
`);
