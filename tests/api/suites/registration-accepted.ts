import { existsSync } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEnvelope } from '../support/contract.js';
import { bandedPhoto, colourAt, exifHasGps, sidewaysPhoneJpeg, writeSizedFile } from '../support/photos.js';
import { createRegistrationApi, photo, REGISTERED, registrationForm, storedState, validFields } from '../support/registration.js';
import type { Dialect, TestApi } from '../support/test-api.js';
import { postForm } from '../support/visitors.js';

const WIDTHS = ['320', '640', '1080', '1600'];
const STORED_NAME = /^[0-9a-f]{16}\.jpg$/;

async function propertyByTitle(testApi: TestApi, title: string) {
  return testApi.db.selectFrom('properties').selectAll().where('title', '=', title).executeTakeFirstOrThrow();
}

function imagesOf(row: { images: string }): string[] {
  return JSON.parse(row.images) as string[];
}

/** Accepted registrations: what is stored, how the photos are kept, what stays private. */
export function registrationAcceptedSuite(dialect: Dialect): void {
  describe('POST /api/property/register — accepted', () => {
    let testApi: TestApi;
    let phone: Buffer;
    let png: Buffer;
    let wide: Buffer;
    let small: Buffer;
    let workDir: string;

    beforeAll(async () => {
      testApi = await createRegistrationApi(dialect);
      [phone, png, wide, small] = await Promise.all([
        sidewaysPhoneJpeg(),
        bandedPhoto(600, 400, 'png'),
        bandedPhoto(3000, 2000),
        bandedPhoto(320, 240),
      ]);
      workDir = await mkdtemp(path.join(tmpdir(), 'registration-accepted-'));
    });
    afterAll(async () => {
      await testApi?.dispose();
      if (workDir) await rm(workDir, { recursive: true, force: true });
    });

    it('stores the property in analysis, inactive, with the contact fields, and answers the message', async () => {
      expect((await sharp(phone).metadata()).orientation).toBe(6);
      const original = (await sharp(phone).metadata()).exif;
      expect(original !== undefined && exifHasGps(original)).toBe(true);

      const form = registrationForm(validFields(), [
        photo('mainImage', phone, 'IMG_20260301_minha-casa.jpg'),
        photo('otherImages[0]', png, 'quintal.png', 'image/png'),
        photo('otherImages[1]', wide, 'sala-ampla.jpg'),
      ]);
      const response = await postForm(testApi, '/api/property/register', form);
      expect(response.status).toBe(201);
      expect(response.json).toEqual({ ...REGISTERED, data: { tracking_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string } });

      const row = await propertyByTitle(testApi, 'Casa térrea com quintal no Taquaral');
      expect(row).toMatchObject({
        status: 'in_analysis',
        is_active: 0,
        is_reserved: 0,
        is_launch: 0,
        terms_accepted: 1,
        year: new Date().getFullYear(),
        operation: 'sale',
        type: 'house',
        contact_name: 'Rogério Albuquerque',
        contact_phone: '19998765432',
        contact_email: 'rogerio.albuquerque@exemplo.com.br',
        bedrooms: 3,
        bathrooms: 2,
        suites: 1,
        garage: 2,
        state: 'SP',
        zip_code: '13087-000',
        number: '215',
        complement: 'Casa 2',
        neighborhood: 'Taquaral',
        city: 'Campinas',
        iptu_periodicity: 'annually',
        features: '["pet_friendly","backyard","grill"]',
        user_id: null,
        client_id: null,
        subdivision_name: null,
        delivery_date: null,
        ready_to_build: 0,
        description: 'Casa com 3 dormitórios, quintal amplo e garagem coberta.\nRua tranquila e arborizada.',
      });
      expect(Number(row.price)).toBe(780000.5);
      expect(Number(row.area)).toBe(160);
      expect(Number(row.iptu_value)).toBe(2400);
      expect(row.slug).toBe(`casa-terrea-com-quintal-no-taquaral-${row.id}`);
      expect(row.code).toBe(`V-${row.id}-${row.year}`);
    });

    it('keeps the photos under new random names, upright, without EXIF or GPS, capped, with every WebP variant', async () => {
      const row = await propertyByTitle(testApi, 'Casa térrea com quintal no Taquaral');
      const images = imagesOf(row);
      expect(images).toHaveLength(3);
      for (const name of images) {
        expect(name).toMatch(STORED_NAME);
        expect(name).not.toMatch(/minha-casa|quintal|sala/);
      }
      const [main, fromPng, fromWide] = await Promise.all(images.map((name) => readFile(path.join(testApi.dataDir, 'images', name))));
      const mainMeta = await sharp(main).metadata();
      expect(mainMeta).toMatchObject({ format: 'jpeg', width: 400, height: 800 });
      expect(mainMeta.orientation).toBeUndefined();
      expect(mainMeta.exif).toBeUndefined();
      expect(mainMeta.icc).toBeUndefined();
      expect(main?.includes('Celular')).toBe(false);
      // Stored sideways with the band on the left; upright, the band runs along the top.
      expect(await colourAt(main as Buffer, 200, 10)).toBe('blue');
      expect(await colourAt(main as Buffer, 200, 700)).toBe('red');

      expect(await sharp(fromPng).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
      expect(await sharp(fromWide).metadata()).toMatchObject({ format: 'jpeg', width: 2560, height: 1707 });

      for (const name of images) {
        for (const width of WIDTHS) {
          const variant = path.join(testApi.dataDir, 'image-variants', `w${width}`, `${name}.webp`);
          expect(existsSync(variant), `${name} w${width}`).toBe(true);
        }
      }
      const card = await sharp(path.join(testApi.dataDir, 'image-variants', 'w320', `${images[0]}.webp`)).metadata();
      expect(card).toMatchObject({ format: 'webp', width: 320, height: 640 });
      expect(card.exif).toBeUndefined();
      const served = await fetch(`${testApi.api.url}/images/${images[2]}?w=1600`, { headers: { 'X-API-Key': testApi.api.apiKey } });
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1600);
      expect((await storedState(testApi)).uploads).toEqual([]);
    });

    it('keeps the property out of the public catalogue', async () => {
      const row = await propertyByTitle(testApi, 'Casa térrea com quintal no Taquaral');
      const catalogue = await testApi.getJson<CatalogueEnvelope>('/api/properties');
      expect(catalogue.data[0]?.properties.some((property) => property.id === row.id)).toBe(false);
      expect((await testApi.request(`/api/properties/slug/${row.slug ?? ''}`)).status).toBe(404);
    });

    it('keeps land-only fields only for land, and no rooms for land', async () => {
      const land = {
        ...validFields(),
        type: 'land',
        title: 'Terreno no Alphaville',
        subdivision_name: 'Alphaville Dom Pedro',
        delivery_date: '2027-06-30',
        ready_to_build: '1',
        bedrooms: '3',
      };
      const house = {
        ...validFields(),
        title: 'Casa com dados de terreno',
        subdivision_name: 'Loteamento X',
        delivery_date: '2027-06-30',
        ready_to_build: '1',
      };
      for (const fields of [land, house]) {
        const response = await postForm(
          testApi,
          '/api/property/register',
          registrationForm(fields, [photo('mainImage', small), photo('otherImages', small), photo('otherImages', small)]),
        );
        expect(response.status).toBe(201);
      }
      expect(await propertyByTitle(testApi, 'Terreno no Alphaville')).toMatchObject({
        type: 'land',
        subdivision_name: 'Alphaville Dom Pedro',
        delivery_date: '2027-06-30',
        ready_to_build: 1,
        bedrooms: 0,
        bathrooms: 0,
        suites: 0,
        garage: 0,
      });
      expect(await propertyByTitle(testApi, 'Casa com dados de terreno')).toMatchObject({
        subdivision_name: null,
        delivery_date: null,
        ready_to_build: 0,
        bedrooms: 3,
      });
    });

    it('accepts 1 + 19 photos, ordered by otherImages[n], and a photo of exactly 15 MB', async () => {
      const exact = path.join(workDir, 'exata.jpg');
      await writeSizedFile(exact, small, 15_728_640);
      const numbered = await Promise.all(Array.from({ length: 18 }, (_unused, index) => bandedPhoto(200 + index, 150)));
      const others = numbered.map((data, index) => photo(`otherImages[${index + 1}]`, data)).reverse();
      const form = registrationForm({ ...validFields(), title: 'Casa com vinte fotos' }, [
        photo('mainImage', small),
        ...others,
        photo('otherImages[0]', await openAsBlob(exact, { type: 'image/jpeg' }), 'exata.jpg'),
      ]);
      const response = await postForm(testApi, '/api/property/register', form);
      expect(response.status).toBe(201);
      const images = imagesOf(await propertyByTitle(testApi, 'Casa com vinte fotos'));
      expect(images).toHaveLength(20);
      const widths = await Promise.all(
        images.map(async (name) => (await sharp(path.join(testApi.dataDir, 'images', name)).metadata()).width),
      );
      expect(widths).toEqual([320, 320, ...numbered.map((_data, index) => 200 + index)]);
    });
  });
}
