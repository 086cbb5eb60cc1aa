import { describe, expect, it } from 'vitest';
import type { AuditAction, AuditRecordType } from '../../gql/graphql';
import { changeText, type StaffNames } from './auditChangeText';

/** Intl writes a no-break space after 'R$'. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

function line(
  recordType: AuditRecordType,
  field: string,
  before: string | null,
  after: string | null,
  action: AuditAction = 'UPDATED',
  names?: StaffNames,
): string {
  return plain(changeText({ field, before, after, secret: false }, { recordType, action, names }));
}

describe('changeText', () => {
  it('writes money in reais, measures and months as numbers, flags as Sim/Não and counts of photos', () => {
    expect(line('PRIVACY_SETTINGS', 'lead_retention_months', '24', '18')).toBe('Prazo de guarda (meses): 24 → 18');
    expect(line('PROPERTY', 'price', '690000', '650000')).toBe('Preço: R$ 690.000,00 → R$ 650.000,00');
    expect(line('PROPERTY', 'rental_price', null, '3500.5')).toBe('Valor do aluguel: — → R$ 3.500,50');
    expect(line('PROPERTY', 'is_active', '1', '0')).toBe('Imóvel ativo: Sim → Não');
    expect(line('CLIENT', 'is_active', 'true', 'false')).toBe('Ativo: Sim → Não');
    expect(
      line('PROPERTY', 'images', '["a.jpg","b.jpg","c.jpg","d.jpg","e.jpg"]', '["a.jpg","b.jpg","c.jpg","d.jpg","e.jpg","f.jpg"]'),
    ).toBe('Fotos: 5 → 6');
  });

  it('names the statuses and the other choices in pt-BR', () => {
    expect(line('PROPERTY', 'status', 'in_analysis', 'approved')).toBe('Situação: Em análise → Aprovado');
    expect(line('LEAD', 'status', 'new', 'in_progress')).toBe('Situação: Novo → Em atendimento');
    expect(line('PROPERTY', 'operation', 'sale', 'both')).toBe('Operação: Venda → Venda e Aluguel');
    expect(line('PROPERTY', 'portal_level', 'standard', 'super_premium')).toBe('Nível de publicação: Padrão → Super destaque');
    expect(line('USER', 'role', 'broker', 'leadbroker')).toBe('Perfil: Corretor → Corretor Lider');
    expect(line('VIDEO', 'type', 'internal', 'external')).toBe('Tipo: Interno → Externo');
    expect(line('LEAD_DISTRIBUTION', 'mode', 'manual', 'duty_rotation')).toBe('Forma de distribuição: Manual → Rodízio do plantão');
    expect(line('PROPERTY', 'features', '["pool"]', '["pool","grill","sauna"]')).toBe(
      'Características: Piscina → Piscina, Churrasqueira, sauna',
    );
    expect(line('PROPERTY', 'status', 'archived', 'approved')).toBe('Situação: archived → Aprovado');
  });

  it('writes days and instants as dd/mm/aaaa in São Paulo, and phones, CEPs and CNPJs masked', () => {
    expect(line('PROPERTY', 'delivery_date', '2027-06-30', null)).toBe('Previsão de entrega: 30/06/2027 → —');
    expect(line('HOLIDAY', 'day', null, '2026-12-25', 'CREATED')).toBe('Dia: 25/12/2026');
    expect(line('PROPERTY', 'approved_at', null, '2026-11-26T01:30:00.000Z')).toBe('Aprovado em: — → 25/11/2026 22:30');
    expect(line('CLIENT', 'phone', '19988887777', '1933334444')).toBe('Telefone: (19) 98888-7777 → (19) 3333-4444');
    expect(line('PROPERTY', 'zip_code', '13025000', '13010111')).toBe('CEP: 13025-000 → 13010-111');
    expect(line('COMPANY', 'document', null, '12345678000190', 'CREATED')).toBe('CNPJ: 12.345.678/0001-90');
  });

  it('names people and records by their number, or staff by name when the screen knows it', () => {
    expect(line('PROPERTY', 'client_id', '12', '13')).toBe('Cliente: #12 → #13');
    expect(line('PROPERTY', 'user_id', null, '3')).toBe('Usuário responsável: — → #3');
    expect(line('LEAD', 'assigned_to', '2', '3', 'UPDATED', new Map([['3', 'Bruno Reis']]))).toBe('Atribuído a: #2 → Bruno Reis');
  });

  it('says only that a secret changed, shows empty values as a dash and an unknown field by its name', () => {
    expect(changeText({ field: 'password_hash', before: null, after: null, secret: true }, { recordType: 'USER', action: 'UPDATED' })).toBe(
      'Senha: alterada',
    );
    expect(line('PROPERTY', 'complement', '', 'Apto 12')).toBe('Complemento: — → Apto 12');
    expect(line('PROPERTY', 'solar_panels', '0', '4')).toBe('solar_panels: 0 → 4');
  });

  it('shows a created record’s values and a deleted record’s last values alone', () => {
    expect(line('CLIENT', 'name', null, 'Helena Prado', 'CREATED')).toBe('Nome: Helena Prado');
    expect(line('PROPERTY', 'price', '650000', null, 'DELETED')).toBe('Preço: R$ 650.000,00');
    expect(line('PROPERTY', 'complement', null, null, 'CREATED')).toBe('Complemento: —');
  });
});
