// Small SVG pieces shared by the image scripts (campus drawings, prospectus cover).

/** A grid of window panes. */
export function windows(x, y, cols, rows, w, h, gap, fill) {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${fill}"/>`;
  return out;
}

/** A round-crowned tree at (x, y), scaled by s. */
export function tree(x, y, s, color = '#2e8b57') {
  return `<rect x="${x - 4 * s}" y="${y}" width="${8 * s}" height="${40 * s}" fill="#6b4f2a"/>
  <circle cx="${x}" cy="${y - 10 * s}" r="${34 * s}" fill="${color}"/><circle cx="${x - 22 * s}" cy="${y + 6 * s}" r="${24 * s}" fill="${color}"/>
  <circle cx="${x + 24 * s}" cy="${y + 4 * s}" r="${26 * s}" fill="${color}"/>`;
}
