/**
 * Owner registration under load: one registration with 20 noisy high-resolution photos of about 12 MB
 * each (the largest the form allows), sent straight to the REST API and then through the gateway's
 * GraphQL multipart mutation, side by side in one run. The API and the gateway run as child processes
 * (SQLite in a temp dir, no demo content) so that their own memory can be read: the peak resident set
 * (VmHWM) and the resident set sampled while the registration is received and processed.
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { formatBytes, formatMs } from './measure.js';
import { watchMemory } from './memory.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

const PHOTO_COUNT = 20;
const PHOTO_WIDTH = 4032;
const PHOTO_HEIGHT = 3024;
const TARGET_PHOTO_BYTES = 12 * 1024 * 1024;
const MAX_PHOTO_BYTES = 15_728_640;
const PHOTO_CACHE = path.join(tmpdir(), 'imobiliaria-bench-photos-v1');

// ---------------------------------------------------------------- the photos

/** Writes (once, kept in the system temp dir) 20 noisy 12-megapixel JPEGs of about 12 MB each. */
async function benchmarkPhotos(): Promise<string[]> {
  await mkdir(PHOTO_CACHE, { recursive: true });
  const files = Array.from({ length: PHOTO_COUNT }, (_unused, index) => path.join(PHOTO_CACHE, `foto-${index + 1}.jpg`));
  const sizes = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (info) => info.size,
        () => 0,
      ),
    ),
  );
  if (sizes.every((size) => size > TARGET_PHOTO_BYTES * 0.85 && size < MAX_PHOTO_BYTES)) return files;
  console.log(`Gerando ${PHOTO_COUNT} fotos de ${PHOTO_WIDTH}×${PHOTO_HEIGHT} com ruído (~12 MB cada)…`);
  const encode = (quality: number) =>
    sharp(randomBytes(PHOTO_WIDTH * PHOTO_HEIGHT * 3), { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } }).jpeg({
      quality,
      chromaSubsampling: '4:4:4',
    });
  let quality = 70;
  for (; quality < 98; quality += 1) {
    const size = (await encode(quality).toBuffer()).length;
    if (size >= TARGET_PHOTO_BYTES * 0.95) break;
  }
  for (const file of files) {
    await encode(quality).toFile(file);
    const size = (await stat(file)).size;
    if (size >= MAX_PHOTO_BYTES) throw new Error(`${file} passou de 15 MB (${size} bytes).`);
  }
  return files;
}

// ---------------------------------------------------------------- targets

const FIELDS: Record<string, string> = {
  operation: 'sale',
  type: 'house',
  title: 'Casa para medição de desempenho',
  description: 'Cadastro com 20 fotos de alta resolução.',
  price: '950000',
  address: 'Rua das Palmeiras',
  number: '100',
  neighborhood: 'Cambuí',
  city: 'Campinas',
  state: 'SP',
  contactName: 'Proprietário de Teste',
  contactPhone: '(19) 99999-0000',
  contactEmail: 'proprietario@exemplo.com.br',
  terms_accepted: '1',
};

interface SendResult {
  status: number;
  body: string;
}

/** Where a registration is sent, how, and which processes' memory to report. */
interface RegistrationTarget {
  name: string;
  send(photos: readonly string[]): Promise<SendResult>;
  processes: Array<{ label: string; pid: number }>;
}

function restTarget(api: ServerProcess): RegistrationTarget {
  return {
    name: 'API REST (POST /api/property/register, multipart)',
    processes: [{ label: 'API', pid: api.child.pid ?? 0 }],
    async send(photos) {
      const form = new FormData();
      for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
      for (const [index, file] of photos.entries()) {
        const field = index === 0 ? 'mainImage' : `otherImages[${index - 1}]`;
        form.append(field, await openAsBlob(file, { type: 'image/jpeg' }), path.basename(file));
      }
      const response = await fetch(`${api.url}/api/property/register`, {
        method: 'POST',
        headers: { 'X-API-Key': api.apiKey },
        body: form,
      });
      return { status: response.status, body: await response.text() };
    },
  };
}

const REGISTER_MUTATION = `mutation BenchRegister($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {
  registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) { ok message error { message } }
}`;

const GRAPHQL_INPUT = {
  operation: 'SALE',
  type: 'HOUSE',
  title: FIELDS.title,
  description: FIELDS.description,
  price: 950000,
  street: FIELDS.address,
  number: FIELDS.number,
  neighborhood: FIELDS.neighborhood,
  city: FIELDS.city,
  state: FIELDS.state,
  contactName: FIELDS.contactName,
  contactPhone: FIELDS.contactPhone,
  contactEmail: FIELDS.contactEmail,
  termsAccepted: true,
};

/** The same registration as the web sends it: a GraphQL multipart request (operations, map, files). */
function gatewayTarget(gateway: ServerProcess, api: ServerProcess): RegistrationTarget {
  return {
    name: 'Gateway (mutation registerProperty, GraphQL multipart)',
    processes: [
      { label: 'gateway', pid: gateway.child.pid ?? 0 },
      { label: 'API', pid: api.child.pid ?? 0 },
    ],
    async send(photos) {
      const others = photos.slice(1);
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: REGISTER_MUTATION,
          variables: { input: GRAPHQL_INPUT, mainImage: null, otherImages: others.map(() => null) },
        }),
      );
      const map: Record<string, string[]> = { 0: ['variables.mainImage'] };
      others.forEach((_file, index) => (map[String(index + 1)] = [`variables.otherImages.${index}`]));
      form.append('map', JSON.stringify(map));
      for (const [index, file] of photos.entries()) {
        form.append(String(index), await openAsBlob(file, { type: 'image/jpeg' }), path.basename(file));
      }
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'Apollo-Require-Preflight': 'true' },
        body: form,
      });
      const body = await response.text();
      const accepted =
        response.ok && (JSON.parse(body) as { data?: { registerProperty?: { ok?: boolean } } }).data?.registerProperty?.ok === true;
      return { status: accepted ? 201 : response.status, body };
    },
  };
}

// ---------------------------------------------------------------- run

async function measure(target: RegistrationTarget, photos: readonly string[]): Promise<void> {
  const watches = await Promise.all(target.processes.map(async (process) => ({ process, watch: await watchMemory(process.pid) })));
  const started = performance.now();
  const result = await target.send(photos);
  const elapsed = performance.now() - started;
  const memory = await Promise.all(watches.map(async ({ process, watch }) => ({ process, ...(await watch.stop()) })));
  if (result.status !== 201) throw new Error(`${target.name}: HTTP ${result.status} ${result.body.slice(0, 300)}`);
  const totalBytes = (await Promise.all(photos.map((file) => stat(file)))).reduce((sum, info) => sum + info.size, 0);
  console.log(`\n${target.name}`);
  console.log(
    `  ${photos.length} fotos, ${formatBytes(totalBytes)} no total: aceito (201) em ${formatMs(elapsed)}` +
      ` (${(totalBytes / 1024 / 1024 / (elapsed / 1000)).toFixed(1)} MB/s)`,
  );
  for (const { process, baseline, sampledPeak, highWaterMark } of memory) {
    console.log(
      `  ${process.label}: RSS em repouso ${formatBytes(baseline)}, pico amostrado ${formatBytes(sampledPeak)},` +
        ` pico do processo (VmHWM) ${formatBytes(highWaterMark)}`,
    );
  }
}

/** Each target gets fresh processes, so one's peak memory does not carry into the other's figures. */
export async function runRegistrationBench(): Promise<void> {
  const photos = await benchmarkPhotos();
  console.log(`\nCadastro de imóvel pelo proprietário com ${PHOTO_COUNT} fotos de ~12 MB`);
  for (const through of ['rest', 'gateway'] as const) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-register-'));
    const api = await startServerProcess(['--api', dataDir]);
    const gateway = through === 'gateway' ? await startServerProcess(['--gateway', api.url, api.apiKey]) : undefined;
    try {
      await measure(gateway === undefined ? restTarget(api) : gatewayTarget(gateway, api), photos);
    } finally {
      await gateway?.stop();
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}
