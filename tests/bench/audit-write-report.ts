/**
 * The audit write benchmark's tables: the staff's experience (through the gateway) first, then the API alone; for each
 * write, the median and p95 before the trail and now, their ratios and the median of the paired differences, beside
 * the goal.
 */
import type { BenchDatabase } from './bench-databases.js';
import type { WriteKind, WritePath } from './audit-write-kinds.js';
import type { KindFigures } from './audit-write-rounds.js';
import { formatMs, percentile } from './measure.js';

export interface DatabaseFigures {
  database: BenchDatabase['label'];
  kinds: Map<WriteKind, KindFigures>;
}

/** What the run was: the commit before the trail, how many writes of each kind, and the goal. */
export interface ReportPlan {
  earlierCommit: string;
  warmupWrites: number;
  measuredWrites: number;
  goalRatio: number;
}

const PATH_TITLES: Record<WritePath, string> = {
  gateway:
    'A experiência da equipe — pelo gateway (um processo do gateway deste checkout na frente de cada API), as mutações ' +
    'GraphQL dos formulários do back office, com a sessão do administrador e o formulário inteiro como o back office o envia:',
  api: 'Só a API — PUT direto na API REST, sem o gateway, só com o campo mudado:',
};

/** The median of each round's write now minus the same round's write before: what the trail adds, in ms. */
function pairedMedianDifference(kind: KindFigures): number {
  return percentile(
    kind.agora.map((after, index) => after - kind.antes[index]!).sort((a, b) => a - b),
    0.5,
  );
}

function ratio(after: number, before: number): string {
  return `${(after / before).toFixed(2)}×`;
}

function rowOf(kind: KindFigures, goalRatio: number): Record<string, string> {
  const before = [...kind.antes].sort((a, b) => a - b);
  const after = [...kind.agora].sort((a, b) => a - b);
  return {
    'antes mediana': formatMs(percentile(before, 0.5)),
    'antes p95': formatMs(percentile(before, 0.95)),
    'agora mediana': formatMs(percentile(after, 0.5)),
    'agora p95': formatMs(percentile(after, 0.95)),
    'razão mediana': ratio(percentile(after, 0.5), percentile(before, 0.5)),
    'razão p95': ratio(percentile(after, 0.95), percentile(before, 0.95)),
    'acréscimo (mediana dos pares)': formatMs(pairedMedianDifference(kind)),
    meta: `≤ ${goalRatio.toFixed(2)}×`,
    auditada: kind.audited ? 'sim' : 'NÃO (ainda sem registro)',
    atinge: percentile(after, 0.5) / percentile(before, 0.5) <= goalRatio ? 'sim' : 'NÃO',
  };
}

function printPath(all: DatabaseFigures[], path: WritePath, goalRatio: number): void {
  const rows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    for (const [kind, times] of figures.kinds) {
      if (kind.path === path) rows[`${figures.database}: ${kind.name}`] = rowOf(times, goalRatio);
    }
  }
  console.log(`\n${PATH_TITLES[path]}`);
  console.table(rows);
}

export function printFigures(all: DatabaseFigures[], plan: ReportPlan): void {
  console.log(
    `\nEscritas da equipe antes da trilha de auditoria (${plan.earlierCommit.slice(0, 10)}) e agora — ` +
      `${plan.measuredWrites} de cada, alternadas, após ${plan.warmupWrites} de aquecimento; ` +
      `meta: mediana agora/antes ≤ ${plan.goalRatio.toFixed(2)}`,
  );
  printPath(all, 'gateway', plan.goalRatio);
  printPath(all, 'api', plan.goalRatio);
  for (const figures of all) {
    for (const [kind, times] of figures.kinds) {
      if (!times.audited)
        console.log(`${figures.database}: ${kind.name} ainda não grava registro de auditoria; a razão mede só o resto da escrita.`);
    }
  }
}
