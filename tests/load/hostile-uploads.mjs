#!/usr/bin/env node
// Does the API keep answering while it is fed hostile uploads and long plagiarism checks?
//
// Starts the built API (api/dist: run `npx tsc -b api` first) in production mode on a fresh
// database (DATABASE_URL's server when set, otherwise an embedded PostgreSQL), then writes 1,000
// earlier essays straight into the tables, text and plagiarism fingerprints (the fingerprints made
// here with Lantern's own fingerprintText): 900 unrelated, 95 with stretches copied from the essay
// checked below, 5 whole copies of it handed in by another student. Two probes run throughout:
//   - health: GET /api/health, one at a time, every 20 ms;
//   - chat: a student and their tutor in a live session take turns sending a message over their
//     sockets every 100 ms (`classroom.message.send`), timed from the emit to the server's ack.
// Yardstick: the same probes for --idle-seconds on the same API while it has nothing else to do.
// Then, while the probes run, a student hands in the same 30-page essay --checks times (each is
// converted and checked for plagiarism against the 1,000), and an attacker keeps uploading, one
// file at a time: a 1 MB PDF whose page stream inflates to 1 GiB, a 1 MB Word file inflating to
// 1 GiB, a 25 MB file (over the upload limit), random bytes named .pdf, and HTML behind a PDF
// header. The run waits until every upload has been converted or failed, prints each probe's
// p50/p99/max for both phases and what became of the uploads, and exits 1 when either probe's p99
// under attack is 50 ms or more.
//
// LibreOffice is kept out (SOFFICE_PATH points nowhere, so Word files fail at once, saying why):
// bounding LibreOffice itself is another part of the work, and a bomb in it can take gigabytes of a
// shared machine. --libreoffice lets the API use the one on PATH. --cpu-prof <dir> writes a V8 CPU
// profile of the API's main thread there.
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fingerprintText } from '@lantern/shared/domain/essays/plagiarism';
import pg from 'pg';
import { inflatingDocx, inflatingPdf } from '../../api/test/hostile-files.ts';
import { openSocket, signIn } from './lib/bench-clients.mjs';
import { createHarness, percentile } from './lib/bench-harness.mjs';
import { textPdf } from './lib/text-pdf.mjs';

const CEILING_P99_MS = 50;
const PAGES = 30;
const LINES_PER_PAGE = 24;
const WORDS_PER_LINE = 10;
const { values: options } = parseArgs({
  options: {
    checks: { type: 'string', default: '10' },
    earlier: { type: 'string', default: '1000' },
    'idle-seconds': { type: 'string', default: '15' },
    libreoffice: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    // Which hostile files to send (comma-separated names, e.g. inflating.pdf,oversize.pdf); all by default.
    hostile: { type: 'string' },
  },
});
const checkCount = Number(options.checks);
const earlierCount = Number(options.earlier);

// ---- Texts: made-up words from a seeded generator, so unrelated essays share no five-word run.

function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SYLLABLES = 'ka lo mi ren tas vo pel dun shi gar ne bu ris tol am fe quin sor da lev'.split(' ');
const random = seeded(17);
const VOCABULARY = Array.from({ length: 3000 }, () =>
  Array.from(
    { length: 2 + Math.floor(random() * 2) },
    () => SYLLABLES[Math.floor(random() * SYLLABLES.length)],
  ).join(''),
);
const words = (count) =>
  Array.from({ length: count }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]);
const toLines = (list) =>
  Array.from({ length: Math.ceil(list.length / WORDS_PER_LINE) }, (_, index) =>
    list.slice(index * WORDS_PER_LINE, (index + 1) * WORDS_PER_LINE).join(' '),
  );

/** Pages of lines as Lantern stores an essay's text: lines joined by "\n", pages by a blank line. */
function essayText(pages) {
  const pageOffsets = [];
  let text = '';
  pages.forEach((lines, index) => {
    if (index > 0) text += '\n\n';
    pageOffsets.push(text.length);
    text += lines.join('\n');
  });
  return { text, pageOffsets };
}

const checkedWords = words(PAGES * LINES_PER_PAGE * WORDS_PER_LINE);
const checkedPages = Array.from({ length: PAGES }, (_, page) =>
  toLines(
    checkedWords.slice(page * LINES_PER_PAGE * WORDS_PER_LINE, (page + 1) * LINES_PER_PAGE * WORDS_PER_LINE),
  ),
);

/** Earlier essay `index`: a whole copy, a few copied stretches among its own words, or all its own. */
function earlierPages(index) {
  if (index < 5) return checkedPages;
  const own = words(3 * LINES_PER_PAGE * WORDS_PER_LINE);
  if (index < 100)
    for (let stretch = 0; stretch < 4; stretch++) {
      const from = Math.floor(random() * (checkedWords.length - 60));
      own.splice(Math.floor(random() * own.length), 0, ...checkedWords.slice(from, from + 60));
    }
  const perPage = Math.ceil(own.length / 3);
  return Array.from({ length: 3 }, (_, page) => toLines(own.slice(page * perPage, (page + 1) * perPage)));
}

// ---- The world: people, the live session, the earlier essays.

async function copyUsers(db, template, prefix, count) {
  const { rows } = await db.query(
    `insert into users (username, password_hash, first_name, last_name, roles, "current_role", user_type_id,
                        school_id, district_id, timezone, preferred_language, accepted_agreement,
                        password_changed, created_at, updated_at)
     select $1 || n, u.password_hash, u.first_name, 'Bench ' || n, u.roles, u."current_role", u.user_type_id,
            u.school_id, u.district_id, u.timezone, u.preferred_language, true, u.password_changed, now(), now()
       from users u, generate_series(1, $2::int) n
      where u.username = $3
      order by n
     returning id, username`,
    [prefix, count, template],
  );
  if (rows.length !== count) throw new Error(`the demo ${template} is missing: is SEED_DEMO on?`);
  return rows;
}

async function people(db) {
  const students = await copyUsers(db, 'student', 'bench.student.', 3);
  const [tutor] = await copyUsers(db, 'tutor', 'bench.tutor.', 1);
  await db.query(`insert into students (user_id, is_new) select unnest($1::int[]), false`, [
    students.map((s) => s.id),
  ]);
  await db.query(`insert into tutors (user_id, tutor_since) select $1, now()`, [tutor.id]);
  const [chatter, writer, attacker] = students;
  const {
    rows: [session],
  } = await db.query(
    `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id, requested_at, matched_at)
     values ($1, $2, 'matched', 'tutor', 1, 'Bench question', 1, now(), now()) returning id`,
    [chatter.id, tutor.id],
  );
  return { chatter, tutor, writer, attacker, sessionId: session.id };
}

async function placeEarlierEssays(db) {
  const {
    rows: [{ id: studentId }],
  } = await db.query(`select id from users where username = 'student'`);
  const BATCH = 100;
  let fingerprints = 0;
  for (let first = 0; first < earlierCount; first += BATCH) {
    const texts = Array.from({ length: Math.min(BATCH, earlierCount - first) }, (_, offset) =>
      essayText(earlierPages(first + offset)),
    );
    const { rows } = await db.query(
      `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                           source_files, instruction_files, pdf_key, conversion_state, conversion_progress,
                           plagiarism_state, extracted_text, page_offsets)
       select 2, $1, 1, 'essay', 'Earlier essay ' || n, 'Details', now() - interval '30 days', now() - interval '29 days',
              '[]', '[]', 'essays/bench.pdf', 'converted', 100, 'checked', t.text, t.offsets::jsonb
         from unnest($2::text[], $3::text[]) with ordinality as t(text, offsets, n)
        order by n
       returning id`,
      [studentId, texts.map((t) => t.text), texts.map((t) => JSON.stringify(t.pageOffsets))],
    );
    const columns = { essay: [], hash: [], word: [], start: [], end: [] };
    rows.forEach(({ id }, index) => {
      for (const fingerprint of fingerprintText(texts[index].text)) {
        columns.essay.push(id);
        columns.hash.push(fingerprint.hash);
        columns.word.push(fingerprint.word);
        columns.start.push(fingerprint.start);
        columns.end.push(fingerprint.end);
      }
    });
    fingerprints += columns.essay.length;
    await db.query(
      `insert into essay_fingerprints (essay_id, hash, word, start, "end")
       select unnest($1::int[]), unnest($2::bigint[]), unnest($3::int[]), unnest($4::int[]), unnest($5::int[])`,
      [columns.essay, columns.hash.map(String), columns.word, columns.start, columns.end],
    );
  }
  await db.query('analyze essay_fingerprints');
  return fingerprints;
}

// ---- Clients.

/** Hands in one file as an essay; the essay's id, or the status it was refused with. */
async function upload(baseUrl, token, name, bytes, type) {
  const form = new FormData();
  form.set('title', `Bench ${name}`);
  form.set('details', 'Bench upload');
  form.append('files', new Blob([bytes], { type }), name);
  const response = await fetch(`${baseUrl}/api/essays`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: baseUrl },
    body: form,
  }).catch((error) => ({ ok: false, status: `connection ${error.cause?.code ?? error.message}` }));
  if (!response.ok) return { refused: response.status };
  return { id: (await response.json()).data.id };
}

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** Runs both probes until `until` settles; their round trips in ms. */
async function probe(baseUrl, chat, until) {
  let running = true;
  const health = [];
  const messages = [];
  const failures = [];
  const healthLoop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      health.push(performance.now() - started);
      if (response.status !== 200) failures.push(`health ${response.status}`);
      await pause(20);
    }
  })();
  const chatLoop = (async () => {
    for (let turn = 0; running; turn++) {
      const from = chat.sockets[turn % 2];
      const started = performance.now();
      const answer = await new Promise((done) =>
        from.emit(
          'classroom.message.send',
          { session_id: chat.sessionId, client_id: randomUUID(), text: `Bench message ${turn}` },
          done,
        ),
      );
      messages.push(performance.now() - started);
      if (!answer?.ok) failures.push(`chat ${JSON.stringify(answer?.error ?? answer)}`);
      await pause(100);
    }
  })();
  await until;
  running = false;
  await Promise.all([healthLoop, chatLoop]);
  return { health, messages, failures };
}

const fmt = (value) => `${value.toFixed(1)} ms`;
const summary = (values) =>
  `n ${String(values.length).padStart(5)} · p50 ${fmt(percentile(values, 0.5)).padStart(9)} · p99 ${fmt(percentile(values, 0.99)).padStart(9)} · max ${fmt(Math.max(...values)).padStart(9)}`;
const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

const harness = createHarness();
const sockets = [];
try {
  const databaseUrl = await harness.startDatabase();
  const api = await harness.startApi({
    databaseUrl,
    env: {
      LOG_LEVEL: 'warn',
      JOBS_POLL_SECONDS: '0.5',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      // One writer and one attacker send far more a minute than a person may: what is measured
      // here is the work each upload costs, not the limits that would refuse most of them.
      ...Object.fromEntries(
        ['UPLOAD', 'CONVERSION'].flatMap((bucket) =>
          ['PER_USER', 'PER_INSTANCE'].map((scope) => [`RATE_LIMIT_${bucket}_${scope}`, '100000']),
        ),
      ),
      ...(options.libreoffice
        ? {}
        : { SOFFICE_PATH: `/nonexistent/soffice-${randomBytes(4).toString('hex')}` }),
    },
    nodeArgs: options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options['cpu-prof'])}`] : [],
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  harness.cleanups.push(() => db.end());

  let phase = performance.now();
  const cast = await people(db);
  const fingerprints = await placeEarlierEssays(db);
  console.log(
    `${earlierCount} earlier essays placed with ${fingerprints} fingerprints in ${((performance.now() - phase) / 1000).toFixed(1)} s`,
  );
  const [chatterToken, tutorToken, writerToken, attackerToken] = await Promise.all(
    [cast.chatter, cast.tutor, cast.writer, cast.attacker].map((person) => signIn(api.url, person.username)),
  );
  const chat = { sessionId: cast.sessionId, sockets: [] };
  for (const token of [chatterToken, tutorToken]) {
    const socket = await openSocket(api.url, token);
    sockets.push(socket);
    chat.sockets.push(socket);
  }

  const essayPdf = textPdf(checkedPages);
  const allHostile = [
    { name: 'inflating.pdf', bytes: inflatingPdf(), type: 'application/pdf' },
    {
      name: 'inflating.docx',
      bytes: inflatingDocx(),
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    {
      name: 'oversize.pdf',
      bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(25 * 1024 * 1024)]),
      type: 'application/pdf',
    },
    { name: 'random.pdf', bytes: randomBytes(200_000), type: 'application/pdf' },
    {
      name: 'html.pdf',
      bytes: Buffer.from(`%PDF-1.4\n<html><body>${'<p>not a pdf</p>'.repeat(5000)}</body></html>`),
      type: 'application/pdf',
    },
  ];
  const hostile = options.hostile
    ? allHostile.filter((file) => options.hostile.split(',').includes(file.name))
    : allHostile;
  console.log(
    `A ${PAGES}-page essay (${checkedWords.length} words, ${(essayPdf.length / 1024).toFixed(0)} KB) and ${hostile.length} hostile files ready (${load()})`,
  );

  // Yardstick: the same probes on the same API with nothing else to do.
  const idle = await probe(api.url, chat, pause(Number(options['idle-seconds']) * 1000));

  // The attack: the checks and the hostile stream at once, until every upload is settled.
  phase = performance.now();
  const uploads = { essays: [], hostile: [], refused: new Map() };
  const attack = (async () => {
    const writing = (async () => {
      for (let check = 0; check < checkCount; check++) {
        const result = await upload(api.url, writerToken, `essay-${check}.pdf`, essayPdf, 'application/pdf');
        if (result.id) uploads.essays.push(result.id);
        else throw new Error(`the ${PAGES}-page essay was refused: ${result.refused}`);
      }
    })();
    const attacking = (async () => {
      for (let round = 0; round < checkCount; round++)
        for (const file of hostile) {
          const result = await upload(api.url, attackerToken, file.name, file.bytes, file.type);
          if (result.id) uploads.hostile.push({ id: result.id, name: file.name });
          else
            uploads.refused.set(
              `${file.name} ${result.refused}`,
              (uploads.refused.get(`${file.name} ${result.refused}`) ?? 0) + 1,
            );
        }
    })();
    await Promise.all([writing, attacking]);
    const ids = [...uploads.essays, ...uploads.hostile.map((upload) => upload.id)];
    for (;;) {
      const { rows } = await db.query(
        `select count(*)::int as open from essays where id = any($1::int[]) and conversion_state in ('queued', 'converting')`,
        [ids],
      );
      if (rows[0].open === 0) return;
      await pause(500);
    }
  })();
  const attacked = await probe(api.url, chat, attack);
  const seconds = (performance.now() - phase) / 1000;

  console.log(`\nYardstick, the idle API (${options['idle-seconds']} s):`);
  console.log(`  health ${summary(idle.health)}`);
  console.log(`  chat   ${summary(idle.messages)}`);
  console.log(
    `Under attack (${seconds.toFixed(1)} s: ${checkCount} plagiarism checks, ${checkCount} rounds of ${hostile.length} hostile uploads; ${load()}):`,
  );
  console.log(`  health ${summary(attacked.health)}`);
  console.log(`  chat   ${summary(attacked.messages)}`);
  const failures = [...idle.failures, ...attacked.failures];
  if (failures.length) console.log(`  probe failures: ${failures.length} (first: ${failures[0]})`);

  const { rows: checks } = await db.query(
    `select conversion_state, plagiarism_state, plagiarism_score, jsonb_array_length(coalesce(plagiarism_passages, '[]')) as passages
       from essays where id = any($1::int[]) order by id`,
    [uploads.essays],
  );
  const scores = checks.map(
    (row) =>
      `${row.conversion_state}/${row.plagiarism_state} ${Number(row.plagiarism_score ?? 0).toFixed(2)} (${row.passages} passages)`,
  );
  console.log(`Checks: ${[...new Set(scores)].join('; ')} × ${checks.length}`);
  const { rows: outcomes } = await db.query(
    `select title, conversion_state, conversion_error, count(*)::int as n from essays where id = any($1::int[])
      group by 1, 2, 3 order by 1`,
    [uploads.hostile.map((upload) => upload.id)],
  );
  for (const row of outcomes)
    console.log(
      `  ${row.title.replace('Bench ', '')} ×${row.n}: ${row.conversion_state}${row.conversion_error ? ` (${row.conversion_error})` : ''}`,
    );
  for (const [what, count] of uploads.refused) console.log(`  ${what} ×${count}: refused at upload`);

  const worst = Math.max(percentile(attacked.health, 0.99), percentile(attacked.messages, 0.99));
  const checked = checks.filter((row) => row.plagiarism_state === 'checked').length;
  console.log(
    `p99 under attack ${fmt(worst)} (ceiling ${CEILING_P99_MS} ms): ${worst < CEILING_P99_MS ? 'met' : 'NOT met'}; ${checked} of ${checkCount} checks done`,
  );
  if (worst >= CEILING_P99_MS || checked < checkCount || failures.length) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.disconnect();
  await harness.cleanUp();
}
