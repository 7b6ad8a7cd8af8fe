import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const reactRouterRoot = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const apiServer = 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` builds the server's renderer into dist-ssr.
// React Router's package points every bundler at its development build (its dev warnings
// on); its own Vite plugin switches to the production build, which this app, using the
// router as a library, names itself.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(reactRouterRoot, 'dist/production/index.mjs'),
};

/**
 * Writes `.vite/bundle-packages.json`: the npm packages each browser chunk holds, so a
 * check can read from the build itself what runs in the browser (scripts/check-bundle.mjs).
 */
const bundlePackages = (): Plugin => ({
  name: 'aso-bundle-packages',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle(_, bundle) {
    const chunks: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const packages = new Set<string>();
      for (const id of Object.keys(output.modules)) {
        const name = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
        if (name) packages.add(name.replace('\\', '/'));
      }
      chunks[output.fileName] = [...packages].sort();
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/bundle-packages.json',
      source: JSON.stringify(chunks, null, 2),
    });
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), bundlePackages()],
  resolve: { alias: [reactRouterProduction] },
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
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
  },
}));
