/** What the download of a staff-only file (a contract template's document, a person's data) answered. */
export type StaffFileAnswer =
  | { kind: 'file'; blob: Blob; fileName: string }
  /** The session is no longer valid. */
  | { kind: 'unauthenticated' }
  /** No file: the gateway's own text when it said why (no permission, not found, no e-mail or phone), else null. */
  | { kind: 'failed'; message: string | null };

/** The name a `Content-Disposition: attachment; filename="…"` gives, without any folder; else `fallback`. */
export function attachmentFileName(contentDisposition: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/i
    .exec(contentDisposition ?? '')?.[1]
    ?.split(/[\\/]/)
    .at(-1)
    ?.trim();
  return name ? name : fallback;
}

async function refusalText(response: Response): Promise<string | null> {
  // The gateway's refusals (4xx) carry a pt-BR `{ message }`; its failures (5xx) say nothing useful.
  if (response.status < 400 || response.status >= 500) return null;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim() !== '') {
      return body.message.trim();
    }
  } catch {
    // Not JSON: the screen's own text.
  }
  return null;
}

/**
 * Fetches a file only staff may read from the gateway with the session's bearer token (a plain link could not send
 * it), never from the browser's cache, named as the server's `Content-Disposition` says (else `fallbackName`). Never
 * rejects.
 */
export async function fetchStaffFile(
  fileUrl: string,
  token: string,
  fallbackName: string,
  fetchFile: typeof fetch = fetch,
): Promise<StaffFileAnswer> {
  let response: Response;
  try {
    response = await fetchFile(fileUrl, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  } catch {
    return { kind: 'failed', message: null };
  }
  if (response.status === 401) return { kind: 'unauthenticated' };
  if (!response.ok) return { kind: 'failed', message: await refusalText(response) };
  try {
    return {
      kind: 'file',
      blob: await response.blob(),
      fileName: attachmentFileName(response.headers.get('content-disposition'), fallbackName),
    };
  } catch {
    return { kind: 'failed', message: null };
  }
}

/** Long enough for the browser to have started saving the file before its address is released. */
const releaseAfterMs = 10_000;

/** Saves a downloaded file under its name, through a temporary link to a blob address. */
export function saveFileAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs);
}
