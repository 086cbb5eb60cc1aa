/** Texts of the back-office video screens (spec §2, §5, §8). */

export const videoTypeLabels = {
  INTERNAL: 'Interno',
  EXTERNAL: 'Externo',
} as const;

export const videoMessages = {
  list: {
    title: 'Lista de Vídeos',
    pageTitle: 'Vídeos',
    add: 'Novo vídeo',
    searchLabel: 'Pesquisar por título',
    searchPlaceholder: 'Título',
    tableLabel: 'Vídeos cadastrados',
    paging: 'Paginação da lista de vídeos',
    empty: 'Nenhum vídeo encontrado.',
    loadFailure: 'Ocorreu um erro ao carregar a lista de vídeos.',
    edit: (title: string) => `Editar vídeo ${title}`,
    count: (total: number) => (total === 1 ? '1 vídeo encontrado' : `${total} vídeos encontrados`),
    columns: { title: 'Título', description: 'Descrição', type: 'Tipo', status: 'Status', actions: 'Ações' },
  },
  form: {
    newTitle: 'Novo Vídeo',
    editTitle: 'Editar Vídeo',
    title: 'Título',
    description: 'Descrição',
    url: 'URL do vídeo',
    urlHint: 'Endereço do YouTube (watch, youtu.be ou shorts) ou do Vimeo.',
    type: 'Tipo',
    typeHint: 'Internos aparecem no painel e na biblioteca de treinamentos; externos, no site.',
    active: 'Vídeo Ativo?',
    create: 'Cadastrar Vídeo',
    created: 'Vídeo cadastrado com sucesso!',
    updated: 'Vídeo atualizado com sucesso!',
    saveFailure: 'Erro ao salvar vídeo',
    loadFailure: 'Erro ao carregar os dados do vídeo',
    notFound: 'O video não foi encontrado.',
  },
  rules: {
    titleRequired: 'O título é obrigatório.',
    urlRequired: 'A url do video é obrigatório.',
    urlInvalid: 'Informe um endereço começando com http:// ou https://.',
    typeRequired: 'O tipo é obrigatório.',
    tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  },
} as const;
