import type { RosterSyncKind } from '@lantern/shared/contracts/roster-syncs';
import { cleverTables } from '@lantern/shared/domain/rostering/clever-tables';
import { oneRosterTables } from '@lantern/shared/domain/rostering/oneroster-rest-tables';
import type { RosterTables } from '@lantern/shared/domain/rostering/roster-tables';
import { Inject, Injectable } from '@nestjs/common';
import { CleverClient } from './clever-client.js';
import { OneRosterRestClient } from './oneroster-rest-client.js';
import type { RosterFetch } from './roster-http.js';
import type { RosterImporter } from './roster-importer.js';
import { RosterReader } from './roster-reader.js';
import type { RosterReading } from './roster-wire.js';

/** A roster API as a run reads it: its kind, address and opened credentials. */
export interface RosterApiSource {
  kind: RosterSyncKind;
  baseUrl: string;
  tokenUrl: string | null;
  clientId: string | null;
  secret: string;
}

/** How the network is reached; replaced only by tests that count or break requests. */
export const ROSTER_FETCH = Symbol('ROSTER_FETCH');

/**
 * The importer of a roster API: asks the service for the district's whole roster (the I/O, on the
 * API's thread), lays it out as the OneRoster files it mirrors, and hands it to the worker pool to
 * be checked and planned like an uploaded export. OneRoster REST keeps the CSV export's id space
 * (the same SIS ids); Clever has its own.
 */
@Injectable()
export class ApiRosterImporter implements RosterImporter<RosterApiSource> {
  constructor(
    @Inject(RosterReader) private readonly reader: RosterReader,
    @Inject(ROSTER_FETCH) private readonly fetcher: RosterFetch,
  ) {}

  async read(source: RosterApiSource, now: number): Promise<RosterReading> {
    const { tables, prefix } = await this.fetchTables(source);
    return this.reader.readTables(tables, now, prefix);
  }

  private async fetchTables(source: RosterApiSource): Promise<{ tables: RosterTables; prefix: string }> {
    if (source.kind === 'clever') {
      const client = new CleverClient({ baseUrl: source.baseUrl, token: source.secret }, this.fetcher);
      return { tables: cleverTables(await client.read()), prefix: 'clever' };
    }
    const client = new OneRosterRestClient(
      {
        baseUrl: source.baseUrl,
        tokenUrl: source.tokenUrl ?? '',
        clientId: source.clientId ?? '',
        clientSecret: source.secret,
      },
      this.fetcher,
    );
    return { tables: oneRosterTables(await client.read()), prefix: 'oneroster' };
  }
}
