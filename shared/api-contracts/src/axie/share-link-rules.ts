// The shared links' and hidden Axies' limits as plain values (no TypeBox): the front end imports
// them from '@criadero/api-contracts/axie/share-link-rules' without the schemas.

/** The most Axies a link carries (loaded, and hidden among them). */
export const SHARE_LINK_MAX_AXIES = 20_000;
/**
 * The most bytes a link's state may take as JSON: 20,000 ids of 12 digits (the longest an Axie id
 * is allowed) loaded and hidden, with rules and filters, stay under it.
 */
export const SHARE_LINK_MAX_BYTES = 640 * 1024;
/** A link's id: 22 base64url characters (the first 128 bits of the state's SHA-256). */
export const SHARE_LINK_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';
/** The most Axies an account keeps hidden in the breeding calculator. */
export const HIDDEN_AXIES_MAX = 20_000;
