/**
 * Small, complete images as a browser encodes them (a 2 x 2 canvas), for the logo tests: each is
 * well-formed to its last byte, so any cut or corruption of one is a malformed image.
 */
export const LOGO_SAMPLES = {
  'image/png': Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAF0lEQVR4AWL6DwRKq8r/MymvrmAAAQAAAAD///U7Z5cAAAAGSURBVAMAX2QHibH3uiUAAAAASUVORK5CYII=',
    'base64',
  ),
  'image/jpeg': Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAbEAADAQEAAwAAAAAAAAAAAAABAgMEAAURIf/EABUBAQEAAAAAAAAAAAAAAAAAAAQI/8QAGREAAQUAAAAAAAAAAAAAAAAAAAECAzNx/9oADAMBAAIRAxEAPwCWvXfyGu2rVamnTd2rW1nLvRyfbMzH6SSSSTznOOS1NY7VP//Z',
    'base64',
  ),
  'image/webp': Buffer.from(
    'UklGRiQCAABXRUJQVlA4WAoAAAAgAAAAAQAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggNgAAAHABAJ0BKgIAAgAAwBIloAACSohgAOJ/FaBvqAllqqsZDfsAi5sBMf//gzv/+DO//4M7/wv4AA==',
    'base64',
  ),
  'image/svg+xml': Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n' +
      '<defs><style>.a{fill:url(#g)}</style><linearGradient id="g"><stop offset="0" stop-color="#2a7"/></linearGradient><circle id="c" r="4"/></defs>\n' +
      '<use href="#c" class="a"/><use xlink:href="#c" x="1" style="fill: url(\'#g\')"/></svg>\n',
  ),
} as const;

const svg = (inner: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:x="http://www.w3.org/1999/xlink">${inner}</svg>`,
  );

/** Every way we know to reach script or another document from an SVG, in every spelling of the reference. */
const TARGETS = [
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'javascript:alert(1)',
  'https://attacker.example/x.svg#a',
  '//attacker.example/x.svg',
  ' data:text/html,x',
  '&#100;ata:text/html,x',
  '&#x64;ata:text/html,x',
];
const REFERENCES = ['href', 'xlink:href', 'x:href', 'src'];
const CARRIERS = (attr: string, target: string, q: string) => [
  `<image ${attr}=${q}${target}${q} width="10" height="10"/>`,
  `<use ${attr}=${q}${target}${q}/>`,
  `<filter id="f"><feImage ${attr}=${q}${target}${q}/></filter>`,
  `<a ${attr}=${q}${target}${q}><text>logo</text></a>`,
];
const CSS = (target: string) => [
  `<style>.a{fill:url(${target})}</style>`,
  `<style>.a{fill:url("${target}")}</style>`,
  `<style><![CDATA[.a{background:url('${target}')}]]></style>`,
  `<style>@import '${target}';</style>`,
  `<style>.a{background:u\\72l(${target})}</style>`,
  `<rect style="fill:url(${target})"/>`,
  `<rect style="fill:u&#114;l(${target})"/>`,
];
const ACTIVE = [
  '<script>alert(1)</script>',
  '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
  '<foreignObject><iframe src="#x"/></foreignObject>',
  '<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>',
  '<a href="#x"><animate attributeName="href" values="javascript:alert(1)"/></a>',
  '<rect onclick="alert(1)"/>',
  '<rect/onmouseover="alert(1)"/>',
  '<rect o&#110;click="alert(1)"/>',
];

/** SVGs that reach script or another document: every carrier, reference attribute, quote and spelling of each target, CSS, and active elements. */
export const hostileSvgs = (): Buffer[] =>
  [
    ...REFERENCES.flatMap((attr) =>
      TARGETS.flatMap((target) => ['"', "'"].flatMap((q) => CARRIERS(attr, target, q))),
    ),
    ...TARGETS.flatMap(CSS),
    ...ACTIVE,
  ].map(svg);

/** SVGs whose references all stay inside the document: what real logos do. */
export const insideSvgs = (): Buffer[] =>
  [
    ...REFERENCES.filter((attr) => attr !== 'src').flatMap((attr) => CARRIERS(attr, '#c', '"')),
    `<style>.a{fill:url(#g)} .b{fill:url( "#g" )}</style>`,
    `<rect style="fill:url('#g')" data-href="https://example.com"/>`,
    '<defs><linearGradient id="g"><stop offset="1"/></linearGradient></defs><text>Polyloop</text>',
  ].map(svg);
