/**
 * Variables for a GraphQL operation, drawn from the schema's own input types: a value of the right type at its
 * edges, a value of a wrong type, null where one is required, unknown input fields, lists where a value is due and
 * the other way round, tokens that are not JSON.
 */
import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLNamedInputType,
} from 'graphql';
import { hostileId, hostileJson, hostileNumber, hostileString, notJsonToken } from './hostile-values.js';
import { RawToken, type LooseJson } from './json-text.js';

/** An `undefined` value leaves the variable or field out. */
type Drawn = LooseJson | undefined;

/** Input types nest; past this depth an input object is left out. */
const MAX_INPUT_DEPTH = 3;

const plausibleInt = fc.oneof(
  fc.integer({ min: -2, max: 30 }),
  fc.constantFrom(2147483647, -2147483648, 200000000, 2147483648, 1e308, 1.5),
);

function scalarValue(name: string, idOverride?: fc.Arbitrary<string>): fc.Arbitrary<LooseJson> {
  switch (name) {
    case 'Int':
      return fc.oneof(
        { weight: 4, arbitrary: plausibleInt },
        { weight: 1, arbitrary: hostileNumber },
        { weight: 1, arbitrary: fc.constantFrom('1', '', 'abc') },
      );
    case 'Float':
      return fc.oneof({ weight: 3, arbitrary: hostileNumber }, { weight: 1, arbitrary: fc.constantFrom('1.5', '1e999') });
    case 'Boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom<LooseJson>('true', 1, 0, 'false') });
    case 'ID':
      return fc.oneof(
        { weight: 4, arbitrary: idOverride ?? hostileId },
        { weight: 1, arbitrary: fc.constantFrom<LooseJson>(2, -1, 2147483648, 1.5, true) },
      );
    case 'Upload':
      return fc.constantFrom<LooseJson>(null, 'file.jpg', { uri: 'file:///etc/passwd' }, 1);
    default:
      return hostileString;
  }
}

function namedValue(type: GraphQLNamedInputType, depth: number, idOverride?: fc.Arbitrary<string>): fc.Arbitrary<LooseJson> {
  if (isScalarType(type)) return scalarValue(type.name, idOverride);
  if (isEnumType(type)) {
    const names = type.getValues().map((value) => value.name);
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: fc.constantFrom(...names).map((name) => name.toLowerCase()) },
      { weight: 1, arbitrary: hostileString },
    );
  }
  if (isInputObjectType(type)) {
    if (depth >= MAX_INPUT_DEPTH) return fc.constant({});
    const fields = Object.values(type.getFields());
    const drawnFields = fc.tuple(...fields.map((field) => inputValue(field.type, depth + 1, field.name === 'id' ? idOverride : undefined)));
    const unknownField = fc.option(fc.tuple(fc.constantFrom('__proto__', 'unknownField', 'id', ''), hostileJson), { freq: 6 });
    return fc.tuple(drawnFields, unknownField).map(([values, unknown]) => {
      const object: { [key: string]: LooseJson } = {};
      fields.forEach((field, index) => {
        const value = values[index];
        if (value !== undefined) object[field.name] = value;
      });
      if (unknown !== null)
        Object.defineProperty(object, unknown[0], { value: unknown[1], enumerable: true, writable: true, configurable: true });
      return object;
    });
  }
  return hostileJson;
}

/**
 * A value for `type`: of that type most of the time (at its edges), otherwise anything: another type, null where
 * none is allowed, a token that is not JSON, or left out. `idOverride` draws the ids (for a call that must not
 * reach real records).
 */
export function inputValue(type: GraphQLInputType, depth = 0, idOverride?: fc.Arbitrary<string>): fc.Arbitrary<Drawn> {
  const ofType = (): fc.Arbitrary<Drawn> => {
    if (isNonNullType(type)) return inputValue(type.ofType, depth, idOverride).filter((value) => value !== undefined);
    if (isListType(type)) {
      const item = inputValue(type.ofType, depth + 1, idOverride).map((value) => (value === undefined ? null : value));
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(item, { maxLength: 3 }) },
        { weight: 1, arbitrary: item },
        { weight: 1, arbitrary: fc.constant(Array.from({ length: 1000 }, (_, index) => index)) },
      );
    }
    return namedValue(type, depth, idOverride);
  };
  const choices: fc.WeightedArbitrary<Drawn>[] = [
    { weight: 12, arbitrary: ofType() },
    { weight: 2, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ];
  if (depth === 0) choices.push({ weight: 1, arbitrary: notJsonToken.map((token) => new RawToken(token)) });
  return fc.oneof(...choices);
}
