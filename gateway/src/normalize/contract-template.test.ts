import { describe, expect, it } from 'vitest';
import created from './fixtures/contract-template-created.json' with { type: 'json' };
import templates from './fixtures/contract-templates.json' with { type: 'json' };
import { contractTemplateDownloadPath, toContractTemplate, toContractTemplateAnswer, toContractTemplates } from './contract-template.js';

describe('toContractTemplates', () => {
  it('reads the list in the API order, with the gateway download route for templates that have a file', () => {
    expect(toContractTemplates(templates, { publicUrl: 'https://imobiliaria.example/' })).toEqual([
      {
        id: '3',
        title: 'Contrato de locação residencial',
        description: 'Modelo padrão para locação de imóveis residenciais.',
        isActive: true,
        fileName: 'contrato-locação.docx',
        downloadUrl: 'https://imobiliaria.example/contract-templates/3/file',
      },
      {
        id: '2',
        title: 'Proposta de compra',
        description: null,
        isActive: false,
        fileName: null,
        downloadUrl: 'https://imobiliaria.example/contract-templates/2/file',
      },
      { id: '1', title: 'Ficha cadastral antiga', description: null, isActive: false, fileName: null, downloadUrl: null },
    ]);
  });

  it('builds relative download addresses without a public address and reads nothing from a broken answer', () => {
    expect(toContractTemplates(templates)[0]?.downloadUrl).toBe('/contract-templates/3/file');
    expect(toContractTemplates(null)).toEqual([]);
    expect(toContractTemplates({ data: null })).toEqual([]);
  });
});

describe('toContractTemplateAnswer', () => {
  it('reads the template of a write answer', () => {
    expect(toContractTemplateAnswer(created)).toEqual({
      id: '4',
      title: 'Termo de vistoria',
      description: 'Checklist de entrega das chaves.',
      isActive: true,
      fileName: 'vistoria.pdf',
      downloadUrl: '/contract-templates/4/file',
    });
    expect(toContractTemplateAnswer({ data: null })).toBeNull();
  });
});

describe('toContractTemplate', () => {
  it('needs an id and encodes it in the download route', () => {
    expect(toContractTemplate({ id: '', title: 'Sem id' })).toBeNull();
    expect(contractTemplateDownloadPath('a b')).toBe('/contract-templates/a%20b/file');
    expect(toContractTemplate({ id: 9, file_name: 'x.pdf', is_active: true })).toMatchObject({
      title: '',
      isActive: true,
      downloadUrl: '/contract-templates/9/file',
    });
  });
});
