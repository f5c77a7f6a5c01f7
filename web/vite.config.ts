import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';
const STACK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|mobx|mobx-react-lite|i18next|react-i18next|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [react()],
  // `source` makes @lantern/shared/... resolve to its TypeScript sources, so the app and shared
  // code are bundled (and tree-shaken) together without building shared first.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/v4': { target: API_ORIGIN, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle-size check reads the manifest to find what the sign-in route loads first, and the
    // source maps to see which packages each of those files holds.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs on, in one file that stays cached across deploys of the
          // app code (which lands in the small entry chunk).
          groups: [{ name: 'stack', test: STACK }],
        },
      },
    },
  },
});
