import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';
import { OPERATION_TOO_BIG } from '../errors.js';
import { postalCodeLookupsRule } from './postal-code-lookups-rule.js';

/**
 * What one GraphQL operation may cost, checked before any resolver runs. The site's largest operation has about
 * 100 tokens, 6 levels, cost 276 and no alias or directive (tests/gateway/site-operations.test.ts keeps every one
 * of them within these numbers); docs/decisions/0015-operation-limits.md explains each number.
 */
export const OPERATION_LIMITS = {
  /** Tokens of the whole document, counted while parsing: a longer document is not even parsed. */
  maxTokens: 1000,
  /** Nested selections, a fragment spread counting as one level. */
  maxDepth: 10,
  /** Aliased fields of an operation (`__typename` is free): every alias of a root field is one more API call. */
  maxAliases: 15,
  /** Directives of an operation (`@include`, `@skip`, …). */
  maxDirectives: 10,
  /** graphql-armor's cost: 1 per scalar, 2 per object, times 1.5 per level below. */
  maxCost: 1000,
  /** `postalCode` fields of an operation: each may make the API ask the outside postal-code service. */
  maxPostalCodeLookups: 1,
} as const;

/** Apollo's and the tests' parse options: the token limit is graphql-js's own, applied while parsing. */
export const OPERATION_PARSE_OPTIONS: ParseOptions = { maxTokens: OPERATION_LIMITS.maxTokens };

/** The limits checked with the rest of the validation, in the order they are reported. */
export const OPERATION_LIMIT_RULES: readonly ValidationRule[] = [
  ...new ApolloArmor({
    blockFieldSuggestion: { enabled: false },
    // Counted by the parser instead (OPERATION_PARSE_OPTIONS): graphql-armor's Apollo plugin throws from a plugin
    // hook, which Apollo answers as an internal error (500).
    maxTokens: { enabled: false },
    maxAliases: { n: OPERATION_LIMITS.maxAliases, ...refusedWith(OPERATION_LIMITS.maxAliases, (found) => `${found} apelidos (aliases)`) },
    maxDepth: { n: OPERATION_LIMITS.maxDepth, ...refusedWith(OPERATION_LIMITS.maxDepth, (found) => `${found} níveis de profundidade`) },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives, ...refusedWith(OPERATION_LIMITS.maxDirectives, (found) => `${found} diretivas`) },
    costLimit: { maxCost: OPERATION_LIMITS.maxCost, ...refusedWith(OPERATION_LIMITS.maxCost, (found) => `custo estimado de ${found}`) },
  }).protect().validationRules,
  postalCodeLookupsRule(OPERATION_LIMITS.maxPostalCodeLookups),
];

/**
 * graphql-armor's options that report a refusal as a validation error with a pt-BR message instead of its English
 * one: `A consulta é grande demais: <what was found>, o limite é <limit>.`
 */
function refusedWith(
  limit: number,
  found: (count: string) => string,
): {
  propagateOnRejection: false;
  onReject: ((context: ValidationContext | null, error: GraphQLError) => void)[];
} {
  return {
    propagateOnRejection: false,
    onReject: [
      (context, error) => {
        const count = measuredCount(error.message) ?? `mais de ${limit}`;
        context?.reportError(new GraphQLError(`${OPERATION_TOO_BIG}: ${found(count)}, o limite é ${limit}.`));
      },
    ],
  };
}

/** `…exceeded, found 5000.` → `5000` (rounded: costs are fractional), or null if graphql-armor gave no count. */
function measuredCount(armorMessage: string): string | null {
  const found = /found (\d+(?:\.\d+)?)/.exec(armorMessage)?.[1];
  return found === undefined ? null : String(Math.round(Number(found)));
}
