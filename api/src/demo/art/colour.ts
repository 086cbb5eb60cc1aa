/** `#rrggbb` colours mixed in sRGB: enough for flat illustrations. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex(red: number, green: number, blue: number): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/** `from` moved `amount` (0…1) of the way to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const [r1, g1, b1] = channels(from);
  const [r2, g2, b2] = channels(to);
  return toHex(r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount);
}

export function darken(colour: string, amount: number): string {
  return mix(colour, '#000000', amount);
}

export function lighten(colour: string, amount: number): string {
  return mix(colour, '#ffffff', amount);
}
