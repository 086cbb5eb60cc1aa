import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema, two outputs: resolver types for the gateway and typed documents for the web.
 * `npm test` runs this with --check, so a stale generated file fails the build.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context.js#GatewayContext',
        useIndexSignature: true,
        scalars: { ID: 'string' },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
