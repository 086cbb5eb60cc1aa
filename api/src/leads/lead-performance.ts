import type { Kysely } from 'kysely';
import { isCalendarDay, PERFORMANCE_MAX_DAYS, periodDays } from '../../../shared/lead-performance-rules.js';
import { LEAD_SOURCES, type Database, type LeadSource, type LeadStatus } from '../db/schema.js';
import { QueryReader } from '../http/query.js';
import {
  defaultPeriod,
  instantMs,
  minutesBetween,
  percentile,
  periodWeeks,
  weekIndexOf,
  type DayPeriod,
  type PeriodWeek,
} from './performance-stats.js';
import { addDays, saoPauloDayOf, saoPauloDayStart } from '../../../shared/sao-paulo-days.js';

const DAY_MESSAGE = 'Informe uma data válida (AAAA-MM-DD).';
const ORDER_MESSAGE = 'A data final deve ser igual ou posterior à data inicial.';
const LENGTH_MESSAGE = `Escolha um período de no máximo 2 anos (${PERFORMANCE_MAX_DAYS} dias).`;

const MEDIAN = 0.5;
const NINETIETH = 0.9;

/** The figures of one broker, or of the agency: how many leads, how many answered, how fast, how many converted. */
interface PerformanceFiguresJson {
  leads: number;
  /** Leads with a first response (moved to 'Em atendimento', converted, or a chat opened from them). */
  answered: number;
  /** Minutes from arrival to first response, over the answered leads only; null when none was answered. */
  median_minutes: number | null;
  p90_minutes: number | null;
  converted: number;
  /** `converted / leads`, from 0 to 1; null without leads. */
  conversion_rate: number | null;
}

/** A broker's figures: the leads of the period assigned to them. */
interface BrokerPerformanceJson extends PerformanceFiguresJson {
  user_id: number;
  name: string;
}

/** The agency's figures: every lead of the period, assigned or not, and how many were assigned. */
interface AgencyPerformanceJson extends PerformanceFiguresJson {
  assigned: number;
}

/** The leads of one week of the period, by source. */
interface WeekSourcesJson {
  /** The week's Monday; the first and the last week count only the period's days. */
  start: string;
  total: number;
  sources: Record<LeadSource, number>;
}

/** `GET /api/leads/performance`: the period answered, its weeks, each broker's figures and the agency's. */
export interface LeadPerformanceJson {
  from: string;
  to: string;
  weeks: WeekSourcesJson[];
  brokers: BrokerPerformanceJson[];
  agency: AgencyPerformanceJson;
}

/** The instants a period's leads arrived between: from its first day's start to the start of the day after its last. */
interface PeriodInstants {
  startsAt: string;
  endsAt: string;
}

/** A lead of the period, as much of it as the figures need. */
interface PeriodLead {
  source: LeadSource;
  assigned_to: number | null;
  status: LeadStatus;
  created_at: string;
  first_response_at: string | null;
}

/** One assignee's leads of the period (or the agency's): how many, how many converted, and the answered ones' minutes. */
interface Tally {
  leads: number;
  converted: number;
  minutes: number[];
}

/** What one pass over the period's leads counts: each week's sources, each assignee's tally (key null: nobody), the agency's. */
interface PeriodTallies {
  weeks: WeekSourcesJson[];
  byAssignee: Map<number | null, Tally>;
  agency: Tally;
}

/**
 * The period of `from` and `to` (AAAA-MM-DD, São Paulo days): without `to`, up to today; without `from`, the 12 weeks
 * up to `to`. A day that is not one, `to` before `from`, or more than two years: 422 at the parameter.
 */
export function readPerformancePeriod(rawQuery: Record<string, unknown>, now: Date): DayPeriod {
  const query = new QueryReader(rawQuery);
  let readable = true;
  const day = (name: string): string | undefined => {
    const text = query.text(name);
    if (text === undefined || isCalendarDay(text)) return text;
    readable = false;
    query.reject(name, DAY_MESSAGE);
    return undefined;
  };
  const to = day('to') ?? saoPauloDayOf(now);
  const from = day('from') ?? defaultPeriod(to).from;
  if (readable) {
    const days = periodDays(from, to);
    if (days < 1) query.reject('to', ORDER_MESSAGE);
    else if (days > PERFORMANCE_MAX_DAYS) query.reject('to', LENGTH_MESSAGE);
  }
  query.finish();
  return { from, to };
}

/** Minutes as the answer gives them: to the tenth. */
function roundedMinutes(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

function figuresOf({ leads, converted, minutes }: Tally): PerformanceFiguresJson {
  const sorted = Float64Array.from(minutes).sort();
  return {
    leads,
    answered: minutes.length,
    median_minutes: roundedMinutes(percentile(sorted, MEDIAN)),
    p90_minutes: roundedMinutes(percentile(sorted, NINETIETH)),
    converted,
    conversion_rate: leads === 0 ? null : Math.round((converted / leads) * 10_000) / 10_000,
  };
}

/**
 * Every lead of the period, five narrow columns each, in one range of the index `leads_created_at_id` (or one scan
 * of the table for a long period). The figures need each answered lead's two instants anyway (the percentiles), and
 * most leads are answered, so the counts are tallied from the same rows rather than grouped in a second pass
 * (docs/decisions/0032-lead-performance-charts.md).
 */
function periodLeads(db: Kysely<Database>, { startsAt, endsAt }: PeriodInstants): Promise<PeriodLead[]> {
  return db
    .selectFrom('leads')
    .select(['leads.source', 'leads.assigned_to', 'leads.status', 'leads.created_at', 'leads.first_response_at'])
    .where('leads.created_at', '>=', startsAt)
    .where('leads.created_at', '<', endsAt)
    .execute();
}

function emptyTally(): Tally {
  return { leads: 0, converted: 0, minutes: [] };
}

/** One pass over the period's leads: each lead's week (by its arrival), source, assignee, conversion and minutes. */
function tallyPeriod(weeks: readonly PeriodWeek[], leads: readonly PeriodLead[]): PeriodTallies {
  const weekStarts = weeks.map((week) => instantMs(week.startsAt));
  const sourceCounts = weeks.map(() => new Map<LeadSource, number>());
  const byAssignee = new Map<number | null, Tally>();
  const agency = emptyTally();
  for (const lead of leads) {
    const arrived = instantMs(lead.created_at);
    const counts = sourceCounts[weekIndexOf(weekStarts, arrived)];
    counts?.set(lead.source, (counts.get(lead.source) ?? 0) + 1);
    let tally = byAssignee.get(lead.assigned_to);
    if (tally === undefined) {
      tally = emptyTally();
      byAssignee.set(lead.assigned_to, tally);
    }
    const converted = lead.status === 'converted' ? 1 : 0;
    const minutes = lead.first_response_at === null ? null : minutesBetween(arrived, instantMs(lead.first_response_at));
    tally.leads += 1;
    tally.converted += converted;
    agency.leads += 1;
    agency.converted += converted;
    if (minutes !== null) {
      tally.minutes.push(minutes);
      agency.minutes.push(minutes);
    }
  }
  return {
    weeks: weeks.map((week, index) => {
      const sources = Object.fromEntries(LEAD_SOURCES.map((source) => [source, sourceCounts[index]?.get(source) ?? 0])) as Record<
        LeadSource,
        number
      >;
      return { start: week.start, total: Object.values(sources).reduce((sum, count) => sum + count, 0), sources };
    }),
    byAssignee,
    agency,
  };
}

async function userNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * `GET /api/leads/performance?from=&to=`: how fast the agency answers. For the period (São Paulo days, the last 12
 * weeks by default): the leads of each week (Monday first) by source; for each broker the leads assigned to them,
 * how many were answered, the median and 90th percentile of the minutes to the first response (answered leads only)
 * and how many were converted; the same for the whole agency. One read of the period's leads, then the names.
 */
export async function leadPerformance(db: Kysely<Database>, period: DayPeriod): Promise<LeadPerformanceJson> {
  const instants = { startsAt: saoPauloDayStart(period.from).toISOString(), endsAt: saoPauloDayStart(addDays(period.to, 1)).toISOString() };
  const { weeks, byAssignee, agency } = tallyPeriod(periodWeeks(period), await periodLeads(db, instants));
  const assigned = [...byAssignee.entries()].filter((entry): entry is [number, Tally] => entry[0] !== null);
  const names = await userNames(
    db,
    assigned.map(([id]) => id),
  );
  const brokers = assigned
    .map(([id, tally]) => ({ user_id: id, name: names.get(id) ?? '', ...figuresOf(tally) }))
    .sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name, 'pt-BR'));
  return {
    ...period,
    weeks,
    brokers,
    agency: { ...figuresOf(agency), assigned: assigned.reduce((sum, [, tally]) => sum + tally.leads, 0) },
  };
}
