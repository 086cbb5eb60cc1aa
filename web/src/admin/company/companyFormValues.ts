import type { CompanyInput, CompanyRecordFormQuery } from '../../gql/graphql';
import { isEmailAddress } from '../../forms/email';
import { digitsOf, maskCnpj, maskPhone, maskZipCode } from '../../forms/masks';
import { companyMessages, personRuleMessages } from '../../forms/peopleMessages';
import { emailProblem, nameProblem, problemsOnly } from '../records/personRules';

export interface CompanyFormValues {
  document?: string;
  name?: string;
  phone?: string;
  whatsapp?: string;
  creci?: string;
  zipCode?: string;
  street?: string;
  number?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  email?: string;
  isActive: boolean;
  /** The feed's contact for the portals; empty uses the company's own (the site: the public site). */
  feedContactName?: string;
  feedEmail?: string;
  feedPhone?: string;
  feedWebsite?: string;
}

export type CompanyFormField = Exclude<keyof CompanyFormValues, never>;
export const companyFormFields: readonly CompanyFormField[] = [
  'document',
  'name',
  'phone',
  'whatsapp',
  'creci',
  'zipCode',
  'street',
  'number',
  'neighborhood',
  'city',
  'state',
  'email',
  'isActive',
  'feedContactName',
  'feedEmail',
  'feedPhone',
  'feedWebsite',
];

export type LoadedCompany = NonNullable<CompanyRecordFormQuery['companyRecord']>;

const optional = (text: string | null | undefined): string | undefined => (text ? text : undefined);

/** A loaded record as the form shows it, with its masks. */
export function valuesOfCompany(company: LoadedCompany): CompanyFormValues {
  return {
    document: company.document ? maskCnpj(company.document) : undefined,
    name: company.name,
    phone: company.phone ? maskPhone(company.phone) : undefined,
    whatsapp: company.whatsapp ? maskPhone(company.whatsapp) : undefined,
    creci: optional(company.creci),
    zipCode: company.address.zipCode ? maskZipCode(company.address.zipCode) : undefined,
    street: optional(company.address.street),
    number: optional(company.address.number),
    neighborhood: optional(company.address.neighborhood),
    city: optional(company.address.city),
    state: optional(company.address.state),
    email: optional(company.email),
    isActive: company.isActive,
    feedContactName: optional(company.feedContact.name),
    feedEmail: optional(company.feedContact.email),
    feedPhone: company.feedContact.phone ? maskPhone(company.feedContact.phone) : undefined,
    feedWebsite: optional(company.feedContact.website),
  };
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';
const feedTexts = companyMessages.form.feed;

/** The feed's contact is optional; what is typed must be an e-mail, a phone with area code, a full http(s) address. */
function feedContactProblems(values: CompanyFormValues) {
  const email = (values.feedEmail ?? '').trim();
  const phoneDigits = digitsOf(values.feedPhone ?? '').length;
  const website = (values.feedWebsite ?? '').trim();
  return {
    feedContactName: undefined,
    feedEmail: email !== '' && !isEmailAddress(email) ? feedTexts.emailInvalid : undefined,
    feedPhone: !blank(values.feedPhone) && phoneDigits !== 10 && phoneDigits !== 11 ? feedTexts.phoneIncomplete : undefined,
    feedWebsite: website !== '' && !/^https?:\/\/\S+$/i.test(website) ? feedTexts.websiteInvalid : undefined,
  };
}

/** CNPJ, name, e-mail, whatsapp and CRECI are required; the display phone and the address are not (spec §5). */
export function validateCompanyForm(values: CompanyFormValues): Partial<Record<CompanyFormField, string>> {
  return problemsOnly<CompanyFormField>({
    document: blank(values.document) ? companyMessages.form.documentRequired : undefined,
    name: nameProblem(values.name),
    phone: undefined,
    whatsapp: blank(values.whatsapp) ? companyMessages.form.whatsappRequired : undefined,
    creci: blank(values.creci) ? personRuleMessages.creciRequired : undefined,
    zipCode: undefined,
    street: undefined,
    number: undefined,
    neighborhood: undefined,
    city: undefined,
    state: undefined,
    email: emailProblem(values.email),
    isActive: undefined,
    ...feedContactProblems(values),
  });
}

/** What the gateway takes: trimmed texts, empty optional ones as null (an empty feed contact field clears it). */
export function toCompanyInput(values: CompanyFormValues): CompanyInput {
  const text = (value: string | undefined) => {
    const trimmed = (value ?? '').trim();
    return trimmed === '' ? null : trimmed;
  };
  return {
    document: text(values.document),
    name: text(values.name),
    phone: text(values.phone),
    whatsapp: text(values.whatsapp),
    creci: text(values.creci),
    zipCode: text(values.zipCode),
    street: text(values.street),
    number: text(values.number),
    neighborhood: text(values.neighborhood),
    city: text(values.city),
    state: text(values.state)?.toUpperCase() ?? null,
    email: text(values.email),
    isActive: values.isActive,
    feedContactName: text(values.feedContactName),
    feedEmail: text(values.feedEmail),
    feedPhone: text(values.feedPhone),
    feedWebsite: text(values.feedWebsite),
  };
}
