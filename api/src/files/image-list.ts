/** Reads the stored image list; anything but a JSON list of names means the row is damaged. */
export function parseImageList(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((item): item is string => typeof item === 'string')) {
    throw new Error('Lista de imagens do imóvel corrompida.');
  }
  return parsed;
}
