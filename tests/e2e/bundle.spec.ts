import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
/** The home's budget for the JavaScript it loads before anything else, gzip. */
const initialBudgetBytes = 150_000;

/** The scripts index.html starts at once: the entry and the chunks preloaded with it, named in its start script. */
function initialScripts(): { file: string; source: string }[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...new Set([...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''))];
  return files.map((file) => ({ file, source: readFileSync(path.join(dist, file), 'utf8') }));
}

test.describe('what the public pages load first', () => {
  test('stays within the budget and carries nothing of the back office or the owner registration', () => {
    const scripts = initialScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const gzipped = scripts.reduce((total, script) => total + gzipSync(script.source).length, 0);
    expect(gzipped, `initial JavaScript, gzip: ${gzipped} bytes`).toBeLessThanOrEqual(initialBudgetBytes);

    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const foreign = [
      'bp6-',
      '@blueprintjs',
      'Treinamentos e Comunicados',
      'Lista de Imóveis',
      'Erro ao recuperar dados da empresa ou usuário.',
      'StaffProperties',
      'Declaração de Responsabilidade',
      // Chart.js, which only the back office's Desempenho screen loads.
      'Canvas is already in use',
    ];
    for (const text of foreign) {
      expect(html.includes(text), `index.html holds "${text}"`).toBe(false);
      for (const script of scripts) expect(script.source.includes(text), `${script.file} holds "${text}"`).toBe(false);
    }
  });
});
