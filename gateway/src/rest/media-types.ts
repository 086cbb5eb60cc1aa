import type { RawFlag, RawId, RawListEnvelope, RawItemEnvelope, RawText, RawVideo, RawWriteAnswer } from './types.js';

/** A contract template as `GET /api/contract-templates` and `GET /api/contract-templates/{id}` answer it. */
export interface RawContractTemplate {
  /** Always present in the API's answers; read defensively, as a record without one cannot be shown. */
  id?: RawId | null;
  title?: RawText;
  description?: RawText;
  /** The API's own address of the file; the gateway answers its own download route instead. */
  file_url?: RawText;
  file_name?: RawText;
  is_active?: RawFlag;
}

export type RawContractTemplateList = RawListEnvelope<RawContractTemplate>;
export type RawContractTemplateEnvelope = RawItemEnvelope<RawContractTemplate>;
export type RawContractTemplateAnswer = RawWriteAnswer<RawContractTemplate>;
export type RawVideoItemEnvelope = RawItemEnvelope<RawVideo>;
export type RawVideoAnswer = RawWriteAnswer<RawVideo>;
