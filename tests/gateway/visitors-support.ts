/** Helpers of the visitor suites: multipart GraphQL requests, sample photos and reads of the API's database. */
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import { useOwnTmpDir, type OwnTmpDir } from './own-tmp-dir.js';
import { OUTCOME_FIELDS, type GraphQLErrorBody, type OutcomeData } from './support.js';

export interface UploadFile {
  /** Where the file goes in the operation, e.g. `variables.mainImage` or `variables.otherImages.1`. */
  variablePath: string;
  bytes: Uint8Array;
  fileName: string;
  type: string;
}

export interface MultipartAnswer<T> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

/**
 * The body of a GraphQL multipart request (graphql-multipart-request-spec) built by hand: `operations`,
 * then `map`, then one part per file. The files' variables are null in `operations`; `map` places them.
 */
export function multipartForm(query: string, variables: Record<string, unknown>, files: readonly UploadFile[]): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.variablePath]]))));
  files.forEach((file, index) => form.append(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName));
  return form;
}

/** Sends a GraphQL multipart request (see `multipartForm`) and reads its answer. */
export async function multipartGraphql<T>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown>,
  files: readonly UploadFile[],
  headers: Record<string, string> = { 'Apollo-Require-Preflight': 'true' },
): Promise<MultipartAnswer<T>> {
  const form = multipartForm(query, variables, files);
  const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', body: form, headers });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorBody[] };
  return { status: response.status, ...body };
}

/** The photos of a registration as upload files: the first is the main one, the rest additional. */
export function photoFiles(photos: readonly Uint8Array[], fileNames: readonly string[] = []): UploadFile[] {
  return photos.map((bytes, index) => ({
    variablePath: index === 0 ? 'variables.mainImage' : `variables.otherImages.${index - 1}`,
    bytes,
    fileName: fileNames[index] ?? `foto-${index + 1}.jpg`,
    type: 'image/jpeg',
  }));
}

/** A real JPEG photo of one colour. */
export function sampleJpeg(color: string, width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Reads the API's SQLite database of a stack (the file `app.db` in its data dir). */
export function readDatabase<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const database = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return database.prepare(sql).all(...params) as T[];
  } finally {
    database.close();
  }
}

/** A stack without demo content whose registration rate limits never stop a suite's many requests. */
function startRegistrationStack(): Promise<RunningStack> {
  return startStack({
    seedDemo: false,
    rateLimits: {
      register: { max: 1000, windowMs: 60_000 },
      registerRefused: { max: 1000, windowMs: 60_000 },
    },
  });
}

export interface RegistrationSuite {
  /** The running stack; only inside the tests. */
  stack: () => RunningStack;
  /** The gateway's photo folders left in the suite's own temp dir. */
  uploadDirsLeft: () => Promise<string[]>;
}

/**
 * Starts the registration stack for the enclosing file or `describe`, after pointing the temp dir at a
 * folder of the suite's own (the gateway keeps photos there while it sends them); both undone after the tests.
 */
export function useRegistrationStack(tmpPrefix: string): RegistrationSuite {
  let stack: RunningStack | undefined;
  let ownTmp: OwnTmpDir | undefined;
  beforeAll(async () => {
    ownTmp = await useOwnTmpDir(tmpPrefix);
    stack = await startRegistrationStack();
  });
  afterAll(async () => {
    await stack?.close();
    await ownTmp?.restore();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('A pilha de teste ainda não foi iniciada.');
    return value;
  };
  return { stack: () => started(stack), uploadDirsLeft: () => started(ownTmp).uploadDirsLeft() };
}

export const REGISTER_PROPERTY = /* GraphQL */ `
  mutation Register($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {
    registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) { ${OUTCOME_FIELDS} }
  }
`;

export const SEND_CONTACT_MESSAGE = /* GraphQL */ `
  mutation Contact($input: ContactMessageInput!) {
    sendContactMessage(input: $input) { ${OUTCOME_FIELDS} }
  }
`;

/** What the visitors' writes answer (the registration, the contact message). */
export type MutationResultData = OutcomeData;

/** A registration that passes every rule, told apart by its title. */
export function validRegistration(title: string): Record<string, unknown> {
  return {
    operation: 'SALE',
    type: 'HOUSE',
    title,
    description: 'Casa térrea com quintal amplo.\nDocumentação em dia.',
    highlights: 'Quintal com árvores frutíferas\nRua tranquila',
    referencePoint: 'Próximo à padaria Central',
    price: 680000,
    iptuValue: 2400.5,
    iptuPeriodicity: 'ANNUALLY',
    bedrooms: 3,
    bathrooms: 2,
    suites: 1,
    garage: 2,
    area: 180,
    totalArea: 300,
    zipCode: '13025-000',
    street: 'Rua das Acácias',
    number: '210',
    complement: 'Casa 2',
    neighborhood: 'Cambuí',
    city: 'Campinas',
    state: 'SP',
    features: ['PET_FRIENDLY', 'NEAR_SCHOOL', 'GRILL'],
    contactName: 'Helena Prado',
    contactPhone: '(19) 99123-4567',
    contactEmail: 'helena@example.com',
    termsAccepted: true,
  };
}
