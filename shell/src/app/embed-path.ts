/** The iframe fallback for partner sites: /embed/<tool path> renders that tool alone. */
export const EMBED_PREFIX = '/embed';
