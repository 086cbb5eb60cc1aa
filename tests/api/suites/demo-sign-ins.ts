import { describe, expect, it } from 'vitest';
import { templateFileKindOf, templateKindOfName } from '../../../api/src/templates/file-kind.js';
import { templateFileOnDisk } from '../support/files.js';
import type { VideoJson } from '../support/contract.js';
import { asStaff, signIn } from '../support/staff.js';
import type { TestApi } from '../support/test-api.js';

const DEMO_PASSWORD = 'demo12345';

/** The demo sign-ins the README lists: one per role, each with its permissions. */
const DEMO_SIGN_INS = [
  { email: 'corretor@imobiliaria.local', name: 'Ana Souza', role: 'broker', permissions: ['imoveis', 'leads'] },
  { email: 'lider@imobiliaria.local', name: 'Carla Mendes', role: 'leadbroker', permissions: ['imoveis', 'corretores', 'leads'] },
  {
    email: 'gerente@imobiliaria.local',
    name: 'Diego Ferreira',
    role: 'adminbroker',
    permissions: ['imoveis', 'clientes', 'corretores', 'videos', 'agenda', 'leads'],
  },
  { email: 'administrativo@imobiliaria.local', name: 'Gabriela Nunes', role: 'administrative', permissions: ['imoveis', 'clientes'] },
] as const;

interface SignedIn {
  token: string;
  user: { id: number; name: string; role: string; permissions: Array<{ identifier: string }> };
}

interface StaffListing {
  data: Array<{ properties: Array<{ id: number; user_id: number | null; client_id: number | null; title: string; status: string }> }>;
}

/** Demo content: the back office can be explored with one sign-in per role. */
export function demoSignInSuite(testApi: () => TestApi): void {
  describe('demo sign-ins', () => {
    const signedIn = new Map<string, SignedIn>();
    const session = async (email: string): Promise<SignedIn> => {
      const known = signedIn.get(email);
      if (known !== undefined) return known;
      const response = await signIn(testApi(), email, DEMO_PASSWORD);
      expect(response.status, `${email}: ${response.text}`).toBe(200);
      signedIn.set(email, response.json as SignedIn);
      return response.json as SignedIn;
    };

    it.each(DEMO_SIGN_INS)('$email signs in with the demo password as $role', async (demo) => {
      const { user } = await session(demo.email);
      expect(user).toMatchObject({ name: demo.name, role: demo.role });
      expect(user.permissions.map((permission) => permission.identifier).sort()).toEqual([...demo.permissions].sort());
    });

    it("shows the manager this year's and next year's national holidays on fixed dates", async () => {
      const manager = await session('gerente@imobiliaria.local');
      const thisYear = (await asStaff(testApi(), manager.token, '/api/holidays')).json as {
        year: number;
        data: Array<{ day: string; name: string }>;
      };
      expect(thisYear.data).toHaveLength(9);
      expect(thisYear.data).toContainEqual(expect.objectContaining({ day: `${thisYear.year}-12-25`, name: 'Natal' }));
      const nextYear = (await asStaff(testApi(), manager.token, `/api/holidays?year=${thisYear.year + 1}`)).json as { data: unknown[] };
      expect(nextYear.data).toHaveLength(9);
    });

    it('gives the other demo brokers no password', async () => {
      const response = await signIn(testApi(), 'bruno.carvalho@horizonteimoveis.com.br', DEMO_PASSWORD);
      expect(response.status).toBe(401);
    });

    it('shows the demo broker only their own listings, and the manager every listing', async () => {
      const broker = await session('corretor@imobiliaria.local');
      const own =
        (await testApi().getJson<StaffListing>('/api/properties/fetch', { headers: { authorization: `Bearer ${broker.token}` } })).data[0]
          ?.properties ?? [];
      expect(own.length).toBeGreaterThanOrEqual(5);
      expect(own.every((property) => property.user_id === broker.user.id)).toBe(true);
      expect(own.some((property) => property.status === 'in_analysis')).toBe(true);
      expect(own.some((property) => property.client_id !== null)).toBe(true);

      const manager = await session('gerente@imobiliaria.local');
      const all =
        (await testApi().getJson<StaffListing>('/api/properties/fetch', { headers: { authorization: `Bearer ${manager.token}` } })).data[0]
          ?.properties ?? [];
      const { count } = await testApi()
        .db.selectFrom('properties')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(all).toHaveLength(Number(count));
    });

    it('lists the demo clients, and the training videos to anyone signed in', async () => {
      const office = await session('administrativo@imobiliaria.local');
      const clients = await asStaff(testApi(), office.token, '/api/clients');
      expect((clients.json as { data: Array<{ name: string }> }).data.map((client) => client.name)).toEqual([
        'Helena Martins',
        'Marcos Vieira',
        'Patrícia Ramos',
      ]);
      const training = await asStaff(testApi(), office.token, '/api/videos?type=internal&is_active=1');
      const videos = (training.json as { data: VideoJson[] }).data;
      const rows = await testApi().db.selectFrom('videos').select('id').where('type', '=', 'internal').where('is_active', '=', 1).execute();
      expect(videos.map((video) => video.id).sort()).toEqual(rows.map((row) => row.id).sort());
      expect(videos.every((video) => video.type === 'internal' && video.is_active === 1 && video.video_url_embed !== null)).toBe(true);
      expect((await asStaff(testApi(), office.token, '/api/videos')).status).toBe(403);

      const manager = await session('gerente@imobiliaria.local');
      const every = await asStaff(testApi(), manager.token, '/api/videos');
      const { count } = await testApi()
        .db.selectFrom('videos')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      expect((every.json as { data: VideoJson[] }).data).toHaveLength(Number(count));
    });

    it('has contract templates whose files are real PDF and Word documents', async () => {
      const rows = await testApi().db.selectFrom('contract_templates').selectAll().execute();
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.map((row) => row.file_kind))).toEqual(new Set(['pdf', 'docx']));
      for (const row of rows) {
        expect(row.stored_file, row.title).not.toBeNull();
        expect(await templateFileKindOf(templateFileOnDisk(testApi().dataDir, row.stored_file ?? '')), row.title).toBe(row.file_kind);
        expect(templateKindOfName(row.file_name ?? ''), row.title).toBe(row.file_kind);
      }
    });
  });
}
