import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiServer = 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` builds the server's renderer into dist-ssr.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
