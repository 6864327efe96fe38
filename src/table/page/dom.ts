/// <reference lib="dom" />
/** A small DOM builder for the table page: an element, its attributes and listeners, its children. */
export type Child = Node | string | number | null | undefined | false | readonly Child[];

export function el(tag: string, attrs: Record<string, string | boolean | ((event: Event) => void) | undefined> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (key === 'class') node.className = String(value);
    // Through the CSSOM: the page's policy refuses style attributes, not properties set by script.
    else if (key === 'style') for (const declaration of String(value).split(';')) setProperty(node, declaration);
    else node.setAttribute(key, value === true ? '' : value);
  }
  append(node, children);
  return node;
}

function setProperty(node: HTMLElement, declaration: string): void {
  const colon = declaration.indexOf(':');
  if (colon > 0) node.style.setProperty(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
}

function append(node: HTMLElement, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(typeof child === 'number' ? String(child) : (child as Node | string));
  }
}

export function byId(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node;
}
