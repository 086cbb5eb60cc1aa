import type { DemoBroker } from './types.js';

/**
 * The password of the demo sign-ins (written in the README). Only demo content has it: the accounts
 * below with a `login` list exist only when the demo is seeded.
 */
export const DEMO_PASSWORD = 'demo12345';

/**
 * Every role, active and inactive, on duty and not. Leaders come before the brokers they lead. One
 * person per role signs in to the back office with `DEMO_PASSWORD` and the permissions in `login`.
 */
export const DEMO_BROKERS: readonly DemoBroker[] = [
  { key: 'carla', name: 'Carla Mendes', email: 'lider@imobiliaria.local', role: 'leadbroker', creci: '098765-F', phone: '19992345678', isActive: 1, isPlantao: 1, login: ['imoveis', 'corretores', 'leads'] },
  { key: 'isabela', name: 'Isabela Costa', email: 'isabela.costa@horizonteimoveis.com.br', role: 'leadbroker', creci: '187654-F', phone: '19993456123', isActive: 0, isPlantao: 0 },
  { key: 'ana', name: 'Ana Souza', email: 'corretor@imobiliaria.local', role: 'broker', creci: '123456-F', phone: '19991234567', isActive: 1, isPlantao: 1, leader: 'carla', login: ['imoveis', 'leads'] },
  { key: 'bruno', name: 'Bruno Carvalho', email: 'bruno.carvalho@horizonteimoveis.com.br', role: 'broker', creci: '134567-F', phone: '19997654321', isActive: 1, isPlantao: 0, leader: 'carla' },
  { key: 'diego', name: 'Diego Ferreira', email: 'gerente@imobiliaria.local', role: 'adminbroker', creci: '145678-F', phone: '19996543210', isActive: 1, isPlantao: 1, login: ['imoveis', 'clientes', 'corretores', 'videos', 'agenda', 'leads'] },
  { key: 'eduarda', name: 'Eduarda Lima', email: 'eduarda.lima@horizonteimoveis.com.br', role: 'broker', creci: '156789-F', phone: '19995432109', isActive: 0, isPlantao: 0, leader: 'isabela' },
  { key: 'felipe', name: 'Felipe Rocha', email: 'felipe.rocha@horizonteimoveis.com.br', role: 'broker', creci: '167890-F', phone: '19994321098', isActive: 1, isPlantao: 0, leader: 'carla' },
  { key: 'gabriela', name: 'Gabriela Nunes', email: 'administrativo@imobiliaria.local', role: 'administrative', creci: null, phone: '19993210987', isActive: 1, isPlantao: 0, login: ['clientes', 'imoveis'] },
  { key: 'henrique', name: 'Henrique Alves', email: 'henrique.alves@horizonteimoveis.com.br', role: 'adminbroker', creci: '178901-F', phone: '19992109876', isActive: 0, isPlantao: 1 },
  { key: 'juliana', name: 'Juliana Prado', email: 'juliana.prado@horizonteimoveis.com.br', role: 'broker', creci: '189012-F', phone: '19991098765', isActive: 1, isPlantao: 1, leader: 'carla' },
];
