import type { LeadPortal, PortalLevel } from '../gql/graphql';

/** Texts of the portals: the 'Portais' screen (/app/portais) and the publication level of a property. */

export const portalLevelLabels: Record<PortalLevel, string> = {
  STANDARD: 'Padrão',
  PREMIUM: 'Destaque',
  SUPER_PREMIUM: 'Super destaque',
};

/** The portals that post their leads, as the agency knows them. */
export const leadPortalLabels: Record<LeadPortal, string> = {
  GRUPO_OLX: 'ZAP Imóveis, Viva Real e OLX',
  CHAVES_NA_MAO: 'Chaves na Mão',
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
  leads: {
    title: 'Leads dos portais',
    intro:
      'Cada portal envia os contatos que recebe para um endereço secreto do site, e eles aparecem em Leads. O endereço só é mostrado uma vez, logo depois de gerado: copie-o e cadastre-o no portal.',
    loadFailure: 'Ocorreu um erro ao carregar os endereços de leads dos portais.',
    where: {
      GRUPO_OLX: 'No Canal Pro do Grupo OLX, em Integração de leads, informe este endereço (vale para o ZAP Imóveis, o Viva Real e a OLX).',
      CHAVES_NA_MAO: 'Na integração de leads do Chaves na Mão, informe o endereço, o usuário e a senha abaixo (autenticação básica).',
    } satisfies Record<LeadPortal, string>,
    none: 'Nenhum endereço gerado ainda.',
    generatedAt: (when: string) => `Endereço gerado em ${when}.`,
    generate: 'Gerar endereço',
    regenerate: 'Gerar novo endereço',
    generateFor: (portal: string) => `Gerar endereço (${portal})`,
    regenerateFor: (portal: string) => `Gerar novo endereço (${portal})`,
    generated: 'Endereço gerado. Copie-o agora e cadastre-o no portal.',
    generateFailure: 'Erro ao gerar o endereço de leads. Tente novamente.',
    confirmTitle: 'Gerar novo endereço de leads',
    confirmText: (portal: string) =>
      `O endereço atual de ${portal} deixa de funcionar na hora: o portal não conseguirá mais enviar leads até receber o novo endereço. Deseja gerar um novo endereço?`,
    confirm: 'Gerar novo endereço',
    fields: {
      url: 'Endereço',
      user: 'Usuário',
      password: 'Senha',
    },
    fieldLabel: (field: string, portal: string) => `${field} (${portal})`,
    copy: 'Copiar',
    copyLabel: (field: string, portal: string) => `Copiar ${field.toLowerCase()} (${portal})`,
    copied: 'Copiado para a área de transferência!',
    copyFailure: 'Não foi possível copiar: o texto está selecionado, copie-o com Ctrl+C.',
    shownOnce: 'Este endereço não será mostrado de novo. Se perdê-lo, gere um novo e cadastre-o no portal.',
    rejects: {
      title: 'Recebidos com erro',
      intro: 'Documentos que os portais enviaram e que não puderam ser lidos como lead. Ficam guardados por 30 dias.',
      empty: 'Nenhum documento recebido com erro nos últimos 30 dias.',
      loadFailure: 'Ocorreu um erro ao carregar os documentos recebidos com erro.',
      receivedAt: 'Recebido em',
      reason: 'Motivo',
      body: 'Ver o documento recebido',
    },
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
