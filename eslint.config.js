// @ts-check
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import pluginLingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import { existsSync, readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'

// Read at every run, so a feature added tomorrow is fenced off from the others at once.
const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []

/** Code flows one way: contract -> server; contract -> src/lib -> src/features -> src/routes. */
const zones = [
  {
    target: './contract',
    from: ['./src', './server', './sw', './tests'],
    message: 'contract/ is shared by both sides: it imports no app code.',
  },
  {
    target: './server',
    from: ['./src', './sw'],
    message: 'server/ meets src/ only through contract/.',
  },
  // SQL lives in one layer: http handlers, the bot and the ops endpoints call functions of
  // server/core, which alone reads and writes tables, so a rule on the data has one home.
  {
    target: ['./server/http', './server/bot', './server/ops'],
    from: './server/db/schema',
    message: 'SQL lives in server/core: call a function there instead of reading tables here.',
  },
  {
    target: './src',
    from: ['./server', './tests'],
    message: 'The client reaches the server through the API only.',
  },
  {
    target: './sw',
    from: ['./server', './src/features', './src/routes', './tests'],
    message: 'The service worker is a program of its own.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/routes'],
    message: 'lib and components sit below features and routes.',
  },
  { target: './src/features', from: './src/routes', message: 'Features sit below routes.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other; share through src/lib or src/components.',
  })),
]

const testCalls = '/^(it|test|describe|suite|bench)$/'
const skippedOrFocused = '/^(skip|only|todo|fixme|fails|skipIf|runIf)$/'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dev-dist/**',
      'data/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'src/locales/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'tests/.tmp/**',
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
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // TanStack Router stops a navigation by throwing what redirect()/notFound() return (a
      // Response-like value the router catches), as its docs prescribe; everything else throws Errors.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts', 'sw/**/*.ts'],
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx', 'hack'] }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/*',
                'react',
                'react-dom',
                'react/*',
                'node:*',
                'hono',
                'hono/*',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              message:
                'contract/ runs in the browser and on the server: no React, no Node, no server libraries.',
            },
          ],
        },
      ],
    },
  },
  // The other half of the SQL fence (see zones): no query builder outside server/core either.
  {
    files: ['server/http/**/*.ts', 'server/bot/**/*.ts', 'server/ops/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL lives in server/core: call a function there instead of querying here.',
            },
          ],
        },
      ],
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
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      ...pluginQuery.configs['flat/recommended'][0]?.rules,
      ...pluginRouter.configs['flat/recommended'][0]?.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
      // One query function per query key: each is declared through defineQuery
      // (src/lib/query-registry.ts), whose registry a unit test checks for two owners of one key.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryFn']:not(CallExpression[callee.name='defineQuery'] Property)",
          message:
            'Declare a query function only inside defineQuery (src/lib/query-registry.ts), one per key.',
        },
      ],
    },
  },
  // Screens: a sentence written in code instead of through Lingui is a lint error.
  {
    files: ['src/features/**/*.tsx', 'src/routes/**/*.tsx', 'src/components/**/*.tsx'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // one lowercase "word" (keys, class names, paths) and UPPERCASE constants
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            // urls, css values and selectors
            '^(https?:|mailto:|tg:|/|#|\\.)',
            '^[\\d\\s.,%()+-]*(px|rem|em|vh|vw|ms|s|%)?$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            {
              regex: {
                pattern: '^(data-|aria-(current|hidden|live|controls|expanded|selected|haspopup))',
              },
            },
            'style',
            'src',
            'srcSet',
            'href',
            'to',
            'from',
            'type',
            'id',
            'key',
            'name',
            'role',
            'rel',
            'target',
            'width',
            'height',
            'viewBox',
            'd',
            'fill',
            'stroke',
            'inputMode',
            'autoComplete',
            'pattern',
            'method',
            'accept',
            'displayName',
            'queryKey',
            'mutationKey',
            'path',
            'variant',
            'size',
            'align',
            'color',
            'loading',
            'decoding',
            'enterKeyHint',
            'lang',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'console.*',
            'cn',
            'clsx',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.indexOf',
            '*.split',
            '*.join',
            '*.replace',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.querySelector',
            '*.querySelectorAll',
            '*.setProperty',
            'navigate',
            'redirect',
            'createFileRoute',
            'createLazyFileRoute',
            'matchMedia',
            'new URL',
            'URL',
            'URLSearchParams',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
          ],
        },
      ],
    },
  },
  // Tests: none skipped, none focused, none marked as expected to fail.
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > MemberExpression.callee[object.name=${testCalls}][property.name=${skippedOrFocused}]`,
          message: 'No skipped or focused tests.',
        },
        {
          selector: `CallExpression > MemberExpression.callee[object.property.name=${testCalls}][property.name=${skippedOrFocused}]`,
          message: 'No skipped or focused tests.',
        },
        {
          selector: 'CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe)$/]',
          message: 'No skipped or focused tests.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'Wait for what the user would see (expect(...).toBeVisible(), expect.poll), not for time.',
        },
      ],
    },
  },
)
