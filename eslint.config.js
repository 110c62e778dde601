// @ts-check
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import pluginLingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(skip|only|todo)$/][callee.object.name=/^(it|test|describe)$/]', message: 'No skipped or focused tests.' },
      ],
    },
  },
  // Code flows one way: contract -> server; contract -> src/lib -> src/features -> src/routes.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/*', '../src/*', '../server/*', 'react', 'node:*', 'hono', 'hono/*'], message: 'contract/ is shared: no React, no Node, no app code.' },
      ] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/*', '**/src/*'], message: 'server/ meets src/ only through contract/.' },
      ] }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/features/*', '@/routes/*', '**/server/*'], message: 'lib and components sit below features and routes.' },
      ] }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/routes/*', '**/server/*'], message: 'features sit below routes; the server is reached through the API only.' },
        { group: ['@/features/*'], message: 'Features never import each other; share through src/lib or src/components.' },
      ] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      '@tanstack/query': pluginQuery,
      '@tanstack/router': pluginRouter,
      lingui: pluginLingui,
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...pluginQuery.configs['flat/recommended'][0]?.rules,
      ...pluginRouter.configs['flat/recommended'][0]?.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
    },
  },
)
