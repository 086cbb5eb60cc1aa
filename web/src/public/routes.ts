/** Public addresses, by the route names the product uses. */
export const publicRoutes = {
  HomePage: '/',
  detalhes: (slug: string) => `/imovel/${encodeURIComponent(slug)}`,
  agendarVisita: (slug: string) => `/imovel/${encodeURIComponent(slug)}/agendar-visita`,
  visita: (token: string) => `/visita/${encodeURIComponent(token)}`,
  horarios: '/horarios',
  privacidade: '/privacidade',
  cadastreSeuImovel: '/cadastre-seu-imovel',
  acompanharCadastro: (token: string) => `/cadastre-seu-imovel/acompanhar/${encodeURIComponent(token)}`,
  rentListings: '/?op=rent',
  saleListings: '/?op=sale',
  launchListings: '/?op=launch',
} as const;
