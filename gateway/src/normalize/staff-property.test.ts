import { describe, expect, it } from 'vitest';
import { RestError } from '../rest/rest-error.js';
import { staffPropertyInputField } from '../rest/staff-property-form.js';
import type { RawStaffPropertyEnvelope, RawStaffPropertyPage } from '../rest/types.js';
import created from './fixtures/staff-property-created.json' with { type: 'json' };
import refused from './fixtures/staff-property-refused.json' with { type: 'json' };
import awaiting from './fixtures/awaiting-analysis.json' with { type: 'json' };
import page from './fixtures/staff-property-page.json' with { type: 'json' };
import { toImage } from './images.js';
import { toProperty } from './property.js';
import {
  toPropertyAlerts,
  toStaffProperty,
  toStaffPropertyAnswer,
  toStaffPropertyFailure,
  toStaffPropertyPageAnswer,
  toStaffPropertyRefusal,
  toStaffPropertySuccess,
} from './staff-property.js';

const [sold, rejectedLand, inAnalysis] = page.data;

describe('toStaffPropertyPageAnswer', () => {
  it('reads the recorded page in the API order, hidden and unapproved properties included, with its paging', () => {
    const { properties, paging } = toStaffPropertyPageAnswer(page);
    expect(properties.map((item) => [item.property.id, item.property.status, item.property.isActive])).toEqual([
      ['40', 'APPROVED', false],
      ['29', 'REJECTED', true],
      ['18', 'IN_ANALYSIS', true],
    ]);
    expect(paging).toEqual({ total: 23, page: 3, perPage: 3 });
  });

  it("wraps the public property and adds the responsible broker's id, the client, the owner's contact and the times", () => {
    expect(toStaffProperty(inAnalysis!)).toEqual({
      property: toProperty(inAnalysis!),
      brokerId: '4',
      clientId: null,
      contactName: 'Marina Lopes',
      contactPhone: '19977665544',
      contactEmail: 'marina.lopes@exemplo.com.br',
      statusReason: null,
      createdAt: '2026-11-21T05:24:45.539Z',
      updatedAt: '2026-11-21T05:24:45.539Z',
      portalPublish: false,
      portalLevel: 'STANDARD',
    });
    expect(toStaffProperty({ ...inAnalysis!, status: 'rejected', status_reason: 'Faltam fotos.' })?.statusReason).toBe('Faltam fotos.');
    expect(toStaffProperty(sold!)).toMatchObject({
      brokerId: '6',
      clientId: '3',
      contactName: null,
      contactPhone: null,
      contactEmail: null,
    });
    expect(toStaffProperty(rejectedLand!)?.property).toMatchObject({
      type: 'LAND',
      subdivisionName: 'Jardim Bom Retiro',
      images: [],
      mainImage: null,
    });
  });

  it('leaves out records the site cannot show, and reads a missing answer as an empty page', () => {
    const withUnknownType = {
      data: [
        { ...inAnalysis!, id: '77' },
        { id: 78, type: 'castle', operation: 'sale' },
      ],
      total: 2,
    } as unknown as RawStaffPropertyPage;
    expect(toStaffPropertyPageAnswer(withUnknownType).properties.map((item) => item.property.id)).toEqual(['77']);
    expect(toStaffPropertyPageAnswer(null)).toEqual({ properties: [], paging: { total: null, page: null, perPage: null } });
  });
});

describe('toPropertyAlerts', () => {
  it('reads the recorded alerts: the count and the newest properties awaiting analysis', () => {
    const alerts = toPropertyAlerts(awaiting);
    expect(alerts.count).toBe(7);
    expect(alerts.newest.map((item) => [item.property.id, item.property.status])).toEqual([['18', 'IN_ANALYSIS']]);
  });

  it('never counts fewer than it lists, and reads a missing answer as no alerts', () => {
    expect(toPropertyAlerts({ total: 0, data: [inAnalysis!] }).count).toBe(1);
    expect(toPropertyAlerts({ total: 'muitos', data: [] }).count).toBe(0);
    expect(toPropertyAlerts(null)).toEqual({ count: 0, newest: [] });
  });
});

describe('toStaffPropertyAnswer', () => {
  it('reads { data: property }, and null without one', () => {
    expect(toStaffPropertyAnswer({ data: inAnalysis }, { publicUrl: 'https://imoveis.exemplo.com.br' })?.property.id).toBe('18');
    expect(toStaffPropertyAnswer({ data: null })).toBeNull();
    const listInsteadOfItem = { data: [inAnalysis] } as unknown as RawStaffPropertyEnvelope;
    expect(toStaffPropertyAnswer(listInsteadOfItem)).toBeNull();
  });
});

describe('staff property write results', () => {
  it("reads the recorded creation answer: the API's message and the property as stored", () => {
    const outcome = toStaffPropertySuccess(created);
    expect({ ok: outcome.ok, message: outcome.message, error: outcome.error }).toEqual({
      ok: true,
      message: 'Imóvel cadastrado com sucesso!',
      error: null,
    });
    expect(outcome.property).toMatchObject({
      brokerId: '3',
      clientId: '4',
      contactName: null,
      property: {
        id: '45',
        code: 'VL-45-2026',
        operation: 'BOTH',
        forRent: true,
        forSale: true,
        status: 'IN_ANALYSIS',
        isReserved: true,
        highlights: ['Edícula', 'Quintal'],
        features: ['POOL', 'PET_FRIENDLY'],
        otherFeatures: ['varanda_gourmet'],
        responsibleBroker: 'Isabela Costa',
        images: [toImage('15d33119b3cb3159.jpg'), toImage('416e3d764aee66f1.jpg')],
      },
    });
  });

  it('is ok without a property when the API confirms without a readable one', () => {
    expect(toStaffPropertySuccess({ message: 'Status do imóvel atualizado com sucesso!' })).toEqual({
      ok: true,
      message: 'Status do imóvel atualizado com sucesso!',
      property: null,
      error: null,
    });
  });

  it('reads the recorded refusal with every field under its input name', () => {
    const error = RestError.fromResponseBody(422, refused).withFieldNames(staffPropertyInputField);
    expect(toStaffPropertyRefusal(error)).toEqual({
      ok: false,
      message: null,
      property: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [
          { field: 'title', message: 'O título é obrigatório.' },
          { field: 'operation', message: 'A operação é obrigatória.' },
          { field: 'type', message: 'O tipo é obrigatório.' },
          { field: 'status', message: 'A situação é obrigatória.' },
          { field: 'price', message: 'O preço é obrigatório.' },
          { field: 'city', message: 'A cidade é obrigatória.' },
          { field: 'brokerId', message: 'Selecione um corretor válido.' },
        ],
      },
    });
  });

  it("builds the gateway's own refusals", () => {
    expect(
      toStaffPropertyFailure('Por favor, corrija os erros destacados.', [
        { field: 'mainImage', message: 'Cada imagem deve ter no máximo 15MB.' },
      ]),
    ).toEqual({
      ok: false,
      message: null,
      property: null,
      error: {
        message: 'Por favor, corrija os erros destacados.',
        fieldErrors: [{ field: 'mainImage', message: 'Cada imagem deve ter no máximo 15MB.' }],
      },
    });
  });
});
