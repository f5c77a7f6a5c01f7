// Preloaded (node --import) into the API that start-server.mjs starts. Its stdin is a pipe from
// start-server: when that ends, however start-server went (a SIGKILL of Playwright's web-server
// group included), the API stops as on SIGTERM, so no server is left holding the e2e port.
process.stdin.once('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
