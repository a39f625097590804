/** What /api/imageProxy answers when it cannot (or may not) fetch the image. */
export const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="Axie">' +
  '<title>Axie</title><rect width="240" height="240" rx="16" fill="#f1ece2"/>' +
  '<path d="M60 140 C60 95 180 95 180 140 C180 185 60 185 60 140 Z" fill="#d9d2c3" stroke="#b8ae9a" stroke-width="4"/>' +
  '<circle cx="104" cy="132" r="8" fill="#b8ae9a"/><circle cx="136" cy="132" r="8" fill="#b8ae9a"/></svg>';
