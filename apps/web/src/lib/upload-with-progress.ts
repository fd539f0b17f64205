import { ApiError, toApiError } from './api-client';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** Whole percent sent, 0 to 100. */
  percent: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** The multipart field the file travels in. */
  field?: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as multipart/form-data with XMLHttpRequest, whose upload events report how much of
 * the body has left (fetch cannot report that). Answers and errors as apiUpload: the JSON body, or
 * an ApiError from the error envelope; an aborted upload rejects with an AbortError.
 */
export function uploadWithProgress<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', field = 'file', signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (!onProgress) return;
      const total = event.lengthComputable ? event.total : file.size;
      const percent = total > 0 ? Math.min(100, Math.floor((event.loaded / total) * 100)) : 0;
      onProgress({ loaded: event.loaded, total, percent });
    });
    xhr.addEventListener('load', () => {
      cleanUp();
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(toApiError(xhr.status, payload));
    });
    xhr.addEventListener('error', () => {
      cleanUp();
      reject(new ApiError('NETWORK_ERROR', 'Network error', 0));
    });
    xhr.addEventListener('abort', () => {
      cleanUp();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    signal?.addEventListener('abort', onAbort);
    const body = new FormData();
    body.append(field, file, file.name);
    xhr.send(body);
  });
}
