import { inflateSync } from 'node:zlib';

/**
 * Test support: the text of a PDF written by pdfkit. pdfkit writes embedded-font text as hex glyph
 * ids, so each font's ToUnicode CMap maps them back to characters; the result proves what a reader
 * sees (and copies) is the intended text, diacritics included. Handles exactly what pdfkit writes:
 * uncompressed object dictionaries, FlateDecode streams, /Fn resource names, Tj/TJ hex strings.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2];
    const streamAt = body.indexOf('stream\n');
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      const start = m.index! + m[0].indexOf(body) + streamAt + 'stream\n'.length;
      const end = raw.indexOf('\nendstream', start);
      const bytes = pdf.subarray(start, end);
      stream = body.slice(0, streamAt).includes('/FlateDecode') ? inflateSync(bytes) : bytes;
    }
    objects.set(m[1], { dict: streamAt >= 0 ? body.slice(0, streamAt) : body, stream });
  }
  const cmapOfFont = new Map<string, Map<number, string>>();
  for (const o of objects.values()) {
    for (const f of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = objects.get(f[2])?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap) cmapOfFont.set(f[1], parseCmap(cmap.toString('latin1')));
    }
  }
  const out: string[] = [];
  for (const o of objects.values()) {
    if (!o.stream || o.dict.includes('/Length1') || !/\bTf\b/.test(o.stream.toString('latin1'))) continue;
    let font: Map<number, string> | undefined;
    for (const t of o.stream.toString('latin1').matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|(TJ|Tj|ET)/g)) {
      if (t[1]) font = cmapOfFont.get(t[1]);
      else if (t[2] !== undefined && font)
        for (let i = 0; i < t[2].length; i += 4) out.push(font.get(parseInt(t[2].slice(i, i + 4), 16)) ?? '\ufffd');
      else if (t[3] === 'ET') out.push('\n');
    }
  }
  return out.join('');
}

function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  // Ligatures map one glyph to several code points, written with spaces: <0066 0069> is "fi".
  const hex = (h: string) =>
    String.fromCodePoint(...(h.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
  for (const section of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(m[1], 16), hex(m[2]));
  }
  for (const section of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(m[1], 16);
      const to = parseInt(m[2], 16);
      if (m[3].startsWith('['))
        [...m[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((u, i) => {
          map.set(from + i, hex(u[1]));
        });
      else
        for (let c = from, u = parseInt(m[3].slice(1, -1), 16); c <= to; c += 1, u += 1)
          map.set(c, String.fromCodePoint(u));
    }
  }
  return map;
}
