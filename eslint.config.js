import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'reports', '.lighthouse'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node scripts (icons, npm start).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers: pure rules know nothing of the UI, its state or its machines.
    files: ['src/logic/**/*.ts'],
    ignores: ['src/logic/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', 'react-dom/*', 'xstate', '@xstate/*', 'zustand', 'zustand/*', 'wouter', 'wouter/*'], message: 'src/logic is pure: no UI, state or machine libraries.' },
        { group: ['**/components/**', '**/stores/**', '**/machines/**', '**/workers/**'], message: 'src/logic imports only src/logic.' },
      ] }],
    },
  },
  {
    // Machines drive the rules; the screens drive the machines, not the other way round.
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'wouter', 'wouter/*'], message: 'src/machines runs without React.' },
        { group: ['**/components/**'], message: 'src/machines does not import components.' },
      ] }],
    },
  },
);
