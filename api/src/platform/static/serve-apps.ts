import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

const NOT_APP = /^\/(api|v4)(\/|$)/;

/**
 * The built web app at `/` and the console at `/console`, each with a fallback to its
 * index.html so deep links reach the client router. Hashed assets are cached for a year.
 */
export function serveApps(app: Express, folders: { web: string; console: string }) {
  const staticOptions = {
    index: false,
    setHeaders(response: Response, path: string) {
      response.setHeader(
        'Cache-Control',
        /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
  app.use('/console', express.static(folders.console, staticOptions));
  // API requests skip the web app's folder: a stat of a file that cannot exist cost every API
  // request a filesystem call (docs/performance.md, the read path).
  const web = express.static(folders.web, staticOptions);
  app.use((request: Request, response: Response, next: NextFunction) =>
    NOT_APP.test(request.path) ? next() : web(request, response, next),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || NOT_APP.test(request.path)) return next();
    const root =
      request.path === '/console' || request.path.startsWith('/console/') ? folders.console : folders.web;
    const index = join(root, 'index.html');
    if (!existsSync(index)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
