/** A chat link (https://wa.me/…) with the message prefilled; without a message, the link as it is. */
export function chatLinkWithText(chatUrl: string, text: string | null): string {
  if (text === null) return chatUrl;
  const [withoutHash = chatUrl] = chatUrl.split('#');
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}text=${encodeURIComponent(text)}`;
}
