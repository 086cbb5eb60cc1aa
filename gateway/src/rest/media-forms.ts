import type { ContractTemplateInput, VideoInput } from '../generated/resolvers.js';
import { choice, flag, formFieldNamer, jsonFormBody, multipartFormFields, text, type FormTable } from './form-table.js';
import type { MultipartFile } from './multipart-body.js';
import type { RawJsonForm } from './people-types.js';
import { METHOD_OVERRIDE_FIELD } from './staff-property-form.js';
import type { FormMode } from './people-forms.js';

/** `POST /api/videos`, `PUT /api/videos/{id}` (JSON). */
const VIDEO_FORM: FormTable<VideoInput> = {
  title: text('title'),
  description: text('description'),
  url: text('video_url'),
  type: choice('type'),
  isActive: flag('is_active'),
};

/** `POST /api/contract-templates`, `POST /api/contract-templates/{id}` with `_method=PUT` (multipart). */
const CONTRACT_TEMPLATE_FORM: FormTable<ContractTemplateInput> = {
  title: text('title'),
  description: text('description'),
  isActive: flag('is_active'),
};

/** The template form's file field, named `file` in the REST form and in the mutations' arguments alike. */
export const CONTRACT_TEMPLATE_FILE_FIELD = 'file';

/** A document received for a template form, kept in a temporary file until the call ends. */
export interface TemplateDocument {
  fileName: string;
  contentType: string;
  path: string;
  size: number;
}

/** The video form: type in lower case (INTERNAL → internal), the flag as 1/0, null clearing a field. */
export function videoBody(input: VideoInput): RawJsonForm {
  return jsonFormBody(input, VIDEO_FORM);
}

/** The text fields of the template form; an update says it is a PUT. */
export function contractTemplateFormFields(input: ContractTemplateInput, mode: FormMode): [string, string][] {
  const fields = multipartFormFields(input, CONTRACT_TEMPLATE_FORM);
  return mode === 'create' ? fields : [[...METHOD_OVERRIDE_FIELD], ...fields];
}

/** The document as the one file of the template form; none keeps the stored file on an update. */
export function contractTemplateFormFiles(document: TemplateDocument | null): MultipartFile[] {
  if (document === null) return [];
  return [{ field: CONTRACT_TEMPLATE_FILE_FIELD, ...document }];
}

/** The schema's names of the fields the API reported (`video_url` → `url`, `is_active` → `isActive`). */
export const videoInputField = formFieldNamer(VIDEO_FORM);
export const contractTemplateInputField = formFieldNamer(CONTRACT_TEMPLATE_FORM);
