import { LANG_HEADER, TOKEN_COOKIE, TOKEN_HEADER, type ErrorCode, type Locale } from '@biocloud/contracts';
import { getCookie } from './lib/cookies';
import { currentLocale } from './i18n/locale';

/** Every failed call ends as one of these: the HTTP status (0 without an answer) and the server's stable code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** What the server added to explain the refusal (e.g. the name clashes of a copy); shape depends on the code. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * Codes the client assigns itself when the server gave none. Typed literals, not the contracts' ERROR_CODE object:
 * that one is built with zod, which stays off the first load (issue 13 item 8); a misspelt code still fails to compile.
 */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  requestFailed: 'REQUEST_FAILED',
  internal: 'INTERNAL',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
} as const satisfies Record<string, ErrorCode>;

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return CLIENT_ERROR_CODES.unauthorized;
  if (status === 403) return CLIENT_ERROR_CODES.forbidden;
  if (status === 404) return CLIENT_ERROR_CODES.notFound;
  if (status >= 500) return CLIENT_ERROR_CODES.internal;
  return CLIENT_ERROR_CODES.requestFailed;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  /** Instance configuration is fetched without the token (spec). */
  withToken?: boolean;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Spec: POST, PUT and PATCH send their parameters as the body; a DELETE sends one only when given (DELETE /api/v1/files). */
const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken: () => string | undefined;
  getLocale: () => Locale;
}

export function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) if (v !== undefined && v !== null) search.append(key, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  // The error shape's schema (zod) loads with the first failed answer, not with every page's first load.
  const parsed = await import('./api/error-response')
    .then(({ errorResponseSchema }) => errorResponseSchema.safeParse(body))
    .catch(() => ({ success: false as const }));
  if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.details);
  // A code this build does not know yet (a newer server): the status's code, still with the server's message.
  const message = (body as { message?: unknown } | undefined)?.message;
  return new ApiError(
    response.status,
    codeForStatus(response.status),
    typeof message === 'string' ? message : response.statusText,
  );
}

export function createApiClient(deps: ApiClientDeps) {
  /** The headers every call carries: JSON accepted, the lang header, and the token unless told otherwise. */
  function baseHeaders(withToken = true): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', [LANG_HEADER]: deps.getLocale() };
    const token = withToken ? deps.getToken() : undefined;
    if (token) headers[TOKEN_HEADER] = token;
    return headers;
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const headers = baseHeaders(options.withToken !== false);
    let body: string | undefined;
    if (BODY_METHODS.has(method) && options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, CLIENT_ERROR_CODES.network, error instanceof Error ? error.message : '');
    }
    if (!response.ok) throw await toApiError(response);
    return (await readBody(response)) as T;
  }

  return {
    request,
    baseHeaders,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: token from the token cookie, lang from the route locale. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getToken: () => getCookie(TOKEN_COOKIE),
  getLocale: currentLocale,
});

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
