/**
 * Cases for the API's multipart forms: the owner registration (public), the staff property form, the broker form and
 * the contract template form, on create and on update, with fields and files made hostile and the body broken.
 */
import fc from 'fast-check';
import { percentEncode } from '../values/addresses.js';
import { hostileId, hostileString, NUMBER_LIKE_TEXTS } from '../values/hostile-values.js';
import { apiKeyChoice, apiKeyHeaders, bearerChoice, bearerHeaders, forwardedFor, forwardedHeaders } from '../values/identity.js';
import { fieldPart, hostilePartName, type MultipartPart } from '../values/multipart.js';
import { wireRequest, type FuzzCase } from './fuzz-case.js';
import { assembled, drawnFile, partOfFile } from './multipart-shapes.js';

interface MultipartRoute {
  path: string;
  /** Whether `{id}` is in the path, filled with an id drawn from `hostileId`. */
  withId: boolean;
  staff: boolean;
  fields: readonly (readonly [string, readonly string[]])[];
  fileFields: readonly string[];
}

const PROPERTY_FIELDS: readonly (readonly [string, readonly string[]])[] = [
  ['title', ['Casa com quintal no Cambuí', '']],
  ['description', ['Casa ampla, bem iluminada, perto de escolas e do parque. Aceita pets.']],
  ['operation', ['sale', 'rent', 'both', 'launch']],
  ['type', ['house', 'apartment', 'land']],
  ['status', ['in_analysis', 'approved']],
  ['price', ['850000', '0', '-1']],
  ['rental_price', ['3500']],
  ['bedrooms', ['3', '2.5']],
  ['city', ['Campinas']],
  ['state', ['SP', 'sp', 'XX']],
  ['zip_code', ['13025-000', '1302']],
  ['delivery_date', ['2027-02-30', '31/12/2026']],
  ['features', ['["pool","grill"]', '{"a":1}', '[']],
  ['is_active', ['1', '0', 'yes']],
  ['code', ['V-99-2026', 'ção/1']],
  ['imagesToDelete', ['["x.jpg"]', '[']],
  ['imagesToDelete[]', ['x.jpg']],
  ['_method', ['PUT', 'DELETE']],
];
const OWNER_FIELDS: readonly (readonly [string, readonly string[]])[] = [
  ...PROPERTY_FIELDS,
  ['contactName', ['Maria Proprietária']],
  ['contactPhone', ['19991234567', '123']],
  ['contactEmail', ['maria@exemplo.com.br', 'maria@']],
  ['terms_accepted', ['1', '0']],
];
const BROKER_FIELDS: readonly (readonly [string, readonly string[]])[] = [
  ['name', ['Ana Corretora']],
  ['email', ['ana.corretora@exemplo.com.br']],
  ['creci', ['12345-F']],
  ['phone', ['19991234567']],
  ['password', ['segredo123', '123']],
  ['role', ['broker', 'administrative']],
  ['leadbroker_id', ['2', '']],
  ['is_plantao', ['1']],
  ['imagesToDelete', ['["x.jpg"]']],
  ['_method', ['PUT']],
];
const TEMPLATE_FIELDS: readonly (readonly [string, readonly string[]])[] = [
  ['title', ['Contrato de locação', '']],
  ['description', ['Modelo padrão']],
  ['is_active', ['1', '0']],
  ['_method', ['PUT']],
];
const PHOTO_FIELDS = ['mainImage', 'otherImages', 'otherImages[0]', 'otherImages[1]', 'otherImages[19]'];

const MULTIPART_ROUTES: readonly MultipartRoute[] = [
  { path: '/api/property/register', withId: false, staff: false, fields: OWNER_FIELDS, fileFields: PHOTO_FIELDS },
  { path: '/api/properties', withId: false, staff: true, fields: PROPERTY_FIELDS, fileFields: PHOTO_FIELDS },
  { path: '/api/properties/{id}', withId: true, staff: true, fields: PROPERTY_FIELDS, fileFields: PHOTO_FIELDS },
  { path: '/api/brokers', withId: false, staff: true, fields: BROKER_FIELDS, fileFields: ['mainImage', 'photo'] },
  { path: '/api/brokers/{id}', withId: true, staff: true, fields: BROKER_FIELDS, fileFields: ['mainImage'] },
  { path: '/api/contract-templates', withId: false, staff: true, fields: TEMPLATE_FIELDS, fileFields: ['file'] },
  { path: '/api/contract-templates/{id}', withId: true, staff: true, fields: TEMPLATE_FIELDS, fileFields: ['file'] },
];

/** One text field: a value the form takes, an edge number, anything; under its own name or a hostile one. */
function fieldParts(route: MultipartRoute): fc.Arbitrary<MultipartPart[]> {
  const field = fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(...route.fields)
        .chain(([name, accepted]) =>
          fc
            .oneof(fc.constantFrom(...accepted), fc.constantFrom(...NUMBER_LIKE_TEXTS), hostileString)
            .map((value) => fieldPart(name, value)),
        ),
    },
    { weight: 1, arbitrary: fc.tuple(hostilePartName, hostileString).map(([name, value]) => fieldPart(name, value)) },
  );
  return fc.array(field, { maxLength: 12 });
}

function formParts(route: MultipartRoute) {
  return fc.tuple(fieldParts(route), fc.array(drawnFile(route.fileFields), { maxLength: 4 })).map(([fields, files]) => ({
    note: `${fields.length} fields, files: ${files.map((file) => `${file.field.slice(0, 30)}=${file.content.note}`).join('; ') || 'none'}`,
    parts: [...fields, ...files.map(partOfFile)],
  }));
}

function multipartCase(route: MultipartRoute): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      id: hostileId,
      form: assembled(formParts(route)),
      key: apiKeyChoice,
      bearer: bearerChoice(route.staff ? 8 : 0),
      address: forwardedFor,
      method: fc.constantFrom('POST', 'POST', 'POST', 'PUT'),
    })
    .map((drawn): FuzzCase => ({
      family: `api multipart ${route.path}`,
      note: `${drawn.method}, ${drawn.form.note}, key ${drawn.key.kind}, bearer ${drawn.bearer.kind}`,
      expect: 'api',
      copies: 1,
      build: (live) =>
        wireRequest({
          target: 'api',
          method: drawn.method,
          path: route.path.replace('{id}', percentEncode(drawn.id)),
          headers: [
            ...apiKeyHeaders(drawn.key, live),
            ...bearerHeaders(drawn.bearer, live),
            ...forwardedHeaders(drawn.address),
            ['Content-Type', drawn.form.contentType],
          ],
          body: drawn.form.body,
          cutBodyAt: drawn.form.cutBodyAt,
        }),
    }));
}

export const API_MULTIPART_SLOTS: readonly { family: string; cases: fc.Arbitrary<FuzzCase> }[] = MULTIPART_ROUTES.map((route) => ({
  family: `api multipart ${route.path}`,
  cases: multipartCase(route),
}));
