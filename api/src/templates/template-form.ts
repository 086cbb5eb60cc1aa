import type { TemplateFileKind } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { ChangeCollector, type FormMode } from '../http/changes.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { templateFileKindOf, templateKindOfName } from './file-kind.js';
import type { ReceivedTemplateFile, ReceivedTemplateForm } from './upload.js';

const TEMPLATE_TITLE_TOO_LONG_MESSAGE = 'O Título deve ter no máximo 254 caracteres.';
const TEMPLATE_DESCRIPTION_TOO_LONG_MESSAGE = 'A Descrição deve ter no máximo 254 caracteres.';
const TEMPLATE_FILE_REQUIRED_MESSAGE = 'O arquivo do documento é obrigatório.';
const TEMPLATE_FILE_TYPE_MESSAGE = 'Apenas arquivos .doc, .docx ou .pdf são permitidos.';
const TEMPLATE_FILE_NAME_TOO_LONG_MESSAGE = 'O nome do arquivo deve ter no máximo 254 caracteres.';
const MAX_TEXT = 254;
/** Control characters never belong in a file name given back in a header. */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's whole purpose.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

interface TemplateColumns {
  title: string;
  description: string | null;
  is_active: 0 | 1;
}

/** A received file whose content was checked to be of the kind its name promises. */
interface CheckedTemplateFile {
  path: string;
  name: string;
  kind: TemplateFileKind;
}

export interface TemplateForm {
  changes: Partial<TemplateColumns>;
  file: CheckedTemplateFile | undefined;
}

/** The name the file was sent with, without any folder part or control character. */
function cleanFileName(originalName: string): string {
  return (originalName.split(/[\\/]/).pop() ?? '').replace(CONTROL_CHARACTERS, '').trim();
}

async function checkFile(form: FormReader, file: ReceivedTemplateFile): Promise<CheckedTemplateFile | undefined> {
  const name = cleanFileName(file.originalName);
  const promised = templateKindOfName(name);
  const kind = promised === undefined || file.size === 0 ? undefined : await templateFileKindOf(file.path);
  if (kind === undefined || kind !== promised) return form.fail('file', TEMPLATE_FILE_TYPE_MESSAGE);
  if (name.length > MAX_TEXT) return form.fail('file', TEMPLATE_FILE_NAME_TOO_LONG_MESSAGE);
  return { path: file.path, name, kind };
}

/** A text of at most 254 characters, with the form's own message past that. */
function limitedText(form: FormReader, name: string, required: boolean, tooLong: string): string | undefined {
  const text = form.text(name, { required, maxLength: 100_000 });
  if (text !== undefined && text.length > MAX_TEXT) return form.fail(name, tooLong);
  return text;
}

/**
 * Title required, at most 254 characters; description optional, at most 254; is_active 1/0, 1 by
 * default; a file required on create, .doc, .docx or .pdf by name and by content alike.
 */
export async function readTemplateForm(received: ReceivedTemplateForm, mode: FormMode): Promise<TemplateForm> {
  const form = new FormReader(received.body);
  const fields = new ChangeCollector<TemplateColumns>(received.body, mode);
  fields.take('title', 'title', () => limitedText(form, 'title', true, TEMPLATE_TITLE_TOO_LONG_MESSAGE), '');
  fields.take('description', 'description', () => limitedText(form, 'description', false, TEMPLATE_DESCRIPTION_TOO_LONG_MESSAGE), null);
  fields.take('is_active', 'is_active', () => form.flag('is_active'), 1);
  let file: CheckedTemplateFile | undefined;
  if (received.file !== undefined) file = await checkFile(form, received.file);
  else if (mode === 'create') form.fail('file', TEMPLATE_FILE_REQUIRED_MESSAGE);
  if (form.hasErrors) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return { changes: fields.changes, file };
}
