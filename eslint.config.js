// Lint keeps the layers pointing one way (app → render → engine; widgets and actions beside the
// renderer, never below it), the React hook rules, and promises handled. Run by `npm test` and
// `npm run lint`.
import { dirname, relative, resolve, sep } from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * What each layer may import: the project's folders and the packages, by allow-list. Any folder
 * not named (including one added later) is refused, so a new dependency between layers is a
 * decision written here, not an accident.
 */
const LAYERS = {
  'src/engine': {
    folders: ['schemas'],
    packages: ['zod', 'json-logic-js', 'dayjs', 're2js', 'ajv', 'ajv-formats'],
    why: 'The engine has no React and knows nothing of the app around it (state, API, actions, rendering).',
  },
  'src/contract': {
    folders: [],
    packages: ['zod'],
    why: 'The call contract is plain schemas that both the client and the platform read: it imports neither.',
  },
  'src/api': {
    folders: ['src/contract'],
    packages: ['zod', 'wretch', 'jsencrypt', '@noble/ciphers'],
    why: 'The API layer is called by actions; it knows nothing of state, rendering or widgets.',
  },
  'src/state': {
    folders: ['src/engine', 'src/api'],
    packages: ['@preact/signals-react', 'zod'],
    why: 'State is plain signals; it does not run actions or render.',
  },
  'src/i18n': {
    folders: ['src/state'],
    packages: ['i18next', 'react-i18next'],
    why: 'Texts read the language from state and nothing else.',
  },
  'src/render': {
    folders: ['src/engine', 'src/state'],
    packages: ['react', '@preact/signals-react', 'i18next', 'react-i18next', 'zod'],
    why: 'The renderer gets the widget registry and the dispatcher from the composition root (src/app/compose.ts); it imports neither, nor the API.',
  },
  'src/queries': {
    folders: ['src/engine', 'src/api', 'src/state', 'src/actions', 'src/render'],
    packages: ['@tanstack/query-core', '@preact/signals-react'],
    why: 'Queries run calls for screens; they do not render or use widgets.',
  },
  'src/actions': {
    folders: ['src/engine', 'src/contract', 'src/api', 'src/state', 'src/i18n', 'src/queries'],
    packages: ['zod', 'i18next'],
    why: 'Actions change state and call the API; they never reach into rendering or widgets.',
  },
  widgets: {
    folders: ['src/engine', 'src/render', 'src/state'],
    // The screen store is theirs; the rest of state is the app's. Conditions are the engine's to run.
    only: { 'src/state': ['screen'] },
    never: { 'src/engine': ['conditions', 'resolve'] },
    packages: ['react', 'react-dom', '@preact/signals-react', 'zod', 'dompurify', 'embla-carousel-react', 'embla-carousel-autoplay'],
    why: 'Widgets read data through their props (bound by the engine) and raise events: no API calls, actions or app code of their own.',
  },
  'src/app': {
    folders: ['src/engine', 'src/api', 'src/state', 'src/i18n', 'src/render', 'src/queries', 'src/actions', 'widgets', 'layouts'],
    packages: ['react', 'react-dom', 'react-router-dom', '@preact/signals-react'],
    why: 'The app composes the client (the composition root); the platform and the tools are not part of it.',
  },
  'src/studio': {
    folders: ['src/engine', 'src/contract', 'schemas'],
    packages: ['react', 'react-dom', 'wretch', 'zod', 'codemirror', '@codemirror/autocomplete', '@codemirror/lang-json', '@codemirror/language', '@codemirror/lint', '@codemirror/merge', '@codemirror/state', '@codemirror/view', '@lezer/common', 'vite', '@vitejs/plugin-react', 'node:url'],
    // vite, its React plugin and node:url: the studio's own build configuration (src/studio/vite.config.ts).
    why: 'The studio is its own build: it talks to /ops through the call contract and reads the engine and the published schemas, never the player app (whose preview it frames).',
  },
  'src/ssr': {
    folders: ['src/app', 'src/engine', 'src/render', 'src/state', 'src/i18n', 'src/api', 'widgets'],
    packages: ['react', 'react-dom', 'react-router-dom', 'i18next', 'vite', '@vitejs/plugin-react', 'node:url'],
    // vite, its React plugin and node:url: the drawer's own build configuration (src/ssr/vite.config.ts).
    why: "The page drawer is the app drawn for Node: it composes the app's own parts and is loaded by the platform as a built file, never imported by it.",
  },
  'src/server': {
    // The platform reads the client's endpoint definitions and query requests for the first screen's data.
    folders: ['src/engine', 'src/contract', 'src/api', 'src/queries', 'schemas'],
    packages: '*',
    why: 'The platform never imports the app, its state, rendering or widgets.',
  },
};

const ROOT = import.meta.dirname;

/**
 * The layer a path belongs to: a folder of src/ ("src/engine") or a top-level folder ("widgets");
 * an import may name the folder itself ("../../widgets").
 */
function layerOf(path) {
  const parts = relative(ROOT, path).split(sep);
  if (parts[0] === '..' || parts[0] === '') return undefined;
  return parts[0] === 'src' ? (parts[1] ? `src/${parts[1]}` : undefined) : parts[0];
}

/** The package a bare specifier names ("@tanstack/query-core/x" → "@tanstack/query-core"). */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * layers/allowed-imports: an import from a file of a layer in LAYERS must land in that layer, in a
 * folder it names, or in a package it names. Relative imports are resolved, so a file's own name
 * never looks like another layer.
 */
export const layersPlugin = {
  rules: {
    'allowed-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const layer = layerOf(context.filename);
        const allowance = layer && LAYERS[layer];
        if (!allowance) return {};
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return;
          if (specifier.startsWith('.')) {
            const target = layerOf(resolve(dirname(context.filename), specifier));
            if (target === undefined || target === layer) return;
            if (allowance.folders.includes(target)) {
              const module = relative(resolve(ROOT, target), resolve(dirname(context.filename), specifier)).split(sep).join('/');
              const only = allowance.only?.[target];
              const never = allowance.never?.[target] ?? [];
              if ((only && !only.includes(module)) || never.includes(module)) {
                context.report({ node, message: `${layer} may not import ${target}/${module}${only ? ` (of ${target} only ${only.join(', ')})` : ''}. ${allowance.why}` });
              }
              return;
            }
            context.report({ node, message: `${layer} may not import ${target} (it may import ${allowance.folders.join(', ') || 'no other folder'}). ${allowance.why}` });
            return;
          }
          const name = packageOf(specifier);
          if (allowance.packages !== '*' && !allowance.packages.includes(name)) context.report({ node, message: `${layer} may not import the package ${name} (it may import ${allowance.packages.join(', ') || 'none'}). ${allowance.why}` });
        };
        const fromSource = (node) => node.source && check(node.source, node.source.value);
        return {
          ImportDeclaration: fromSource,
          ExportNamedDeclaration: fromSource,
          ExportAllDeclaration: fromSource,
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'schemas/**', 'data/**', 'snapshots-out/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the app runs under a strict CSP.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the app runs under a strict CSP.' },
      ],
    },
  },
  {
    // Product code: a promise nobody awaits or handles loses its error silently.
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/allowed-imports': 'error' },
  },
  {
    // The seed is demo data for an empty store: what players and operators do never runs it.
    files: ['src/server/routes/**/*.ts', 'src/server/services/**/*.ts', 'src/server/auth/**/*.ts', 'src/server/content/**/*.ts', 'src/server/security/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+seed(/|$)',
              message: 'routes and services never import the seed: what a player or an operator does must not depend on demo data (shared values live in services, and the seed imports them).',
            },
          ],
        },
      ],
    },
  },
  {
    // The database layer is below everything else of the platform; its migrations are history.
    files: ['src/server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!db/)[^/]+',
              message: 'src/server/db imports nothing else of the platform: a migration holds its values as written (a later seed or service change must not rewrite history), and the store sits below the services.',
            },
          ],
        },
      ],
    },
  },
);
