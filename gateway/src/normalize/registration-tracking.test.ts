import { describe, expect, it } from 'vitest';
import rejected from './fixtures/registration-tracking.json' with { type: 'json' };
import { toRegistrationSuccess, toRegistrationTracking, trackingPathOf } from './registration-tracking.js';

describe('toRegistrationTracking', () => {
  it('shows the title, code, status, reason and photos of a rejected registration', () => {
    expect(toRegistrationTracking(rejected, { publicUrl: null })).toEqual({
      title: 'Casa no Jardim Chapadão',
      code: 'V-14-2026',
      status: 'REJECTED',
      reason: 'O endereço não confere com a matrícula.',
      slug: null,
      createdAt: '2026-11-25T16:20:11.482Z',
      visitsDone: 2,
      photos: rejected.data.images.map((fileName) => ({
        fileName,
        url: `/images/${fileName}`,
        cardUrl: `/images/${fileName}?w=640`,
        srcSet: [320, 640, 1080, 1600].map((width) => `/images/${fileName}?w=${width} ${width}w`).join(', '),
        shareUrl: `/images/${fileName}?variant=share`,
      })),
    });
  });

  it('addresses the photos and their widths at the public bucket when one is set', () => {
    const tracking = toRegistrationTracking(rejected, { publicUrl: null, storagePublicUrl: 'https://cdn.exemplo.com.br' });
    const [first] = rejected.data.images;
    expect(tracking?.photos[0]).toMatchObject({
      url: `https://cdn.exemplo.com.br/images/${first}`,
      cardUrl: `https://cdn.exemplo.com.br/image-variants/w640/${first}.webp`,
    });
  });

  it('keeps a reason only while rejected and a slug only while approved', () => {
    const approved = toRegistrationTracking({ data: { ...rejected.data, status: 'approved', slug: 'casa-no-jardim-chapadao-14' } });
    expect(approved).toMatchObject({ status: 'APPROVED', reason: null, slug: 'casa-no-jardim-chapadao-14' });
    const waiting = toRegistrationTracking({ data: { ...rejected.data, status: 'in_analysis', slug: 'x-14' } });
    expect(waiting).toMatchObject({ status: 'IN_ANALYSIS', reason: null, slug: null });
  });

  it('is null for an answer without a property', () => {
    expect(toRegistrationTracking({ data: null })).toBeNull();
    expect(toRegistrationTracking({ data: { title: 'Sem código' } })).toBeNull();
    expect(toRegistrationTracking(undefined)).toBeNull();
  });
});

describe('toRegistrationSuccess', () => {
  it("turns the answered token into the owner's tracking page", () => {
    const token = 'Jq3u9hZ0cM0bV0n4yH2aM6jv4vXw2p1Qk8sT5rL7eGd';
    expect(toRegistrationSuccess({ message: 'Imóvel cadastrado com sucesso!', data: { tracking_token: token } })).toEqual({
      ok: true,
      message: 'Imóvel cadastrado com sucesso!',
      trackingPath: `/cadastre-seu-imovel/acompanhar/${token}`,
      error: null,
    });
    expect(toRegistrationSuccess({ message: 'Imóvel cadastrado com sucesso!' }).trackingPath).toBeNull();
    expect(trackingPathOf('a/b')).toBe('/cadastre-seu-imovel/acompanhar/a%2Fb');
  });
});
