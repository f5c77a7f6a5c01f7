import type { RosterImportPreview, RosterImportState } from '@lantern/shared/contracts/rostering';
import type { HttpSession } from './http-session.js';
import { type RosterFiles, rosterFiles, type RosterSpec, zipOf } from './oneroster-fixtures.ts';

// What the rostering tests do over real HTTP: upload an export, apply it, wait for it to finish.

/** POST /api/rostering/oneroster/imports with the ZIP as the multipart field `file`. */
export async function upload(
  person: HttpSession,
  zip: Buffer,
  name = 'roster.zip',
): Promise<{
  status: number;
  body: { data?: RosterImportPreview; error?: { code: string; message: string } };
}> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), name);
  const response = await person.fetch(`${person.baseUrl}/api/rostering/oneroster/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.accessToken}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

const isSpec = (files: RosterFiles | RosterSpec): files is RosterSpec =>
  'district' in files && 'people' in files;

/** The preview of an export that must be read. */
export async function preview(
  person: HttpSession,
  files: RosterFiles | RosterSpec,
): Promise<RosterImportPreview> {
  const zip = zipOf(isSpec(files) ? rosterFiles(files) : files);
  const answer = await upload(person, zip);
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Asks for the import to be applied and waits until it has been (or has failed), watching its status. */
export async function applied(
  person: HttpSession,
  id: number,
  seen: RosterImportState[] = [],
): Promise<RosterImportState> {
  await person.api.call('applyRosterImport', { params: { id } });
  return settled(person, id, seen);
}

export async function settled(
  person: HttpSession,
  id: number,
  seen: RosterImportState[] = [],
  timeoutMs = 60_000,
): Promise<RosterImportState> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await person.api.call('rosterImportStatus', { params: { id } });
    seen.push(state);
    if (state.status === 'applied' || state.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish within ${timeoutMs / 1000} s`);
}
