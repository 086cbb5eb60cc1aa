import { describe, expect, it } from 'vitest';
import {
  currentDocumentName,
  documentProblem,
  maxTemplateFileBytes,
  templateFileAccept,
  toTemplateInput,
  validateTemplateForm,
  valuesOfTemplate,
} from './templateFormValues';

const docx = { name: 'Contrato de locação.docx', size: 4_096 };

describe('validateTemplateForm', () => {
  it('requires the title and, on create, the document', () => {
    expect(validateTemplateForm({ isActive: true }, true)).toEqual({
      title: 'Campo obrigatório.',
      file: 'O arquivo do documento é obrigatório.',
    });
    expect(validateTemplateForm({ title: '   ', isActive: true }, false)).toEqual({ title: 'Campo obrigatório.' });
  });

  it('keeps title and description within 254 characters', () => {
    expect(validateTemplateForm({ title: 'a'.repeat(254), description: 'b'.repeat(254), file: docx, isActive: true }, true)).toEqual({});
    expect(validateTemplateForm({ title: 'a'.repeat(255), description: 'b'.repeat(255), file: docx, isActive: true }, true)).toEqual({
      title: 'O Título deve ter no máximo 254 caracteres.',
      description: 'A Descrição deve ter no máximo 254 caracteres.',
    });
  });

  it('accepts an edit without a new document', () => {
    expect(validateTemplateForm({ title: 'Proposta', isActive: false }, false)).toEqual({});
  });
});

describe('documentProblem', () => {
  it('accepts .doc, .docx and .pdf in any case, up to 20 MB', () => {
    expect(documentProblem({ name: 'a.doc', size: 1 }, true)).toBeUndefined();
    expect(documentProblem({ name: 'a.DOCX', size: 1 }, true)).toBeUndefined();
    expect(documentProblem({ name: 'proposta.final.pdf', size: maxTemplateFileBytes }, false)).toBeUndefined();
    expect(maxTemplateFileBytes).toBe(20_971_520);
  });

  it('refuses other extensions and bigger files', () => {
    expect(documentProblem({ name: 'notas.txt', size: 1 }, true)).toBe('Envie um arquivo .doc, .docx ou .pdf.');
    expect(documentProblem({ name: 'pdf', size: 1 }, true)).toBe('Envie um arquivo .doc, .docx ou .pdf.');
    expect(documentProblem({ name: 'contrato.docx.exe', size: 1 }, false)).toBe('Envie um arquivo .doc, .docx ou .pdf.');
    expect(documentProblem({ name: 'grande.pdf', size: maxTemplateFileBytes + 1 }, true)).toBe('O arquivo deve ter no máximo 20 MB.');
  });

  it('filters the picker by the same extensions', () => {
    expect(templateFileAccept).toBe('.doc,.docx,.pdf');
  });
});

describe('template values', () => {
  it('shows a loaded template and sends trimmed texts, an empty description cleared', () => {
    expect(
      valuesOfTemplate({
        id: '3',
        title: 'Proposta',
        description: null,
        isActive: true,
        fileName: 'Proposta.pdf',
        downloadUrl: '/contract-templates/3/file',
      }),
    ).toEqual({
      title: 'Proposta',
      description: undefined,
      isActive: true,
    });
    expect(toTemplateInput({ title: ' Proposta ', description: '  ', isActive: false })).toEqual({
      title: 'Proposta',
      description: null,
      isActive: false,
    });
    expect(toTemplateInput({ title: 'Proposta', description: ' Com prazo ', file: docx, isActive: true })).toEqual({
      title: 'Proposta',
      description: 'Com prazo',
      isActive: true,
    });
  });
});

describe('currentDocumentName', () => {
  const loaded = {
    id: '3',
    title: 'Proposta',
    description: null,
    isActive: true,
    fileName: 'Proposta.pdf',
    downloadUrl: '/contract-templates/3/file',
  };

  it('names the document a template holds, with a stand-in for a nameless one', () => {
    expect(currentDocumentName(loaded, 'sem nome')).toBe('Proposta.pdf');
    expect(currentDocumentName({ ...loaded, fileName: null }, 'sem nome')).toBe('sem nome');
    expect(currentDocumentName({ ...loaded, fileName: null, downloadUrl: null }, 'sem nome')).toBeNull();
  });
});
