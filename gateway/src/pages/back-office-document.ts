/** The back office stays out of search engines: its pages' robots meta and `X-Robots-Tag`. */
export const BACK_OFFICE_ROBOTS = 'noindex';
/** The back office's own document title, followed by the agency's name when it is known. */
const BACK_OFFICE_TITLE = 'Área administrativa';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function backOfficeTitle(agencyName: string | null): string {
  const name = agencyName?.trim();
  return name ? `${BACK_OFFICE_TITLE} — ${name}` : BACK_OFFICE_TITLE;
}

/**
 * The built index.html as the back office's document: its own title instead of the public site's title and
 * description, and `noindex`. The browser app renders everything else.
 */
export function backOfficeDocument(shell: string, agencyName: string | null): string {
  const head = `<title>${escapeHtml(backOfficeTitle(agencyName))}</title><meta name="robots" content="${BACK_OFFICE_ROBOTS}">`;
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}</head>`);
}
