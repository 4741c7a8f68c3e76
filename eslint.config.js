// Lint keeps the layers pointing one way (app → render → engine; widgets and actions beside the
// renderer, never below it), plus the React hook rules. Run by `npm test` and `npm run lint`.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Matches an import of one of the project's folders, whatever the relative depth. */
const folders = (...names) => `(^|/)(${names.join('|')})(/|$)`;

function restrict(files, message, regex) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] } };
}

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
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  restrict(
    ['src/engine/**'],
    'The engine has no React and knows nothing of the app around it (state, API, actions, rendering).',
    `^(react|react-dom|react-i18next|@preact/.*|i18next)$|${folders('render', 'state', 'actions', 'api', 'app', 'widgets', 'server', 'cli', 'i18n')}`,
  ),
  restrict(
    ['src/render/**'],
    'The renderer gets the widget registry and the dispatcher from the composition root (src/app/compose.ts); it imports neither, nor the API.',
    folders('widgets', 'actions', 'api', 'app', 'server', 'cli'),
  ),
  restrict(
    ['widgets/**'],
    'Widgets read data through their props (bound by the engine) and raise events: no global state, API calls, actions or conditions of their own (the screen store is theirs).',
    `(^|/)state/(?!screen$)|${folders('api', 'actions', 'app', 'server', 'cli')}|(^|/)engine/(conditions|resolve)$`,
  ),
  restrict(['src/api/**'], 'The API layer is called by actions; it knows nothing of state, rendering or widgets.', folders('state', 'actions', 'render', 'widgets', 'app')),
  restrict(['src/actions/**'], 'Actions change state and call the API; they never reach into rendering or widgets.', folders('render', 'widgets', 'app')),
  restrict(['src/state/**'], 'State is plain signals; it does not run actions or render.', folders('actions', 'render', 'widgets', 'app')),
);
