export type TemplateFileAnswer =
  | { kind: 'file'; blob: Blob }
  /** The session is no longer valid. */
  | { kind: 'unauthenticated' }
  /** No file: the server's own text when it said why (no permission, not found), else null. */
  | { kind: 'failed'; message: string | null };

async function refusalText(response: Response): Promise<string | null> {
  // The gateway's own refusals (4xx) carry a pt-BR `{ message }`; its failures (5xx) say nothing useful.
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
 * Fetches a template's document from the gateway with the session's bearer token (a plain link could
 * not send it). Never rejects.
 */
export async function fetchTemplateFile(downloadUrl: string, token: string, fetchFile: typeof fetch = fetch): Promise<TemplateFileAnswer> {
  let response: Response;
  try {
    response = await fetchFile(downloadUrl, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  } catch {
    return { kind: 'failed', message: null };
  }
  if (response.status === 401) return { kind: 'unauthenticated' };
  if (!response.ok) return { kind: 'failed', message: await refusalText(response) };
  try {
    return { kind: 'file', blob: await response.blob() };
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
