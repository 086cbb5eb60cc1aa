/** A basic e-mail address pattern: something, an @, a domain with a dot. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(text: string): boolean {
  return emailPattern.test(text.trim());
}
