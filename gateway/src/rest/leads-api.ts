import type { RestClient } from './client.js';
import type { RawWhatsappClick } from './leads-types.js';

/** A click is recorded before its redirect; past this, the visitor goes on to the chat anyway. */
const CLICK_TIMEOUT_MS = 2000;

/** The lead calls the public site makes, as the visitor (the API limits clicks per address). */
export class LeadsApi {
  constructor(private readonly client: RestClient) {}

  async recordWhatsappClick(click: RawWhatsappClick): Promise<void> {
    await this.client.postJson<unknown>('/api/leads/whatsapp-click', click, { timeoutMs: CLICK_TIMEOUT_MS });
  }
}
