import { describe, expect, it } from 'vitest';
import { CLERK, asUser, startSignedInStack } from './staff-stack.js';
import { errorsOf, FORBIDDEN } from './back-office-support.js';
import { useSuiteStack } from './suite-stack.js';
import { readDatabase } from './visitors-support.js';

const suite = useSuiteStack(
  () => startSignedInStack(CLERK).then((signedIn) => ({ ...signedIn, close: () => signedIn.stack.close() })),
  60_000,
);

const VISIT_FIELDS = `id status startsAt endsAt name phone cancelReason property { id code address mapUrl } broker { id name }`;
const VISITS = `query Visits($from: String!, $to: String!, $brokerId: ID) { visits(from: $from, to: $to, brokerId: $brokerId) { ${VISIT_FIELDS} } }`;
const CREATE = `mutation CreateVisit($input: VisitInput!) {
  createVisit(input: $input) { ok message visit { ${VISIT_FIELDS} } error { message fieldErrors { field message } } }
}`;
const VISITS_OF = `query VisitsOf($propertyId: ID) { visitsOf(propertyId: $propertyId) { id status } agendaBrokers { id name } }`;
const CANCEL = `mutation CancelVisit($id: ID!, $reason: String) {
  cancelVisit(id: $id, reason: $reason) { ok message visit { id status cancelReason } error { message fieldErrors { field message } } }
}`;

interface VisitData {
  id: string;
  status: string;
  startsAt: string;
  endsAt: string;
  name: string;
  phone: string;
  cancelReason: string | null;
  property: { id: string; code: string; address: string | null; mapUrl: string };
  broker: { id: string; name: string };
}

/** A demo property with a street and a responsible broker. */
function demoProperty(): { id: number; user_id: number; code: string } {
  const [property] = readDatabase<{ id: number; user_id: number; code: string }>(
    suite().stack.dataDir,
    "SELECT id, user_id, code FROM properties WHERE user_id IS NOT NULL AND address IS NOT NULL AND address <> '' ORDER BY id LIMIT 1",
  );
  if (property === undefined) throw new Error('A demonstração não tem imóvel com corretor e endereço.');
  return property;
}

describe('visits in the agenda', () => {
  it('books a visit for the property’s broker, with the address and its map, and refuses an overlapping one as data under time', async () => {
    const admin = asUser(suite(), suite().adminToken);
    const property = demoProperty();
    const input = { propertyId: String(property.id), day: '2040-06-12', time: '10:00', name: 'Rita Gomes', phone: '(19) 99123-4567' };
    const created = await admin<{ createVisit: { ok: boolean; message: string; visit: VisitData } }>(CREATE, { input });
    expect(created.errors).toBeUndefined();
    const visit = created.data!.createVisit.visit;
    expect(created.data!.createVisit).toMatchObject({ ok: true, message: 'Visita agendada com sucesso!' });
    expect(visit).toMatchObject({
      status: 'CONFIRMED',
      startsAt: '2040-06-12T13:00:00.000Z',
      endsAt: '2040-06-12T14:00:00.000Z',
      phone: '19991234567',
      property: { id: String(property.id), code: property.code },
      broker: { id: String(property.user_id) },
    });
    expect(visit.property.address).not.toBeNull();
    expect(visit.property.mapUrl).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(visit.property.address!)}`);

    const clash = await admin<{ createVisit: { ok: boolean; error: { fieldErrors: { field: string; message: string }[] } } }>(CREATE, {
      input: { ...input, time: '10:30', durationMinutes: 30 },
    });
    expect(clash.data?.createVisit.ok).toBe(false);
    expect(clash.data?.createVisit.error.fieldErrors).toEqual([
      { field: 'time', message: `O corretor já tem uma visita das 10:00 às 11:00 de 12/06/2040 (${property.code}).` },
    ]);
    const missing = await admin<{ createVisit: { error: { fieldErrors: { field: string }[] } } }>(CREATE, {
      input: { durationMinutes: 1 },
    });
    expect(missing.data?.createVisit.error.fieldErrors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['propertyId', 'durationMinutes', 'day', 'time']),
    );

    const period = { from: '2040-06-12T03:00:00.000Z', to: '2040-06-13T03:00:00.000Z' };
    const listed = await admin<{ visits: VisitData[] }>(VISITS, period);
    expect(listed.data?.visits.map((item) => item.id)).toEqual([visit.id]);
    const ofOther = await admin<{ visits: VisitData[] }>(VISITS, { ...period, brokerId: '999999' });
    expect(ofOther.data?.visits).toEqual([]);

    const noReason = await admin<{ cancelVisit: { ok: boolean; error: { fieldErrors: { field: string; message: string }[] } } }>(CANCEL, {
      id: visit.id,
    });
    expect(noReason.data?.cancelVisit.error.fieldErrors).toEqual([{ field: 'reason', message: 'Informe o motivo do cancelamento.' }]);
    const cancelled = await admin<{ cancelVisit: { ok: boolean; visit: { status: string; cancelReason: string } } }>(CANCEL, {
      id: visit.id,
      reason: 'Cliente viajou.',
    });
    expect(cancelled.data?.cancelVisit).toMatchObject({ ok: true, visit: { status: 'CANCELLED', cancelReason: 'Cliente viajou.' } });

    const ofProperty = await admin<{ visitsOf: { id: string; status: string }[]; agendaBrokers: { id: string; name: string }[] }>(
      VISITS_OF,
      { propertyId: String(property.id) },
    );
    expect(ofProperty.errors).toBeUndefined();
    expect(ofProperty.data?.visitsOf).toContainEqual({ id: visit.id, status: 'CANCELLED' });
    expect(ofProperty.data?.agendaBrokers.map((broker) => broker.id)).toContain(String(property.user_id));
  });

  it('gives the signed-in user the address of their calendar feed, served as iCalendar, and a new one that ends the old', async () => {
    const admin = asUser(suite(), suite().adminToken);
    const url = (await admin<{ calendarFeedUrl: string }>('query { calendarFeedUrl }')).data?.calendarFeedUrl ?? '';
    expect(url).toMatch(/\/agenda\/calendario\/[A-Za-z0-9_-]{32}$/);
    const path = new URL(url).pathname;
    const feed = await fetch(`${suite().stack.gatewayUrl}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);

    const replaced = await admin<{ replaceCalendarFeed: { ok: boolean; url: string } }>(
      'mutation { replaceCalendarFeed { ok message url } }',
    );
    expect(replaced.data?.replaceCalendarFeed.ok).toBe(true);
    expect(replaced.data?.replaceCalendarFeed.url).not.toBe(url);
    expect((await fetch(`${suite().stack.gatewayUrl}${path}`)).status).toBe(404);
    expect((await fetch(`${suite().stack.gatewayUrl}/agenda/calendario/..%2F..%2Fapi`)).status).toBe(404);
  });

  it('is FORBIDDEN without the agenda permission, changing nothing', async () => {
    const count = () => readDatabase<{ n: number }>(suite().stack.dataDir, 'SELECT count(*) AS n FROM visits')[0]?.n;
    const before = count();
    const clerk = asUser(suite(), suite().staffToken);
    const period = { from: '2040-01-01T00:00:00Z', to: '2040-01-02T00:00:00Z' };
    expect(errorsOf(await clerk(VISITS, period))).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['visits'] }]);
    expect(errorsOf(await clerk(CREATE, { input: { day: '2040-01-02', time: '10:00' } }))[0]?.code).toBe('FORBIDDEN');
    expect(count()).toBe(before);
  });
});
