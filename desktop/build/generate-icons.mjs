// Draws the app and tray icons from shapes, so they can be regenerated (npm run icons -w @lantern/desktop)
// without an image editor. electron-builder derives the .ico and .icns files from icon.png.
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const NAVY_TOP = [20, 33, 61];
const NAVY_BOTTOM = [31, 51, 102];
const AMBER = [245, 165, 36];
const CREAM = [255, 244, 220];
const FLAME = [255, 250, 235];

/** Signed distance to a rounded rectangle given by its box in a 0..1 square; negative inside. */
function roundedRect(x, y, [left, top, right, bottom], radius) {
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const qx = Math.abs(x - cx) - ((right - left) / 2 - radius);
  const qy = Math.abs(y - cy) - ((bottom - top) / 2 - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

function circle(x, y, cx, cy, r) {
  return Math.hypot(x - cx, y - cy) - r;
}

function ring(x, y, cx, cy, r, width) {
  return Math.abs(circle(x, y, cx, cy, r)) - width / 2;
}

/** A teardrop: a circle with a point above it. */
function flame(x, y, cx, cy, r) {
  const tipY = cy - r * 2.1;
  const inCone = y >= tipY && y <= cy && Math.abs(x - cx) <= (r * (y - tipY)) / (cy - tipY);
  return inCone ? -1 : circle(x, y, cx, cy, r);
}

function appIconLayers(x, y) {
  const glow = Math.max(0, 1 - Math.hypot(x - 0.5, y - 0.56) / 0.36);
  return [
    { inside: roundedRect(x, y, [0, 0, 1, 1], 0.22) < 0, color: mix(NAVY_TOP, NAVY_BOTTOM, y), alpha: 1 },
    { inside: true, color: AMBER, alpha: 0.45 * glow * glow },
    { inside: ring(x, y, 0.5, 0.27, 0.075, 0.03) < 0 && y < 0.28, color: CREAM, alpha: 1 },
    { inside: roundedRect(x, y, [0.34, 0.28, 0.66, 0.34], 0.02) < 0, color: CREAM, alpha: 1 },
    { inside: roundedRect(x, y, [0.355, 0.34, 0.645, 0.74], 0.05) < 0, color: CREAM, alpha: 1 },
    {
      inside: roundedRect(x, y, [0.385, 0.37, 0.615, 0.71], 0.035) < 0,
      color: mix(AMBER, [255, 200, 90], 1 - y),
      alpha: 1,
    },
    { inside: flame(x, y, 0.5, 0.6, 0.055) < 0, color: FLAME, alpha: 1 },
    { inside: roundedRect(x, y, [0.34, 0.74, 0.66, 0.79], 0.02) < 0, color: CREAM, alpha: 1 },
  ];
}

// One colour on a transparent background, with the flame cut out, so it reads on light and dark panels.
function trayIconLayers(x, y) {
  const lantern =
    (ring(x, y, 0.5, 0.2, 0.11, 0.08) < 0 && y < 0.21) ||
    roundedRect(x, y, [0.26, 0.2, 0.74, 0.29], 0.03) < 0 ||
    roundedRect(x, y, [0.29, 0.29, 0.71, 0.84], 0.08) < 0 ||
    roundedRect(x, y, [0.26, 0.84, 0.74, 0.94], 0.03) < 0;
  const cutOut = flame(x, y, 0.5, 0.66, 0.09) < 0;
  return [{ inside: lantern && !cutOut, color: AMBER, alpha: 1 }];
}

function mix(a, b, t) {
  return a.map((value, i) => value + (b[i] - value) * Math.min(1, Math.max(0, t)));
}

/** Renders with supersampling so edges are anti-aliased; returns RGBA rows. */
function render(size, layersAt, samples) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          let [r, g, b, a] = [0, 0, 0, 0];
          for (const layer of layersAt(x, y)) {
            if (!layer.inside || layer.alpha <= 0) continue;
            const la = layer.alpha;
            const outA = la + a * (1 - la);
            r = (layer.color[0] * la + r * a * (1 - la)) / outA;
            g = (layer.color[1] * la + g * a * (1 - la)) / outA;
            b = (layer.color[2] * la + b * a * (1 - la)) / outA;
            a = outA;
          }
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const offset = (py * size + px) * 4;
      const alpha = sum[3] / (samples * samples);
      pixels[offset] = alpha > 0 ? Math.round(sum[0] / sum[3]) : 0;
      pixels[offset + 1] = alpha > 0 ? Math.round(sum[1] / sum[3]) : 0;
      pixels[offset + 2] = alpha > 0 ? Math.round(sum[2] / sum[3]) : 0;
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = [];
  for (let y = 0; y < size; y++) {
    rows.push(Buffer.from([0]), rgba.subarray(y * size * 4, (y + 1) * size * 4));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const here = (name) => new URL(name, import.meta.url);
writeFileSync(here('icon.png'), png(512, render(512, appIconLayers, 4)));
writeFileSync(here('tray.png'), png(32, render(32, trayIconLayers, 8)));
writeFileSync(here('tray@2x.png'), png(64, render(64, trayIconLayers, 8)));
