import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';

interface AuthCardProps {
  /** Null until it is known. */
  agencyName: string | null;
  title: string;
  intro: string;
  children: ReactNode;
}

/** The card of the screens before a session: the agency's name and mark, a title, a line of help, then the form. */
export function AuthCard({ agencyName, title, intro, children }: AuthCardProps) {
  return (
    <main id="conteudo" className="admin-app admin-login">
      <Card className="admin-login__card" elevation={2}>
        <p className="admin-login__agency">
          <svg className="admin-login__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M16 4 3 15h4v13h7v-8h4v8h7V15h4z" fill="currentColor" />
          </svg>
          <span>{agencyName}</span>
        </p>
        <h1 className="admin-login__title">{title}</h1>
        <p className="admin-login__intro">{intro}</p>
        {children}
      </Card>
    </main>
  );
}
