/** Brazil's country code, which a number typed without it gets. */
const BRAZIL = '55';

/**
 * A Brazilian phone in international digits ('(19) 98123-4567' → '5519981234567'); null when it has too few digits to
 * be one (an area code and a number). A number already written with the country code keeps it.
 */
function internationalDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D+/g, '');
  if (digits.length < 10) return null;
  return digits.startsWith(BRAZIL) && digits.length >= 12 ? digits : `${BRAZIL}${digits}`;
}

/** The 'Ligar' address of a phone, `tel:+55…`; null without a number to call. */
export function callAddress(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone);
  return digits === null ? null : `tel:+${digits}`;
}

/** The 'WhatsApp' address of a phone with the message prefilled, `https://wa.me/55…?text=…`; null without a number. */
export function whatsappAddress(phone: string | null | undefined, message: string): string | null {
  const digits = internationalDigits(phone);
  return digits === null ? null : `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
