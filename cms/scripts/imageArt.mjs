// @ts-check
import { seededRandom } from '@site/shared/tooling/seededRandom.mjs';
/**
 * The drawings of the image generator (generate-images.mjs, `npm run images -w cms`): SVG
 * illustrations for the seed images, flat abstract shapes in the firm's teal and indigo palette.
 * Their rendered output is committed in cms/dataset/images/; nothing else imports this file.
 * Every drawing is a pure function of its options and a seed, so regenerating gives the same pictures.
 */

export const PALETTE = {
  navy: '#0f172a',
  slate: '#1e293b',
  teal900: '#134e4a',
  teal700: '#0f766e',
  teal500: '#14b8a6',
  teal300: '#5eead4',
  teal100: '#ccfbf1',
  indigo900: '#312e81',
  indigo700: '#4338ca',
  indigo500: '#6366f1',
  indigo300: '#a5b4fc',
  indigo100: '#e0e7ff',
  amber: '#f59e0b',
  rose: '#f43f5e',
  white: '#ffffff',
};
const P = PALETTE;

/** The drawings' random numbers: the same for the same seed (mulberry32). */
export const random = seededRandom;

/** Text for an SVG text node. @param {string} text */
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** @param {number} n */
const r1 = (n) => Math.round(n * 10) / 10;

/**
 * @typedef {{ width: number; height: number; seed: number; tone?: 'teal' | 'indigo' | 'dark' }} ArtOptions
 */

/**
 * @param {ArtOptions} o
 * @param {string} body
 */
function svg(o, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}">${body}</svg>`;
}

/**
 * The shared backdrop: a diagonal gradient, a few soft discs and a dot grid.
 * @param {ArtOptions} o
 */
function backdrop(o) {
  const rand = random(o.seed);
  const [from, to] = o.tone === 'indigo' ? [P.indigo900, P.indigo700] : o.tone === 'dark' ? [P.navy, P.indigo900] : [P.teal900, P.indigo900];
  const discs = Array.from({ length: 4 }, (_, i) => {
    const cx = r1(rand() * o.width);
    const cy = r1(rand() * o.height);
    const r = r1((0.15 + rand() * 0.25) * Math.max(o.width, o.height));
    const fill = i % 2 ? P.teal500 : P.indigo500;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="0.12"/>`;
  }).join('');
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="${P.white}" opacity="0.10"/></pattern>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.teal300}"/><stop offset="1" stop-color="${P.indigo300}"/></linearGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${discs}<rect width="100%" height="100%" fill="url(#dots)"/>`;
}

/**
 * A shield with a check mark, orbited by circuit traces: security and compliance.
 * @param {ArtOptions} o
 */
export function shield(o) {
  const s = Math.min(o.width, o.height) * 0.55;
  const cx = o.width * 0.62;
  const cy = o.height / 2;
  const top = cy - s / 2;
  const path = `M ${cx} ${top} L ${r1(cx + s * 0.42)} ${r1(top + s * 0.14)} L ${r1(cx + s * 0.42)} ${r1(top + s * 0.5)} Q ${r1(cx + s * 0.4)} ${r1(top + s * 0.86)} ${cx} ${r1(top + s)} Q ${r1(cx - s * 0.4)} ${r1(top + s * 0.86)} ${r1(cx - s * 0.42)} ${r1(top + s * 0.5)} L ${r1(cx - s * 0.42)} ${r1(top + s * 0.14)} Z`;
  const rand = random(o.seed + 7);
  const traces = Array.from({ length: 7 }, (_, i) => {
    const y = r1(o.height * (0.15 + i * 0.11));
    const x1 = r1(o.width * (0.04 + rand() * 0.1));
    const x2 = r1(cx - s * (0.55 + rand() * 0.2));
    const bend = r1(x1 + (x2 - x1) * 0.6);
    return `<path d="M ${x1} ${y} H ${bend} L ${r1(bend + 24)} ${r1(y + (i % 2 ? 18 : -18))} H ${x2}" stroke="${P.teal300}" stroke-width="3" fill="none" opacity="0.55"/><circle cx="${x2}" cy="${r1(y + (i % 2 ? 18 : -18))}" r="6" fill="${P.teal300}"/>`;
  }).join('');
  const check = `M ${r1(cx - s * 0.17)} ${r1(cy + s * 0.02)} L ${r1(cx - s * 0.04)} ${r1(cy + s * 0.15)} L ${r1(cx + s * 0.2)} ${r1(cy - s * 0.12)}`;
  return svg(
    o,
    `${backdrop(o)}${traces}<path d="${path}" fill="url(#accent)" opacity="0.95"/><path d="${path}" fill="none" stroke="${P.white}" stroke-width="6" opacity="0.7"/><path d="${check}" fill="none" stroke="${P.navy}" stroke-width="${r1(s * 0.07)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/**
 * Rising bars with a trend line: maturity, performance, governance dashboards.
 * @param {ArtOptions} o
 */
export function chart(o) {
  const rand = random(o.seed);
  const n = 7;
  const left = o.width * 0.12;
  const baseline = o.height * 0.8;
  const slot = (o.width * 0.76) / n;
  const heights = Array.from({ length: n }, (_, i) => o.height * (0.15 + i * 0.075 + rand() * 0.08));
  const bars = heights
    .map((h, i) => `<rect x="${r1(left + i * slot + slot * 0.15)}" y="${r1(baseline - h)}" width="${r1(slot * 0.7)}" height="${r1(h)}" rx="8" fill="${i % 2 ? P.indigo300 : P.teal300}" opacity="${r1(0.55 + i * 0.06)}"/>`)
    .join('');
  const points = heights.map((h, i) => `${r1(left + i * slot + slot / 2)},${r1(baseline - h - 30)}`);
  const dots = points.map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="9" fill="${P.white}" stroke="${P.teal500}" stroke-width="4"/>`).join('');
  return svg(
    o,
    `${backdrop(o)}<line x1="${r1(left)}" y1="${r1(baseline)}" x2="${r1(o.width * 0.9)}" y2="${r1(baseline)}" stroke="${P.white}" stroke-width="3" opacity="0.5"/>${bars}<polyline points="${points.join(' ')}" fill="none" stroke="${P.amber}" stroke-width="6" stroke-linejoin="round"/>${dots}`,
  );
}

/**
 * A network graph: nodes linked to their nearest neighbours, a few highlighted.
 * @param {ArtOptions} o
 */
export function network(o) {
  const rand = random(o.seed);
  const nodes = Array.from({ length: 22 }, () => ({ x: r1(o.width * (0.06 + rand() * 0.88)), y: r1(o.height * (0.08 + rand() * 0.84)), hot: rand() > 0.78 }));
  /** @type {string[]} */
  const edges = [];
  nodes.forEach((a, i) => {
    const nearest = nodes
      .map((b, j) => ({ j, d: (a.x - b.x) ** 2 + (a.y - b.y) ** 2 }))
      .filter(({ j }) => j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 3);
    for (const { j } of nearest) if (j > i) edges.push(`<line x1="${a.x}" y1="${a.y}" x2="${nodes[j].x}" y2="${nodes[j].y}" stroke="${P.teal300}" stroke-width="2.5" opacity="0.5"/>`);
  });
  const circles = nodes
    .map((n) => (n.hot ? `<circle cx="${n.x}" cy="${n.y}" r="22" fill="${P.amber}" opacity="0.25"/><circle cx="${n.x}" cy="${n.y}" r="11" fill="${P.amber}"/>` : `<circle cx="${n.x}" cy="${n.y}" r="9" fill="${P.white}" stroke="${P.indigo300}" stroke-width="4"/>`))
    .join('');
  return svg(o, `${backdrop(o)}${edges.join('')}${circles}`);
}

/**
 * Process boxes joined by arrows, with a gear: workflows and automation.
 * @param {ArtOptions} o
 */
export function flow(o) {
  const w = o.width * 0.17;
  const h = o.height * 0.2;
  const y = o.height * 0.3;
  const boxes = [0, 1, 2, 3]
    .map((i) => {
      const x = o.width * (0.07 + i * 0.23);
      const yy = i % 2 ? y + o.height * 0.22 : y;
      const arrow =
        i < 3
          ? `<path d="M ${r1(x + w)} ${r1(yy + h / 2)} C ${r1(x + w + 50)} ${r1(yy + h / 2)}, ${r1(x + w + 10)} ${r1((i % 2 ? y : y + o.height * 0.22) + h / 2)}, ${r1(x + o.width * 0.23 - 8)} ${r1((i % 2 ? y : y + o.height * 0.22) + h / 2)}" stroke="${P.teal300}" stroke-width="5" fill="none" marker-end="url(#arrow)"/>`
          : '';
      return `<rect x="${r1(x)}" y="${r1(yy)}" width="${r1(w)}" height="${r1(h)}" rx="18" fill="${i === 3 ? P.teal500 : P.white}" opacity="${i === 3 ? 0.95 : 0.9}"/><rect x="${r1(x + 22)}" y="${r1(yy + h * 0.3)}" width="${r1(w * 0.6)}" height="10" rx="5" fill="${P.indigo500}" opacity="0.6"/><rect x="${r1(x + 22)}" y="${r1(yy + h * 0.55)}" width="${r1(w * 0.4)}" height="10" rx="5" fill="${P.teal700}" opacity="0.5"/>${arrow}`;
    })
    .join('');
  const gx = o.width * 0.84;
  const gy = o.height * 0.8;
  const teeth = Array.from({ length: 8 }, (_, i) => `<rect x="${r1(gx - 9)}" y="${r1(gy - 62)}" width="18" height="26" rx="4" fill="${P.indigo300}" transform="rotate(${i * 45} ${r1(gx)} ${r1(gy)})"/>`).join('');
  return svg(
    o,
    `${backdrop(o)}<defs><marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="${P.teal300}"/></marker></defs>${boxes}${teeth}<circle cx="${r1(gx)}" cy="${r1(gy)}" r="42" fill="${P.indigo300}"/><circle cx="${r1(gx)}" cy="${r1(gy)}" r="16" fill="${P.indigo900}"/>`,
  );
}

/**
 * A checklist document under a magnifying glass: audits and records.
 * @param {ArtOptions} o
 */
export function audit(o) {
  const w = o.height * 0.62;
  const h = o.height * 0.78;
  const x = o.width * 0.5 - w / 2;
  const y = o.height * 0.11;
  const rows = Array.from({ length: 6 }, (_, i) => {
    const yy = y + 70 + i * (h - 110) / 6;
    const done = i < 4;
    return `<rect x="${r1(x + 36)}" y="${r1(yy)}" width="26" height="26" rx="6" fill="${done ? P.teal500 : 'none'}" stroke="${P.teal700}" stroke-width="3"/>${done ? `<path d="M ${r1(x + 42)} ${r1(yy + 13)} l 6 6 l 10 -12" stroke="${P.white}" stroke-width="4" fill="none"/>` : ''}<rect x="${r1(x + 80)}" y="${r1(yy + 7)}" width="${r1(w * (0.45 + (i % 3) * 0.1))}" height="12" rx="6" fill="${P.slate}" opacity="0.35"/>`;
  }).join('');
  const mx = x + w * 0.95;
  const my = y + h * 0.72;
  return svg(
    o,
    `${backdrop(o)}<rect x="${r1(x + 14)}" y="${r1(y + 14)}" width="${r1(w)}" height="${r1(h)}" rx="22" fill="${P.navy}" opacity="0.35"/><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="22" fill="${P.white}"/><rect x="${r1(x + 36)}" y="${r1(y + 30)}" width="${r1(w * 0.5)}" height="16" rx="8" fill="${P.indigo700}"/>${rows}<circle cx="${r1(mx)}" cy="${r1(my)}" r="70" fill="${P.teal300}" opacity="0.35" stroke="${P.white}" stroke-width="14"/><line x1="${r1(mx + 50)}" y1="${r1(my + 50)}" x2="${r1(mx + 120)}" y2="${r1(my + 120)}" stroke="${P.white}" stroke-width="22" stroke-linecap="round"/>`,
  );
}

/**
 * A padlock over a field of data points: privacy.
 * @param {ArtOptions} o
 */
export function padlock(o) {
  const rand = random(o.seed);
  const cx = o.width * 0.5;
  const cy = o.height * 0.56;
  const s = o.height * 0.5;
  const bits = Array.from({ length: 60 }, () => {
    const x = r1(rand() * o.width);
    const y = r1(rand() * o.height);
    return `<rect x="${x}" y="${y}" width="${r1(14 + rand() * 30)}" height="8" rx="4" fill="${rand() > 0.5 ? P.teal300 : P.indigo300}" opacity="0.35"/>`;
  }).join('');
  return svg(
    o,
    `${backdrop(o)}${bits}<path d="M ${r1(cx - s * 0.3)} ${r1(cy - s * 0.1)} V ${r1(cy - s * 0.32)} A ${r1(s * 0.3)} ${r1(s * 0.3)} 0 0 1 ${r1(cx + s * 0.3)} ${r1(cy - s * 0.32)} V ${r1(cy - s * 0.1)}" fill="none" stroke="${P.indigo100}" stroke-width="${r1(s * 0.09)}"/><rect x="${r1(cx - s * 0.45)}" y="${r1(cy - s * 0.12)}" width="${r1(s * 0.9)}" height="${r1(s * 0.7)}" rx="${r1(s * 0.08)}" fill="url(#accent)"/><circle cx="${r1(cx)}" cy="${r1(cy + s * 0.15)}" r="${r1(s * 0.08)}" fill="${P.navy}"/><rect x="${r1(cx - s * 0.03)}" y="${r1(cy + s * 0.15)}" width="${r1(s * 0.06)}" height="${r1(s * 0.2)}" rx="4" fill="${P.navy}"/>`,
  );
}

/**
 * A labelled cycle of stages, e.g. DMAIC, with arrows between them.
 * @param {ArtOptions & { labels: string[] }} o
 */
export function cycle(o) {
  const cx = o.width / 2;
  const cy = o.height / 2;
  const R = Math.min(o.width, o.height) * 0.32;
  const n = o.labels.length;
  const nodes = o.labels
    .map((label, i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
      const x = r1(cx + R * Math.cos(a));
      const y = r1(cy + R * Math.sin(a));
      return `<circle cx="${x}" cy="${y}" r="${r1(R * 0.28)}" fill="${i % 2 ? P.indigo500 : P.teal500}" stroke="${P.white}" stroke-width="5"/><text x="${x}" y="${r1(y + R * 0.1)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${r1(R * 0.28)}" fill="${P.white}" text-anchor="middle">${esc(label)}</text>`;
    })
    .join('');
  return svg(
    o,
    `${backdrop(o)}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R)}" fill="none" stroke="${P.teal300}" stroke-width="6" stroke-dasharray="18 14" opacity="0.8"/>${nodes}`,
  );
}

/**
 * A staircase of five levels, the highest lit: capability and maturity levels.
 * @param {ArtOptions & { labels: string[] }} o
 */
export function maturity(o) {
  const n = o.labels.length;
  const stepW = (o.width * 0.84) / n;
  const stepH = (o.height * 0.68) / n;
  const base = o.height * 0.9;
  const steps = o.labels
    .map((label, i) => {
      const x = o.width * 0.08 + i * stepW;
      const h = stepH * (i + 1);
      return `<rect x="${r1(x + 4)}" y="${r1(base - h)}" width="${r1(stepW - 8)}" height="${r1(h)}" rx="10" fill="${i === n - 1 ? P.amber : i % 2 ? P.indigo300 : P.teal300}" opacity="${r1(0.6 + i * 0.08)}"/><text x="${r1(x + stepW / 2)}" y="${r1(base - h + 44)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="34" fill="${P.navy}" text-anchor="middle">${i + 1}</text><text x="${r1(x + stepW / 2)}" y="${r1(base - h - 14)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${r1(Math.min(20, stepW / 9))}" fill="${P.white}" text-anchor="middle">${esc(label)}</text>`;
    })
    .join('');
  return svg(o, `${backdrop(o)}${steps}`);
}

/**
 * A 5x5 likelihood-by-impact grid: risk assessment.
 * @param {ArtOptions} o
 */
export function heatmap(o) {
  const size = Math.min(o.width * 0.6, o.height * 0.8);
  const cell = size / 5;
  const x0 = (o.width - size) / 2;
  const y0 = (o.height - size) / 2;
  const colours = [P.teal300, P.teal500, P.amber, '#fb923c', P.rose];
  const cells = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const level = Math.min(4, Math.floor((r + c) / 2));
      cells.push(`<rect x="${r1(x0 + c * cell + 4)}" y="${r1(y0 + (4 - r) * cell + 4)}" width="${r1(cell - 8)}" height="${r1(cell - 8)}" rx="10" fill="${colours[level]}" opacity="0.9"/>`);
    }
  }
  return svg(o, `${backdrop(o)}${cells.join('')}<circle cx="${r1(x0 + cell * 3.5)}" cy="${r1(y0 + cell * 1.5)}" r="16" fill="${P.white}" stroke="${P.navy}" stroke-width="5"/><circle cx="${r1(x0 + cell * 1.5)}" cy="${r1(y0 + cell * 3.5)}" r="16" fill="${P.white}" stroke="${P.navy}" stroke-width="5"/>`);
}

/**
 * Layers of connected nodes: AI systems and their governance.
 * @param {ArtOptions} o
 */
export function neural(o) {
  const layers = [4, 6, 6, 3];
  const xs = layers.map((_, i) => o.width * (0.2 + i * 0.2));
  /** @type {Array<Array<{ x: number; y: number }>>} */
  const pts = layers.map((count, i) => Array.from({ length: count }, (_, j) => ({ x: r1(xs[i]), y: r1(o.height * ((j + 1) / (count + 1))) })));
  const lines = [];
  for (let i = 0; i < pts.length - 1; i++) {
    for (const a of pts[i]) for (const b of pts[i + 1]) lines.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${P.indigo300}" stroke-width="1.6" opacity="0.45"/>`);
  }
  const dots = pts.flat().map((p, k) => `<circle cx="${p.x}" cy="${p.y}" r="14" fill="${k % 3 ? P.teal300 : P.amber}" stroke="${P.white}" stroke-width="3"/>`).join('');
  return svg(o, `${backdrop(o)}${lines.join('')}${dots}`);
}

/**
 * A globe of meridians and parallels with location pins: global delivery.
 * @param {ArtOptions} o
 */
export function globe(o) {
  const cx = o.width / 2;
  const cy = o.height / 2;
  const R = Math.min(o.width, o.height) * 0.36;
  const meridians = [0.25, 0.55, 0.85].map((k) => `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(R * k)}" ry="${r1(R)}" fill="none" stroke="${P.teal300}" stroke-width="3" opacity="0.6"/>`).join('');
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6].map((k) => `<line x1="${r1(cx - R * Math.sqrt(1 - k * k))}" y1="${r1(cy + R * k)}" x2="${r1(cx + R * Math.sqrt(1 - k * k))}" y2="${r1(cy + R * k)}" stroke="${P.teal300}" stroke-width="3" opacity="0.6"/>`).join('');
  const pins = [
    [-0.55, -0.35],
    [0.35, -0.05],
    [0.3, 0.12],
    [0.42, 0.08],
    [0.1, -0.15],
  ]
    .map(([dx, dy]) => `<circle cx="${r1(cx + R * dx)}" cy="${r1(cy + R * dy)}" r="12" fill="${P.amber}" stroke="${P.white}" stroke-width="4"/>`)
    .join('');
  return svg(o, `${backdrop(o)}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R)}" fill="${P.indigo700}" opacity="0.55" stroke="${P.white}" stroke-width="4"/>${meridians}${parallels}${pins}`);
}

/**
 * A head-and-shoulders silhouette on a soft gradient: team portraits without real faces.
 * @param {ArtOptions} o
 */
export function portrait(o) {
  const cx = o.width / 2;
  const s = o.width;
  const skin = [P.teal100, P.indigo100, '#f1f5f9', '#fef3c7'][o.seed % 4];
  return svg(
    o,
    `${backdrop(o)}<circle cx="${r1(cx)}" cy="${r1(s * 0.4)}" r="${r1(s * 0.17)}" fill="${skin}"/><path d="M ${r1(cx - s * 0.33)} ${r1(s)} Q ${r1(cx - s * 0.32)} ${r1(s * 0.62)} ${r1(cx)} ${r1(s * 0.62)} Q ${r1(cx + s * 0.32)} ${r1(s * 0.62)} ${r1(cx + s * 0.33)} ${r1(s)} Z" fill="${skin}"/><path d="M ${r1(cx - s * 0.06)} ${r1(s * 0.64)} L ${r1(cx)} ${r1(s * 0.78)} L ${r1(cx + s * 0.06)} ${r1(s * 0.64)} Z" fill="${o.seed % 2 ? P.teal700 : P.indigo700}"/>`,
  );
}

/**
 * The brand mark: a shield-shaped C with a check, and the word ComplianceCore.
 * @param {ArtOptions} o
 */
export function logo(o) {
  const h = o.height;
  const mark = `<path d="M ${r1(h * 0.5)} ${r1(h * 0.1)} L ${r1(h * 0.86)} ${r1(h * 0.22)} V ${r1(h * 0.5)} Q ${r1(h * 0.84)} ${r1(h * 0.8)} ${r1(h * 0.5)} ${r1(h * 0.92)} Q ${r1(h * 0.16)} ${r1(h * 0.8)} ${r1(h * 0.14)} ${r1(h * 0.5)} V ${r1(h * 0.22)} Z" fill="url(#mark)"/><path d="M ${r1(h * 0.33)} ${r1(h * 0.5)} L ${r1(h * 0.46)} ${r1(h * 0.63)} L ${r1(h * 0.68)} ${r1(h * 0.38)}" stroke="${P.white}" stroke-width="${r1(h * 0.08)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svg(
    o,
    `<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.teal500}"/><stop offset="1" stop-color="${P.indigo700}"/></linearGradient></defs>${mark}<text x="${r1(h * 1.05)}" y="${r1(h * 0.64)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${r1(h * 0.38)}" fill="${P.teal700}">Compliance<tspan fill="${P.indigo700}">Core</tspan></text>`,
  );
}

/**
 * A round seal with a star: the accreditation badge in the footer.
 * @param {ArtOptions & { labels: string[] }} o
 */
export function badge(o) {
  const c = o.width / 2;
  const R = o.width * 0.46;
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? R * 0.14 : R * 0.32;
    return `${r1(c + rr * Math.cos(a))},${r1(c - R * 0.16 + rr * Math.sin(a))}`;
  }).join(' ');
  return svg(
    o,
    `<circle cx="${c}" cy="${c}" r="${r1(R)}" fill="${P.indigo900}"/><circle cx="${c}" cy="${c}" r="${r1(R * 0.86)}" fill="none" stroke="${P.teal300}" stroke-width="${r1(R * 0.04)}" stroke-dasharray="4 6"/><polygon points="${star}" fill="${P.amber}"/><text x="${c}" y="${r1(c + R * 0.4)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${r1(R * 0.16)}" fill="${P.white}" text-anchor="middle">${esc(o.labels[0] ?? '')}</text><text x="${c}" y="${r1(c + R * 0.56)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${r1(R * 0.075)}" fill="${P.teal100}" text-anchor="middle">${esc(o.labels[1] ?? '')}</text>`,
  );
}
