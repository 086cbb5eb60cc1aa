import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineDocumentsPlugin } from './src/build/graphqlDocuments.js';
import { scriptsAfterFirstPaint } from './src/build/scriptsAfterFirstPaint.js';
import { messages } from './src/forms/messages.js';

const webRoot = import.meta.dirname;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Fills the page shell's texts from messages.ts, so every pt-BR text has one home. */
function shellTexts(): Plugin {
  const texts: Record<string, string> = {
    SITE_TITLE: messages.site.defaultTitle,
    SITE_DESCRIPTION: messages.site.defaultDescription,
    SITE_NOSCRIPT: messages.site.noScript,
  };
  return {
    name: 'shell-texts',
    transformIndexHtml(html) {
      return html.replace(/%(SITE_[A-Z]+)%/g, (match, key: string) => {
        const text = texts[key];
        return text === undefined ? match : escapeHtml(text);
      });
    },
  };
}

/**
 * Puts the site's one small stylesheet inside index.html, so the first paint waits for no extra request.
 * The file stays in the bundle for anything that links it.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset' || typeof asset.source !== 'string') return tag;
          return `<style>${asset.source.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/** Where `vite` (development) sends API calls: a running gateway. */
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, 'public'),
  plugins: [
    inlineDocumentsPlugin(path.join(webRoot, 'src'), path.join(webRoot, 'src/gql')),
    react(),
    shellTexts(),
    inlineStylesheet(),
    scriptsAfterFirstPaint(),
  ],
  build: {
    outDir: path.join(webRoot, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // The build stays quiet unless something is wrong: a slow machine is not.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // The steps the app starts in (main.tsx) each evaluate one chunk: React, then the GraphQL client. Left to
      // itself the bundler cuts them into a dozen small shared chunks, which compress worse than two.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'graphql-client', test: /node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': gatewayUrl,
      '/images': gatewayUrl,
    },
  },
});
