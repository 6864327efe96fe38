/**
 * A decoded deck code as a deck list (text) that reads back to the same deck: the code's main
 * list and additional legends before any section (a list places those cards by type, as a
 * code does), then the Chosen Champion under `Champion:`, one of its copies taken out of the
 * main list (a list holds it apart), then the sideboard.
 */
import type { DecodedDeckCode } from './types.js';

export function deckCodeListText(decoded: DecodedDeckCode): string {
  const lines = [`# Riftbound deck code, version ${decoded.version}`];
  let championCopy = decoded.champion;
  for (const { code, count } of decoded.main) {
    const copies = code === championCopy ? count - 1 : count;
    if (code === championCopy) championCopy = undefined;
    if (copies > 0) lines.push(`${copies} ${code}`);
  }
  if (decoded.legends.length > 0) lines.push('# additional legends', ...decoded.legends.map((code) => `1 ${code}`));
  if (decoded.champion !== undefined) lines.push('', 'Champion:', `1 ${decoded.champion}`);
  if (decoded.sideboard.length > 0) lines.push('', 'Sideboard:', ...decoded.sideboard.map(({ code, count }) => `${count} ${code}`));
  return `${lines.join('\n')}\n`;
}
