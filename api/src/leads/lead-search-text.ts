import { searchKey } from '../http/paging.js';

/** What the inbox search looks in. */
export interface LeadSearchFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  propertyCode: string | null;
}

/** Name, e-mail, phone (as typed and as digits) and property code, folded as the inbox searches them. */
export function leadSearchText({ name, email, phone, propertyCode }: LeadSearchFields): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return searchKey([name ?? '', email ?? '', phone ?? '', digits, propertyCode ?? ''].join(' '));
}
