import { describe, expect, it } from 'vitest';
import { bearer, errorsOf, withDatabase } from './back-office-support.js';
import { CLERK, asUser, startSignedInStack } from './staff-stack.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(
  () => startSignedInStack(CLERK).then((signedIn) => ({ ...signedIn, close: () => signedIn.stack.close() })),
  60_000,
);

const CREATE = `mutation CreateVisit($input: VisitInput!) { createVisit(input: $input) { ok visit { id property { code } } } }`;
const GENERATE = `mutation GenerateVisitRecord($visitId: ID!) {
  generateVisitRecord(visitId: $visitId) {
    ok message visit { id records { id createdAt createdByName downloadUrl } } error { message fieldErrors { field message } }
  }
}`;

interface GenerateAnswer {
  generateVisitRecord: {
    ok: boolean;
    message: string | null;
    visit: { id: string; records: { id: string; createdAt: string; createdByName: string | null; downloadUrl: string }[] } | null;
    error: { message: string; fieldErrors: unknown[] } | null;
  };
}

/** A visit booked through GraphQL on a demo property with a broker, for the day and time given. */
async function bookVisit(day: string): Promise<{ id: string; code: string }> {
  const [property] = readDatabase<{ id: number }>(
    suite().stack.dataDir,
    'SELECT id FROM properties WHERE user_id IS NOT NULL ORDER BY id LIMIT 1',
  );
  const admin = asUser(suite(), suite().adminToken);
  const created = await admin<{ createVisit: { ok: boolean; visit: { id: string; property: { code: string } } } }>(CREATE, {
    input: { propertyId: String(property!.id), day, time: '10:00', name: 'Rita Ficha', phone: '(19) 99123-4567' },
  });
  expect(created.data?.createVisit.ok).toBe(true);
  const visit = created.data!.createVisit.visit;
  return { id: visit.id, code: visit.property.code };
}

const download = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, suite().stack.gatewayUrl), { headers });

describe('fichas de visita through the gateway', () => {
  it('generates a ficha once the visit’s time has come, lists it on the visit and streams its PDF to a signed-in user', async () => {
    const admin = asUser(suite(), suite().adminToken);
    const future = await bookVisit('2040-07-10');
    const early = await admin<GenerateAnswer>(GENERATE, { visitId: future.id });
    expect(early.data?.generateVisitRecord).toMatchObject({
      ok: false,
      visit: null,
      error: { message: 'A ficha de visita só pode ser gerada a partir do horário marcado para a visita.' },
    });

    const past = await bookVisit('2040-07-11');
    // The visit's time comes: moved into the past in the database, as the clock would.
    withDatabase(suite().stack.dataDir, (database) =>
      database
        .prepare("UPDATE visits SET starts_at = '2026-01-09T13:00:00.000Z', ends_at = '2026-01-09T14:00:00.000Z' WHERE id = ?")
        .run(Number(past.id)),
    );
    const generated = await admin<GenerateAnswer>(GENERATE, { visitId: past.id });
    expect(generated.errors).toBeUndefined();
    expect(generated.data?.generateVisitRecord).toMatchObject({ ok: true, message: 'Ficha de visita gerada.' });
    const [record] = generated.data!.generateVisitRecord.visit!.records;
    expect(record?.downloadUrl).toBe(`/app/visitas/${past.id}/fichas/${record?.id}.pdf`);
    expect(record?.createdByName).not.toBeNull();

    const file = await download(record!.downloadUrl, bearer(suite().adminToken));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="ficha-de-visita-${past.code}-2026-01-09.pdf"`);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('refuses the download without a session and the mutation without a session or the permission', async () => {
    const visit = await bookVisit('2040-07-12');
    const anonymous = await download(`/app/visitas/${visit.id}/fichas/1.pdf`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Faça login para baixar a ficha de visita.' });
    const stale = await download(`/app/visitas/${visit.id}/fichas/1.pdf`, bearer('token-que-nao-existe'));
    expect(stale.status).toBe(401);
    const unknown = await download(`/app/visitas/${visit.id}/fichas/987654.pdf`, bearer(suite().adminToken));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'A ficha de visita não foi encontrada.' });

    expect(errorsOf(await asUser(suite(), null)(GENERATE, { visitId: visit.id }))[0]?.code).toBe('UNAUTHENTICATED');
    expect(errorsOf(await asUser(suite(), suite().staffToken)(GENERATE, { visitId: visit.id }))[0]?.code).toBe('FORBIDDEN');
    const stored = readDatabase<{ total: number }>(
      suite().stack.dataDir,
      'SELECT count(*) AS total FROM visit_records WHERE visit_id = ?',
      Number(visit.id),
    );
    expect(stored[0]?.total).toBe(0);
  });
});
