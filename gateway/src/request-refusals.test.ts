import { buildSchema, execute, getOperationAST, getVariableValues, GraphQLError, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codeForRestError, formatGatewayError, graphQLErrorFromRest } from './errors.js';
import { refusalInPortuguese, TOO_MANY_VARIABLE_ERRORS_MESSAGE, UNSUPPORTED_OPERATION_MESSAGE } from './request-refusals.js';
import { RestError } from './rest/rest-error.js';
import { loadTypeDefs } from './schema.js';

/** The gateway's schema from its SDL: the refusals below are graphql-js's own, word for word. */
const schema = buildSchema(loadTypeDefs().join('\n'));

function variableErrors(source: string, inputs: Record<string, unknown>): readonly GraphQLError[] {
  const operation = getOperationAST(parse(source));
  const result = getVariableValues(schema, operation?.variableDefinitions ?? [], inputs, { maxErrors: 50 });
  return result.errors ?? [];
}

const PAGE =
  'query ($page: Int, $perPage: Int!, $filter: PropertyFilter) { properties(page: $page, perPage: $perPage, filter: $filter) { total } }';

describe('refusalInPortuguese', () => {
  it("writes graphql-js's refusals of variables in pt-BR, keeping the names and values", () => {
    const messages = variableErrors(PAGE, { page: 'abc', filter: { operation: 'rent', nope: 1 } }).map((error) =>
      refusalInPortuguese(error.message),
    );
    expect(messages).toEqual([
      'A variável $page tem um valor inválido: Int aceita apenas números inteiros, e recebeu "abc".',
      'A variável $perPage (Int!) é obrigatória e não foi enviada.',
      'A variável $filter tem um valor inválido em "filter.operation": O valor "rent" não existe no enum Operation. Você quis dizer "RENT"?',
      'A variável $filter tem um valor inválido: O campo "nope" não existe no tipo PropertyFilter. Você quis dizer "type"?',
    ]);
    expect(refusalInPortuguese(variableErrors(PAGE, { page: 2147483648, perPage: null })[0]?.message ?? '')).toBe(
      'A variável $page tem um valor inválido: Int aceita apenas inteiros de -2147483648 a 2147483647, e recebeu 2147483648.',
    );
  });

  it('finds the reason after a value that holds "; " itself', () => {
    const [error] = variableErrors('query ($v: Boolean) { __typename }', { v: 'a; b' });
    expect(refusalInPortuguese(error?.message ?? '')).toBe(
      'A variável $v tem um valor inválido: Boolean aceita apenas true ou false, e recebeu "a; b".',
    );
  });

  it('reads a refusal quoting 200 KB of spaces and "; " in a few milliseconds (found by tests/fuzz: 18 s before)', () => {
    const value = ' '.repeat(100_000) + '; '.repeat(50_000);
    const [error] = variableErrors('query ($f: PropertyFilter) { __typename }', { f: { city: 'x', unknownField: value } });
    const startedAt = performance.now();
    expect(refusalInPortuguese(error?.message ?? '')).toMatch(
      /^A variável \$f tem um valor inválido: O campo "unknownField" não existe no tipo PropertyFilter\./,
    );
    expect(performance.now() - startedAt).toBeLessThan(200);
  });

  it('writes the refusals of a document against the schema in pt-BR', () => {
    const refusals = (source: string) => validate(schema, parse(source)).map((error) => refusalInPortuguese(error.message));
    expect(refusals('{ doesNotExist }')).toEqual(['O campo "doesNotExist" não existe no tipo Query.']);
    expect(refusals('{ properties(page: 1.5) { total } }')).toEqual(['Int aceita apenas números inteiros, e recebeu 1.5.']);
    expect(refusals('query ($v: String) { property(slug: $v) { id } }')).toEqual([
      'A variável $v é do tipo String, mas aqui se espera o tipo String!.',
    ]);
    expect(refusals('fragment A on Query { ...A } { ...A }')).toEqual(['O fragmento A inclui a si mesmo.']);
  });

  it('keeps what is not a refusal of graphql-js: the API, the gateway and the operation limits speak pt-BR already', () => {
    expect(refusalInPortuguese('A consulta é grande demais: 16 apelidos (aliases), o limite é 15.')).toBeUndefined();
    expect(refusalInPortuguese('Syntax Error: Expected Name, found "}".')).toBeUndefined();
  });
});

describe('formatGatewayError on refusals graphql-js raises without a code', () => {
  const formatted = (error: GraphQLError) =>
    formatGatewayError({ ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error);

  it('answers a subscription as an operation this service does not run, not as an internal error', async () => {
    const result = await execute({ schema, document: parse('subscription { __typename }') });
    const [error] = result.errors ?? [];
    expect(error && formatted(error)).toMatchObject({
      message: UNSUPPORTED_OPERATION_MESSAGE,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('answers too many bad variable values as bad input, not as an internal error', () => {
    const inputs = { names: Array.from({ length: 60 }, (_, index) => index) };
    const errors = variableErrors('query ($names: [String!]) { __typename }', inputs);
    const last = errors.at(-1);
    expect(last && formatted(last)).toMatchObject({ message: TOO_MANY_VARIABLE_ERRORS_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe("formatGatewayError on Apollo's persisted-query refusals", () => {
  it('answers a wrong hash or version as a bad request in pt-BR, not as an internal error', () => {
    const format = (message: string) => {
      const error = new GraphQLError(message);
      return formatGatewayError({ ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error);
    };
    expect(format('provided sha does not match query')).toEqual({
      message: 'O hash da consulta persistida não corresponde ao texto enviado.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(format('Unsupported persisted query version').extensions).toEqual({ code: 'BAD_REQUEST' });
  });
});

describe('an API call too large for the API', () => {
  it('is bad input, in words about the arguments', () => {
    const tooLong = new RestError('http', 'O endereço ou os cabeçalhos da requisição são grandes demais.', 431);
    expect(codeForRestError(tooLong)).toBe('BAD_USER_INPUT');
    expect(graphQLErrorFromRest(tooLong).message).toBe('Os valores enviados são longos demais para esta consulta.');
    expect(codeForRestError(new RestError('http', 'A requisição é grande demais.', 413))).toBe('BAD_USER_INPUT');
  });
});
