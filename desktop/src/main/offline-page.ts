import { isAppUrl } from './navigation-policy.js';

export interface LoadFailure {
  readonly errorCode: number;
  readonly errorDescription: string;
  readonly validatedUrl: string;
  readonly isMainFrame: boolean;
}

// Chromium reports a navigation the page or the user replaced or stopped as ERR_ABORTED; the page
// that replaced it is already on its way, so there is nothing to show.
const ERR_ABORTED = -3;
const RETRY_SECONDS = 15;

/** Whether a failed load means the console itself could not be reached. */
export function isConsoleUnreachable(failure: LoadFailure, appOrigin: string): boolean {
  return (
    failure.isMainFrame && failure.errorCode !== ERR_ABORTED && isAppUrl(failure.validatedUrl, appOrigin)
  );
}

/**
 * The page shown when the server cannot be reached, bundled as a data: URL so it needs neither the
 * network nor a file on disk. Retrying is a plain link back to the console (and a timed refresh), so
 * the page runs no script and needs no bridge.
 */
export function offlinePageUrl(consoleUrl: string, errorDescription: string): string {
  const url = escapeHtml(consoleUrl);
  const host = escapeHtml(new URL(consoleUrl).host);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta http-equiv="refresh" content="${RETRY_SECONDS};url=${url}">
<title>Lantern Console — offline</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
  main { max-width: 28rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  small { opacity: .7; }
  a { display: inline-block; padding: .6rem 1.4rem; border-radius: .4rem; background: #1f4fd1; color: #fff;
      text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #f5a524; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Lantern can’t reach ${host}</h1>
<p>Check your connection. Lantern tries again every ${RETRY_SECONDS} seconds.</p>
<p><a href="${url}" autofocus>Retry now</a></p>
<p><small>${escapeHtml(errorDescription)}</small></p>
</main>
</body>
</html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
