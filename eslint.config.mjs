import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'web/src/gql/**', '.data/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: [
      'api/**/*.ts',
      'bench/**/*.ts',
      '*.ts',
      '**/*.mjs',
      '.ci/**/*.mjs',
      'web/e2e/**/*.{mjs,ts}',
      'web/vite.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The build turns each graphql(...) into an import named <Operation>Document or <Fragment>FragmentDoc
      // (decision 517); a local of that name would shadow the import and leave the page without its document.
      'no-restricted-syntax': [
        'error',
        {
          selector: "VariableDeclarator[id.name=/(Document|FragmentDoc)$/][init.callee.name='graphql']",
          message:
            'Name a graphql(...) document ...Query, ...Mutation or ...Fields: the build imports ...Document names.',
        },
      ],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/test/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // CommonJS helpers shared by the TypeScript tests and the plain-ESM browser tests.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
