import type { ContractTemplateInput, VideoInput, VideoType } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import {
  contractTemplateFormFields,
  contractTemplateFormFiles,
  contractTemplateInputField,
  videoBody,
  videoInputField,
  type TemplateDocument,
} from './media-forms.js';
import type {
  RawContractTemplateAnswer,
  RawContractTemplateEnvelope,
  RawContractTemplateList,
  RawVideoAnswer,
  RawVideoItemEnvelope,
} from './media-types.js';
import { MultipartBody } from './multipart-body.js';
import { renamed } from './people-api.js';
import type { RawVideoEnvelope } from './types.js';
import { pathSegment } from './request-path.js';

export interface VideoListQuery {
  type?: VideoType | null;
  isActive?: boolean | null;
}

/** A document of 20 MB takes a while to travel and to be stored. */
const DOCUMENT_UPLOAD_TIMEOUT_MS = 120_000;
const DOCUMENT_DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * The video and contract-template calls of the agency REST API (docs/rest-api.md, spec §7), for the
 * caller's bearer token; the API checks the permissions videos and modelos-documento. Refusals come back
 * under the schema's input names, the document's at `file`.
 */
export class MediaApi {
  constructor(private readonly http: RestClient) {}

  videos(query: VideoListQuery = {}): Promise<RawVideoEnvelope> {
    return this.http.getJson<RawVideoEnvelope>('/api/videos', {
      query: {
        type: query.type?.toLowerCase(),
        is_active: query.isActive === null || query.isActive === undefined ? undefined : query.isActive ? 1 : 0,
      },
    });
  }

  video(id: string): Promise<RawVideoItemEnvelope> {
    return this.http.getJson<RawVideoItemEnvelope>(`/api/videos/${pathSegment(id)}`);
  }

  createVideo(input: VideoInput): Promise<RawVideoAnswer> {
    return renamed(this.http.postJson<RawVideoAnswer>('/api/videos', videoBody(input)), videoInputField);
  }

  updateVideo(id: string, input: VideoInput): Promise<RawVideoAnswer> {
    return renamed(this.http.putJson<RawVideoAnswer>(`/api/videos/${pathSegment(id)}`, videoBody(input)), videoInputField);
  }

  contractTemplates(): Promise<RawContractTemplateList> {
    return this.http.getJson<RawContractTemplateList>('/api/contract-templates');
  }

  contractTemplate(id: string): Promise<RawContractTemplateEnvelope> {
    return this.http.getJson<RawContractTemplateEnvelope>(`/api/contract-templates/${pathSegment(id)}`);
  }

  /** Creates a template with its document streamed from its file. */
  createContractTemplate(input: ContractTemplateInput, document: TemplateDocument | null): Promise<RawContractTemplateAnswer> {
    const body = new MultipartBody({ fields: contractTemplateFormFields(input, 'create'), files: contractTemplateFormFiles(document) });
    return renamed(
      this.http.postMultipart<RawContractTemplateAnswer>('/api/contract-templates', body, { timeoutMs: DOCUMENT_UPLOAD_TIMEOUT_MS }),
      contractTemplateInputField,
    );
  }

  /** Updates a template; without a document the stored file is kept. */
  updateContractTemplate(id: string, input: ContractTemplateInput, document: TemplateDocument | null): Promise<RawContractTemplateAnswer> {
    const body = new MultipartBody({ fields: contractTemplateFormFields(input, 'update'), files: contractTemplateFormFiles(document) });
    return renamed(
      this.http.postMultipart<RawContractTemplateAnswer>(`/api/contract-templates/${pathSegment(id)}`, body, {
        timeoutMs: DOCUMENT_UPLOAD_TIMEOUT_MS,
      }),
      contractTemplateInputField,
    );
  }

  /** The template's file as the API answers it (any status), body unread. Only an unreachable API throws. */
  contractTemplateFile(id: string): Promise<Response> {
    return this.http.send(`/api/contract-templates/${pathSegment(id)}/file`, {
      headers: { accept: '*/*' },
      timeoutMs: DOCUMENT_DOWNLOAD_TIMEOUT_MS,
    });
  }
}
