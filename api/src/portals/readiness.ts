import type { PropertyRow } from '../db/schema.js';
import { toNumberOrNull } from '../db/numbers.js';
import { parseImageList } from '../files/image-list.js';

/**
 * Why a property marked for the portals is held back: each rule of Grupo OLX's VRSync format the property
 * breaks, in pt-BR, in the order staff fix them. The feed carries only properties with none.
 */
export const PORTAL_REASONS = {
  notApproved: 'Imóvel não aprovado',
  inactive: 'Imóvel desativado',
  titleTooShort: 'Título com menos de 10 caracteres',
  titleTooLong: 'Título com mais de 100 caracteres',
  titleWithHtml: 'Título com marcação HTML',
  descriptionTooShort: 'Descrição com menos de 50 caracteres',
  descriptionTooLong: 'Descrição com mais de 3.000 caracteres',
  noPrice: 'Preço não informado',
  noRentalPrice: 'Valor do aluguel não informado',
  fewPhotos: 'Sem fotos suficientes (mínimo 5)',
  noPostalCode: 'CEP não informado',
  invalidPostalCode: 'CEP inválido (use 8 dígitos)',
  noState: 'Estado não informado',
  noCity: 'Cidade não informada',
  noNeighborhood: 'Bairro não informado',
  noLivingArea: 'Área útil não informada',
  noLotArea: 'Área do terreno não informada',
} as const;

/** What the portals ask of every listing. */
const PORTAL_RULES = {
  titleMin: 10,
  titleMax: 100,
  descriptionMin: 50,
  descriptionMax: 3000,
  photosMin: 5,
} as const;

/** The columns readiness reads. */
export type ReadinessFields = Pick<
  PropertyRow,
  | 'status'
  | 'is_active'
  | 'title'
  | 'description'
  | 'operation'
  | 'type'
  | 'price'
  | 'rental_price'
  | 'images'
  | 'zip_code'
  | 'state'
  | 'city'
  | 'neighborhood'
  | 'usable_area'
  | 'area'
  | 'built_area'
  | 'lot_area'
  | 'total_area'
>;

const HTML_TAG = /<\/?[a-z!][^>]*>/i;
/** As the forms store it (`13025-000`), or its 8 digits. */
const POSTAL_CODE = /^\d{5}-?\d{3}$/;

function isBlank(text: string | null): boolean {
  return text === null || text.trim() === '';
}

function isPositive(value: number | string | null): boolean {
  const number = toNumberOrNull(value);
  return number !== null && number > 0;
}

/** Characters as a person counts them (a letter with an accent is one). */
function lengthOf(text: string | null): number {
  return text === null ? 0 : [...text.trim()].length;
}

/** Land and rural properties are measured by their lot; the others by their living area. */
function measuredByLot(type: PropertyRow['type']): boolean {
  return type === 'land' || type === 'rural';
}

/** The living area the feed sends: the usable area, else the area, else the built area. */
function livingAreaOf(row: Pick<PropertyRow, 'usable_area' | 'area' | 'built_area'>): number | null {
  return [row.usable_area, row.area, row.built_area].map(toNumberOrNull).find((value) => value !== null && value > 0) ?? null;
}

/** The lot area the feed sends: the lot area, else the total area, else the area. */
function lotAreaOf(row: Pick<PropertyRow, 'lot_area' | 'total_area' | 'area'>): number | null {
  return [row.lot_area, row.total_area, row.area].map(toNumberOrNull).find((value) => value !== null && value > 0) ?? null;
}

function textReasons(row: ReadinessFields): string[] {
  const reasons: string[] = [];
  const title = lengthOf(row.title);
  if (title < PORTAL_RULES.titleMin) reasons.push(PORTAL_REASONS.titleTooShort);
  if (title > PORTAL_RULES.titleMax) reasons.push(PORTAL_REASONS.titleTooLong);
  if (HTML_TAG.test(row.title)) reasons.push(PORTAL_REASONS.titleWithHtml);
  const description = lengthOf(row.description);
  if (description < PORTAL_RULES.descriptionMin) reasons.push(PORTAL_REASONS.descriptionTooShort);
  if (description > PORTAL_RULES.descriptionMax) reasons.push(PORTAL_REASONS.descriptionTooLong);
  return reasons;
}

function priceReasons(row: ReadinessFields): string[] {
  const reasons: string[] = [];
  if (!isPositive(row.price)) reasons.push(PORTAL_REASONS.noPrice);
  if (row.operation === 'both' && !isPositive(row.rental_price)) reasons.push(PORTAL_REASONS.noRentalPrice);
  return reasons;
}

function locationReasons(row: ReadinessFields): string[] {
  const reasons: string[] = [];
  const postalCode = row.zip_code?.trim() ?? '';
  if (postalCode === '') reasons.push(PORTAL_REASONS.noPostalCode);
  else if (!POSTAL_CODE.test(postalCode)) reasons.push(PORTAL_REASONS.invalidPostalCode);
  if (isBlank(row.state)) reasons.push(PORTAL_REASONS.noState);
  if (isBlank(row.city)) reasons.push(PORTAL_REASONS.noCity);
  if (isBlank(row.neighborhood)) reasons.push(PORTAL_REASONS.noNeighborhood);
  return reasons;
}

function areaReasons(row: ReadinessFields): string[] {
  if (measuredByLot(row.type)) return lotAreaOf(row) === null ? [PORTAL_REASONS.noLotArea] : [];
  return livingAreaOf(row) === null ? [PORTAL_REASONS.noLivingArea] : [];
}

/** Every reason the property is held back from the portals; empty when the feed may carry it. */
export function portalReasons(row: ReadinessFields): string[] {
  const reasons: string[] = [];
  if (row.status !== 'approved') reasons.push(PORTAL_REASONS.notApproved);
  if (row.is_active !== 1) reasons.push(PORTAL_REASONS.inactive);
  reasons.push(...textReasons(row), ...priceReasons(row));
  if (parseImageList(row.images).length < PORTAL_RULES.photosMin) reasons.push(PORTAL_REASONS.fewPhotos);
  reasons.push(...locationReasons(row), ...areaReasons(row));
  return reasons;
}
