export { contentSvgDrawing };

import escapeHtml from 'escape-html';
import { XMLParser } from 'fast-xml-parser';
import type { IconDrawing } from './drawing';

// Only shapes and their paint are kept: no script, no event handler, no link, no embedded document or style.
const shapes = new Set(['g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect']);
const paint = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'fill-rule', 'clip-rule', 'opacity'];
const allowed = new Set([
  ...paint,
  ...['fill-opacity', 'stroke-opacity', 'stroke-miterlimit', 'stroke-dasharray', 'transform'],
  ...['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points'],
]);

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** An SVG file from content/images as an icon: its shapes alone, or why it cannot be one. */
function contentSvgDrawing(text: string): IconDrawing | { problem: string } {
  let nodes: XmlNode[];
  try {
    nodes = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', processEntities: false }).parse(
      text,
    ) as XmlNode[];
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const root = nodes.find((node) => 'svg' in node);
  if (!root) return { problem: 'it has no <svg> element' };
  const attributes = root[':@'] ?? {};
  const viewBox = attributes.viewBox ?? viewBoxOf(attributes.width, attributes.height);
  if (!viewBox || !/^[\d.\s,-]+$/.test(viewBox)) return { problem: 'its <svg> has no viewBox (nor a width and height in numbers)' };
  const body = (root.svg as XmlNode[]).map(markup).join('');
  if (body === '') return { problem: 'it draws no shape (path, circle, rect, line, polygon...)' };
  return { viewBox, fill: safe(attributes.fill) ?? 'currentColor', stroke: safe(attributes.stroke) ?? 'none', body };
}

function markup(node: XmlNode): string {
  const name = Object.keys(node).find((key) => key !== ':@');
  if (!name || !shapes.has(name)) return '';
  const attributes = Object.entries(node[':@'] ?? {})
    .filter(([key, value]) => allowed.has(key) && safe(value) !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  const children = (node[name] as XmlNode[]).map(markup).join('');
  return children === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${children}</${name}>`;
}

// A value that could fetch or run something (url(), javascript:, entities) is dropped.
function safe(value: string | undefined): string | undefined {
  return value !== undefined && !/url\(|:|&/i.test(value) ? value : undefined;
}

function viewBoxOf(width: string | undefined, height: string | undefined): string | undefined {
  const w = Number.parseFloat(width ?? '');
  const h = Number.parseFloat(height ?? '');
  return w > 0 && h > 0 ? `0 0 ${w} ${h}` : undefined;
}
