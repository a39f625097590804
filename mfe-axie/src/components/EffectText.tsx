import { Fragment } from 'react';

const TOKEN = /(\{[^}]+\}|<[^>]+>|\[[^\]]+\])/g;
const IS_TOKEN = /^(\{[^}]+\}|<[^>]+>|\[[^\]]+\])$/;

/**
 * Origins effect text: `{Status}`, `<Keyword>` and `[Card]` markup shown as bold words
 * (the braces are the API's markup, not text for players).
 */
export function EffectText({ text }: { text: string }) {
  return (
    <>
      {text.split(TOKEN).map((piece, i) =>
        IS_TOKEN.test(piece) ? <strong key={i}>{piece.slice(1, -1)}</strong> : <Fragment key={i}>{piece}</Fragment>,
      )}
    </>
  );
}
