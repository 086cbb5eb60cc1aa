import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import { insertProperty } from '../catalogue/insert-property.js';
import { embedUrlFor } from '../videos/embed.js';
import { currentYear } from '../agenda/holidays.js';
import type { DatabaseHandle } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { searchKey } from '../http/paging.js';
import { setPermissions } from '../people/permission-list.js';
import { insertUser } from '../people/user-insert.js';
import { DEMO_BROKERS, DEMO_PASSWORD } from './data/brokers.js';
import { DEMO_CLIENTS } from './data/clients.js';
import { DEMO_COMPANY } from './data/company.js';
import { CAMPINAS_PROPERTIES } from './data/properties-campinas.js';
import { HIDDEN_PROPERTIES } from './data/properties-hidden.js';
import { REGION_PROPERTIES } from './data/properties-region.js';
import type { BrokerKey, ClientKey, DemoBroker, DemoProperty } from './data/types.js';
import { DEMO_VIDEOS } from './data/videos.js';
import { FIXED_NATIONAL_HOLIDAYS } from './data/holidays.js';
import { hasNoContent, takeSeedLock } from './guard.js';
import { removePhotos, renderPhotos, type PhotoOrder } from './photos.js';
import { insertDemoLeads } from './leads.js';
import { insertDemoTemplates, removeDemoTemplateFiles, writeDemoTemplateFiles } from './templates.js';

export interface DemoSummary {
  properties: number;
  brokers: number;
  clients: number;
  videos: number;
  templates: number;
  photos: number;
}

/** argon2id hashes of the demo password, one per person who signs in (each with its own salt). */
async function demoPasswordHashes(): Promise<Map<BrokerKey, string>> {
  const withLogin = DEMO_BROKERS.filter((broker) => broker.login !== undefined);
  const hashes = await Promise.all(withLogin.map(() => hashPassword(DEMO_PASSWORD)));
  return new Map(withLogin.map((broker, index) => [broker.key, hashes[index] ?? '']));
}

async function insertClients(transaction: Transaction<Database>, now: string): Promise<Map<ClientKey, number>> {
  const ids = new Map<ClientKey, number>();
  for (const client of DEMO_CLIENTS) {
    const { id } = await transaction
      .insertInto('clients')
      .values({
        name: client.name,
        phone: client.phone,
        email: client.email,
        is_active: client.isActive,
        created_at: now,
        updated_at: now,
        search_name: searchKey(client.name),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(client.key, id);
  }
  return ids;
}

/** Gives each demo sign-in its permissions. */
async function grantLogins(transaction: Transaction<Database>, brokers: Map<BrokerKey, { id: number; broker: DemoBroker }>): Promise<void> {
  const permissions = await transaction.selectFrom('permissions').select(['id', 'identifier']).execute();
  for (const { id, broker } of brokers.values()) {
    const granted = permissions.filter((permission) => broker.login?.some((identifier) => identifier === permission.identifier));
    if (granted.length === 0) continue;
    await setPermissions(transaction, id, granted);
  }
}

/** Campinas and the region alternate, and the hidden listings sit among them, so every page is varied. */
function demoPropertiesInOrder(): DemoProperty[] {
  const ordered: DemoProperty[] = [];
  const longest = Math.max(CAMPINAS_PROPERTIES.length, REGION_PROPERTIES.length);
  for (let index = 0; index < longest; index += 1) {
    const campinas = CAMPINAS_PROPERTIES[index];
    const region = REGION_PROPERTIES[index];
    if (campinas !== undefined) ordered.push(campinas);
    if (region !== undefined) ordered.push(region);
    const hidden = index % 5 === 2 ? HIDDEN_PROPERTIES[(index - 2) / 5] : undefined;
    if (hidden !== undefined) ordered.push(hidden);
  }
  return ordered;
}

function photoOrders(properties: readonly DemoProperty[]): PhotoOrder[] {
  const orders: PhotoOrder[] = DEMO_BROKERS.map((_broker, index) => ({ kind: 'portrait', seed: index }));
  properties.forEach((property, seed) => {
    for (let index = 0; index < property.photos; index += 1) orders.push({ kind: 'property', art: { type: property.type, seed, index } });
  });
  return orders;
}

async function insertBrokers(
  transaction: Transaction<Database>,
  photos: string[],
  passwordHashes: Map<BrokerKey, string>,
  now: string,
): Promise<Map<BrokerKey, { id: number; broker: DemoBroker }>> {
  const brokers = new Map<BrokerKey, { id: number; broker: DemoBroker }>();
  for (const [index, broker] of DEMO_BROKERS.entries()) {
    const leader = broker.leader === undefined ? undefined : brokers.get(broker.leader);
    const id = await insertUser(
      transaction,
      {
        name: broker.name,
        email: broker.email,
        password_hash: passwordHashes.get(broker.key) ?? null,
        role: broker.role,
        creci: broker.creci,
        phone: broker.phone,
        is_active: broker.isActive,
        is_plantao: broker.isPlantao,
        leadbroker_id: leader?.id ?? null,
        image: photos[index] ?? null,
      },
      now,
    );
    brokers.set(broker.key, { id, broker });
  }
  return brokers;
}

async function insertProperties(
  transaction: Transaction<Database>,
  properties: readonly DemoProperty[],
  photos: string[],
  brokers: Map<BrokerKey, { id: number; broker: DemoBroker }>,
  clients: Map<ClientKey, number>,
  now: Date,
): Promise<void> {
  let nextPhoto = DEMO_BROKERS.length;
  for (const [index, property] of properties.entries()) {
    const images = photos.slice(nextPhoto, nextPhoto + property.photos);
    nextPhoto += property.photos;
    const responsible = brokers.get(property.broker);
    // Older listings first, one minute apart, so that the newest is the last one inserted.
    const created = new Date(now.getTime() - (properties.length - index) * 60_000);
    await insertProperty(transaction, {
      year: created.getUTCFullYear(),
      title: property.title,
      description: property.description,
      highlights: property.highlights?.join('\n') ?? null,
      reference_point: property.referencePoint ?? null,
      operation: property.operation,
      type: property.type,
      price: property.price,
      rental_price: property.rentalPrice ?? null,
      portal_publish: property.portal === undefined ? 0 : 1,
      portal_level: property.portal ?? 'standard',
      bedrooms: property.rooms?.bedrooms ?? 0,
      bathrooms: property.rooms?.bathrooms ?? 0,
      suites: property.rooms?.suites ?? 0,
      garage: property.rooms?.garage ?? 0,
      area: property.areas.area ?? null,
      total_area: property.areas.total ?? null,
      usable_area: property.areas.usable ?? null,
      built_area: property.areas.built ?? null,
      lot_area: property.areas.lot ?? null,
      lot_front: property.areas.front ?? null,
      lot_back: property.areas.back ?? null,
      iptu_value: property.iptu?.value ?? null,
      iptu_periodicity: property.iptu?.periodicity ?? null,
      address: property.address.street,
      number: property.address.number,
      complement: property.address.complement ?? null,
      neighborhood: property.address.neighborhood,
      city: property.address.city,
      state: 'SP',
      zip_code: property.address.zipCode,
      address_privacy: property.addressPrivacy ?? 'street',
      responsible_broker: responsible?.broker.name ?? null,
      responsible_broker_phone: responsible?.broker.phone ?? null,
      user_id: responsible?.id ?? null,
      client_id: property.client === undefined ? null : (clients.get(property.client) ?? null),
      status: property.status ?? 'approved',
      is_active: property.isActive ?? 1,
      is_reserved: property.isReserved ?? 0,
      is_launch: property.isLaunch ?? 0,
      features: JSON.stringify(property.features),
      subdivision_name: property.land?.subdivision ?? null,
      delivery_date: property.land?.deliveryDate ?? null,
      ready_to_build: property.land?.readyToBuild ?? 0,
      images: JSON.stringify(images),
      contact_name: property.owner?.name ?? null,
      contact_phone: property.owner?.phone ?? null,
      contact_email: property.owner?.email ?? null,
      terms_accepted: property.owner === undefined ? 0 : 1,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    });
  }
}

async function insertCompanyAndVideos(transaction: Transaction<Database>, now: string): Promise<void> {
  const company = DEMO_COMPANY;
  await transaction
    .insertInto('companies')
    .values({
      document: company.document,
      creci: company.creci,
      name: company.name,
      phone: company.phone,
      whatsapp: company.whatsapp,
      email: company.email,
      zip_code: company.zipCode,
      address: company.address,
      number: company.number,
      neighborhood: company.neighborhood,
      city: company.city,
      state: company.state,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const video of DEMO_VIDEOS) {
    const url = `https://www.youtube.com/watch?v=${video.youTubeId}`;
    await transaction
      .insertInto('videos')
      .values({
        title: video.title,
        description: video.description,
        video_url: url,
        video_url_embed: embedUrlFor(url),
        type: video.type,
        is_active: video.isActive,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/** The national holidays on fixed dates of this year and the next, in São Paulo. */
async function insertHolidays(transaction: Transaction<Database>, now: Date): Promise<void> {
  const thisYear = currentYear(now);
  const rows = [thisYear, thisYear + 1].flatMap((year) =>
    FIXED_NATIONAL_HOLIDAYS.map(({ monthDay, name }) => ({ day: `${year}-${monthDay}`, name, created_at: now.toISOString() })),
  );
  await transaction.insertInto('holidays').values(rows).execute();
}

/**
 * Fills an empty database with the demo agency: company, brokers with portraits (one per role signs in
 * with the demo password), clients, properties with drawn photos, eleven weeks of leads, videos, contract templates with real PDF and
 * Word files, the national holidays. All rows go in one transaction; the photos are removed if it fails or if
 * another process filled the database meanwhile (then the answer is `undefined`).
 */
export async function seedDemoContent(handle: DatabaseHandle, files: ObjectStore, now = new Date()): Promise<DemoSummary | undefined> {
  const properties = demoPropertiesInOrder();
  const [photos, passwordHashes] = await Promise.all([renderPhotos(files, photoOrders(properties)), demoPasswordHashes()]);
  const templates = await writeDemoTemplateFiles(files);
  const removeFiles = () => Promise.all([removePhotos(files, photos), removeDemoTemplateFiles(files, templates)]);
  let seeded: boolean;
  try {
    seeded = await handle.db.transaction().execute(async (transaction) => {
      await takeSeedLock(transaction, handle.dialect);
      if (!(await hasNoContent(transaction))) return false;
      const timestamp = now.toISOString();
      await insertCompanyAndVideos(transaction, timestamp);
      await insertDemoTemplates(transaction, templates, timestamp);
      const brokers = await insertBrokers(transaction, photos, passwordHashes, timestamp);
      await grantLogins(transaction, brokers);
      const clients = await insertClients(transaction, timestamp);
      await insertProperties(transaction, properties, photos, brokers, clients, now);
      await insertDemoLeads(transaction, brokers, clients, now);
      await insertHolidays(transaction, now);
      return true;
    });
  } catch (error) {
    await removeFiles();
    throw error;
  }
  if (!seeded) {
    await removeFiles();
    return undefined;
  }
  return {
    properties: properties.length,
    brokers: DEMO_BROKERS.length,
    clients: DEMO_CLIENTS.length,
    videos: DEMO_VIDEOS.length,
    templates: templates.length,
    photos: photos.length,
  };
}
