/** The 27 federative units of Brazil, by abbreviation, with the name the portals show. */
const BRAZILIAN_STATES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;

type StateAbbreviation = keyof typeof BRAZILIAN_STATES;

export interface BrazilianState {
  abbreviation: StateAbbreviation;
  name: string;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const BY_FOLDED_NAME = new Map(
  Object.entries(BRAZILIAN_STATES).map(([abbreviation, name]) => [fold(name), abbreviation as StateAbbreviation]),
);

/** A state given by its abbreviation ("sp") or its name ("Sao Paulo"); anything else → null. */
export function brazilianState(value: unknown): BrazilianState | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  const abbreviation = upper in BRAZILIAN_STATES ? (upper as StateAbbreviation) : BY_FOLDED_NAME.get(fold(value));
  return abbreviation === undefined ? null : { abbreviation, name: BRAZILIAN_STATES[abbreviation] };
}
