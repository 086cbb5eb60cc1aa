import type { Feature, IptuPeriodicity, Operation, PropertyType } from '../gql/graphql';

/**
 * Every pt-BR text of the web app lives here and in the sibling modules that hold the texts of one area:
 * `fieldMessages.ts` (shared by every form), `registerMessages.ts` (the owner registration) and
 * `adminMessages.ts` (the back office). Those are modules of their own, imported directly, because the
 * bundler places a module in one chunk: texts kept here would ship with every public page.
 */

export const operationLabels: Record<Operation, string> = {
  RENT: 'Aluguel',
  SALE: 'Venda',
  LAUNCH: 'Lançamento',
  BOTH: 'Venda e Aluguel',
};

export const propertyTypeLabels: Record<PropertyType, string> = {
  HOUSE: 'Casa',
  APARTMENT: 'Apartamento',
  LAND: 'Terreno',
  RURAL: 'Rural',
  COMMERCIAL: 'Comercial',
};

export const iptuPeriodicityLabels: Record<IptuPeriodicity, string> = {
  MONTHLY: 'Mensal',
  ANNUALLY: 'Anual',
  SINGLE_PAYMENT: 'Parcela única',
};

export const featureLabels: Record<Feature, string> = {
  PET_FRIENDLY: 'Aceita animais',
  CLOSETS: 'Closets',
  CALM_LOCATION: 'Local tranquilo',
  COLD_FLOOR: 'Piso frio',
  BACKYARD: 'Quintal',
  FAN: 'Ventilador de teto',
  SERVICE_AREA: 'Área de serviço',
  KITCHEN: 'Cozinha',
  NEAR_SCHOOL: 'Próximo à escola',
  NEAR_PHARMACY: 'Próximo à farmácia',
  POOL: 'Piscina',
  GRILL: 'Churrasqueira',
  FOOTBALL_COURT: 'Campo de futebol',
  VOLLEYBALL_COURT: 'Quadra de vôlei',
  TENNIS_COURT: 'Quadra de tênis',
  SPORTS_COURT: 'Quadra poliesportiva',
};

export type ContactInterest = 'buy' | 'rent' | 'sell' | 'rent_out' | 'others';

export const contactInterestLabels: Record<ContactInterest, string> = {
  buy: 'Quero comprar',
  rent: 'Quero alugar',
  sell: 'Quero vender meu imóvel',
  rent_out: 'Quero colocar meu imóvel para alugar',
  others: 'Outros assuntos',
};

/** Operations offered by the home filter, in display order. */
export const filterOperationLabels = {
  RENT: 'Alugar',
  SALE: 'Comprar',
  LAUNCH: 'Lançamentos',
} as const;

/** "123456-F" → "CRECI 123456-F"; a value that already names the council is kept. */
function creciText(creci: string): string {
  return /^\s*creci/i.test(creci) ? creci.trim() : `CRECI ${creci.trim()}`;
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

export const messages = {
  site: {
    fallbackName: 'Imobiliária',
    defaultTitle: 'Imobiliária | Imóveis à venda e para alugar',
    defaultDescription:
      'Casas, apartamentos, terrenos e lançamentos à venda e para alugar. Filtre por cidade, tipo, dormitórios e preço e fale direto com um corretor.',
    noScript: 'Ative o JavaScript do seu navegador para ver os imóveis.',
    skipToContent: 'Pular para o conteúdo',
    loading: 'Carregando...',
    titleWithSite: (page: string, site: string) => `${page} | ${site}`,
    /** After the text of a failure on the servers' side: the request's id, which support finds in the logs. */
    errorId: (id: string) => `Código do erro: ${id}`,
  },
  header: {
    homeLink: (site: string) => `${site}: página inicial`,
    navigation: 'Menu principal',
    /** The button that shows the links on a narrow screen. */
    menu: 'Menu',
    rent: 'Alugar',
    buy: 'Comprar',
    launches: 'Lançamentos',
    registerProperty: 'Cadastre seu Imóvel',
    opensInNewTab: '(abre em nova aba)',
  },
  hero: {
    title: 'Encontre o imóvel ideal para você',
    subtitle: 'Casas, apartamentos, terrenos e lançamentos para comprar ou alugar, com atendimento de quem conhece a região.',
  },
  home: {
    pageTitle: 'Imóveis à venda e para alugar',
    description:
      'Casas, apartamentos, terrenos e lançamentos à venda e para alugar. Filtre por cidade, tipo, dormitórios e preço e fale direto com um corretor.',
  },
  filters: {
    formLabel: 'Filtrar imóveis',
    operation: 'Operação',
    anyOperation: 'Todas',
    city: 'Cidade',
    anyCity: 'Todas as cidades',
    cityOption: (city: string, count: number) => `${city} (${count})`,
    type: 'Tipo',
    anyType: 'Todos os tipos',
    bedrooms: 'Dormitórios',
    anyBedrooms: 'Qualquer',
    bedroomOption: (count: number, orMore: boolean) => (orMore ? `${count}+` : String(count)),
    minPrice: 'Preço Mínimo',
    maxPrice: 'Preço Máximo',
    pricePlaceholder: 'R$ 0,00',
    clear: 'Limpar',
    search: 'Pesquisar',
    citiesLoadError: 'Erro ao carregar as cidades',
  },
  featured: {
    title: 'Imóveis em Destaque',
    resultCount: (count: number) => `${count} ${plural(count, 'imóvel encontrado', 'imóveis encontrados')}`,
    empty: 'Nenhum imóvel encontrado com os filtros selecionados.',
    loadError: 'Erro ao carregar os imóveis em destaque',
  },
  card: {
    reserved: 'Reservado',
    launch: 'Lançamento',
    noPhoto: 'Imóvel sem foto',
    attributes: 'Características',
    bedrooms: (count: number) => `${count} ${plural(count, 'quarto', 'quartos')}`,
    suites: (count: number) => `${count} ${plural(count, 'suíte', 'suítes')}`,
    bathrooms: (count: number) => `${count} ${plural(count, 'banheiro', 'banheiros')}`,
    garage: (count: number) => `${count} ${plural(count, 'vaga', 'vagas')}`,
    code: (code: string) => `Cód. ${code}`,
    perMonth: '/mês',
    priceOnRequest: 'Preço sob consulta',
    photoAlt: (title: string) => `Foto de ${title}`,
  },
  pagination: {
    label: 'Paginação dos imóveis',
    previous: 'Anterior',
    next: 'Próxima',
    page: (page: number) => `Página ${page}`,
  },
  launches: {
    title: 'Lançamentos em Destaque',
    roleCarousel: 'carrossel',
    roleSlide: 'slide',
    slideLabel: (position: number, total: number) => `${position} de ${total}`,
    previous: 'Lançamento anterior',
    next: 'Próximo lançamento',
    photoAlt: (title: string, position: number, total: number) => `${title}: foto ${position} de ${total}`,
    seeDetails: 'Ver detalhes',
    loadError: 'Erro ao carregar os lançamentos',
  },
  consultants: {
    title: 'Nossa Equipe de Consultores',
    empty: 'Nenhum consultor disponível no momento.',
    creci: creciText,
    photoAlt: (name: string) => `Foto de ${name}`,
    onDuty: 'De plantão',
    chat: 'Conversar',
    chatLabel: (name: string) => `Conversar com ${name} pelo WhatsApp`,
    loadError: 'Erro ao carregar os consultores',
  },
  contact: {
    title: 'Fale Conosco',
    intro: 'Conte o que você procura e nossa equipe entra em contato.',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    interest: 'Interesse',
    interestPlaceholder: 'Selecione (opcional)',
    message: 'Mensagem',
    required: '(obrigatório)',
    submit: 'Enviar mensagem',
    sending: 'Enviando...',
    missingFields: 'Por favor, preencha todos os campos obrigatórios.',
    invalidEmail: 'Por favor, insira um e-mail válido.',
    sendFailure: 'Ocorreu um erro ao enviar o formulário. Tente novamente mais tarde.',
    sentTitle: 'Mensagem enviada',
    sent: 'Mensagem enviada com sucesso! Em breve nossa equipe entrará em contato.',
    sendAnother: 'Enviar outra mensagem',
    /** Beside the button: sending the form accepts the privacy notice, which opens in a new tab so nothing typed is lost. */
    consentBefore: 'Ao enviar, você concorda com o nosso ',
    consentLink: 'Aviso de Privacidade',
    consentAfter: '.',
    opensInNewTab: ' (abre em nova aba)',
  },
  footer: {
    contact: 'Contato',
    address: 'Endereço',
    creci: creciText,
    phone: 'Telefone',
    email: 'E-mail',
    listings: 'Imóveis',
    saleListings: 'Imóveis à venda',
    rentListings: 'Imóveis para alugar',
    hours: 'Horário de atendimento',
    privacy: 'Privacidade',
    social: 'Redes sociais',
    whatsapp: (site: string) => `WhatsApp da ${site}`,
    emailLink: (site: string) => `E-mail da ${site}`,
    copyright: (year: number, site: string) => `© ${year} ${site}. Todos os direitos reservados.`,
    companyLoadError: 'Erro ao buscar empresa',
  },
  address: {
    streetLine: (street: string, number: string | null) => (number ? `${street}, ${number}` : street),
    cityLine: (city: string, state: string | null) => (state ? `${city} - ${state}` : city),
    zipCode: (zip: string) => `CEP ${zip}`,
  },
  detail: {
    // What the cards and the chat links say of a property; the property page's own texts are in detailMessages.ts.
    /** A property offered for both sale and rent shows both prices, each with its label. */
    salePrice: (price: string) => `Venda: ${price}`,
    rentPrice: (price: string) => `Aluguel: ${price}`,
    chatText: (code: string, location: string) =>
      location
        ? `Olá! Tenho interesse no imóvel ${code}, localizado em ${location}. Poderia me passar mais informações?`
        : `Olá! Tenho interesse no imóvel ${code}. Poderia me passar mais informações?`,
  },
  notifications: {
    region: 'Notificações',
    close: 'Fechar notificação',
  },
  share: {
    propertyTitle: (title: string, city: string | null) => (city ? `${title}, ${city}` : title),
    /** Price, bedrooms, area and place (the public part of the street, and the neighbourhood), as a link preview shows them. */
    propertyDescription: (parts: readonly string[]) => parts.join(' · '),
    /** A property offered for both sale and rent names both prices: 'Venda R$ … · Aluguel R$ …/mês'. */
    salePrice: (price: string) => `Venda ${price}`,
    rentPrice: (price: string) => `Aluguel ${price}`,
    agencyImageAlt: (site: string) => `${site}: imóveis à venda e para alugar`,
  },
} as const;

/** The home's 'Vídeos' section: the agency's external videos (spec §7, GET /video). */
export const homeVideoMessages = {
  title: 'Vídeos',
  watch: (title: string) => `Assistir ao vídeo ${title}`,
  opensInNewTab: '(abre em nova aba)',
  loadError: 'Erro ao carregar os vídeos',
} as const;
