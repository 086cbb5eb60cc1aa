import { messages } from '../../forms/messages';

/** What a page shows while its code or data arrives. */
export function LoadingText() {
  return (
    <main id="conteudo" className="page">
      <p className="status-text" role="status">
        {messages.site.loading}
      </p>
    </main>
  );
}
