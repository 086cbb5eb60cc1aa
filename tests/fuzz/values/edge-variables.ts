/**
 * Variables the schema accepts but for one value at an edge: every variable at the simplest value its type takes, then
 * one of them (or one field of one input object) set to a value at the edge of what the type carries (an Int of
 * 2147483647, a page of 200000000, a Float of 1e308, a huge or hostile string, an id that names nothing). Past the
 * variables' coercion such a request reaches the resolvers and the API, where the faults of meaning hide.
 */
import fc from 'fast-check';
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { hostileId, hostileString } from './hostile-values.js';
import type { LooseJson } from './json-text.js';

const EDGE_INTS: readonly number[] = [2147483647, -2147483648, 200000000, 1000000, 99999, 0, -1];
const EDGE_FLOATS: readonly number[] = [1e308, -1e308, 1e21, 2147483648.5, 5e-324, 0, -0.01];

/** The simplest value `type` accepts; undefined for a nullable one (left out). */
export function validValue(type: GraphQLInputType): LooseJson | undefined {
  if (!isNonNullType(type)) return undefined;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]?.name ?? null;
  if (isInputObjectType(inner)) {
    const object: { [key: string]: LooseJson } = {};
    for (const field of Object.values(inner.getFields())) {
      const value = validValue(field.type);
      if (value !== undefined) object[field.name] = value;
    }
    return object;
  }
  if (isScalarType(inner)) {
    // 12: a page size, as the site asks for its lists (1 would hide a page number's overflow into the offset).
    const simplest: Record<string, LooseJson> = { Int: 12, Float: 1.5, Boolean: true, ID: '2', String: 'casa', Upload: null };
    return simplest[inner.name] ?? 'casa';
  }
  return null;
}

/** A value at the edge of what `type` carries; for an input object, its simplest value with one field at an edge. */
export function edgeValue(type: GraphQLInputType, idValues: fc.Arbitrary<string> = hostileId): fc.Arbitrary<LooseJson> {
  const named = isNonNullType(type) ? type.ofType : type;
  if (isListType(named)) return fc.array(edgeValue(named.ofType, idValues), { minLength: 1, maxLength: 3 });
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((value) => value.name));
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    if (fields.length === 0) return fc.constant({});
    return fc.nat({ max: fields.length - 1 }).chain((chosen) => {
      const field = fields[chosen];
      const base: { [key: string]: LooseJson } = {};
      for (const other of fields) {
        const value = validValue(other.type);
        if (value !== undefined) base[other.name] = value;
      }
      if (field === undefined) return fc.constant(base);
      return edgeValue(field.type, idValues).map((value) => ({ ...base, [field.name]: value }));
    });
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return fc.constantFrom(...EDGE_INTS);
      case 'Float':
        return fc.constantFrom(...EDGE_FLOATS);
      case 'Boolean':
        return fc.boolean();
      case 'ID':
        return idValues;
      case 'Upload':
        return fc.constant(null);
      default:
        return hostileString;
    }
  }
  return fc.constant(null);
}
