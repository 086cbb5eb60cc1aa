/**
 * Every call of the REST API the fuzz reaches with JSON, form-encoded or no bodies (docs/rest-api.md): its method,
 * its path (with the `{id}`, `{slug}` or `{token}` the case fills), its query parameters and body fields with values
 * it accepts, and whether it takes the administrator's bearer token. The multipart calls are in `api-multipart-cases.ts`.
 */
import type { ParameterSpec } from '../values/addresses.js';
import type { FieldSpec } from '../values/bodies.js';

export interface RestCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `{param}` where the case puts a path segment. */
  path: string;
  /** What a plausible `{param}` is: a record id, the live slug, the live image file, the live feed token, or none. */
  param?: 'id' | 'slug' | 'image' | 'token' | 'feedToken';
  query?: readonly ParameterSpec[];
  body?: readonly FieldSpec[];
  /**
   * Whether the case may send the administrator's token: `staff` calls get it most of the time; `public` calls
   * never need it; `never` calls would spoil the run with it (signing out, regenerating the feed token).
   */
  bearer: 'staff' | 'public' | 'never';
  /** Whether a plausible id may be a real record (false for deletions, which would empty the demo content). */
  realIds?: boolean;
}

const FLAGS = ['1', '0', 'true', 'false'];
const PAGING: readonly ParameterSpec[] = [
  { name: 'page', accepted: ['1', '2', '3'] },
  { name: 'per_page', accepted: ['1', '10', '100'] },
];
const person = (extra: readonly FieldSpec[] = []): FieldSpec[] => [
  { name: 'name', accepted: ['Ana Souza', 'José da Silva'] },
  { name: 'email', accepted: ['ana@exemplo.com.br', 'ANA@x.com'] },
  { name: 'phone', accepted: ['19991234567', '(19) 99123-4567', '1932514500'] },
  { name: 'is_active', accepted: [1, 0, '1', true] },
  ...extra,
];
const company: FieldSpec[] = [
  { name: 'document', accepted: ['12.345.678/0001-95', '12345678000195', '12ABC34501DE35'] },
  { name: 'name', accepted: ['Imobiliária Horizonte'] },
  { name: 'email', accepted: ['contato@horizonte.com.br'] },
  { name: 'whatsapp', accepted: ['19998124500'] },
  { name: 'creci', accepted: ['J-12345'] },
  { name: 'zip_code', accepted: ['13025-320', '13025320'] },
  { name: 'state', accepted: ['SP', 'sp', 'XX'] },
  { name: 'feed_website', accepted: ['https://horizonte.com.br', 'ftp://x'] },
  { name: 'feed_email', accepted: ['feed@horizonte.com.br'] },
];

export const REST_CALLS: readonly RestCall[] = [
  { method: 'GET', path: '/api/health', bearer: 'public' },
  { method: 'GET', path: '/api/enterprise', query: [{ name: 'properties', accepted: ['0', '1'] }], bearer: 'public' },
  {
    method: 'GET',
    path: '/api/properties',
    query: [
      { name: 'operation', accepted: ['rent', 'sale', 'launch', 'both'] },
      { name: 'city', accepted: ['Campinas', 'São Paulo'] },
      { name: 'type', accepted: ['house', 'apartment', 'land', 'rural', 'commercial'] },
      { name: 'bedrooms_min', accepted: ['0', '2', '5'] },
      { name: 'price_min', accepted: ['0', '100000'] },
      { name: 'price_max', accepted: ['500000', '99999999'] },
      { name: 'is_launch', accepted: FLAGS },
      ...PAGING,
    ],
    bearer: 'public',
  },
  { method: 'GET', path: '/api/properties/cities', bearer: 'public' },
  { method: 'GET', path: '/api/properties/slug/{param}', param: 'slug', bearer: 'public' },
  {
    method: 'GET',
    path: '/api/brokers',
    query: [
      { name: 'is_active', accepted: FLAGS },
      { name: 'role', accepted: ['broker', 'leadbroker,adminbroker', 'administrative'] },
      { name: 'role[]', accepted: ['broker', 'adminbroker'] },
      { name: 'search', accepted: ['ana', 'JOSÉ'] },
      ...PAGING,
    ],
    bearer: 'public',
  },
  {
    method: 'GET',
    path: '/api/video',
    query: [
      { name: 'is_active', accepted: FLAGS },
      { name: 'type', accepted: ['external', 'internal'] },
    ],
    bearer: 'public',
  },
  {
    method: 'POST',
    path: '/api/send-contact-email',
    body: person([
      { name: 'interest', accepted: ['buy', 'rent', 'sell', 'rent_out', 'others'] },
      { name: 'message', accepted: ['Gostaria de visitar o imóvel.'] },
    ]),
    bearer: 'public',
  },
  {
    method: 'GET',
    path: '/api/cep',
    query: [{ name: 'cep', accepted: ['13025000', '13025-000', '13.025-000', '01001000'] }],
    bearer: 'public',
  },
  { method: 'GET', path: '/api/registration-tracking/{param}', param: 'token', bearer: 'public' },
  {
    method: 'GET',
    path: '/images/{param}',
    param: 'image',
    query: [
      { name: 'w', accepted: ['320', '640', '1080', '1600'] },
      { name: 'variant', accepted: ['share', 'portal'] },
    ],
    bearer: 'public',
  },
  {
    method: 'POST',
    path: '/api/auth',
    body: [
      { name: 'email', accepted: ['admin@imobiliaria.local', 'ninguem@exemplo.com'] },
      { name: 'password', accepted: ['senha-errada', ' '] },
    ],
    bearer: 'public',
  },
  { method: 'POST', path: '/api/auth/logout', bearer: 'never' },
  { method: 'GET', path: '/api/auth/me', bearer: 'staff' },
  { method: 'GET', path: '/api/permissions', bearer: 'staff' },
  {
    method: 'POST',
    path: '/api/leads/whatsapp-click',
    body: [
      { name: 'property_code', accepted: ['V-1-2026', 'v-2-2026', 'XYZ'] },
      { name: 'broker_id', accepted: [2, '3', 0] },
      { name: 'page', accepted: ['/imovel/casa-1', '/'] },
    ],
    bearer: 'public',
  },
  {
    method: 'GET',
    path: '/api/portals/feed',
    query: [
      { name: 'token', accepted: [] },
      { name: 'after', accepted: ['0', '5'] },
      { name: 'limit', accepted: ['1', '500', '1000'] },
    ],
    bearer: 'public',
  },
  { method: 'GET', path: '/api/portals/feed/version', query: [{ name: 'token', accepted: [] }], bearer: 'public' },
  { method: 'GET', path: '/api/properties/fetch', query: [{ name: 'broker_id', accepted: ['2', '3'] }], bearer: 'staff' },
  { method: 'GET', path: '/api/properties/awaiting-analysis', bearer: 'staff' },
  {
    method: 'GET',
    path: '/api/properties/{param}',
    param: 'id',
    query: [{ name: 'broker_id', accepted: ['2'] }],
    bearer: 'staff',
    realIds: true,
  },
  {
    method: 'PUT',
    path: '/api/properties/{param}/status',
    param: 'id',
    body: [
      { name: 'status', accepted: ['in_analysis', 'approved', 'rejected'] },
      { name: 'notify_client', accepted: [1, 0, 'true'] },
      { name: 'reason', accepted: ['Faltam fotos.'] },
    ],
    bearer: 'staff',
    realIds: true,
  },
  { method: 'DELETE', path: '/api/properties/{param}', param: 'id', bearer: 'staff', realIds: false },
  { method: 'GET', path: '/api/clients', bearer: 'staff' },
  { method: 'GET', path: '/api/clients/{param}', param: 'id', bearer: 'staff', realIds: true },
  { method: 'POST', path: '/api/clients', body: person(), bearer: 'staff' },
  { method: 'PUT', path: '/api/clients/{param}', param: 'id', body: person(), bearer: 'staff', realIds: true },
  {
    method: 'GET',
    path: '/api/leads',
    query: [
      { name: 'search', accepted: ['ana', '1999'] },
      { name: 'source', accepted: ['contact', 'registration', 'whatsapp'] },
      { name: 'status', accepted: ['new', 'in_progress', 'converted', 'discarded'] },
      ...PAGING,
    ],
    bearer: 'staff',
  },
  { method: 'GET', path: '/api/leads/new-count', bearer: 'staff' },
  { method: 'GET', path: '/api/leads/{param}', param: 'id', bearer: 'staff', realIds: true },
  {
    method: 'PUT',
    path: '/api/leads/{param}/assign',
    param: 'id',
    body: [{ name: 'user_id', accepted: [2, '3', null, ''] }],
    bearer: 'staff',
    realIds: true,
  },
  {
    method: 'PUT',
    path: '/api/leads/{param}/status',
    param: 'id',
    body: [{ name: 'status', accepted: ['new', 'in_progress', 'converted', 'discarded'] }],
    bearer: 'staff',
    realIds: true,
  },
  { method: 'POST', path: '/api/leads/{param}/convert', param: 'id', bearer: 'staff', realIds: true },
  { method: 'GET', path: '/api/users', query: [{ name: 'email', accepted: ['admin@imobiliaria.local'] }], bearer: 'staff' },
  { method: 'GET', path: '/api/users/{param}', param: 'id', bearer: 'staff', realIds: true },
  {
    method: 'POST',
    path: '/api/users',
    body: person([
      { name: 'role', accepted: ['broker', 'leadbroker', 'adminbroker', 'administrative'] },
      { name: 'password', accepted: ['segredo123'] },
      { name: 'permissions', accepted: [[1, 2], '1,2', '[1]', ['imoveis'], [{ id: 1 }]] },
    ]),
    bearer: 'staff',
  },
  {
    method: 'PUT',
    path: '/api/users/{param}',
    param: 'id',
    body: person([{ name: 'role', accepted: ['broker'] }]),
    bearer: 'staff',
    realIds: true,
  },
  {
    method: 'PUT',
    path: '/api/users/{param}/password',
    param: 'id',
    body: [{ name: 'password', accepted: ['segredo123', '12345'] }],
    bearer: 'staff',
    realIds: true,
  },
  {
    method: 'PUT',
    path: '/api/brokers/{param}/password',
    param: 'id',
    body: [{ name: 'password', accepted: ['segredo123'] }],
    bearer: 'staff',
    realIds: true,
  },
  { method: 'GET', path: '/api/brokers/{param}', param: 'id', bearer: 'staff', realIds: true },
  {
    method: 'GET',
    path: '/api/enterprises',
    query: [
      ...PAGING,
      { name: 'search', accepted: ['horizonte'] },
      { name: 'sortBy', accepted: ['name', 'email', 'created_at'] },
      { name: 'sortOrder', accepted: ['asc', 'desc'] },
    ],
    bearer: 'staff',
  },
  { method: 'GET', path: '/api/enterprises/{param}', param: 'id', bearer: 'staff', realIds: true },
  { method: 'POST', path: '/api/enterprises', body: company, bearer: 'staff' },
  { method: 'PUT', path: '/api/enterprises/{param}', param: 'id', body: company, bearer: 'staff', realIds: true },
  {
    method: 'GET',
    path: '/api/videos',
    query: [
      { name: 'type', accepted: ['internal', 'external'] },
      { name: 'is_active', accepted: FLAGS },
    ],
    bearer: 'staff',
  },
  { method: 'GET', path: '/api/videos/{param}', param: 'id', bearer: 'staff', realIds: true },
  {
    method: 'POST',
    path: '/api/videos',
    body: [
      { name: 'title', accepted: ['Tour pelo escritório'] },
      { name: 'description', accepted: ['Linha 1\nLinha 2'] },
      { name: 'video_url', accepted: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/123', 'https://example.com'] },
      { name: 'type', accepted: ['internal', 'external'] },
      { name: 'is_active', accepted: [1, 0] },
    ],
    bearer: 'staff',
  },
  {
    method: 'PUT',
    path: '/api/videos/{param}',
    param: 'id',
    body: [{ name: 'title', accepted: ['Novo título'] }],
    bearer: 'staff',
    realIds: true,
  },
  { method: 'GET', path: '/api/contract-templates', bearer: 'staff' },
  { method: 'GET', path: '/api/contract-templates/{param}', param: 'id', bearer: 'staff', realIds: true },
  { method: 'GET', path: '/api/contract-templates/{param}/file', param: 'id', bearer: 'staff', realIds: true },
  {
    method: 'GET',
    path: '/api/portals/listings',
    query: [...PAGING, { name: 'readiness', accepted: ['ready', 'held'] }],
    bearer: 'staff',
  },
  { method: 'GET', path: '/api/portals/feed-token', bearer: 'staff' },
  { method: 'POST', path: '/api/portals/feed-token', bearer: 'never' },
];
