/** `npm run bench`: every benchmark, one after the other. Not part of `npm test`. */
import { runCatalogueLoadBench } from './catalogue-load.js';
import { runRegistrationBench } from './register.js';
import { runTemplateDownloadBench } from './template-download.js';

await runCatalogueLoadBench();
await runRegistrationBench();
await runTemplateDownloadBench();
