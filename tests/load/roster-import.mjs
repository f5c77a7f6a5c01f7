#!/usr/bin/env node
// A district's OneRoster export imported, then re-synced after a 1% change, beside a bare yardstick
// of the same work in the same run.
//
// Starts the built API (api/dist: run `npm run build` or `npx tsc -b api` first) in production
// mode on a fresh database (DATABASE_URL's server when set, otherwise an embedded PostgreSQL) and
// makes a district's export with api/test/oneroster-fixtures.ts: --students (50,000), --teachers
// (2,000), --sections (6,000), each student in six classes of their school (300,000 enrolments).
//   - import: the superuser uploads the ZIP (POST /api/rostering/oneroster/imports: read, checked
//     and planned, answered as a preview), applies it and polls its status until it is applied.
//     Target: under 5 minutes from the upload to applied.
//   - re-sync: the same district one change later (every hundredth student renamed, every hundredth
//     moved from one class to another: 500 updates, 500 enrolments deactivated and 500 created),
//     uploaded and applied the same way. Target: under 30 s.
//   - again: the changed export once more, which changes nothing.
// Yardstick: the same CSV parsed with csv-parse and its rows inserted through pg into bare tables
// of the same columns (one multi-row INSERT … SELECT unnest(…) per 5,000 rows, no checks, no
// audit): what the machine needs for the rows alone. Prints each time, Lantern's against the
// yardstick, and checks the result in the database (people, sections, memberships); exits 1 when a
// target is missed or the database does not hold the roster.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { districtFiles, zipOf } from '../../api/test/oneroster-fixtures.ts';
import { signIn } from './lib/bench-clients.mjs';
import { createHarness } from './lib/bench-harness.mjs';

const IMPORT_TARGET_S = 300;
const RESYNC_TARGET_S = 30;
const { values: options } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    teachers: { type: 'string', default: '2000' },
    sections: { type: 'string', default: '6000' },
  },
});
const size = {
  students: Number(options.students),
  teachers: Number(options.teachers),
  sections: Number(options.sections),
};
const seconds = (ms) => Math.round(ms / 100) / 10;

async function upload(baseUrl, token, zip, name) {
  const form = new FormData();
  form.set('file', new Blob([zip], { type: 'application/zip' }), name);
  const response = await fetch(`${baseUrl}/api/rostering/oneroster/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: baseUrl },
    body: form,
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Upload, preview, apply, and poll until applied: the seconds of each step and the import. */
async function importOnce(baseUrl, token, zip, name) {
  const start = performance.now();
  const shown = await upload(baseUrl, token, zip, name);
  const previewed = performance.now();
  if (shown.refused_total > 0)
    throw new Error(`${name}: ${shown.refused_total} rows refused, e.g. ${shown.refusals[0].message}`);
  const headers = { authorization: `Bearer ${token}`, origin: baseUrl };
  await fetch(`${baseUrl}/api/rostering/oneroster/imports/${shown.id}/apply`, { method: 'POST', headers });
  let state;
  let lastShown = 0;
  for (;;) {
    state = (
      await (await fetch(`${baseUrl}/api/rostering/oneroster/imports/${shown.id}/status`, { headers })).json()
    ).data;
    if (state.status === 'applied' || state.status === 'failed') break;
    if (state.progress && performance.now() - lastShown > 10_000) {
      lastShown = performance.now();
      console.log(`  … ${state.progress.phase}: ${state.progress.processed} of ${state.progress.total}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (state.status !== 'applied') throw new Error(`${name} failed: ${state.error}`);
  const done = performance.now();
  return {
    preview: shown.preview,
    result: state.result,
    previewS: seconds(previewed - start),
    totalS: seconds(done - start),
  };
}

const counts = (preview) =>
  Object.entries(preview)
    .map(([kind, c]) => `${kind} +${c.create} ~${c.update} -${c.deactivate} =${c.unchanged}`)
    .join(', ');

/** The yardstick: the same files parsed and their rows inserted into bare tables through pg. */
async function yardstick(databaseUrl, files) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`create schema yardstick`);
  const tables = {
    'orgs.csv': 'orgs',
    'courses.csv': 'courses',
    'classes.csv': 'classes',
    'users.csv': 'users',
    'roles.csv': 'roles',
    'enrollments.csv': 'enrollments',
  };
  const start = performance.now();
  let rows = 0;
  for (const [file, table] of Object.entries(tables)) {
    const [header, ...records] = parse(files[file], { bom: true, skip_empty_lines: true });
    await db.query(
      `create table yardstick.${table} (${header.map((column) => `"${column}" text`).join(', ')})`,
    );
    for (let at = 0; at < records.length; at += 5000) {
      const batch = records.slice(at, at + 5000);
      const columns = header.map((_, index) => batch.map((record) => record[index]));
      await db.query(
        `insert into yardstick.${table} select * from unnest(${header.map((_, index) => `$${index + 1}::text[]`).join(', ')})`,
        columns,
      );
    }
    rows += records.length;
  }
  const elapsed = performance.now() - start;
  await db.query(`drop schema yardstick cascade`);
  await db.end();
  return { rows, s: seconds(elapsed) };
}

const harness = createHarness();
let failed = false;
try {
  console.log(
    `Making a district: ${size.students} students, ${size.teachers} teachers, ${size.sections} sections…`,
  );
  const files = districtFiles(size);
  const changed = districtFiles({ ...size, changed: true });
  const [zip, changedZip] = [zipOf(files), zipOf(changed)];
  console.log(
    `  export ${(zip.length / 1024 / 1024).toFixed(1)} MB zipped, ${(Object.values(files).join('').length / 1024 / 1024).toFixed(1)} MB of CSV`,
  );

  const databaseUrl = await harness.startDatabase();
  const api = await harness.startApi({ databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const token = await signIn(api.url, 'superuser');

  console.log('Import…');
  const first = await importOnce(api.url, token, zip, 'district.zip');
  console.log(
    `  preview in ${first.previewS} s; applied ${first.totalS} s after the upload (target ${IMPORT_TARGET_S} s)`,
  );
  console.log(`  ${counts(first.result)}`);
  console.log('Re-sync (1% changed)…');
  const resync = await importOnce(api.url, token, changedZip, 'district-changed.zip');
  console.log(
    `  preview in ${resync.previewS} s; applied ${resync.totalS} s after the upload (target ${RESYNC_TARGET_S} s)`,
  );
  console.log(`  ${counts(resync.result)}`);
  console.log('The same export again…');
  const again = await importOnce(api.url, token, changedZip, 'district-changed-again.zip');
  console.log(`  applied ${again.totalS} s after the upload; ${counts(again.result)}`);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const {
    rows: [held],
  } = await db.query(
    `select (select count(*) from users where sourced_id is not null and deactivated_at is null)::int as people,
            (select count(*) from sections where sourced_id is not null)::int as sections,
            (select count(*) from section_users su join sections s on s.id = su.section_id where s.sourced_id is not null)::int as memberships,
            (select count(*) from users where sourced_id is not null and last_name like 'Renamed%')::int as renamed`,
  );
  await db.end();
  const expected = {
    people: size.students + size.teachers,
    sections: size.sections,
    memberships: size.students * 6 + size.sections,
    renamed: Math.ceil(size.students / 100),
  };
  console.log(`  held: ${JSON.stringify(held)}`);
  await api.stop();

  console.log('Yardstick (csv-parse and INSERT … unnest of the same rows)…');
  const bare = await yardstick(databaseUrl, files);
  console.log(`  ${bare.rows} rows in ${bare.s} s`);
  console.log(
    `\nimport ${first.totalS} s (${(first.totalS / bare.s).toFixed(1)}× the yardstick's ${bare.s} s), re-sync ${resync.totalS} s, unchanged ${again.totalS} s`,
  );
  for (const [name, value] of Object.entries(expected))
    if (held[name] !== value) {
      console.error(`✗ the database holds ${held[name]} ${name}, not ${value}`);
      failed = true;
    }
  if (first.totalS > IMPORT_TARGET_S) {
    console.error(`✗ the import took ${first.totalS} s, over ${IMPORT_TARGET_S} s`);
    failed = true;
  }
  if (resync.totalS > RESYNC_TARGET_S) {
    console.error(`✗ the re-sync took ${resync.totalS} s, over ${RESYNC_TARGET_S} s`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await harness.cleanUp();
}
process.exit(failed ? 1 : 0);
