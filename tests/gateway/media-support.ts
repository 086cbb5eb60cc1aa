/** The stack, documents and operations of the media suites (videos, contract templates). */
import type { RunningStack } from '../support/stack.js';
import { multipartAs } from './back-office-support.js';
import { CLERK, startSignedInStack } from './staff-stack.js';
import { OUTCOME_FIELDS, type OutcomeData } from './support.js';
import type { MultipartAnswer, UploadFile } from './visitors-support.js';

export interface MediaStack {
  stack: RunningStack;
  adminToken: string;
  /** A signed-in user holding only the clientes permission. */
  clerkToken: string;
  close(): Promise<void>;
}

/** The real stack with demo content, the administrator and a clerk without videos nor modelos-documento, both signed in. */
export async function startMediaStack(): Promise<MediaStack> {
  const { stack, adminToken, staffToken: clerkToken } = await startSignedInStack(CLERK);
  return { stack, adminToken, clerkToken, close: () => stack.close() };
}

/** A template mutation with its document at `variables.file`. */
export function withDocument<T>(
  suite: MediaStack,
  query: string,
  variables: Record<string, unknown>,
  document: { bytes: Uint8Array; fileName: string; type: string },
): Promise<MultipartAnswer<T>> {
  const file: UploadFile = { variablePath: 'variables.file', ...document };
  return multipartAs<T>(suite.stack.gatewayUrl, suite.adminToken, query, { ...variables, file: null }, [file]);
}

/** A small but complete PDF (one page saying `text`), with a correct cross-reference table. */
export function samplePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const VIDEO_FIELDS = 'id title description url embedUrl type isActive';
const TEMPLATE_FIELDS = 'id title description isActive fileName downloadUrl';

export const VIDEOS = `query Videos($type: VideoType, $isActive: Boolean) { videos(type: $type, isActive: $isActive) { ${VIDEO_FIELDS} } }`;
export const VIDEO = `query Video($id: ID!) { video(id: $id) { ${VIDEO_FIELDS} } }`;
export const CREATE_VIDEO = `mutation CreateVideo($input: VideoInput!) {
  createVideo(input: $input) { ${OUTCOME_FIELDS} video { ${VIDEO_FIELDS} } }
}`;
export const UPDATE_VIDEO = `mutation UpdateVideo($id: ID!, $input: VideoInput!) {
  updateVideo(id: $id, input: $input) { ${OUTCOME_FIELDS} video { ${VIDEO_FIELDS} } }
}`;
export const TEMPLATES = `query Templates { contractTemplates { ${TEMPLATE_FIELDS} } }`;
export const TEMPLATE = `query Template($id: ID!) { contractTemplate(id: $id) { ${TEMPLATE_FIELDS} } }`;
export const CREATE_TEMPLATE = `mutation CreateTemplate($input: ContractTemplateInput!, $file: Upload) {
  createContractTemplate(input: $input, file: $file) { ${OUTCOME_FIELDS} template { ${TEMPLATE_FIELDS} } }
}`;
export const UPDATE_TEMPLATE = `mutation UpdateTemplate($id: ID!, $input: ContractTemplateInput!, $file: Upload) {
  updateContractTemplate(id: $id, input: $input, file: $file) { ${OUTCOME_FIELDS} template { ${TEMPLATE_FIELDS} } }
}`;

export interface VideoData {
  id: string;
  title: string;
  description: string | null;
  url: string;
  embedUrl: string | null;
  type: 'INTERNAL' | 'EXTERNAL';
  isActive: boolean;
}

export interface TemplateData {
  id: string;
  title: string;
  description: string | null;
  isActive: boolean;
  fileName: string | null;
  downloadUrl: string | null;
}

/** A media mutation's result, its record under `K`. */
export type WriteResult<K extends string, T> = OutcomeData & { [P in K]: T | null };
