import type { RosterImportState } from '@lantern/shared/contracts/rostering';
import type { CreateRosterSync, RosterSync } from '@lantern/shared/contracts/roster-syncs';
import type { HttpSession } from './http-session.js';
import { ONEROSTER_PATH, type RosterApiServer } from './roster-api-servers.ts';

// What the roster sync tests do over real HTTP: add a source pointing at a local server, sync it
// now, wait until the run has ended or stopped.

const ENDED = ['applied', 'failed', 'refused', 'needs_approval', 'discarded'];

export function oneRosterSource(server: RosterApiServer, name: string, share = 0.1): CreateRosterSync {
  return {
    name,
    kind: 'oneroster_rest',
    base_url: `${server.url}${ONEROSTER_PATH}`,
    token_url: `${server.url}/token`,
    client_id: 'lantern',
    secret: 's3cret',
    interval_minutes: null,
    max_deactivation_share: share,
    enabled: true,
  };
}

export function cleverSource(server: RosterApiServer, name: string, share = 0.1): CreateRosterSync {
  return {
    name,
    kind: 'clever',
    base_url: server.url,
    token_url: null,
    client_id: null,
    secret: 'clever-district-token',
    interval_minutes: null,
    max_deactivation_share: share,
    enabled: true,
  };
}

export const addSource = (person: HttpSession, body: CreateRosterSync): Promise<RosterSync> =>
  person.api.call('createRosterSync', { body });

/** Waits until the run has applied, failed, been refused, stopped for approval or been discarded. */
export async function runEnded(
  person: HttpSession,
  id: number,
  timeoutMs = 60_000,
): Promise<RosterImportState> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await person.api.call('rosterImportStatus', { params: { id } });
    if (ENDED.includes(state.status)) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`sync run ${id} did not end within ${timeoutMs / 1000} s`);
}

/** "Sync now", then its end. */
export async function syncNow(person: HttpSession, syncId: number): Promise<RosterImportState> {
  const started = await person.api.call('runRosterSync', { params: { id: syncId } });
  return runEnded(person, started.id);
}
