import { describe } from 'vitest';
import { contractTemplatesSuite } from './suites/contract-templates.js';
import { videosSuite } from './suites/videos.js';

describe('videos and contract templates on SQLite', () => {
  videosSuite('sqlite');
  contractTemplatesSuite('sqlite');
});
