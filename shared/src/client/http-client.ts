import type { z } from 'zod';
import type { SessionTokens } from '../contracts/auth.js';
import { API_PREFIX, type Endpoint, shellEndpoints } from '../contracts/shell-endpoints.js';
import type { ErrorBody } from '../contracts/errors.js';
import type { RouteName, Routes } from '../contracts/routes.js';
import { ApiError, NetworkError } from './api-error.js';

type Schema<R extends RouteName, K extends 'body' | 'response'> =
  Routes[R] extends Record<K, infer S extends z.ZodType> ? S : never;
export type ResponseOf<R extends RouteName> =
  Schema<R, 'response'> extends never ? unknown : z.infer<Schema<R, 'response'>>;
export type BodyOf<R extends RouteName> =
  Schema<R, 'body'> extends never ? undefined : z.input<Schema<R, 'body'>>;

export interface CallOptions<R extends RouteName> {
  body?: BodyOf<R>;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  timeoutMs?: number;
}

/** An upload's options: where (the route's path parameters) and a callback for the bytes sent so far. */
export interface UploadOptions {
  params?: CallOptions<RouteName>['params'];
  onProgress?(fraction: number): void;
}

/** A file an endpoint answered with, and the name the server gave it (`Content-Disposition`), if any. */
export interface ApiFile {
  blob: Blob;
  name: string | null;
}

/** One multipart request as it leaves: the client has filled in the address and the headers. */
export interface UploadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
  onProgress(fraction: number): void;
}

/** Sends a multipart request; rejects when no answer came (offline, connection dropped). */
export type UploadTransport = (request: UploadRequest) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin of the API, '' for same-origin. */
  baseUrl: string;
  getAccessToken(): string | null;
  /** New tokens after a refresh; the refresh token itself lives in an httpOnly cookie. */
  onTokens(tokens: SessionTokens): void;
  /** The refresh failed: the caller signs the user out. */
  onSessionEnded(): void;
  /** HTTP 429: the browser goes to the error page. */
  onRateLimited(): void;
  /** A read is being asked again (true) after a 503 or no answer, until it settles (false). */
  onRetrying?(retrying: boolean): void;
  /** The waits between those attempts; tests shorten them. */
  readRetryDelaysMs?: readonly number[];
  fetch?: typeof fetch;
  /** How multipart forms are sent; XMLHttpRequest unless a test says otherwise. */
  upload?: UploadTransport;
}

let allEndpoints: Promise<Readonly<Record<string, Endpoint>>> | null = null;

/**
 * How to call `name`: the shell's endpoints are at hand; the rest (the bulk of the table, which the
 * sign-in page must not carry) arrive with the first call that needs one.
 */
async function endpointFor(name: RouteName): Promise<Endpoint> {
  const shell: Readonly<Record<string, Endpoint>> = shellEndpoints;
  const known = shell[name];
  if (known) return known;
  allEndpoints ??= import('../contracts/endpoints.js').then((module) => module.endpoints);
  const route = (await allEndpoints)[name];
  if (!route) throw new Error(`No endpoint named ${name}`);
  return route;
}

/**
 * A read that met a restarting server (503) or no answer at all is asked again after these waits:
 * long enough together for a database restart. Writes are not: the server may have done them.
 */
const READ_RETRY_DELAYS_MS = [1000, 2000, 4000];

/** Calls that must never trigger refresh-and-retry, as the spec says for /login and /impersonate. */
const NO_REFRESH: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'impersonate',
  'refreshToken',
  'logout',
]);

/**
 * The API, by endpoint name: every request is addressed from its declared route, carries the
 * session's token, refreshes it once on a 401, reports a 429 and fails with an ApiError (or a
 * NetworkError when no answer came), whatever its body.
 */
export interface ApiClient {
  call<R extends RouteName>(name: R, options?: CallOptions<R>): Promise<ResponseOf<R>>;
  /** An endpoint that answers with a file (a PDF, a picture) rather than JSON. */
  download<R extends RouteName>(name: R, options?: Omit<CallOptions<R>, 'body'>): Promise<ApiFile>;
  /** Sends a multipart form (files), reporting the bytes sent; answers as `call` does. */
  upload<R extends RouteName>(name: R, form: FormData, options?: UploadOptions): Promise<ResponseOf<R>>;
  refresh(): Promise<SessionTokens>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let refreshing: Promise<SessionTokens> | null = null;

  function urlFor(
    path: string,
    params?: CallOptions<RouteName>['params'],
    query?: CallOptions<RouteName>['query'],
  ) {
    const filled = path.replace(/:([a-zA-Z_]+)/g, (_, key: string) => {
      const value = params?.[key];
      if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
      return encodeURIComponent(String(value));
    });
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    return `${options.baseUrl}${API_PREFIX}${filled}${qs ? `?${qs}` : ''}`;
  }

  /** The endpoint's address, from its declared route: no caller writes a path by hand. */
  async function addressOf(
    name: RouteName,
    params?: CallOptions<RouteName>['params'],
    query?: CallOptions<RouteName>['query'],
  ): Promise<{ method: Endpoint['method']; url: string }> {
    const route = await endpointFor(name);
    return { method: route.method, url: urlFor(route.path, params, query) };
  }

  // Read at each attempt: the retry after a refresh carries the new token.
  function headersFor(accept: string): Record<string, string> {
    const headers: Record<string, string> = { accept };
    const token = options.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  async function send(
    method: string,
    url: string,
    body: unknown,
    timeoutMs: number | undefined,
    accept = 'application/json',
  ): Promise<Response> {
    const headers = headersFor(accept);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const controller = new AbortController();
    const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
    try {
      return await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (error) {
      const aborted = controller.signal.aborted;
      throw new NetworkError(aborted ? 'The request timed out' : (error as Error).message, aborted);
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  async function toError(response: Response): Promise<ApiError> {
    const text = await response.text();
    try {
      const parsed: unknown = JSON.parse(text);
      if (isErrorBody(parsed)) {
        const { code, message, details } = parsed.error;
        return new ApiError(response.status, code, message, details);
      }
    } catch {
      // Not JSON: a proxy or crash page. Fall through to a generic error.
    }
    return new ApiError(response.status, response.status, response.statusText || 'Request failed');
  }

  // No schema parse here: the API checks every response against its contract before sending it
  // (strictly outside production), and the schema library stays off the sign-in page.
  async function unwrap<R extends RouteName>(response: Response): Promise<ResponseOf<R>> {
    const payload = (await response.json()) as { data: ResponseOf<R> };
    return payload.data;
  }

  async function refresh(): Promise<SessionTokens> {
    refreshing ??= (async () => {
      try {
        const response = await send('GET', urlFor(shellEndpoints.refreshToken.path), undefined, 15_000);
        if (!response.ok) throw await toError(response);
        const tokens = await unwrap<'refreshToken'>(response);
        options.onTokens(tokens);
        return tokens;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** A GET asked again while the server is briefly away, saying so through `onRetrying`. */
  async function patiently(method: string, attempt: () => Promise<Response>): Promise<Response> {
    if (method !== 'GET') return attempt();
    let retrying = false;
    try {
      for (const delayMs of options.readRetryDelaysMs ?? READ_RETRY_DELAYS_MS) {
        const response = await attempt().catch((error: unknown) => {
          if (error instanceof NetworkError && !error.timedOut) return null;
          throw error;
        });
        if (response && response.status !== 503) return response;
        if (!retrying) options.onRetrying?.(true);
        retrying = true;
        await new Promise((done) => setTimeout(done, delayMs));
      }
      return await attempt();
    } finally {
      if (retrying) options.onRetrying?.(false);
    }
  }

  /** One request whatever its body: refreshed once on a 401, a 429 reported, a refusal an ApiError. */
  async function exchange(name: RouteName, attempt: () => Promise<Response>): Promise<Response> {
    let response = await attempt();
    if (response.status === 401 && !NO_REFRESH.has(name) && options.getAccessToken()) {
      try {
        await refresh();
      } catch (error) {
        options.onSessionEnded();
        throw error;
      }
      response = await attempt();
    }
    if (response.status === 429) options.onRateLimited();
    if (!response.ok) throw await toError(response);
    return response;
  }

  async function call<R extends RouteName>(
    name: R,
    callOptions: CallOptions<R> = {},
  ): Promise<ResponseOf<R>> {
    const { method, url } = await addressOf(name, callOptions.params, callOptions.query);
    const response = await exchange(name, () =>
      patiently(method, () => send(method, url, callOptions.body, callOptions.timeoutMs)),
    );
    return unwrap<R>(response);
  }

  async function download<R extends RouteName>(
    name: R,
    callOptions: Omit<CallOptions<R>, 'body'> = {},
  ): Promise<ApiFile> {
    const { method, url } = await addressOf(name, callOptions.params, callOptions.query);
    const response = await exchange(name, () =>
      patiently(method, () => send(method, url, undefined, callOptions.timeoutMs, '*/*')),
    );
    const { attachmentName } = await import('./file-transfer.js');
    return { blob: await response.blob(), name: attachmentName(response.headers.get('content-disposition')) };
  }

  async function upload<R extends RouteName>(
    name: R,
    form: FormData,
    uploadOptions: UploadOptions = {},
  ): Promise<ResponseOf<R>> {
    const { method, url } = await addressOf(name, uploadOptions.params);
    const onProgress = uploadOptions.onProgress ?? (() => undefined);
    const transport = options.upload ?? (await import('./file-transfer.js')).xhrUploadTransport;
    const response = await exchange(name, () =>
      transport({ method, url, headers: headersFor('application/json'), form, onProgress }).catch(
        (error: unknown) => {
          throw new NetworkError((error as Error).message);
        },
      ),
    );
    return unwrap<R>(response);
  }

  return { call, download, upload, refresh };
}

/** The catalogue's error shape, checked by hand so that no schema library is needed to read a 401. */
function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return (
    (typeof error?.code === 'number' || typeof error?.code === 'string') && typeof error.message === 'string'
  );
}
