/** `https://cdn.example.com/fotos` + `images/ab12.jpg` → `https://cdn.example.com/fotos/images/ab12.jpg`. */
export function publicAddress(base: string | undefined, key: string): string | undefined {
  if (base === undefined) return undefined;
  return `${base.replace(/\/+$/, '')}/${key}`;
}
