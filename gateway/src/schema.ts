import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context.js';
import { resolvers } from './resolvers/index.js';

/** The SDL files under schema/, the single source of the GraphQL contract. */
const schemaDir = path.resolve(import.meta.dirname, '../../schema');

export function loadTypeDefs(directory: string = schemaDir): string[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(directory, file), 'utf8'));
}

export function buildSchema(directory: string = schemaDir): GraphQLSchema {
  return makeExecutableSchema<GatewayContext>({
    typeDefs: loadTypeDefs(directory),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
