import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

// The installed app ships only out/main and out/preload, and its package.json lists no runtime
// dependencies, so main bundles what it imports (zod, @lantern/shared) instead of requiring it.
const bundleEverything = { externalizeDeps: false } as const;

// @lantern/shared is consumed as TypeScript source, so a stale or missing shared/dist cannot leak in.
const sourceFirst = (defaults: readonly string[]) => ({ conditions: ['source', ...defaults] });

/**
 * electron-vite makes renderer URLs relative ('./') for file:// loading, and warns when base is set.
 * The console is served by the API at /console/ and has deep links (/console/tutor/classroom), where
 * relative asset URLs would break, and the desktop app loads it over http from that same place.
 */
function serveFromConsolePath(): Plugin {
  return {
    name: 'lantern:console-base',
    enforce: 'post',
    config: () => ({ base: '/console/' }),
  };
}

export default defineConfig({
  main: {
    ssr: { resolve: sourceFirst(defaultServerConditions) },
    build: { ...bundleEverything },
  },
  preload: {
    ssr: { resolve: sourceFirst(defaultServerConditions) },
    build: {
      // A sandboxed preload cannot load ES modules or require anything but Electron's own modules,
      // so it is one self-contained CommonJS file.
      ...bundleEverything,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: sourceFirst(defaultClientConditions),
    plugins: [react(), serveFromConsolePath()],
    build: {
      outDir: 'out/renderer',
      // The renderer also runs in ordinary browsers at /console, not only in Electron's Chromium.
      target: 'es2023',
      // electron-vite leaves renderers unminified; browsers download this one over the network.
      minify: true,
    },
  },
});
