import { graphql } from '../../gql';

/** What the list and the form show of a contract template, with its download. */
graphql(`
  fragment ContractTemplateFields on ContractTemplate {
    id
    title
    description
    isActive
    fileName
    downloadUrl
  }
`);

/** Every contract template, newest first, with the columns and the download of the list. */
export const ContractTemplateListQuery = graphql(`
  query ContractTemplateList {
    contractTemplates {
      ...ContractTemplateFields
    }
  }
`);

/** One contract template for the form; null when missing. */
export const ContractTemplateQuery = graphql(`
  query ContractTemplateRecord($id: ID!) {
    contractTemplate(id: $id) {
      ...ContractTemplateFields
    }
  }
`);

/** What saving a contract template answers: the outcome, the saved id and, when refused, the messages. */
graphql(`
  fragment ContractTemplateSaveResult on ContractTemplateResult {
    ok
    message
    template {
      id
    }
    error {
      ...SaveErrorFields
    }
  }
`);

export const CreateContractTemplateMutation = graphql(`
  mutation CreateContractTemplate($input: ContractTemplateInput!, $file: Upload) {
    createContractTemplate(input: $input, file: $file) {
      ...ContractTemplateSaveResult
    }
  }
`);

export const UpdateContractTemplateMutation = graphql(`
  mutation UpdateContractTemplate($id: ID!, $input: ContractTemplateInput!, $file: Upload) {
    updateContractTemplate(id: $id, input: $input, file: $file) {
      ...ContractTemplateSaveResult
    }
  }
`);
