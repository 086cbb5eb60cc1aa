/** A postal code's address, as ViaCEP names its fields. */
export interface PostalCodeAddress {
  cep: string;
  uf: string;
  logradouro: string;
  localidade: string;
  bairro: string;
}

export type UpstreamAnswer = { found: true; address: PostalCodeAddress } | { found: false };

/** Why the service gave no usable answer: it took too long, or it failed. */
export class PostalCodeServiceError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failure',
    detail: string,
  ) {
    super(detail);
    this.name = 'PostalCodeServiceError';
  }
}

/** Bigger answers are not a postal code. */
const MAX_ANSWER_BYTES = 64 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textField(answer: Record<string, unknown>, name: string): string {
  const value = answer[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** `8 digits` → `#####-###`. */
function maskPostalCode(digits: string): string {
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** Reads a ViaCEP answer: `{ erro: true }` (or `"true"`) for an unknown code, else the address fields. */
function readUpstreamAnswer(digits: string, body: unknown): UpstreamAnswer {
  if (!isRecord(body)) throw new PostalCodeServiceError('failure', 'resposta que não é um objeto JSON');
  if (body.erro === true || body.erro === 'true') return { found: false };
  const address: PostalCodeAddress = {
    cep: maskPostalCode(digits),
    uf: textField(body, 'uf').toUpperCase(),
    logradouro: textField(body, 'logradouro'),
    localidade: textField(body, 'localidade'),
    bairro: textField(body, 'bairro'),
  };
  if (!/^[A-Z]{2}$/.test(address.uf) || address.localidade === '') {
    throw new PostalCodeServiceError('failure', 'resposta sem UF ou cidade');
  }
  return { found: true, address };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));
}

/** Asks a ViaCEP-compatible service at `{serviceUrl}/{cep}/json/`, giving up after `timeoutMs`. */
export async function askPostalCodeService(serviceUrl: string, digits: string, timeoutMs: number): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(`${serviceUrl}/${digits}/json/`, { headers: { Accept: 'application/json' }, signal });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new PostalCodeServiceError('failure', `resposta grande demais (${declared} bytes)`);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PostalCodeServiceError('failure', `HTTP ${response.status} sem JSON`);
    }
    if (!response.ok && !(isRecord(body) && (body.erro === true || body.erro === 'true'))) {
      throw new PostalCodeServiceError('failure', `HTTP ${response.status}`);
    }
    return readUpstreamAnswer(digits, body);
  } catch (error) {
    if (error instanceof PostalCodeServiceError) throw error;
    if (isTimeout(error) || signal.aborted) throw new PostalCodeServiceError('timeout', `sem resposta em ${timeoutMs} ms`);
    throw new PostalCodeServiceError('failure', error instanceof Error ? error.message : String(error));
  }
}
