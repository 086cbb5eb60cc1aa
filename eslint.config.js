// ESLint (flat config): typescript-eslint's type-checked recommended rules everywhere,
// react-hooks and jsx-a11y on the React code (web app and GraphiQL explorer).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'gateway/dist-explorer/**',
      'web/dist-server/**',
      '.tmp/**',
      '**/test-results/**',
      'data/**',
      'web/src/gql/**',
      'gateway/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.cjs', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (Express's four-argument error handler, rest-sibling omission).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Middleware callbacks hand their errors over as `unknown`; a promise wrapping them passes them on as received.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      // Playwright reads a fixture's dependencies from its first parameter's destructuring: a fixture that needs none takes `{}`.
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/admin/adminRoutes.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      // Back-office addresses (/app…, /training-videos) are written in web/src/admin/adminRoutes.ts only; unit tests state the spec's addresses to check it.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(app|training-videos)([\\/?#]|$)/]',
          message:
            'A back-office address comes from adminRoutes (web/src/admin/adminRoutes.ts), not from a "/app…" or "/training-videos" string.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(app|training-videos)([\\/?#]|$)/]',
          message:
            'A back-office address comes from adminRoutes (web/src/admin/adminRoutes.ts), not from a `/app…` or `/training-videos` template.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/**/*.{ts,tsx}', 'gateway/explorer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.tsx', 'gateway/explorer/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/**/*.{ts,tsx}', 'gateway/explorer/**/*.{ts,tsx}'],
    // Only the two classic hooks rules: the React Compiler rules in v7's `recommended` assume the compiler, which this app
    // does not use (they flag the object-URL previews and focus-after-tab-switch effects that synchronise with the DOM on purpose).
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
