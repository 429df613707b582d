import { saveBlob } from '../../lib/files';

const TITLE_HEIGHT = 40;
const SCALE = 2;

/**
 * Saves a chart's SVG as a PNG: the SVG drawn onto a canvas at twice its size, on white, with the
 * title above it. The computed colours are copied into the copy first, since a standalone SVG
 * knows nothing of the page's style sheets (the axis labels would come out black or missing).
 */
export async function saveChartPng(svg: SVGSVGElement, title: string, fileName: string): Promise<void> {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml;charset=utf-8' }),
  );
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * SCALE);
    canvas.height = Math.ceil((height + TITLE_HEIGHT) * SCALE);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('The chart could not be drawn');
    ctx.scale(SCALE, SCALE);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height + TITLE_HEIGHT);
    ctx.fillStyle = '#1a1a1a';
    ctx.font = '600 16px system-ui, sans-serif';
    ctx.fillText(title, 8, 26, width - 16);
    ctx.drawImage(image, 0, TITLE_HEIGHT, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The chart could not be drawn');
    saveBlob(blob, fileName);
  } finally {
    URL.revokeObjectURL(url);
  }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn'));
    image.src = url;
  });
}

const STYLED = ['fill', 'stroke', 'stroke-width', 'font-size', 'font-family', 'font-weight', 'opacity'];

function inlineStyles(from: Element, to: Element) {
  const style = getComputedStyle(from);
  const target = to as SVGElement;
  for (const p of STYLED) target.style.setProperty(p, style.getPropertyValue(p));
  for (let i = 0; i < from.children.length; i++) inlineStyles(from.children[i]!, to.children[i]!);
}
