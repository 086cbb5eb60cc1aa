import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../config.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { rateLimit } from '../http/rate-limit.js';
import { lookUpPostalCode, type PostalCodeSettings } from '../postal-codes/lookup.js';
import { PostalCodeServiceError } from '../postal-codes/upstream.js';

const INVALID_CEP_MESSAGE = 'CEP inválido. Informe os 8 dígitos do CEP.';
const CEP_FAILURE_MESSAGE = 'Erro ao buscar CEP.';
const CEP_TIMEOUT_MESSAGE = 'Erro ao buscar CEP: o serviço de consulta não respondeu a tempo.';

export interface CepSettings extends PostalCodeSettings {
  db: Kysely<Database>;
  limit: RateLimit;
  log: (line: string) => void;
}

/** `13025-000`, `13025000` or `13.025-000` → `13025000`; anything else is not a postal code. */
function postalCodeDigits(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.trim().replace(/^(\d{2})\.?(\d{3})-?(\d{3})$/, '$1$2$3');
  return /^\d{8}$/.test(digits) ? digits : undefined;
}

/**
 * `GET /api/cep?cep=13025000`: `{ cep, uf, logradouro, localidade, bairro }`, or `{ erro: true }` for an
 * unknown code, from a ViaCEP-compatible service behind a database cache. 502/504 when the service fails.
 */
export function cepRoutes({ db, limit, log, ...service }: CepSettings): Router {
  const router = Router();
  router.get('/cep', rateLimit(db, 'cep', limit), async (req, res) => {
    const digits = postalCodeDigits(req.query.cep);
    if (digits === undefined) throw new HttpError(422, INVALID_CEP_MESSAGE, { cep: ['Informe um CEP com 8 dígitos.'] });
    try {
      const answer = await lookUpPostalCode(db, service, digits);
      res.json(answer.found ? answer.address : { erro: true });
    } catch (error) {
      if (!(error instanceof PostalCodeServiceError)) throw error;
      // The CEP itself stays out of the log: with a house number, it finds a person's home.
      log(`Consulta de CEP falhou: ${error.message}`);
      if (error.reason === 'timeout') throw new HttpError(504, CEP_TIMEOUT_MESSAGE);
      throw new HttpError(502, CEP_FAILURE_MESSAGE);
    }
  });
  return router;
}
