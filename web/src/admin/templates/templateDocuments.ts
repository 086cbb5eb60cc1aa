import { graphql } from '../../gql';

/** Every contract template, newest first, with the columns and the download of the list. */
export const ContractTemplateListQuery = graphql(`
  query ContractTemplateList {
    contractTemplates {
      id
      title
      description
      isActive
      fileName
      downloadUrl
    }
  }
`);

/** One contract template for the form; null when missing. */
export const ContractTemplateQuery = graphql(`
  query ContractTemplateRecord($id: ID!) {
    contractTemplate(id: $id) {
      id
      title
      description
      isActive
      fileName
      downloadUrl
    }
  }
`);

export const CreateContractTemplateMutation = graphql(`
  mutation CreateContractTemplate($input: ContractTemplateInput!, $file: Upload) {
    createContractTemplate(input: $input, file: $file) {
      ok
      message
      template {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const UpdateContractTemplateMutation = graphql(`
  mutation UpdateContractTemplate($id: ID!, $input: ContractTemplateInput!, $file: Upload) {
    updateContractTemplate(id: $id, input: $input, file: $file) {
      ok
      message
      template {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);
