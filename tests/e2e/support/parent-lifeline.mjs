// Preloaded (node --import) into the API that start-server.mjs starts: when start-server is gone,
// however it went (a SIGKILL of Playwright's web-server group included), the API is re-parented
// and stops as on SIGTERM, so no server is left holding the e2e port or its database. The parent's id is watched
// rather than a pipe's end: Playwright's pipe to its web server may close while it still runs.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
