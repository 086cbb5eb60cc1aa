/** The parser of Prometheus's text format the metrics tests read `/metrics` with; it ships no types of its own. */
declare module 'parse-prometheus-text-format' {
  const parsePrometheusTextFormat: (text: string) => unknown;
  export default parsePrometheusTextFormat;
}
