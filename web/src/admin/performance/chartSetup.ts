import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

/*
 * Chart.js with only what the 'Desempenho' charts draw (bars, category and linear axes, legend, tooltip), so the
 * rest of the library stays out of the back office's chunk; numbers in pt-BR, no animation (the tables beside the
 * charts hold the same numbers at once).
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
Chart.defaults.locale = 'pt-BR';
Chart.defaults.animation = false;
Chart.defaults.color = '#404854';
Chart.defaults.font.family =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen, Ubuntu, Cantarell, "Open Sans", "Helvetica Neue", sans-serif';
