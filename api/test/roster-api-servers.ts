// Local roster APIs that answer as the published ones do, for the integration tests and the
// journeys: a OneRoster 1.2 REST rostering service (OAuth2 client credentials, `limit`/`offset`
// paging with `X-Total-Count`) and Clever's data API v3.0 (a bearer token, `links` rel=next
// paging). Both serve a RosterSpec (`oneroster-fixtures.ts`) that the test may change between
// runs. Erasable TypeScript only: the journeys load it too.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RosterSpec } from './oneroster-fixtures.ts';

export interface RosterApiServer {
  url: string;
  /** Requests answered, by path (without the query). */
  requests: string[];
  close(): Promise<void>;
}

const GRADES: Record<string, string> = { '09': '9', '10': '10', '11': '11', '12': '12' };
const ref = (sourcedId: string, type: string) => ({ href: `/${type}s/${sourcedId}`, sourcedId, type });
const STAMP = '2026-11-01T00:00:00.000Z';

/** The district as a OneRoster 1.2 REST service answers it, collection by collection. */
export function oneRosterJson(spec: RosterSpec): Record<string, object[]> {
  const term = `${spec.district.id}-term`;
  const base = (sourcedId: string) => ({ sourcedId, status: 'active', dateLastModified: STAMP });
  return {
    orgs: [
      { ...base(spec.district.id), name: spec.district.name, type: 'district', identifier: '', parent: null },
      ...spec.schools.map((s) => ({
        ...base(s.id),
        name: s.name,
        type: 'school',
        parent: ref(spec.district.id, 'org'),
      })),
    ],
    academicSessions: [
      {
        ...base(term),
        title: 'School year',
        type: 'schoolYear',
        startDate: '2026-08-01',
        endDate: '2027-07-31',
        schoolYear: '2027',
      },
    ],
    courses: spec.courses.map((c) => ({
      ...base(c.id),
      title: c.title,
      courseCode: '',
      org: ref(spec.district.id, 'org'),
    })),
    classes: spec.classes.map((k) => ({
      ...base(k.id),
      title: k.title,
      classType: 'scheduled',
      course: ref(k.course, 'course'),
      school: ref(k.school, 'org'),
      terms: [ref(term, 'academicSession')],
    })),
    users: spec.people.map((p) => ({
      ...base(p.id),
      enabledUser: p.enabled ?? true,
      username: p.username,
      givenName: p.givenName,
      familyName: p.familyName,
      email: p.email ?? '',
      grades: p.grade ? [p.grade] : [],
      roles: [{ roleType: 'primary', role: p.role, org: ref(p.school, 'org') }],
      primaryOrg: ref(p.school, 'org'),
    })),
    enrollments: spec.enrollments.map((e) => ({
      ...base(e.id),
      role: e.role,
      primary: e.role === 'teacher',
      user: ref(e.person, 'user'),
      class: ref(e.class, 'class'),
      school: ref(spec.classes.find((k) => k.id === e.class)!.school, 'org'),
    })),
  };
}

/** The district as Clever's v3.0 data API answers it: each record wrapped as `{ data, uri }`. */
export function cleverJson(spec: RosterSpec): Record<string, ({ id: string } & Record<string, unknown>)[]> {
  const district = spec.district.id;
  const role = (p: RosterSpec['people'][number]) => ({
    school: p.school,
    schools: [p.school],
    sis_id: p.id,
    credentials: { district_username: p.username },
    ...(p.grade ? { grade: GRADES[p.grade] ?? p.grade } : {}),
  });
  return {
    districts: [{ id: district, name: spec.district.name }],
    schools: spec.schools.map((s) => ({ id: s.id, name: s.name, district })),
    courses: spec.courses.map((c) => ({ id: c.id, name: c.title, district })),
    sections: spec.classes.map((k) => {
      const of = (r: 'student' | 'teacher') =>
        spec.enrollments.filter((e) => e.class === k.id && e.role === r).map((e) => e.person);
      return {
        id: k.id,
        name: k.title,
        school: k.school,
        course: k.course,
        district,
        teacher: of('teacher')[0] ?? null,
        teachers: of('teacher'),
        students: of('student'),
      };
    }),
    // Clever has no administrator role of a school; such people are left out, as Clever leaves them.
    users: spec.people
      .filter((p) => p.role !== 'administrator')
      .map((p) => ({
        id: p.id,
        district,
        email: p.email ?? null,
        name: { first: p.givenName, last: p.familyName, middle: '' },
        roles: { [p.role]: role(p) },
      })),
  };
}

function listen(
  handle: (request: IncomingMessage, url: URL, response: ServerResponse) => void,
): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    handle(request, url, response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};
const closing = (server: Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));

export const ONEROSTER_PATH = '/ims/oneroster/rostering/v1p2';

/**
 * A OneRoster 1.2 REST service: `POST /token` takes `client` / `secret` (HTTP Basic) and grants a
 * token; each collection under ONEROSTER_PATH answers `{ <collection>: [...] }` a page at a time,
 * the whole count in `X-Total-Count`. `pageSize` caps `limit` to make the client page.
 */
export async function startOneRosterServer(
  spec: () => RosterSpec,
  credentials = { client: 'lantern', secret: 's3cret' },
  pageSize = 3,
): Promise<RosterApiServer> {
  const token = 'or-token-1';
  const { server, url, requests } = await listen((request, at, response) => {
    if (at.pathname === '/token' && request.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${credentials.client}:${credentials.secret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return json(response, 401, { error: 'invalid_client' });
      return json(response, 200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
    }
    if (request.headers.authorization !== `Bearer ${token}`)
      return json(response, 401, { imsx_codeMajor: 'failure' });
    const name = at.pathname.startsWith(`${ONEROSTER_PATH}/`)
      ? at.pathname.slice(ONEROSTER_PATH.length + 1)
      : '';
    const all = oneRosterJson(spec())[name];
    if (!all)
      return json(response, 404, { imsx_codeMajor: 'failure', imsx_description: 'unknown collection' });
    const limit = Math.min(Number(at.searchParams.get('limit') ?? 100), pageSize);
    const offset = Number(at.searchParams.get('offset') ?? 0);
    json(
      response,
      200,
      { [name]: all.slice(offset, offset + limit) },
      { 'x-total-count': String(all.length) },
    );
  });
  return { url, requests, close: closing(server) };
}

/**
 * Clever's data API v3.0 for one district token: each collection under /v3.0 answers
 * `{ data: [{ data, uri }], links: [{ rel: 'self' }, { rel: 'next' }] }`, paged by `starting_after`.
 */
export async function startCleverServer(
  spec: () => RosterSpec,
  token = 'clever-district-token',
  pageSize = 3,
): Promise<RosterApiServer> {
  const { server, url, requests } = await listen((request, at, response) => {
    if (request.headers.authorization !== `Bearer ${token}`)
      return json(response, 401, { message: 'unauthorized' });
    const name = at.pathname.replace(/^\/v3\.0\//, '');
    const all = cleverJson(spec())[name];
    if (!at.pathname.startsWith('/v3.0/') || !all) return json(response, 404, { message: 'not found' });
    const limit = Math.min(Number(at.searchParams.get('limit') ?? 100), pageSize);
    const after = at.searchParams.get('starting_after');
    const start = after ? all.findIndex((record) => record.id === after) + 1 : 0;
    const page = all.slice(start, start + limit);
    const links = [{ rel: 'self', uri: `${at.pathname}${at.search}` }];
    if (start + limit < all.length)
      links.push({
        rel: 'next',
        uri: `/v3.0/${name}?limit=${limit}&starting_after=${encodeURIComponent(page.at(-1)!.id)}`,
      });
    json(response, 200, { data: page.map((data) => ({ data, uri: `/v3.0/${name}/${data.id}` })), links });
  });
  return { url, requests, close: closing(server) };
}
