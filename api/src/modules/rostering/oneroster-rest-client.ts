import {
  ONEROSTER_COLLECTIONS,
  type OneRosterCollections,
} from '@lantern/shared/domain/rostering/oneroster-rest-tables';
import {
  ROSTER_COLLECTION_MAX_PAGES,
  ROSTER_COLLECTION_MAX_RECORDS,
  RosterApiError,
  type RosterFetch,
  requestJson,
} from './roster-http.js';

/** Records asked for a page (the standard's default is 100; services allow more). */
export const ONEROSTER_PAGE = 1000;
/** The rostering scope of OneRoster 1.2, read-only. */
export const ONEROSTER_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly';

export interface OneRosterRestSource {
  /** The rostering service's root, e.g. `https://sis.example/ims/oneroster/rostering/v1p2`. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * A OneRoster 1.2 REST rostering service (ClassLink and most student information systems): an
 * OAuth2 client-credentials token, then each collection page by page (`limit` and `offset`, the
 * total in `X-Total-Count`; without it, until an empty page).
 */
export class OneRosterRestClient {
  constructor(
    private readonly source: OneRosterRestSource,
    private readonly fetcher: RosterFetch = fetch,
  ) {}

  async read(): Promise<OneRosterCollections> {
    const token = await this.token();
    const collections = {} as Record<string, unknown[]>;
    for (const name of ONEROSTER_COLLECTIONS) collections[name] = await this.collection(name, token);
    return collections as unknown as OneRosterCollections;
  }

  private async token(): Promise<string> {
    const basic = Buffer.from(
      `${encodeURIComponent(this.source.clientId)}:${encodeURIComponent(this.source.clientSecret)}`,
    ).toString('base64');
    const { body } = await requestJson(
      this.fetcher,
      this.source.tokenUrl,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: ONEROSTER_SCOPE }).toString(),
      },
      'OneRoster token',
    );
    const token = (body as { access_token?: unknown }).access_token;
    if (typeof token !== 'string' || token === '')
      throw new RosterApiError('OneRoster token: no access_token');
    return token;
  }

  private async collection(name: string, token: string): Promise<unknown[]> {
    const records: unknown[] = [];
    const base = this.source.baseUrl.replace(/\/+$/, '');
    // A service may answer fewer than asked (its own maximum): the next page starts after what came.
    for (let pages = 1; ; pages += 1) {
      if (pages > ROSTER_COLLECTION_MAX_PAGES)
        throw new RosterApiError(`OneRoster ${name}: more than ${ROSTER_COLLECTION_MAX_PAGES} pages`);
      const url = `${base}/${name}?limit=${ONEROSTER_PAGE}&offset=${records.length}`;
      const { body, headers } = await requestJson(
        this.fetcher,
        url,
        { headers: { authorization: `Bearer ${token}` } },
        `OneRoster ${name}`,
      );
      const page = (body as Record<string, unknown>)[name];
      if (!Array.isArray(page)) throw new RosterApiError(`OneRoster ${name}: the answer has no ${name} list`);
      records.push(...(page as unknown[]));
      if (records.length > ROSTER_COLLECTION_MAX_RECORDS)
        throw new RosterApiError(`OneRoster ${name}: more than ${ROSTER_COLLECTION_MAX_RECORDS} records`);
      const total = Number(headers.get('x-total-count') ?? NaN);
      if (page.length === 0 || (Number.isFinite(total) && records.length >= total)) return records;
    }
  }
}
