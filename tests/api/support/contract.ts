/** The REST shapes of docs/rest-api.md, as the tests expect them. */

export interface PropertyJson {
  id: number;
  year: number;
  slug: string;
  code: string;
  title: string;
  operation: 'rent' | 'sale' | 'launch' | 'both';
  for_rent: number;
  for_sale: number;
  type: 'house' | 'apartment' | 'land' | 'rural' | 'commercial';
  price: number | null;
  bedrooms: number;
  city: string;
  status: string;
  is_active: number;
  is_reserved: number;
  is_launch: number;
  features: string;
  images: string[];
  iptu_value: number | null;
  iptu_periodicity: string | null;
  [field: string]: unknown;
}

export interface CatalogueEnvelope {
  data: Array<{
    name: string | null;
    whatsapp: string | null;
    properties: PropertyJson[];
    total: number;
    page: number | null;
    per_page: number | null;
  }>;
}

export interface ErrorJson {
  message: string;
  errors?: Record<string, string[]>;
}

export interface BrokerJson {
  id: number;
  name: string;
  role: string;
  is_active: number;
  is_plantao: number;
  image_url: string | null;
  [field: string]: unknown;
}

export interface VideoJson {
  id: number;
  type: string;
  is_active: number;
  video_url: string;
  video_url_embed: string | null;
  [field: string]: unknown;
}

export const PROPERTY_FIELDS = [
  'id',
  'year',
  'slug',
  'code',
  'title',
  'description',
  'highlights',
  'reference_point',
  'operation',
  'for_rent',
  'for_sale',
  'type',
  'price',
  'rental_price',
  'bedrooms',
  'bathrooms',
  'suites',
  'garage',
  'area',
  'total_area',
  'usable_area',
  'built_area',
  'lot_area',
  'lot_front',
  'lot_back',
  'iptu_value',
  'iptu_periodicity',
  'address',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'zip_code',
  'responsible_broker',
  'responsible_broker_phone',
  'user_id',
  'client_id',
  'status',
  'is_active',
  'is_reserved',
  'is_launch',
  'features',
  'subdivision_name',
  'delivery_date',
  'ready_to_build',
  'images',
  'address_privacy',
  'approved_at',
  'created_at',
  'updated_at',
].sort();

export const COMPANY_FIELDS = [
  'id',
  'document',
  'creci',
  'name',
  'phone',
  'whatsapp',
  'email',
  'zip_code',
  'address',
  'number',
  'neighborhood',
  'city',
  'state',
  'is_active',
].sort();

export const BROKER_FIELDS = [
  'id',
  'name',
  'creci',
  'phone',
  'email',
  'role',
  'is_active',
  'is_plantao',
  'leadbroker_id',
  'image_url',
].sort();

export const VIDEO_FIELDS = ['id', 'title', 'description', 'video_url', 'video_url_embed', 'type', 'is_active'].sort();

export const INVALID_QUERY = 'Parâmetros de consulta inválidos.';

export function keysOf(value: object): string[] {
  return Object.keys(value).sort();
}
