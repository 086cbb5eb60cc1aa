import type { Transaction } from 'kysely';
import { removeTemplateFile, writeTemplateFile } from '../templates/storage.js';
import type { Database, TemplateFileKind } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { simpleDocx, simplePdf } from './document-files.js';

interface DemoTemplate {
  title: string;
  description: string | null;
  fileName: string;
  kind: TemplateFileKind;
  lines: readonly string[];
  isActive: 0 | 1;
}

const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    title: 'Contrato de locação residencial',
    description: 'Modelo padrão para locação de casas e apartamentos, com garantia por caução.',
    fileName: 'Contrato de locação residencial.docx',
    kind: 'docx',
    lines: [
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
      'LOCADOR: ____________________',
      'LOCATÁRIO: ____________________',
      'Cláusula 1ª – Do imóvel e da finalidade.',
    ],
    isActive: 1,
  },
  {
    title: 'Proposta de compra',
    description: 'Proposta formal de compra com valor, forma de pagamento e prazo de validade.',
    fileName: 'Proposta de compra.pdf',
    kind: 'pdf',
    lines: [
      'PROPOSTA DE COMPRA DE IMÓVEL',
      'Proponente: ____________________',
      'Valor ofertado: R$ ____________',
      'Validade da proposta: 10 dias.',
    ],
    isActive: 1,
  },
  {
    title: 'Autorização de venda com exclusividade',
    description: null,
    fileName: 'Autorização de venda.pdf',
    kind: 'pdf',
    lines: ['AUTORIZAÇÃO DE VENDA COM EXCLUSIVIDADE', 'Proprietário: ____________________', 'Prazo: 90 dias.'],
    isActive: 1,
  },
  {
    title: 'Vistoria de entrada (modelo antigo)',
    description: 'Substituído pelo laudo de vistoria com fotos.',
    fileName: 'Vistoria de entrada.docx',
    kind: 'docx',
    lines: ['LAUDO DE VISTORIA DE ENTRADA', 'Cômodo | Estado | Observações'],
    isActive: 0,
  },
];

export interface StoredDemoTemplate {
  template: DemoTemplate;
  storedFile: string;
}

/** Writes the demo templates' files (a real PDF or Word document each) and answers where they went. */
export async function writeDemoTemplateFiles(files: ObjectStore): Promise<StoredDemoTemplate[]> {
  const stored: StoredDemoTemplate[] = [];
  for (const template of DEMO_TEMPLATES) {
    const data = template.kind === 'pdf' ? simplePdf(template.lines) : simpleDocx(template.lines);
    stored.push({ template, storedFile: await writeTemplateFile(files, data, template.kind) });
  }
  return stored;
}

export async function removeDemoTemplateFiles(files: ObjectStore, stored: readonly StoredDemoTemplate[]): Promise<void> {
  await Promise.all(stored.map((entry) => removeTemplateFile(files, entry.storedFile)));
}

export async function insertDemoTemplates(
  transaction: Transaction<Database>,
  stored: readonly StoredDemoTemplate[],
  now: string,
): Promise<void> {
  for (const { template, storedFile } of stored) {
    await transaction
      .insertInto('contract_templates')
      .values({
        title: template.title,
        description: template.description,
        stored_file: storedFile,
        file_name: template.fileName,
        file_kind: template.kind,
        is_active: template.isActive,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
