import { passwordDialogMessages } from '../../forms/peopleMessages';
import { passwordMinLength } from '../records/personRules';

const texts = passwordDialogMessages;

export interface PasswordChangeValues {
  password?: string;
  confirmation?: string;
}

/** Both required, at least 6 characters, the confirmation equal to the password (spec §5). */
export function validatePasswordChange(values: PasswordChangeValues): Partial<Record<keyof PasswordChangeValues, string>> {
  const problems: Partial<Record<keyof PasswordChangeValues, string>> = {};
  const password = values.password ?? '';
  const confirmation = values.confirmation ?? '';
  if (password === '') problems.password = texts.required;
  else if (password.length < passwordMinLength) problems.password = texts.tooShort;
  if (confirmation === '') problems.confirmation = texts.required;
  else if (confirmation !== password) problems.confirmation = texts.mismatch;
  return problems;
}
