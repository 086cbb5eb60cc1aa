import type { DemoVideo } from './types.js';

/** External videos appear on the public home; internal ones are staff training. */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  { title: 'Conheça a Horizonte Imóveis', description: 'Nossa equipe, nossa história e como ajudamos você a encontrar o imóvel certo em Campinas e região.', youTubeId: 'hZ4kq3Xb2mA', type: 'external', isActive: 1 },
  { title: 'Como funciona o financiamento imobiliário', description: 'Entrada, FGTS, simulação e aprovação de crédito explicados passo a passo.', youTubeId: 'Lm8pR2tQw9E', type: 'external', isActive: 1 },
  { title: 'Tour pelo lançamento Mirante Cambuí', description: 'Visite o decorado e conheça as plantas de 2 e 3 dormitórios.', youTubeId: 'Vx3nC7yTq1K', type: 'external', isActive: 1 },
  { title: 'Feirão de imóveis 2025', description: 'Gravação do evento do ano passado.', youTubeId: 'Qw5eR6tY7uI', type: 'external', isActive: 0 },
  { title: 'Boas-vindas à equipe', description: 'Rotina da imobiliária, plantões e ferramentas do dia a dia.', youTubeId: 'Ab1cD2eF3gH', type: 'internal', isActive: 1 },
  { title: 'Cadastro de imóveis no sistema', description: 'Como cadastrar fotos, características e enviar o imóvel para aprovação.', youTubeId: 'Ij4kL5mN6oP', type: 'internal', isActive: 1 },
  { title: 'Atendimento pelo WhatsApp', description: 'Boas práticas de primeiro contato e acompanhamento de clientes.', youTubeId: 'Qr7sT8uV9wX', type: 'internal', isActive: 1 },
  { title: 'Procedimentos antigos de locação', description: 'Substituído pelo novo fluxo de contratos.', youTubeId: 'Yz0aB1cD2eF', type: 'internal', isActive: 0 },
];
