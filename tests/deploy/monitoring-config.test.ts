/**
 * The monitoring of deploy/: Prometheus's configuration and alert rules, Grafana's provisioning and dashboard, and
 * the Compose services that run them. promtool checks the configuration, the rules, every expression of the
 * dashboard and the rules' unit tests (tests/deploy/alerts.promtool.yml); the names they read are the metrics'
 * contract (tests/deploy/metric-contract.ts).
 */
import { mkdtempSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOT,
  allPanels,
  deployPath,
  durationSeconds,
  hostPathOf,
  readAlertRules,
  readCompose,
  readDashboard,
  readDashboardProviders,
  readDatasources,
  readDeployText,
  readPrometheusConfig,
  type ComposeService,
  type Panel,
} from './deploy-files.js';
import { METRIC_CONTRACT, contractProblems } from './metric-contract.js';
import { namesOf } from './promql-names.js';
import { hasPromtool, promtool } from './promtool.js';

const compose = readCompose();
const prometheusConfig = readPrometheusConfig();
const alertRules = readAlertRules().groups.flatMap((group) => group.rules);
const dashboard = readDashboard();
const panels = allPanels(dashboard);
const queryPanels = panels.filter((panel) => panel.type !== 'row');
const datasource = readDatasources().datasources.find((source) => source.type === 'prometheus');

/** The services that run a process of the product: `npm run start:api` or `npm run start:gateway`. */
function productServices(kind: 'api' | 'gateway'): [string, ComposeService][] {
  return Object.entries(compose.services).filter(([, service]) => {
    const command = Array.isArray(service.command) ? service.command.join(' ') : (service.command ?? '');
    return command === `npm run start:${kind}`;
  });
}

/** The port of a service's METRICS_ADDRESS (`host:port`). */
function metricsPort(service: ComposeService): string | undefined {
  const address = service.environment?.METRICS_ADDRESS;
  return typeof address === 'string' ? /^[^:]+:(\d+)$/.exec(address)?.[1] : undefined;
}

/** A dashboard expression as Prometheus reads it: Grafana's interval variables given a value. */
function withGrafanaVariables(expr: string): string {
  return expr.replaceAll('$__rate_interval', '1m').replaceAll('$__range', '6h').replaceAll('$__interval', '15s');
}

const dashboardQueries = queryPanels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ panel, target, expr: withGrafanaVariables(target.expr ?? '') })),
);

const shownInLegend = (legend = ''): string[] => [...legend.matchAll(/\{\{\s*([a-zA-Z_]\w*)\s*\}\}/g)].map(([, label]) => label ?? '');
const shownInAlertText = (rule: (typeof alertRules)[number]): string[] =>
  Object.values(rule.annotations ?? {}).flatMap((text) => [...text.matchAll(/\$labels\.([a-zA-Z_]\w*)/g)].map(([, label]) => label ?? ''));

describe('deploy/compose.yaml: Prometheus and Grafana beside the product', () => {
  const prometheus = compose.services.prometheus;
  const grafana = compose.services.grafana;

  it('runs Prometheus and Grafana from pinned images, their data in named volumes', () => {
    expect(prometheus?.image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(grafana?.image).toMatch(/^grafana\/grafana:\d+\.\d+\.\d+$/);
    expect(prometheus?.volumes).toContain('prometheus-data:/prometheus');
    expect(grafana?.volumes).toContain('grafana-data:/var/lib/grafana');
    expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(['prometheus-data', 'grafana-data']));
  });

  it('gives every API and gateway a metrics port that only the Compose network reaches', () => {
    const services = [...productServices('api'), ...productServices('gateway')];
    expect(services.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'gateway-1', 'gateway-2']);
    for (const [name, service] of services) {
      expect(service.environment?.METRICS_ADDRESS, name).toBe('0.0.0.0:9464');
      expect(service.ports, name).toBeUndefined();
    }
  });

  it("mounts Prometheus's configuration and every rule file it names", () => {
    if (!prometheus) throw new Error('No prometheus service');
    const configFlag = (Array.isArray(prometheus.command) ? prometheus.command : []).find((flag) => flag.startsWith('--config.file='));
    const configPath = configFlag?.slice('--config.file='.length) ?? '';
    expect(hostPathOf(prometheus, configPath)).toBe(deployPath('prometheus', 'prometheus.yml'));
    for (const ruleFile of prometheusConfig.rule_files) {
      const hostPath = hostPathOf(prometheus, path.posix.join(path.posix.dirname(configPath), ruleFile));
      expect(hostPath !== undefined && existsSync(hostPath), ruleFile).toBe(true);
    }
    expect(prometheus.volumes?.filter((volume) => volume.startsWith('./')).every((volume) => volume.endsWith(':ro'))).toBe(true);
  });

  it("mounts Grafana's provisioning and the dashboards folder its provider reads, read-only", () => {
    if (!grafana) throw new Error('No grafana service');
    expect(hostPathOf(grafana, '/etc/grafana/provisioning/datasources/prometheus.yml')).toBe(
      deployPath('grafana', 'provisioning', 'datasources', 'prometheus.yml'),
    );
    expect(hostPathOf(grafana, '/etc/grafana/provisioning/dashboards/dashboards.yml')).toBe(
      deployPath('grafana', 'provisioning', 'dashboards', 'dashboards.yml'),
    );
    const [provider] = readDashboardProviders().providers;
    expect(provider?.type).toBe('file');
    expect(hostPathOf(grafana, `${provider?.options.path ?? ''}/imobiliaria.json`)).toBe(
      deployPath('grafana', 'dashboards', 'imobiliaria.json'),
    );
    const home = grafana.environment?.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH;
    expect(hostPathOf(grafana, typeof home === 'string' ? home : '')).toBe(deployPath('grafana', 'dashboards', 'imobiliaria.json'));
    expect(grafana.volumes?.filter((volume) => volume.startsWith('./')).every((volume) => volume.endsWith(':ro'))).toBe(true);
  });

  it('publishes Grafana (and Prometheus) on the loopback only, Grafana without anonymous access and with the admin password of deploy/.env', () => {
    expect(grafana?.ports).toEqual(['127.0.0.1:3000:3000']);
    expect((prometheus?.ports ?? []).every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
    expect(grafana?.environment?.GF_AUTH_ANONYMOUS_ENABLED).toBe('false');
    expect(grafana?.environment?.GF_USERS_ALLOW_SIGN_UP).toBe('false');
    expect(grafana?.environment?.GF_SECURITY_ADMIN_PASSWORD).toMatch(/^\$\{GRAFANA_ADMIN_PASSWORD[:?}]/);
  });

  it('finds in deploy/env.example every variable Compose requires', () => {
    const required = [...readDeployText('compose.yaml').matchAll(/\$\{([A-Z_][A-Z0-9_]*):\?/g)].map(([, name]) => name ?? '');
    const defined = new Set([...readDeployText('env.example').matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map(([, name]) => name));
    expect(required).toContain('GRAFANA_ADMIN_PASSWORD');
    expect(required.filter((name) => !defined.has(name))).toEqual([]);
  });
});

describe('deploy/prometheus: scrape configuration and alert rules', () => {
  it('scrapes the jobs api and gateway every 15 s, at the metrics port of every API and gateway service, and evaluates every 15 s', () => {
    expect(prometheusConfig.global).toMatchObject({ scrape_interval: '15s', evaluation_interval: '15s' });
    expect(prometheusConfig.rule_files).toEqual(['alerts.yml']);
    expect(prometheusConfig.scrape_configs.map((job) => job.job_name)).toEqual(['api', 'gateway']);
    for (const job of prometheusConfig.scrape_configs) {
      const kind = job.job_name === 'api' ? 'api' : 'gateway';
      const targets = (job.static_configs ?? []).flatMap((config) => config.targets).sort();
      const expected = productServices(kind)
        .map(([name, service]) => `${name}:${metricsPort(service) ?? '(no METRICS_ADDRESS)'}`)
        .sort();
      expect(targets, job.job_name).toEqual(expected);
      expect(job.metrics_path ?? '/metrics').toBe('/metrics');
    }
  });

  it('has the alerts the operator needs, each firing after at most a minute, with a severity and a pt-BR summary and description', () => {
    expect(alertRules.map((rule) => rule.alert).sort()).toEqual(
      [
        'EventLoopDelayHigh',
        'GatewayApiCallsFailing',
        'GatewayApiNotReady',
        'OutboxMailDelayed',
        'ScrapeTargetDown',
        'ServerErrors',
      ].sort(),
    );
    for (const rule of alertRules) {
      expect(rule.for, rule.alert).toBeDefined();
      expect(durationSeconds(rule.for ?? ''), rule.alert).toBeLessThanOrEqual(60);
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels?.severity);
      expect(Object.keys(rule.annotations ?? {}).sort(), rule.alert).toEqual(['description', 'summary']);
    }
  });

  it('alerts on the thresholds the operator was promised', () => {
    const exprOf = (name: string): string => alertRules.find((rule) => rule.alert === name)?.expr.trim() ?? '';
    expect(exprOf('OutboxMailDelayed')).toMatch(/outbox_oldest_mail_age_seconds\) > 600$/);
    expect(exprOf('EventLoopDelayHigh')).toBe('nodejs_eventloop_lag_p99_seconds > 0.2');
    expect(exprOf('GatewayApiNotReady')).toBe('gateway_api_ready == 0');
    expect(exprOf('ScrapeTargetDown')).toBe('up{job=~"api|gateway"} == 0');
    expect(exprOf('GatewayApiCallsFailing')).toContain('outcome=~"unreachable|timeout"');
    expect(exprOf('ServerErrors')).toContain('http_requests_total{status=~"5.."}[5m]');
  });
});

describe('deploy/grafana: the dashboard and its provisioning', () => {
  it('is a dashboard with a fixed uid whose panels each have a unique id, a title and a place on the 24-column grid, none over another', () => {
    expect(dashboard).toMatchObject({ uid: 'imobiliaria', title: expect.any(String) as string });
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    const ids = panels.map((panel) => panel.id);
    expect(ids.every((id) => Number.isInteger(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Map<string, string>();
    for (const panel of panels) {
      expect(panel.title, `panel ${panel.id}`).toMatch(/\S/);
      const { x = -1, y = -1, w = 0, h = 0 } = panel.gridPos ?? {};
      expect(x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= 24, `${panel.title}: gridPos`).toBe(true);
      for (let column = x; column < x + w; column += 1) {
        for (let line = y; line < y + h; line += 1) {
          const taken = cells.get(`${column},${line}`);
          expect(taken, `${panel.title} lies over ${taken}`).toBeUndefined();
          cells.set(`${column},${line}`, panel.title ?? '');
        }
      }
    }
  });

  it('queries in every panel (rows aside) the provisioned Prometheus, by its uid, with a PromQL expression per target', () => {
    expect(datasource).toMatchObject({ uid: expect.any(String) as string, url: 'http://prometheus:9090' });
    expect(compose.services.prometheus).toBeDefined();
    expect(datasource?.jsonData?.timeInterval).toBe(prometheusConfig.global.scrape_interval);
    expect(queryPanels.length).toBeGreaterThanOrEqual(15);
    const refersToDatasource = (source: Panel['datasource']) => source?.type === 'prometheus' && source.uid === datasource?.uid;
    for (const panel of queryPanels) {
      expect(refersToDatasource(panel.datasource), `${panel.title}: datasource`).toBe(true);
      expect(panel.targets?.length, `${panel.title}: targets`).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        expect(target.expr, `${panel.title}: expr`).toMatch(/\S/);
        expect(refersToDatasource(target.datasource ?? panel.datasource), `${panel.title}: target datasource`).toBe(true);
      }
    }
    const refIds = queryPanels.map((panel) => (panel.targets ?? []).map((target) => target.refId));
    expect(refIds.every((ids) => new Set(ids).size === ids.length)).toBe(true);
  });

  it('shows every metric of the contract (the mean event-loop lag aside: its p99 is the one to watch)', () => {
    const read = new Set(
      dashboardQueries.flatMap(({ expr }) => namesOf(expr).selectors.map((selector) => selector.name.replace(/_bucket$/, ''))),
    );
    const unread = Object.keys(METRIC_CONTRACT).filter((name) => !read.has(name) && name !== 'nodejs_eventloop_lag_seconds');
    expect(unread).toEqual([]);
  });
});

describe('the names the dashboard and the alert rules read', () => {
  it('are the metrics, labels and label values of the contract', () => {
    const problems = [
      ...dashboardQueries.flatMap(({ panel, target, expr }) =>
        contractProblems(expr, shownInLegend(target.legendFormat)).map((problem) => `${panel.title}: ${problem}`),
      ),
      ...alertRules.flatMap((rule) => contractProblems(rule.expr, shownInAlertText(rule)).map((problem) => `${rule.alert}: ${problem}`)),
    ];
    expect(problems).toEqual([]);
  });

  it('would be caught when not the contract’s: a misspelt metric, an unknown label or value, a legend label the result lacks', () => {
    expect(contractProblems('sum(rate(http_request_total[5m]))')).toEqual(['http_request_total: not a metric of the contract']);
    expect(contractProblems('rate(gateway_api_calls_total{outcome="refused"}[1m])')).toHaveLength(1);
    expect(contractProblems('rate(gateway_api_calls_total{result="ok"}[1m])')).toHaveLength(1);
    expect(contractProblems('sum by (route) (rate(graphql_operations_total[1m]))')).toHaveLength(1);
    expect(contractProblems('sum by (job) (rate(http_requests_total[1m]))', ['instance'])).toHaveLength(1);
    expect(
      contractProblems('histogram_quantile(0.9, sum by (le, route) (rate(http_request_duration_seconds_bucket{job="api"}[5m])))', [
        'route',
      ]),
    ).toEqual([]);
  });
});

if (!hasPromtool)
  console.warn(
    'promtool is not on PATH: the promtool checks of deploy/prometheus and the dashboard are skipped (Debian: apt-get install prometheus).',
  );

describe.skipIf(!hasPromtool)('promtool on deploy/prometheus and on the dashboard (skipped without promtool)', () => {
  let workDir = '';
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'imobiliaria-monitoring-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('finds prometheus.yml valid, with the rule files it names', () => {
    const checked = promtool(['check', 'config', 'deploy/prometheus/prometheus.yml'], ROOT);
    expect(checked.output).toContain('SUCCESS: 1 rule files found');
    expect(checked.ok, checked.output).toBe(true);
  });

  it('finds alerts.yml valid', () => {
    const checked = promtool(['check', 'rules', 'deploy/prometheus/alerts.yml'], ROOT);
    expect(checked.output).toContain(`SUCCESS: ${alertRules.length} rules found`);
    expect(checked.ok, checked.output).toBe(true);
  });

  it('passes the unit tests of the alerts: each fires on made-up series that should fire it, and not on those that should not', () => {
    const tested = promtool(['test', 'rules', 'tests/deploy/alerts.promtool.yml'], ROOT);
    expect(tested.ok, tested.output).toBe(true);
    expect(tested.output).toContain('SUCCESS');
    const unitTests = readFileSync(path.join(ROOT, 'tests', 'deploy', 'alerts.promtool.yml'), 'utf8');
    for (const rule of alertRules) expect(unitTests, rule.alert).toContain(`alertname: ${rule.alert}`);
  });

  it('finds every expression of the dashboard valid PromQL', () => {
    const rules = dashboardQueries.map(({ panel, target, expr }) => ({
      record: `dashboard:panel_${panel.id}:${(target.refId ?? 'a').toLowerCase()}`,
      expr,
    }));
    for (const { record, expr } of rules) expect(expr, record).not.toContain('$');
    const file = path.join(workDir, 'dashboard-rules.yml');
    writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboard', rules }] }, null, 2));
    const checked = promtool(['check', 'rules', file], workDir);
    expect(checked.ok, checked.output).toBe(true);
    expect(checked.output).toContain(`SUCCESS: ${rules.length} rules found`);
  });

  it('refuses an expression that is not PromQL, so that the check above can fail', () => {
    const file = path.join(workDir, 'broken-rules.yml');
    writeFileSync(
      file,
      JSON.stringify({ groups: [{ name: 'broken', rules: [{ record: 'broken:x', expr: 'sum by (job (rate(up[1m]))' }] }] }),
    );
    expect(promtool(['check', 'rules', file], workDir).ok).toBe(false);
  });
});
