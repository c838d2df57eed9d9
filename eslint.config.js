import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '.test-results/**',
      '**/playwright-report/**',
      'apps/web/src/gql/**',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/respondent/**/*.{ts,tsx}',
      'packages/survey-ui/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The domain package is pure: no I/O, no frameworks, no Node built-ins. Its tests against a
    // real reader (*.pspp.test.ts) run that program, so they may use Node.
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.pspp.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'http', 'os'],
              message: 'domain is pure: no Node built-ins',
            },
            {
              group: ['react', 'react-*', '@mui/*', 'pg', 'drizzle-orm*', 'fastify*'],
              message: 'domain is pure: no frameworks or drivers',
            },
            {
              group: ['**/apps/**', '@survey/server', '@survey/web'],
              message: 'domain never imports an app',
            },
          ],
        },
      ],
    },
  },
  {
    // process.env is read only by the config modules.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read config from config.ts' },
      ],
    },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // P5's peer page (SurveyJS Creator) runs in the browser.
    files: ['bench/peer/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
