import type { PortalLevel } from '../gql/graphql';

/** Texts of the portals: the 'Portais' screen (/app/portais) and the publication level of a property. */

export const portalLevelLabels: Record<PortalLevel, string> = {
  STANDARD: 'Padrão',
  PREMIUM: 'Destaque',
  SUPER_PREMIUM: 'Super destaque',
};

export const portalMessages = {
  pageTitle: 'Portais',
  title: 'Portais',
  intro: 'Imóveis marcados com “Publicar nos portais?” no cadastro. Só os prontos entram no feed enviado aos portais.',
  summary: (ready: number, marked: number) =>
    marked === 1 ? `${ready} de 1 imóvel pronto para os portais` : `${ready} de ${marked} imóveis prontos para os portais`,
  feed: {
    title: 'Endereço do feed',
    label: 'Endereço do feed para os portais',
    hint: 'Informe este endereço aos portais (formato VRSync). Ele é secreto: quem o tiver lê o feed.',
    copy: 'Copiar endereço',
    copied: 'Endereço do feed copiado!',
    copyFailure: 'Não foi possível copiar: o endereço está selecionado, copie-o com Ctrl+C.',
    loadFailure: 'Ocorreu um erro ao carregar o endereço do feed.',
    regenerate: 'Gerar novo endereço',
    confirmTitle: 'Gerar novo endereço do feed',
    confirmText:
      'O endereço atual deixa de funcionar na hora: os portais não conseguirão mais ler o feed até receberem o novo endereço. Deseja gerar um novo endereço?',
    confirm: 'Gerar novo endereço',
    regenerated: 'Novo endereço do feed gerado. Informe-o aos portais.',
    regenerateFailure: 'Erro ao gerar um novo endereço do feed. Tente novamente.',
  },
  filter: {
    label: 'Situação',
    todos: 'Todos',
    prontos: 'Prontos',
    pendencias: 'Com pendências',
  },
  list: {
    label: 'Imóveis marcados para os portais',
    paging: 'Paginação da lista de imóveis marcados para os portais',
    count: (total: number) => (total === 1 ? '1 imóvel nesta situação' : `${total} imóveis nesta situação`),
    columns: {
      photo: 'Foto',
      property: 'Imóvel',
      place: 'Cidade / bairro',
      level: 'Nível',
      readiness: 'Situação nos portais',
    },
    photoAlt: (code: string) => `Foto principal do imóvel ${code}`,
    noPhoto: 'Sem foto',
    ready: 'Pronto para os portais',
    reasons: (code: string) => `Pendências do imóvel ${code}`,
    empty: 'Nenhum imóvel marcado para os portais. Marque “Publicar nos portais?” no cadastro do imóvel.',
    emptyFiltered: 'Nenhum imóvel marcado para os portais nesta situação.',
    loadFailure: 'Ocorreu um erro ao carregar os imóveis marcados para os portais.',
  },
} as const;
