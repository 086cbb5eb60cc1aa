/**
 * The monitoring files of deploy/ as the tests read them: Compose's services (merge keys resolved), Prometheus's
 * configuration and alert rules, Grafana's provisioning and dashboard. Only the fields the tests look at are typed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');

export const deployPath = (...parts: string[]): string => path.join(DEPLOY, ...parts);
export const readDeployText = (...parts: string[]): string => readFileSync(deployPath(...parts), 'utf8');
const readYaml = (...parts: string[]): unknown => parse(readDeployText(...parts), { merge: true });

export interface ComposeService {
  image?: string;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  ports?: string[];
  depends_on?: string[] | Record<string, unknown>;
}

interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

interface ScrapeConfig {
  job_name: string;
  metrics_path?: string;
  static_configs?: { targets: string[] }[];
}

interface PrometheusConfig {
  global: { scrape_interval: string; evaluation_interval: string };
  rule_files: string[];
  scrape_configs: ScrapeConfig[];
}

interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

interface RuleFile {
  groups: { name: string; rules: AlertRule[] }[];
}

interface GrafanaDatasources {
  datasources: { name: string; uid: string; type: string; url: string; jsonData?: { timeInterval?: string } }[];
}

interface GrafanaDashboardProviders {
  providers: { name: string; type: string; options: { path: string } }[];
}

interface PanelTarget {
  refId?: string;
  expr?: string;
  legendFormat?: string;
  datasource?: { type?: string; uid?: string };
}

export interface Panel {
  id?: number;
  type?: string;
  title?: string;
  gridPos?: { h: number; w: number; x: number; y: number };
  datasource?: { type?: string; uid?: string };
  targets?: PanelTarget[];
  panels?: Panel[];
}

interface Dashboard {
  uid?: string;
  title?: string;
  schemaVersion?: number;
  panels?: Panel[];
}

export const readCompose = (): Compose => readYaml('compose.yaml') as Compose;
export const readPrometheusConfig = (): PrometheusConfig => readYaml('prometheus', 'prometheus.yml') as PrometheusConfig;
export const readAlertRules = (): RuleFile => readYaml('prometheus', 'alerts.yml') as RuleFile;
export const readDatasources = (): GrafanaDatasources =>
  readYaml('grafana', 'provisioning', 'datasources', 'prometheus.yml') as GrafanaDatasources;
export const readDashboardProviders = (): GrafanaDashboardProviders =>
  readYaml('grafana', 'provisioning', 'dashboards', 'dashboards.yml') as GrafanaDashboardProviders;
export const readDashboard = (): Dashboard => JSON.parse(readDeployText('grafana', 'dashboards', 'imobiliaria.json')) as Dashboard;

/** A Compose bind mount of the service (`./dir:/container/dir[:ro]`) as the host path under deploy/ and the container path. */
function bindMounts(service: ComposeService): { host: string; container: string }[] {
  return (service.volumes ?? [])
    .filter((volume) => volume.startsWith('./'))
    .map((volume) => {
      const [host = '', container = ''] = volume.split(':');
      return { host: path.join(DEPLOY, host), container };
    });
}

/** The file a container path of the service reads, through its bind mounts, or undefined when none holds it. */
export function hostPathOf(service: ComposeService, containerPath: string): string | undefined {
  for (const { host, container } of bindMounts(service)) {
    if (containerPath === container) return host;
    if (containerPath.startsWith(`${container}/`)) return path.join(host, containerPath.slice(container.length + 1));
  }
  return undefined;
}

/** A Prometheus duration (`15s`, `1m`, `1h30m`) in seconds. */
export function durationSeconds(duration: string): number {
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86_400, w: 604_800, y: 31_536_000 };
  const parts = [...duration.matchAll(/(\d+)(ms|[smhdwy])/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== duration) throw new Error(`Not a duration: ${duration}`);
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * (units[unit ?? ''] ?? Number.NaN), 0);
}

/** Every panel of the dashboard, rows' nested panels included. */
export function allPanels(dashboard: Dashboard): Panel[] {
  return (dashboard.panels ?? []).flatMap((panel) => [panel, ...(panel.panels ?? [])]);
}
