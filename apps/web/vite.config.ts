import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const reactRouterRoot = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const reactRouterDist = path.join(reactRouterRoot, 'dist/development');
const apiServer = 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` builds the server's renderer into dist-ssr.
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
// React Router's package points every bundler at its development build (its dev warnings
// on); its own Vite plugin switches to the production build, which this app, using the
// router as a library, names itself.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(reactRouterRoot, 'dist/production/index.mjs'),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [...preact, reactRouterProduction] },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // The public files (favicon, robots.txt) belong to the browser's build only.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes rarely: one long-cached chunk, apart from the app's code.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The renderer carries its own production React, whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/images': { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/images': { target: apiServer, changeOrigin: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The libraries built on React are run through the aliases above, as the bundle runs them.
    alias: [
      // Its CommonJS build would import React itself, past the aliases.
      { find: /^react-router$/, replacement: `${reactRouterDist}/index.mjs` },
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    deps: {
      optimizer: {
        client: { enabled: true, include: ['use-sync-external-store/shim/with-selector'] },
        ssr: { enabled: true, include: ['use-sync-external-store/shim/with-selector'] },
      },
    },
    server: {
      deps: {
        inline: [
          /use-sync-external-store/,
          /@tanstack[\\/]react-store/,
          /react-router/,
          /@tanstack[\\/]react-/,
          /@testing-library[\\/]react/,
          /react-hook-form/,
          /@hookform/,
          /react-day-picker/,
        ],
      },
    },
  },
}));
