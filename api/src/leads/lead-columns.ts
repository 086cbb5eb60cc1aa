/** The columns of a lead that both the inbox's rows and the lead's own page answer. */
export const LEAD_BASE_COLUMNS = [
  'leads.id',
  'leads.source',
  'leads.status',
  'leads.name',
  'leads.phone',
  'leads.email',
  'leads.broker_id',
  'leads.assigned_to',
  'leads.created_at',
  'leads.listing_code',
  'leads.first_response_at',
  'leads.handover_at',
] as const;
