import type { ContactInterest, LeadSource, LeadStatus } from '../../db/schema.js';
import type { BrokerKey, ClientKey } from './types.js';

/** A lead of the demo inbox, dated back from the day the demo is seeded. */
export interface DemoLead {
  source: LeadSource;
  name: string;
  phone: string;
  email: string | null;
  interest?: ContactInterest;
  message: string | null;
  /** The property's title in the demo catalogue. */
  property?: string;
  /** The code a portal named that no property has. */
  listingCode?: string;
  assignee?: BrokerKey;
  /** Days and minutes before the seed. */
  daysAgo: number;
  minutesAgo?: number;
  status: LeadStatus;
  /** Minutes from arrival to the first response, when it was answered. */
  answeredAfter?: number;
  client?: ClientKey;
}

/**
 * Eleven weeks of leads from the portals and the site, so that the inbox, a broker's own leads and the 'Desempenho'
 * view show something on the first start: Ana Souza (the demo broker) has two new leads waiting for her.
 */
export const DEMO_LEADS: readonly DemoLead[] = [
  { source: 'zap', name: 'Rafael Teixeira', phone: '19987001122', email: 'rafael.teixeira@exemplo.com.br', interest: 'buy', message: 'Olá, tenho interesse neste imóvel. Ainda está disponível?', property: 'Casa com piscina no Cambuí', assignee: 'ana', daysAgo: 0, minutesAgo: 7, status: 'new' },
  { source: 'vivareal', name: 'Camila Duarte', phone: '19987002233', email: 'camila.duarte@exemplo.com.br', interest: 'buy', message: 'Gostaria de agendar uma visita no fim de semana.', property: 'Chácara com pomar em Joaquim Egídio', assignee: 'ana', daysAgo: 0, minutesAgo: 42, status: 'new' },
  { source: 'olx', name: 'Thiago Moreira', phone: '19987003344', email: null, interest: 'rent', message: 'Aceita animais?', property: 'Apartamento mobiliado no Cambuí', assignee: 'juliana', daysAgo: 1, status: 'in_progress', answeredAfter: 6 },
  { source: 'chavesnamao', name: 'Larissa Campos', phone: '19987004455', email: 'larissa.campos@exemplo.com.br', message: 'Qual o valor do condomínio?', listingCode: 'CNM-4471', daysAgo: 2, status: 'new' },
  { source: 'contact', name: 'Otávio Bastos', phone: '19987005566', email: 'otavio.bastos@exemplo.com.br', interest: 'sell', message: 'Quero colocar minha casa à venda.', assignee: 'carla', daysAgo: 4, status: 'in_progress', answeredAfter: 35 },
  { source: 'zap', name: 'Marcos Vieira', phone: '19982223344', email: 'marcos.vieira@exemplo.com.br', interest: 'rent', message: 'Posso visitar na terça?', property: 'Apartamento mobiliado no Cambuí', assignee: 'juliana', daysAgo: 9, status: 'converted', answeredAfter: 4, client: 'marcos' },
  { source: 'vivareal', name: 'Sofia Antunes', phone: '19987006677', email: 'sofia.antunes@exemplo.com.br', interest: 'buy', message: 'Tem planta disponível?', property: 'Lançamento Residencial Mirante Cambuí', assignee: 'carla', daysAgo: 12, status: 'in_progress', answeredAfter: 18 },
  { source: 'olx', name: 'Gustavo Pires', phone: '19987007788', email: null, interest: 'rent', message: 'Ainda disponível?', property: 'Sala comercial na Avenida Francisco Glicério', assignee: 'diego', daysAgo: 16, status: 'discarded', answeredAfter: 95 },
  { source: 'zap', name: 'Helena Martins', phone: '19981112233', email: 'helena.martins@exemplo.com.br', interest: 'buy', message: 'Quero fazer uma proposta.', property: 'Kitnet no Centro para estudantes', assignee: 'ana', daysAgo: 23, status: 'converted', answeredAfter: 9, client: 'helena' },
  { source: 'contact', name: 'Renan Queiroz', phone: '19987008899', email: 'renan.queiroz@exemplo.com.br', interest: 'buy', message: 'Procuro casa com quintal em Barão Geraldo.', assignee: 'ana', daysAgo: 30, status: 'in_progress', answeredAfter: 22 },
  { source: 'chavesnamao', name: 'Patrícia Gomes', phone: '19987009900', email: 'patricia.gomes@exemplo.com.br', message: 'Qual a metragem do terreno?', property: 'Terreno plano em condomínio em Sousas', assignee: 'juliana', daysAgo: 38, status: 'in_progress', answeredAfter: 12 },
  { source: 'vivareal', name: 'Eduardo Lins', phone: '19987010011', email: 'eduardo.lins@exemplo.com.br', interest: 'buy', message: 'Aceita financiamento?', property: 'Lançamento Parque Prado Garden', assignee: 'carla', daysAgo: 47, status: 'discarded', answeredAfter: 240 },
  { source: 'zap', name: 'Bianca Farias', phone: '19987011122', email: 'bianca.farias@exemplo.com.br', interest: 'rent', message: 'Gostaria de mais fotos.', property: 'Galpão logístico no Parque Industrial', assignee: 'diego', daysAgo: 58, status: 'in_progress', answeredAfter: 14 },
  { source: 'olx', name: 'Vinícius Reis', phone: '19987012233', email: null, interest: 'buy', message: 'Aceita carro como parte do pagamento?', property: 'Casa com piscina no Cambuí', assignee: 'ana', daysAgo: 66, status: 'discarded', answeredAfter: 31 },
  { source: 'contact', name: 'Aline Prates', phone: '19987013344', email: 'aline.prates@exemplo.com.br', interest: 'rent_out', message: 'Tenho um apartamento para alugar.', assignee: 'diego', daysAgo: 74, status: 'in_progress', answeredAfter: 55 },
];
