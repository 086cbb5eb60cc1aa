/**
 * `tsx tests/bench/cpu-profile-summary.ts <file.cpuprofile> [count]`: where a V8 CPU profile (node --cpu-prof)
 * spent its time: the functions with the most self time, then the self time per package or source folder.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `react-dom`, `@apollo/client`, `gateway/src/http`, `(node)`…: where a script comes from. */
function origin(url: string): string {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.slice(url.lastIndexOf('node_modules/')));
  if (packageMatch?.[1] !== undefined) return packageMatch[1];
  if (url.startsWith('node:')) return '(node)';
  if (url === '') return '(V8 / nativo)';
  const local = /\/(api|gateway|web|tests|scripts)\/(.*)\/[^/]+$/.exec(url);
  return local ? `${local[1]}/${local[2]}` : url;
}

function top(totals: Map<string, number>, count: number, all: number): Record<string, { ms: string; '%': string }> {
  const rows: Record<string, { ms: string; '%': string }> = {};
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    rows[name] = { ms: (micros / 1000).toFixed(0), '%': ((100 * micros) / all).toFixed(1) };
  }
  return rows;
}

const [file, countArgument] = process.argv.slice(2);
if (file === undefined) throw new Error('uso: cpu-profile-summary.ts <arquivo.cpuprofile> [quantidade]');
const count = Number(countArgument ?? 25);
const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byOrigin = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, index) => {
  const node = nodes.get(id);
  const micros = profile.timeDeltas[index] ?? 0;
  if (node === undefined) return;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = origin(url);
  const name = `${functionName || '(anônima)'} ${where}${url === '' ? '' : `:${lineNumber + 1}`}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byOrigin.set(where, (byOrigin.get(where) ?? 0) + micros);
  all += micros;
});
console.log(`${file}: ${(all / 1000).toFixed(0)} ms amostrados`);
console.log('\nTempo próprio por função');
console.table(top(byFunction, count, all));
console.log('\nTempo próprio por pacote ou pasta');
console.table(top(byOrigin, count, all));
