import { isEmailAddress } from '../../forms/email';
import { digitsOf, maskPhone } from '../../forms/masks';
import { personRuleMessages } from '../../forms/peopleMessages';

const texts = personRuleMessages;

/** Password minimum length (spec §9). */
export const passwordMinLength = 6;

/** 'O nome é obrigatório.' for an empty name. */
export function nameProblem(name: string | undefined): string | undefined {
  return (name ?? '').trim() === '' ? texts.nameRequired : undefined;
}

/** Required and well formed. */
export function emailProblem(email: string | undefined): string | undefined {
  const text = (email ?? '').trim();
  if (text === '') return texts.emailRequired;
  return isEmailAddress(text) ? undefined : texts.emailInvalid;
}

/** Required, with area code: 10 or 11 digits. */
function phoneProblem(phone: string | undefined): string | undefined {
  const digits = digitsOf(phone ?? '');
  if (digits === '') return texts.phoneRequired;
  return digits.length === 10 || digits.length === 11 ? undefined : texts.phoneIncomplete;
}

/** Required, at least 6 characters. */
export function newPasswordProblem(password: string | undefined): string | undefined {
  const text = password ?? '';
  if (text === '') return texts.passwordRequired;
  return text.length < passwordMinLength ? texts.passwordTooShort : undefined;
}

/** Drops the fields without a problem, so that final-form sees a valid form as {}. */
export function problemsOnly<F extends string>(problems: Record<F, string | undefined>): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const field of Object.keys(problems) as F[]) {
    const problem = problems[field];
    if (problem !== undefined) found[field] = problem;
  }
  return found;
}

/** The contact every person record has: name, phone and e-mail. */
export interface PersonContactValues {
  name?: string;
  phone?: string;
  email?: string;
}

interface LoadedPersonContact {
  name: string;
  phone?: string | null;
  email?: string | null;
}

/** A loaded person's contact as the form shows it, the phone masked. */
export function contactValuesOf(person: LoadedPersonContact): PersonContactValues {
  return {
    name: person.name,
    phone: person.phone ? maskPhone(person.phone) : undefined,
    email: person.email ?? undefined,
  };
}

/** Name, phone and e-mail are required (spec §5). */
export function contactProblems(values: PersonContactValues): Record<keyof PersonContactValues, string | undefined> {
  return { name: nameProblem(values.name), phone: phoneProblem(values.phone), email: emailProblem(values.email) };
}

/** What the gateway stores: trimmed texts, the phone as typed with its mask. */
export function contactInputOf(values: PersonContactValues): Required<Record<keyof PersonContactValues, string>> {
  return { name: (values.name ?? '').trim(), phone: (values.phone ?? '').trim(), email: (values.email ?? '').trim() };
}
