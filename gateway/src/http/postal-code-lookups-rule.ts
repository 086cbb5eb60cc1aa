import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** The root field that may make the API ask the outside postal-code service. */
const POSTAL_CODE_FIELD = 'postalCode';

/**
 * At most `max` `postalCode` fields per query, counted through inline fragments and fragment spreads of the root
 * selection (the field exists on Query only): aliases cannot turn one request into a burst of lookups.
 */
export function postalCodeLookupsRule(max: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation: OperationDefinitionNode) {
      if (operation.operation !== OperationTypeNode.QUERY) return;
      const lookups = countPostalCodeFields(operation.selectionSet, context, new Set());
      if (lookups > max) {
        context.reportError(
          new GraphQLError(`A consulta pede ${lookups} buscas de CEP; o limite é ${max} por operação.`, { nodes: operation }),
        );
      }
    },
  });
}

function countPostalCodeFields(selectionSet: SelectionSetNode, context: ValidationContext, spread: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === POSTAL_CODE_FIELD) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countPostalCodeFields(selection.selectionSet, context, spread);
    } else if (!spread.has(selection.name.value)) {
      // A fragment spread twice at the root adds the same fields again, which GraphQL merges: counted once.
      spread.add(selection.name.value);
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(selection.name.value);
      if (fragment) count += countPostalCodeFields(fragment.selectionSet, context, spread);
    }
  }
  return count;
}
