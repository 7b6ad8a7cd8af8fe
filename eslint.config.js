import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = 'apps/web/src';

/** The web app's features: each folder of features/, and each of features/admin/ on its own. */
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = folders(`${WEB}/features/`).flatMap((name) =>
  name === 'admin' ? folders(`${WEB}/features/admin/`).map((admin) => `admin/${admin}`) : [name],
);

/*
 * Imports flow one way (docs/style.md, Web): components/ and lib/ (and the tests' helpers)
 * → features → app. A feature imports components/, lib/, app/, @aso/core and its own
 * folder, never another feature's insides: what two features share moves down to
 * components/ or lib/, and a page made of two features is put together in app/.
 */
const featureZones = webFeatures.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message: `features/${feature} may import only its own folder of features/: move what two features share to components/ or lib/, or compose the two in app/ (docs/style.md, Web).`,
}));
const layerZones = [
  {
    // A file loose in features/admin/ belongs to no feature: it reaches none.
    target: `${WEB}/features/admin/*.{ts,tsx}`,
    from: `${WEB}/features`,
    message: 'Put the file in a feature folder of features/admin/ (docs/style.md, Web).',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/test`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message:
      'components/, lib/ and test/ sit below the features and app/: they import neither (docs/style.md, Web).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...featureZones, ...layerZones] },
      ],
    },
  },
);
