import type { ContractTemplateInput, ContractTemplateRecordQuery } from '../../gql/graphql';
import { templateRuleMessages } from '../../forms/templateMessages';
import { problemsOnly } from '../records/personRules';

const texts = templateRuleMessages;

/** Title and description: at most 254 characters each (spec §9). */
const templateTextMaxLength = 254;
/** Largest document the gateway and the API take: 20 MB (gateway MAX_DOCUMENT_BYTES, API MAX_TEMPLATE_FILE_BYTES). */
export const maxTemplateFileBytes = 20 * 1024 * 1024;
/** Extensions of the documents a template may hold (spec §9). */
const templateFileExtensions = ['doc', 'docx', 'pdf'] as const;
/** The file picker's filter. */
export const templateFileAccept = templateFileExtensions.map((extension) => `.${extension}`).join(',');

/** What the rules need of a chosen file (a browser File has both). */
export interface ChosenDocument {
  name: string;
  size: number;
}

export interface TemplateFormValues<F extends ChosenDocument = File> {
  title?: string;
  description?: string;
  /** A new document; none keeps the current one on edit. */
  file?: F;
  isActive: boolean;
}

export type TemplateFormField = 'title' | 'description' | 'file' | 'isActive';
/** The fields the server may report on: `file` is the document's argument, as in the mutations. */
export const templateFormFields: readonly TemplateFormField[] = ['title', 'description', 'file', 'isActive'];

export type LoadedTemplate = NonNullable<ContractTemplateRecordQuery['contractTemplate']>;

export const newTemplateValues: TemplateFormValues = { isActive: true };

/** The name of the document a loaded template holds, a stand-in when it has no name, or null without one. */
export function currentDocumentName(template: LoadedTemplate, unnamed: string): string | null {
  if (template.downloadUrl === null) return null;
  return template.fileName ?? unnamed;
}

/** A loaded template as the form shows it; its document stays where it is. */
export function valuesOfTemplate(template: LoadedTemplate): TemplateFormValues {
  return {
    title: template.title,
    description: template.description ?? undefined,
    isActive: template.isActive,
  };
}

function titleProblem(title: string | undefined): string | undefined {
  const text = (title ?? '').trim();
  if (text === '') return texts.titleRequired;
  return text.length > templateTextMaxLength ? texts.titleTooLong : undefined;
}

function descriptionProblem(description: string | undefined): string | undefined {
  return (description ?? '').trim().length > templateTextMaxLength ? texts.descriptionTooLong : undefined;
}

/** Whether a file name ends in .doc, .docx or .pdf, whatever its case. */
function hasTemplateExtension(name: string): boolean {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return (templateFileExtensions as readonly string[]).includes(extension ?? '');
}

/** Required on create; a .doc, .docx or .pdf of at most 20 MB whenever one is chosen. */
export function documentProblem(file: ChosenDocument | undefined, creating: boolean): string | undefined {
  if (!file) return creating ? texts.fileRequired : undefined;
  if (!hasTemplateExtension(file.name)) return texts.fileWrongType;
  return file.size > maxTemplateFileBytes ? texts.fileTooLarge : undefined;
}

/** Title required, title and description up to 254 characters, the document's rules (spec §5, §9). */
export function validateTemplateForm(
  values: TemplateFormValues<ChosenDocument>,
  creating: boolean,
): Partial<Record<TemplateFormField, string>> {
  return problemsOnly({
    title: titleProblem(values.title),
    description: descriptionProblem(values.description),
    file: documentProblem(values.file, creating),
    isActive: undefined,
  });
}

/** What the gateway stores: trimmed texts, an emptied description cleared. */
export function toTemplateInput(values: TemplateFormValues<ChosenDocument>): ContractTemplateInput {
  const description = (values.description ?? '').trim();
  return {
    title: (values.title ?? '').trim(),
    description: description === '' ? null : description,
    isActive: values.isActive,
  };
}
