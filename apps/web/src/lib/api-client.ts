export class ApiError extends Error {
  code: string;
  status: number;
  details?: unknown;

  constructor(code: string, message: string, status: number, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export interface ApiFetchOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a report sent while the member leaves it); the body must stay under 64 KB. */
  keepalive?: boolean;
}

interface ErrorEnvelope {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError an error answer's envelope describes (uploadWithProgress reads answers too). */
export function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as ErrorEnvelope | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  return new ApiError(code, message, status, error?.details);
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: hasBody
      ? { Accept: 'application/json', 'Content-Type': 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
    signal: options.signal,
    keepalive: options.keepalive,
  };

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error', 0);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

/** Sends one file as multipart/form-data (the browser sets the boundary); errors as apiFetch. */
export async function apiUpload<T>(path: string, file: File, field = 'file'): Promise<T> {
  const body = new FormData();
  body.append(field, file, file.name);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error', 0);
  }
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
