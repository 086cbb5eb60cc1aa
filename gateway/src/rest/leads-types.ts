/** The body of `POST /api/leads/whatsapp-click`: the property (by its code) or the consultant clicked, and the page. */
export interface RawWhatsappClick {
  property_code?: string;
  broker_id?: number;
  /** The path of the page the click came from, or null when unknown. */
  page: string | null;
}
