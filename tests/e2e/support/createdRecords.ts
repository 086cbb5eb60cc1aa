import { asAdminRest } from './staff';

interface Listed {
  id: number;
  name?: string;
  title?: string;
}

/**
 * What one test made (through the API or through the screens), removed once it ends so that tests run in any
 * order against a shared database. The REST API deletes only properties and holidays; clients, brokers, users, videos,
 * templates and company records have no delete call, so they are deactivated instead: out of the public site,
 * the library and every active-only list, and named with the test's unique tag in the back-office lists.
 */
export class CreatedRecords {
  private readonly propertyTitles = new Set<string>();
  private readonly videoTitles = new Set<string>();
  private readonly templateTitles = new Set<string>();
  private readonly clientNames = new Set<string>();
  private readonly staffNames = new Set<string>();
  private readonly staffIds = new Set<number>();
  private readonly companyIds = new Set<number>();
  private readonly holidayDays = new Set<string>();

  /** A property, by its unique title (e.g. one saved on the property form); a title that begins so goes too. */
  property(title: string): void {
    this.propertyTitles.add(title);
  }

  /** A video, by unique title; a title that begins so goes too. */
  video(title: string): void {
    this.videoTitles.add(title);
  }

  /** A contract template, by unique title; a title that begins so goes too. */
  template(title: string): void {
    this.templateTitles.add(title);
  }

  client(name: string): void {
    this.clientNames.add(name);
  }

  /** A user or a broker (one table holds both), by unique name; a name that begins so goes too. */
  staff(name: string): void {
    this.staffNames.add(name);
  }

  /** A user or a broker, by id. */
  staffAccount(id: number): void {
    this.staffIds.add(id);
  }

  company(id: number): void {
    this.companyIds.add(id);
  }

  /** A holiday, by its day (AAAA-MM-DD): one holiday a day. */
  holiday(day: string): void {
    this.holidayDays.add(day);
  }

  /** Deletes or deactivates everything recorded; each kind is looked up once. */
  async cleanUp(): Promise<void> {
    await this.deleteProperties();
    for (const id of await this.idsOf('videos', this.videoTitles, 'title')) await asAdminRest('PUT', `videos/${id}`, { is_active: 0 });
    for (const id of await this.idsOf('contract-templates', this.templateTitles, 'title'))
      await asAdminRest('PUT', `contract-templates/${id}`, inactiveForm());
    for (const id of await this.idsOf('clients', this.clientNames, 'name')) await asAdminRest('PUT', `clients/${id}`, { is_active: 0 });
    for (const id of await this.idsOf('users', this.staffNames, 'name')) await asAdminRest('PUT', `users/${id}`, { is_active: 0 });
    for (const id of this.staffIds) await asAdminRest('PUT', `users/${id}`, { is_active: 0 });
    for (const id of this.companyIds) await asAdminRest('PUT', `enterprises/${id}`, { is_active: 0 });
    await this.deleteHolidays();
  }

  private async deleteHolidays(): Promise<void> {
    const years = new Set([...this.holidayDays].map((day) => day.slice(0, 4)));
    for (const year of years) {
      const listed = await asAdminRest<{ data: { id: number; day: string }[] }>('GET', `holidays?year=${year}`);
      for (const holiday of listed.data) {
        if (this.holidayDays.has(holiday.day)) await asAdminRest('DELETE', `holidays/${holiday.id}`);
      }
    }
  }

  private async deleteProperties(): Promise<void> {
    if (this.propertyTitles.size === 0) return;
    const listed = await asAdminRest<{ data: { properties: { id: number; title: string }[] }[] }>('GET', 'properties/fetch');
    for (const property of listed.data[0]?.properties ?? []) {
      if (startsAny(property.title, this.propertyTitles)) await asAdminRest('DELETE', `properties/${property.id}`);
    }
  }

  /** The ids of the records a list call answers whose title or name begins with one recorded. */
  private async idsOf(route: string, labels: ReadonlySet<string>, field: 'title' | 'name'): Promise<number[]> {
    if (labels.size === 0) return [];
    const listed = await asAdminRest<{ data: Listed[] }>('GET', route);
    return listed.data.filter((record) => startsAny(record[field] ?? '', labels)).map((record) => record.id);
  }
}

/** Whether a title begins with one recorded: an edit may have added to it. */
function startsAny(title: string, recorded: ReadonlySet<string>): boolean {
  return [...recorded].some((start) => title.startsWith(start));
}

function inactiveForm(): FormData {
  const form = new FormData();
  form.append('is_active', '0');
  return form;
}
