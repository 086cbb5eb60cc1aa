import { rooms, type DemoProperty } from './types.js';

/** Listings the public must never see: waiting for review, rejected, or taken off the site. */
export const HIDDEN_PROPERTIES: readonly DemoProperty[] = [
  {
    title: 'Casa cadastrada pelo proprietário em Valinhos',
    description: 'Casa de três dormitórios cadastrada pelo próprio dono pelo site, aguardando análise.',
    operation: 'sale', type: 'house', price: 640000, rooms: rooms(3, 2, 1, 2),
    areas: { area: 130, built: 130, lot: 260, total: 260 },
    address: { street: 'Rua Campos Salles', number: '1020', neighborhood: 'Centro', city: 'Valinhos', zipCode: '13270-010' },
    broker: 'bruno', features: ['backyard', 'pet_friendly'], photos: 1, portal: 'standard', status: 'in_analysis',
    owner: { name: 'Roberto Tavares', phone: '19988776655', email: 'roberto.tavares@exemplo.com.br' },
  },
  {
    title: 'Apartamento aguardando análise no Botafogo',
    description: 'Apartamento de 2 dormitórios enviado para análise da equipe.',
    operation: 'rent', type: 'apartment', price: 1800, rooms: rooms(2, 1, 0, 1),
    areas: { area: 55, usable: 55 },
    iptu: { value: 80, periodicity: 'monthly' },
    address: { street: 'Rua Tiradentes', number: '300', complement: 'Apto 22', neighborhood: 'Botafogo', city: 'Campinas', zipCode: '13020-110' },
    broker: 'ana', features: ['kitchen'], photos: 2, status: 'in_analysis',
    owner: { name: 'Marina Lopes', phone: '19977665544', email: 'marina.lopes@exemplo.com.br' },
  },
  {
    title: 'Terreno recusado em Sumaré',
    description: 'Terreno sem documentação regularizada; cadastro recusado.',
    operation: 'sale', type: 'land', price: 150000,
    areas: { area: 200, total: 200, lot: 200 },
    address: { street: 'Rua Projetada 4', number: 'Lote 9', neighborhood: 'Jardim Bom Retiro', city: 'Sumaré', zipCode: '13181-000' },
    broker: 'felipe', features: [], photos: 1, status: 'rejected',
    land: { subdivision: 'Jardim Bom Retiro', deliveryDate: null, readyToBuild: 0 },
  },
  {
    title: 'Casa vendida no Cambuí',
    description: 'Imóvel já vendido, mantido no sistema para histórico.',
    operation: 'sale', type: 'house', price: 1150000, rooms: rooms(3, 3, 1, 2),
    areas: { area: 200, built: 200, lot: 300, total: 300 },
    address: { street: 'Rua Olavo Bilac', number: '95', neighborhood: 'Cambuí', city: 'Campinas', zipCode: '13024-110' },
    client: 'patricia', broker: 'diego', features: ['pool'], photos: 1, portal: 'premium', isActive: 0,
  },
];
