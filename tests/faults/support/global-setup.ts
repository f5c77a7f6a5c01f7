import { existsSync } from 'node:fs';
import { buildApi, REDIS_SERVER } from './cluster.js';

/**
 * Before any fault test: Redis must be there (npm cannot install it), and the API is built once;
 * every scenario then starts instances of api/dist as child processes.
 */
export default function setup() {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      `${REDIS_SERVER} is missing. Install Debian's redis-server package first:\n  sudo apt-get update && sudo apt-get install -y redis-server`,
    );
  buildApi();
}
