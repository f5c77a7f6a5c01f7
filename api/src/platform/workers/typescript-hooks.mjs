// Loaded (`--import`) into pool threads only when the API runs from its TypeScript sources, as
// under vitest: vitest transforms the test process's modules, but a worker thread is plain Node
// and loads the task modules itself. Node 24 strips the types of `.ts` files natively; what it
// does not do is what tsc does at build time, so these hooks do it: a relative (or file URL) `x.js` import
// that has no `.js` beside it is the `./x.ts` source, and `@lantern/shared/*` is read from its
// sources (the package's `source` export condition) rather than a build that may be stale.
// The built API (api/dist) never loads this file.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('@lantern/'))
      return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'source'] });
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const ownJs = (specifier.startsWith('.') || specifier.startsWith('file:')) && specifier.endsWith('.js');
      if (!ownJs || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});
