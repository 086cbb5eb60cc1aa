/**
 * Monaco's web workers, bundled by Vite (`?worker`) so the explorer needs no CDN and no internet.
 */
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';
import type { Environment } from 'monaco-editor';

const environment: Environment = {
  getWorker(_workerId: string, label: string): Worker {
    switch (label) {
      case 'json':
        return new JsonWorker();
      case 'graphql':
        return new GraphQLWorker();
      default:
        return new EditorWorker();
    }
  },
};

window.MonacoEnvironment = environment;
