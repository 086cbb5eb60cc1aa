/** Texts of the training library (/training-videos) and of the video cards it shares with the dashboard (spec §2, §8, §9). */

export const libraryMessages = {
  pageTitle: 'Biblioteca de Vídeos',
  title: 'Biblioteca de Vídeos',
  searchLabel: 'Pesquisar por título ou descrição',
  searchPlaceholder: 'Título ou descrição',
  typeLabel: 'Tipo',
  types: {
    internos: 'Internos',
    externos: 'Externos',
  },
  count: (total: number) => (total === 1 ? '1 vídeo encontrado' : `${total} vídeos encontrados`),
  listLabel: 'Vídeos da biblioteca',
  empty: 'Nenhum vídeo encontrado.',
  loadError: 'Ocorreu um erro ao carregar a lista de vídeos.',
  paging: {
    label: 'Paginação da biblioteca de vídeos',
    previous: 'Anterior',
    next: 'Próxima',
    page: (page: number) => `Página ${page}`,
  },
  card: {
    watch: (title: string) => `Assistir a ${title} (abre em nova aba)`,
  },
} as const;
