/** Shape helpers: every demo picture is shapes and gradients only, never text. */

export type Point = readonly [number, number];

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${extra === '' ? '' : ` ${extra}`}/>`;
}

export function polygon(points: readonly Point[], fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${x},${y}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra === '' ? '' : ` ${extra}`}/>`;
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"${extra === '' ? '' : ` ${extra}`}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra === '' ? '' : ` ${extra}`}/>`;
}

export function line(from: Point, to: Point, stroke: string, width: number): string {
  return `<line x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}" stroke="${stroke}" stroke-width="${width}"/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra === '' ? '' : ` ${extra}`}/>`;
}

export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Draws `content` mirrored left to right across a picture `width` wide. */
export function mirrored(content: string, width: number): string {
  return `<g transform="translate(${width} 0) scale(-1 1)">${content}</g>`;
}
