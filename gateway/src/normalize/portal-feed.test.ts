import { describe, expect, it } from 'vitest';
import { RestError } from '../rest/rest-error.js';
import { toPortalFeed, toPortalFeedRefusal, toPortalFeedSuccess } from './portal-feed.js';

const TOKEN = 'k3Jx9_QwErTy-UiOp4AsDfGh5JkLzXcV';

describe('toPortalFeed', () => {
  it('builds the feed address under the site origin, with whether the user may replace it', () => {
    expect(toPortalFeed({ token: TOKEN, can_regenerate: 1 }, 'https://www.imobiliaria.test/')).toEqual({
      url: `https://www.imobiliaria.test/feeds/vrsync.xml?token=${TOKEN}`,
      canRegenerate: true,
    });
    expect(toPortalFeed({ token: TOKEN, can_regenerate: 0 }, 'http://127.0.0.1:4000')).toEqual({
      url: `http://127.0.0.1:4000/feeds/vrsync.xml?token=${TOKEN}`,
      canRegenerate: false,
    });
  });

  it('encodes a token the address could not carry as is, and answers null without a token', () => {
    expect(toPortalFeed({ token: 'a b&c' }, 'https://x.test')?.url).toBe('https://x.test/feeds/vrsync.xml?token=a%20b%26c');
    expect(toPortalFeed({ token: ' ', can_regenerate: 1 }, 'https://x.test')).toBeNull();
    expect(toPortalFeed(null, 'https://x.test')).toBeNull();
  });
});

describe('the new token as a mutation result', () => {
  it('answers the API message and the new address', () => {
    expect(
      toPortalFeedSuccess(
        { message: 'Novo endereço do feed gerado. Informe-o aos portais.', token: TOKEN, can_regenerate: 1 },
        'https://www.imobiliaria.test',
      ),
    ).toEqual({
      ok: true,
      message: 'Novo endereço do feed gerado. Informe-o aos portais.',
      feed: { url: `https://www.imobiliaria.test/feeds/vrsync.xml?token=${TOKEN}`, canRegenerate: true },
      error: null,
    });
  });

  it("answers a refusal with the API's message and no address", () => {
    const message = 'Apenas a administração da imobiliária pode gerar um novo endereço do feed.';
    expect(toPortalFeedRefusal(new RestError('http', message, 403))).toEqual({
      ok: false,
      message: null,
      feed: null,
      error: { message, fieldErrors: [] },
    });
  });
});
