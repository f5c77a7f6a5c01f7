import { CLEVER_COLLECTIONS, type CleverCollections } from '@lantern/shared/domain/rostering/clever-tables';
import {
  ROSTER_COLLECTION_MAX_PAGES,
  ROSTER_COLLECTION_MAX_RECORDS,
  RosterApiError,
  type RosterFetch,
  requestJson,
} from './roster-http.js';

/** Records asked for a page (Clever allows up to 10,000). */
export const CLEVER_PAGE = 1000;

export interface CleverSource {
  /** Clever's API origin, `https://api.clever.com`. */
  baseUrl: string;
  /** The district's bearer token. */
  token: string;
}

interface CleverPage {
  data?: { data?: unknown }[];
  links?: { rel?: string; uri?: string }[];
}

/**
 * Clever's data API v3.0 for one district's token: districts, schools, courses, sections and
 * users, each followed page by page through its `links` rel=next (never to another host).
 */
export class CleverClient {
  constructor(
    private readonly source: CleverSource,
    private readonly fetcher: RosterFetch = fetch,
  ) {}

  async read(): Promise<CleverCollections> {
    const collections = {} as Record<string, unknown[]>;
    for (const name of CLEVER_COLLECTIONS) collections[name] = await this.collection(name);
    return collections as unknown as CleverCollections;
  }

  private async collection(name: string): Promise<unknown[]> {
    const origin = new URL(this.source.baseUrl).origin;
    const records: unknown[] = [];
    let next: URL | null = new URL(`/v3.0/${name}?limit=${CLEVER_PAGE}`, origin);
    for (let pages = 1; next; pages += 1) {
      if (pages > ROSTER_COLLECTION_MAX_PAGES)
        throw new RosterApiError(`Clever ${name}: more than ${ROSTER_COLLECTION_MAX_PAGES} pages`);
      const { body } = await requestJson(
        this.fetcher,
        next.href,
        { headers: { authorization: `Bearer ${this.source.token}` } },
        `Clever ${name}`,
      );
      const page = body as CleverPage;
      if (!Array.isArray(page.data)) throw new RosterApiError(`Clever ${name}: the answer has no data list`);
      records.push(...page.data.map((item) => item.data).filter((data) => data !== undefined));
      if (records.length > ROSTER_COLLECTION_MAX_RECORDS)
        throw new RosterApiError(`Clever ${name}: more than ${ROSTER_COLLECTION_MAX_RECORDS} records`);
      const link = page.links?.find((l) => l.rel === 'next')?.uri;
      next = link && page.data.length > 0 ? new URL(link, origin) : null;
      if (next && next.origin !== origin)
        throw new RosterApiError(`Clever ${name}: the next page is on another host`);
    }
    return records;
  }
}
