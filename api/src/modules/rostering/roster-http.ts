// Asking a district's roster API: every request bounded in time and in size, since the other end
// is a system Lantern does not run (a stalled or endless answer must not hold an instance).

/** One request: a page of a district's roster is seconds at worst. */
export const ROSTER_REQUEST_TIMEOUT_MS = 30_000;
/** One page's body: a thousand users with their roles is well under this. */
export const ROSTER_PAGE_MAX_BYTES = 16 * 1024 * 1024;
/** Records of one collection: past a district's size, a paging loop gone wrong. */
export const ROSTER_COLLECTION_MAX_RECORDS = 2_000_000;
/**
 * Pages of one collection: a service that answers a record or two a page (or the same page over
 * and over) is stopped long before the record bound would stop it.
 */
export const ROSTER_COLLECTION_MAX_PAGES = 10_000;

export class RosterApiError extends Error {}

export interface JsonAnswer {
  body: unknown;
  headers: Headers;
}

/** What the clients call to reach the network; tests give them the real one against local servers. */
export type RosterFetch = (url: string, init: RequestInit) => Promise<Response>;

export async function requestJson(
  fetcher: RosterFetch,
  url: string,
  init: RequestInit,
  what: string,
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetcher(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(ROSTER_REQUEST_TIMEOUT_MS),
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
    });
  } catch (error) {
    throw new RosterApiError(`${what}: ${new URL(url).host} did not answer (${(error as Error).message})`);
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    // Followed, a redirect could lead the source's credentials to another host: never followed.
    const to = response.headers.get('location');
    throw new RosterApiError(
      `${what}: ${new URL(url).host} answered ${response.status}, a redirect${to ? ` to ${to}` : ''}, which is not followed`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new RosterApiError(`${what}: ${new URL(url).host} answered ${response.status}`);
  }
  const text = await boundedText(response, what);
  try {
    return { body: JSON.parse(text) as unknown, headers: response.headers };
  } catch {
    throw new RosterApiError(`${what}: the answer is not JSON`);
  }
}

async function boundedText(response: Response, what: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ROSTER_PAGE_MAX_BYTES) {
      await reader.cancel();
      throw new RosterApiError(`${what}: a page is larger than ${ROSTER_PAGE_MAX_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
