import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  type Envelope,
  type FailureHandling,
  HEADERS,
  HTTP_TIMEOUT_MS,
  type Language,
  type NoInput,
  classifyFailure,
  endpointPath,
  signRequest,
} from '@portal/domain';

export class ApiError extends Error {
  constructor(
    readonly handling: FailureHandling,
    readonly status: number | null,
    readonly envelope: Envelope<unknown> | null = null,
  ) {
    super(handling.fallbackMessage || handling.messageKey || 'request failed');
    this.name = 'ApiError';
  }
}

/** The reason the server gave for a failed call, or null (no reply, or a reply without a message). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.envelope?.message ? error.envelope.message : null;
}

export type ApiClientDeps = {
  basePath: string;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** A fetch that reports how much of the body has gone (fetch cannot): used for uploads when the page wants progress. */
  fetchWithProgress?: (input: string, init: RequestInit, onProgress: (percent: number) => void) => Promise<Response>;
  /**
   * The session token to send as X-Access-Token: loaders read it from the page request's cookie. The browser has
   * none (its session cookie is HttpOnly and travels by itself), and says so with `sessionInCookie`.
   */
  token?: () => string | null;
  /** Asks sign-in replies to keep the session in the cookie only (HEADERS.sessionCookie). */
  sessionInCookie?: boolean;
  tenantId: () => string;
  /** The low-code app the page runs inside, if any (spec section 7). */
  lowAppId?: () => string | null;
  timeZone: () => string;
  language: () => Language;
  signingSecret: string;
  now?: () => number;
  timeoutMs?: number;
};

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
  /** A multipart body (uploads); the browser sets its Content-Type with the boundary. */
  form?: FormData;
  /** Adds X-Sign / X-TIMESTAMP for the calls the server verifies. */
  signed?: boolean;
  /** Dictionary item calls are cacheable, so they go without the `_t` buster. */
  dictionaryItem?: boolean;
  /** An Idempotency-Key, so a repeated submission is recognised by the server. */
  idempotencyKey?: string;
  /** Called with the percentage of the body sent (uploads). */
  onProgress?: (percent: number) => void;
};

/** What a call adds beside its definition's parts. */
export type CallOptions = Pick<RequestOptions, 'idempotencyKey' | 'onProgress' | 'dictionaryItem'>;

/** A call's input, left out altogether when its definition asks for nothing required. */
type CallArguments<D extends EndpointDefinition> =
  NoInput extends EndpointInput<D> ? [input?: EndpointInput<D>, options?: CallOptions] : [input: EndpointInput<D>, options?: CallOptions];

type LooseInput = { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: Record<string, unknown>; form?: FormData };

/** A definition's path with its parameters, and its request options from the definition and the input. */
function callOf(definition: EndpointDefinition, input: unknown, options: CallOptions = {}): { path: string; options: RequestOptions } {
  const parts = (input ?? {}) as LooseInput;
  return {
    path: endpointPath(definition, parts.params),
    options: {
      ...options,
      ...(parts.query ? { query: parts.query } : {}),
      ...(parts.body ? { body: parts.body } : {}),
      ...(parts.form ? { form: parts.form } : {}),
      ...(definition.signed ? { signed: true } : {}),
    },
  };
}

/** The address of a file endpoint (a PDF, a template) for a link or a frame, relative to the site. */
export function endpointHref<D extends EndpointDefinition>(basePath: string, definition: D, ...[input]: CallArguments<D>): string {
  const { path, options } = callOf(definition, input);
  return basePath + buildPath(path, options.query, null);
}

function buildPath(path: string, query: RequestOptions['query'], cacheBuster: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  if (cacheBuster !== null) params.set('_t', String(cacheBuster));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    return (await response.json()) as Envelope<unknown>;
  } catch {
    return null;
  }
}

/** A file reply's bytes and the name the server gives them. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name of a Content-Disposition header, preferring the UTF-8 form. */
export function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? 'download';
}

/** The one way the web app talks to the API, in the browser and in server-side loaders alike. */
export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;

  /** Sends with the spec's headers and timeout; a failure to get any reply becomes an ApiError. */
  async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
    const relative = buildPath(path, options.query, method === 'GET' && !options.dictionaryItem ? now() : null);
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': deps.language(),
      [HEADERS.timeZone]: deps.timeZone(),
      [HEADERS.tenantId]: deps.tenantId() || '0',
    });
    const token = deps.token?.();
    if (token) headers.set(HEADERS.accessToken, token);
    if (deps.sessionInCookie) headers.set(HEADERS.sessionCookie, '1');
    const lowAppId = deps.lowAppId?.();
    if (lowAppId) headers.set(HEADERS.lowAppId, lowAppId);
    if (options.body) headers.set('Content-Type', 'application/json');
    if (options.idempotencyKey) headers.set(HEADERS.idempotencyKey, options.idempotencyKey);
    if (options.signed) {
      headers.set(HEADERS.sign, signRequest(relative, options.body ?? {}, deps.signingSecret));
      headers.set(HEADERS.signTimestamp, String(now()));
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs ?? HTTP_TIMEOUT_MS);
    try {
      const init: RequestInit = {
        method,
        headers,
        signal: controller.signal,
        ...(options.body ? { body: JSON.stringify(options.body) } : options.form ? { body: options.form } : {}),
      };
      const { onProgress } = options;
      if (onProgress && deps.fetchWithProgress) return await deps.fetchWithProgress(deps.basePath + relative, init, onProgress);
      return await deps.fetch(deps.basePath + relative, init);
    } catch (error) {
      throw new ApiError(classifyFailure({ status: null, timedOut, networkMessage: error instanceof Error ? error.message : String(error) }), null);
    } finally {
      clearTimeout(timer);
    }
  }

  async function failure(response: Response): Promise<ApiError> {
    const envelope = await readEnvelope(response);
    return new ApiError(classifyFailure({ status: response.status, serverMessage: envelope?.message ?? '' }), response.status, envelope);
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const response = await send(method, path, options);
    if (!response.ok) throw await failure(response);
    const envelope = await readEnvelope(response);
    if (!envelope) throw await failure(response);
    return envelope as Envelope<T>;
  }

  /** A file reply (export, invoice): the bytes and the name the server gives in Content-Disposition. */
  async function download(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<DownloadedFile> {
    const response = await send('GET', path, options);
    if (!response.ok) throw await failure(response);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  }

  /** Calls an endpoint as its definition says; the reply's result is typed from the definition. */
  function call<D extends EndpointDefinition>(definition: D, ...[input, options]: CallArguments<D>): Promise<Envelope<EndpointResult<D>>> {
    const sent = callOf(definition, input, options);
    return request<EndpointResult<D>>(definition.method, sent.path, sent.options);
  }

  /** Fetches a file endpoint's bytes and the name the server gives them. */
  function fetchFile<D extends EndpointDefinition>(definition: D, ...[input]: CallArguments<D>): Promise<DownloadedFile> {
    const sent = callOf(definition, input);
    return download(sent.path, sent.options);
  }

  return {
    call,
    fetchFile,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
