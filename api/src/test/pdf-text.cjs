'use strict';
const { inflateSync } = require('node:zlib');

/**
 * The text shown by a PDF we generate (pdfkit, standard fonts): each content stream is inflated and
 * the strings of its text operators are decoded. Enough to check what an invoice says, not a parser.
 * CommonJS so that both the api tests (TypeScript) and the browser tests (plain ESM) can load it.
 */
function pdfText(pdf) {
  const source = pdf.toString('latin1');
  const lines = [];
  const streamPattern = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    let content;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    const textPattern = /\[((?:<[0-9a-fA-F]*>|\([^)]*\)|\s|-?[\d.]+)*)\]\s*TJ|(<[0-9a-fA-F]*>|\([^)]*\))\s*Tj/g;
    for (let text = textPattern.exec(content); text; text = textPattern.exec(content)) {
      const parts = (text[1] ?? text[2]).match(/<[0-9a-fA-F]*>|\([^)]*\)/g) ?? [];
      lines.push(parts.map(decodeString).join(''));
    }
  }
  return lines.join('\n');
}

function decodeString(token) {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1), 'hex').toString('latin1');
  return token.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

module.exports = { pdfText };
