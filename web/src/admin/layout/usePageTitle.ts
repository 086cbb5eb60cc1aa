import { useEffect } from 'react';
import { adminMessages } from '../../forms/adminMessages';

/** The document title of a back-office screen: "Imóveis | Painel da Imobiliária". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = adminMessages.site.title(title);
  }, [title]);
}
