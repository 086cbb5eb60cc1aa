import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.js';
import { OPERATION_LIMIT_RULES, OPERATION_LIMITS, OPERATION_PARSE_OPTIONS } from './operation-limits.js';

const schema = buildSchema(loadTypeDefs().join('\n'));

/** The refusals the endpoint's validation gives an operation (none when it may run). */
function refusals(source: string): string[] {
  return validate(schema, parse(source, OPERATION_PARSE_OPTIONS), [...specifiedRules, ...OPERATION_LIMIT_RULES]).map(
    (error) => error.message,
  );
}

const times = (count: number, part: (index: number) => string): string =>
  Array.from({ length: count }, (_, index) => part(index)).join(' ');

/** `property` nested `depth` levels deep: the field, inline fragments on the same type, then `id`. */
function nestedProperty(depth: number, leaf = 'id'): string {
  const fragments = depth - 2;
  return `property(slug: "casa") { ${'... on Property { '.repeat(fragments)}${leaf}${' }'.repeat(fragments)} }`;
}

describe('the operation limits', () => {
  it('count tokens while parsing', () => {
    const tokens = (count: number) => `{ ${times(count - 2, () => '__typename')} }`;
    expect(() => parse(tokens(OPERATION_LIMITS.maxTokens), OPERATION_PARSE_OPTIONS)).not.toThrow();
    expect(() => parse(tokens(OPERATION_LIMITS.maxTokens + 1), OPERATION_PARSE_OPTIONS)).toThrow(
      new RegExp(`Document contains more tha[nt] ${OPERATION_LIMITS.maxTokens} tokens`),
    );
  });

  it('refuse more aliases than the limit, __typename left free', () => {
    const aliases = (count: number) => `{ ${times(count, (index) => `p${index}: property(slug: "casa") { id }`)} }`;
    expect(refusals(aliases(OPERATION_LIMITS.maxAliases))).toEqual([]);
    expect(refusals(`{ ${times(40, (index) => `t${index}: __typename`)} }`)).toEqual([]);
    expect(refusals(aliases(OPERATION_LIMITS.maxAliases + 1))).toEqual([
      `A consulta é grande demais: ${OPERATION_LIMITS.maxAliases + 1} apelidos (aliases), o limite é ${OPERATION_LIMITS.maxAliases}.`,
    ]);
  });

  it('refuse a deeper operation, inline fragments counting as levels', () => {
    expect(refusals(`{ ${nestedProperty(OPERATION_LIMITS.maxDepth)} }`)).toEqual([]);
    // Its cost is over the limit too: each level multiplies it by 1.5.
    expect(refusals(`{ ${nestedProperty(20)} }`)).toContain(
      `A consulta é grande demais: 20 níveis de profundidade, o limite é ${OPERATION_LIMITS.maxDepth}.`,
    );
  });

  it('refuse more directives than the limit', () => {
    const directives = (count: number) => `{ ${times(count, () => '__typename @include(if: true)')} }`;
    expect(refusals(directives(OPERATION_LIMITS.maxDirectives))).toEqual([]);
    expect(refusals(directives(OPERATION_LIMITS.maxDirectives + 1))).toEqual([
      `A consulta é grande demais: ${OPERATION_LIMITS.maxDirectives + 1} diretivas, o limite é ${OPERATION_LIMITS.maxDirectives}.`,
    ]);
  });

  it('refuse a costly operation within the other limits', () => {
    const fields = 'id code title price bedrooms bathrooms suites garage area totalArea';
    const costly = (count: number) => `{ ${times(count, (index) => `p${index}: ${nestedProperty(OPERATION_LIMITS.maxDepth, fields)}`)} }`;
    expect(refusals(costly(1))).toEqual([]);
    const [refusal, ...others] = refusals(costly(4));
    expect(others).toEqual([]);
    expect(refusal).toMatch(new RegExp(`^A consulta é grande demais: custo estimado de \\d+, o limite é ${OPERATION_LIMITS.maxCost}\\.$`));
  });

  it('allow one postal-code lookup per operation, however it is spelled', () => {
    expect(refusals('{ postalCode(cep: "13025000") { __typename } }')).toEqual([]);
    const twice = 'a: postalCode(cep: "13025000") { __typename } b: postalCode(cep: "13025001") { __typename }';
    const refused = 'A consulta pede 2 buscas de CEP; o limite é 1 por operação.';
    expect(refusals(`{ ${twice} }`)).toEqual([refused]);
    expect(refusals(`{ ...Lookups } fragment Lookups on Query { ${twice} }`)).toEqual([refused]);
    expect(refusals(`{ a: postalCode(cep: "1") { __typename } ... on Query { b: postalCode(cep: "2") { __typename } } }`)).toEqual([
      refused,
    ]);
  });
});
