import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorIdNote } from './ErrorIdNote';

describe("a failure's error code", () => {
  it('follows the text as small plain text', () => {
    const html = renderToStaticMarkup(
      <p role="alert">
        Erro ao enviar.
        <ErrorIdNote id="4f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b" />
      </p>,
    );
    expect(html).toBe(
      '<p role="alert">Erro ao enviar. <small class="error-id">Código do erro: 4f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b</small></p>',
    );
  });

  it('is left out when the failure carries no id', () => {
    expect(renderToStaticMarkup(<ErrorIdNote id={null} />)).toBe('');
  });
});
