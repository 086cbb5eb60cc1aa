/**
 * Property photos addressed straight at the public bucket (`STORAGE_PUBLIC_URL` on the API and the gateway): the API
 * keeps its files in an S3-compatible bucket (s3rver, which answers unsigned GETs as a public-read bucket does), and
 * every original and width address the gateway gives (catalogue, property page, staff screens, tracking page, sitemap)
 * is fetched from the bucket itself. The share picture, made on first request, still goes through the gateway. A
 * second gateway without the option, in front of the same API, keeps every address under its own `/images`.
 */
import { describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { startS3Server, type RunningS3Server } from '../support/s3-server.js';
import { BUILT_FOLDERS, startStack, type RunningStack } from '../support/stack.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, graphqlAs, multipartAs, propertyUploads, signIn } from './back-office-support.js';
import { CREATE_PROPERTY, validStaffInput, type StaffPropertyResultData } from './back-office-queries.js';
import { useOwnTmpDir, type OwnTmpDir } from './own-tmp-dir.js';
import { useSuiteStack } from './suite-stack.js';
import { queryData, succeededWrite } from './support.js';
import { multipartGraphql, photoFiles, sampleJpeg, validRegistration } from './visitors-support.js';

const BUCKET = 'fotos-publicas';
const WIDTHS = [320, 640, 1080, 1600];

interface ImageData {
  fileName: string;
  url: string;
  cardUrl: string;
  srcSet: string;
  shareUrl: string;
}

const IMAGE_FIELDS = 'fileName url cardUrl srcSet shareUrl';

interface Suite {
  s3: RunningS3Server;
  stack: RunningStack;
  /** The same API behind a gateway without STORAGE_PUBLIC_URL. */
  plainGateway: RunningGateway;
  /** `<s3rver>/<bucket>`, the public address of the bucket. */
  bucketBase: string;
  adminToken: string;
  ownTmp: OwnTmpDir;
  close(): Promise<void>;
}

async function startSuite(): Promise<Suite> {
  const ownTmp = await useOwnTmpDir('gateway-public-bucket-suite-');
  const s3 = await startS3Server([BUCKET]);
  const bucketBase = `${s3.endpoint}/${BUCKET}`;
  const stack = await startStack(
    {
      seedDemo: false,
      adminPassword: ADMIN_PASSWORD,
      storageUrl: s3.storageUrl(BUCKET),
      storagePublicUrl: bucketBase,
      rateLimits: { register: { max: 100, windowMs: 60_000 }, registerRefused: { max: 100, windowMs: 60_000 } },
    },
    { storagePublicUrl: bucketBase },
  );
  const plainGateway = await startGateway({
    port: 0,
    apiUrl: stack.apiUrl,
    apiKey: stack.apiKey,
    ...BUILT_FOLDERS,
  });
  return {
    s3,
    stack,
    plainGateway,
    bucketBase,
    adminToken: await signIn(stack.gatewayUrl, ADMIN_EMAIL, ADMIN_PASSWORD),
    ownTmp,
    async close() {
      await plainGateway.close();
      await stack.close();
      await s3.close();
      await ownTmp.restore();
    },
  };
}

const suite = useSuiteStack(startSuite, 120_000);

/** Every address of `srcset`, without its width descriptor. */
const srcSetAddresses = (srcSet: string): string[] => srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? '');

/** The original, card and srcset addresses of a photo: those served by the bucket when it has a public address. */
const bucketAddressesOf = (image: ImageData): string[] => [image.url, image.cardUrl, ...srcSetAddresses(image.srcSet)];

/** Fetches an address without any credentials (as a visitor's browser does) and answers its status and content type. */
async function fetchedImage(address: string): Promise<{ address: string; status: number; contentType: string | null; bytes: number }> {
  const response = await fetch(address);
  const body = await response.arrayBuffer();
  return { address, status: response.status, contentType: response.headers.get('content-type'), bytes: body.byteLength };
}

const IMAGE_TYPE = /^image\/(jpeg|webp)$/;

/** A 200 answer holding a JPEG or WebP image. */
function expectServedImage(answer: Awaited<ReturnType<typeof fetchedImage>>): void {
  expect(answer.status, answer.address).toBe(200);
  expect(answer.contentType, answer.address).toMatch(IMAGE_TYPE);
  expect(answer.bytes, answer.address).toBeGreaterThan(0);
}

async function expectBucketServes(images: readonly ImageData[]): Promise<void> {
  const { bucketBase } = suite();
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    const name = encodeURIComponent(image.fileName);
    expect(image.url).toBe(`${bucketBase}/images/${name}`);
    expect(image.cardUrl).toBe(`${bucketBase}/image-variants/w640/${name}.webp`);
    expect(srcSetAddresses(image.srcSet)).toEqual(WIDTHS.map((width) => `${bucketBase}/image-variants/w${width}/${name}.webp`));
    for (const answer of await Promise.all(bucketAddressesOf(image).map(fetchedImage))) expectServedImage(answer);
  }
}

async function createApprovedProperty(title: string): Promise<{ id: string; slug: string }> {
  const photos = await Promise.all([sampleJpeg('#16a085', 1800, 1200), sampleJpeg('#d35400', 1200, 900), sampleJpeg('#2c3e50', 640, 480)]);
  const { files, variables } = propertyUploads(photos[0], photos.slice(1));
  const created = await multipartAs<{ createProperty: StaffPropertyResultData }>(
    suite().stack.gatewayUrl,
    suite().adminToken,
    CREATE_PROPERTY,
    { ...variables, input: { ...validStaffInput(title), status: 'APPROVED', isReserved: false } },
    files,
  );
  const id = succeededWrite(created, 'createProperty', 'Imóvel cadastrado com sucesso!').property!.property.id;
  const read = await graphqlAs<{ staffProperty: { property: { slug: string } } }>(
    suite().stack.gatewayUrl,
    suite().adminToken,
    'query($id: ID!) { staffProperty(id: $id) { property { slug } } }',
    { id },
  );
  return { id, slug: read.data!.staffProperty.property.slug };
}

let approved: Promise<{ id: string; slug: string }> | undefined;
/** The approved property with three photos every test reads, created once. */
const createdProperty = () => (approved ??= createApprovedProperty('Sobrado com fotos no bucket público'));

describe('property photos with STORAGE_PUBLIC_URL', () => {
  it('gives the public page every original and width at the bucket, each served there as an image, and the share picture through the gateway', async () => {
    const { slug } = await createdProperty();
    const { property: read } = await queryData<{ property: { images: ImageData[] } | null }>(
      suite().stack.gatewayUrl,
      `query($slug: String!) { property(slug: $slug) { images { ${IMAGE_FIELDS} } } }`,
      { slug },
    );
    expect(read?.images).toHaveLength(3);
    await expectBucketServes(read!.images);
    for (const image of read!.images) {
      expect(image.shareUrl).toBe(`/images/${encodeURIComponent(image.fileName)}?variant=share`);
      const share = await fetchedImage(`${suite().stack.gatewayUrl}${image.shareUrl}`);
      expect(share).toMatchObject({ status: 200, contentType: 'image/jpeg' });
    }
  });

  it("preloads the page's main photo from the bucket and previews the link with the gateway's share picture", async () => {
    const { slug } = await createdProperty();
    const response = await fetch(`${suite().stack.gatewayUrl}/imovel/${encodeURIComponent(slug)}`);
    expect(response.status).toBe(200);
    const head = (await response.text()).split('</head>')[0] ?? '';
    const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)"/.exec(head);
    expect(preload?.[1]).toMatch(new RegExp(`^${suite().bucketBase}/images/[0-9a-f]{16}\\.jpg$`));
    for (const address of srcSetAddresses(preload?.[2] ?? '')) {
      expect(address).toMatch(new RegExp(`^${suite().bucketBase}/image-variants/w\\d+/[0-9a-f]{16}\\.jpg\\.webp$`));
    }
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1];
    expect(ogImage).toMatch(new RegExp(`^${suite().stack.gatewayUrl}/images/[0-9a-f]{16}\\.jpg\\?variant=share$`));
    expect(await fetchedImage(ogImage!)).toMatchObject({ status: 200, contentType: 'image/jpeg' });
  });

  it('gives the catalogue cards and the staff screen their widths at the bucket', async () => {
    const { id } = await createdProperty();
    const { properties } = await queryData<{ properties: { items: { id: string; mainImage: ImageData | null }[] } }>(
      suite().stack.gatewayUrl,
      `{ properties(page: 1, perPage: 12) { items { id mainImage { ${IMAGE_FIELDS} } } } }`,
    );
    const card = properties.items.find((item) => item.id === id);
    await expectBucketServes([card!.mainImage!]);

    const staff = await graphqlAs<{ staffProperty: { property: { images: ImageData[] } } }>(
      suite().stack.gatewayUrl,
      suite().adminToken,
      `query($id: ID!) { staffProperty(id: $id) { property { images { ${IMAGE_FIELDS} } } } }`,
      { id },
    );
    expect(staff.errors).toBeUndefined();
    await expectBucketServes(staff.data!.staffProperty.property.images);
  });

  it("gives the owner's tracking page the registered photos at the bucket", async () => {
    const photos = await Promise.all(['#c0392b', '#27ae60', '#2980b9'].map((color) => sampleJpeg(color, 900, 600)));
    const files = photoFiles(photos);
    const registered = await multipartGraphql<{ registerProperty: { ok: boolean; trackingPath: string | null } }>(
      suite().stack.gatewayUrl,
      `mutation($input: PropertyRegistrationInput!, $mainImage: Upload, $otherImages: [Upload!]) {
        registerProperty(input: $input, mainImage: $mainImage, otherImages: $otherImages) { ok trackingPath }
      }`,
      { input: validRegistration('Casa cadastrada com fotos no bucket'), mainImage: null, otherImages: [null, null] },
      files,
    );
    expect(registered.data?.registerProperty.ok).toBe(true);
    const token = decodeURIComponent(registered.data!.registerProperty.trackingPath!.split('/').pop()!);
    const { registrationTracking } = await queryData<{ registrationTracking: { photos: ImageData[] } | null }>(
      suite().stack.gatewayUrl,
      `query($token: String!) { registrationTracking(token: $token) { photos { ${IMAGE_FIELDS} } } }`,
      { token },
    );
    expect(registrationTracking?.photos).toHaveLength(3);
    await expectBucketServes(registrationTracking!.photos);
  });

  it("lists the photos at the bucket in the sitemap's image entries", async () => {
    const { slug } = await createdProperty();
    const response = await fetch(`${suite().stack.gatewayUrl}/sitemaps/imoveis-1.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const entry = xml.slice(xml.indexOf(`/imovel/${slug}<`));
    const locations = [...entry.slice(0, entry.indexOf('</url>')).matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      expect(location).toMatch(new RegExp(`^${suite().bucketBase}/images/[0-9a-f]{16}\\.jpg$`));
      expect(await fetchedImage(location!)).toMatchObject({ status: 200, contentType: 'image/jpeg' });
    }
  });
});

describe('property photos without STORAGE_PUBLIC_URL', () => {
  it('keeps every address under the gateway, which serves them', async () => {
    const { plainGateway } = suite();
    await createdProperty();
    const { properties } = await queryData<{ properties: { items: { mainImage: ImageData | null }[] } }>(
      plainGateway.url,
      `{ properties(page: 1, perPage: 1) { items { mainImage { ${IMAGE_FIELDS} } } } }`,
    );
    const image = properties.items[0]?.mainImage;
    expect(image).toBeDefined();
    const name = encodeURIComponent(image!.fileName);
    expect(image).toEqual({
      fileName: image!.fileName,
      url: `/images/${name}`,
      cardUrl: `/images/${name}?w=640`,
      srcSet: WIDTHS.map((width) => `/images/${name}?w=${width} ${width}w`).join(', '),
      shareUrl: `/images/${name}?variant=share`,
    });
    for (const address of bucketAddressesOf(image!)) expectServedImage(await fetchedImage(`${plainGateway.url}${address}`));
  });
});
